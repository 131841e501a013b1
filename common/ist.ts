/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The moment shifted so that its `getUTC…` fields read India's wall clock: the same on a server
 * and in a browser whatever their own time zone (an order's date, the financial year).
 */
export function istWallClock(at: Date | number): Date {
  return new Date((typeof at === 'number' ? at : at.getTime()) + IST_OFFSET_MS);
}
