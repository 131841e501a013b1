import { z } from 'zod';

/**
 * The one schema for a calendar day a client sends (`from` / `to` of the orders list, the GST
 * report and its CSV): written YYYY-MM-DD, a real day (2026-02-30 is refused, not rolled over),
 * and within FIRST_DAY .. LAST_DAY. Outside that range no order or invoice can exist, and some days
 * cannot be stored as an instant at all (year 0000 is out of PostgreSQL's range: a 500 there,
 * while SQLite compared the text). docs/decisions/0011-http-edge-limits.md
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

/** Follows the field's name: `from must be a date from 2000-01-01 to 2100-12-31`. */
export const DATE_RANGE_MESSAGE = `must be a date from ${FIRST_DAY} to ${LAST_DAY}`;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A day within FIRST_DAY .. LAST_DAY (YYYY-MM-DD compares as text). */
export const isWithinDateRange = (day: string) => day >= FIRST_DAY && day <= LAST_DAY;

/** The field `name` as a calendar day (messages name the field). */
export function calendarDaySchema(name: string) {
  const format = `${name} must be a date written YYYY-MM-DD`;
  return z
    .string({ message: format })
    .refine(isCalendarDay, { message: format, abort: true })
    .refine(isWithinDateRange, { message: `${name} ${DATE_RANGE_MESSAGE}` });
}
