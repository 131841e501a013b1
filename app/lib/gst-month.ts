import { isWithinDateRange } from '../../common/calendar-day';
import { istWallClock } from '../../common/ist';

/**
 * The GST report screen's months (docs/decisions/0022: a seller files GSTR-1 month by month). A month
 * is 'YYYY-MM' in India's calendar; the report takes its first and last IST days. By hand rather
 * than with Intl, so the server's HTML and the browser's agree.
 */
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The IST month that `now` falls in, e.g. '2026-11'. */
export function istMonthOf(now: number): string {
  const wall = istWallClock(now);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}`;
}

/** `month` moved by `delta` months ('2026-01', -1 → '2025-12'). */
export function addMonths(month: string, delta: number): string {
  const [year, index] = parts(month);
  const shifted = new Date(Date.UTC(year, index + delta, 1));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}`;
}

/** The month a seller files for by default: the one before today's, in IST. */
export function previousIstMonth(now: number): string {
  return addMonths(istMonthOf(now), -1);
}

/**
 * A well-formed 'YYYY-MM' from the URL within the days the report takes (common/calendar-day.ts),
 * else null (the screen then shows its default month).
 */
export function parseMonth(value: string | null | undefined): string | null {
  return value != null && MONTH_PATTERN.test(value) && isWithinDateRange(`${value}-01`) ? value : null;
}

/** The report's query for a month: its first and last days ('2026-02' → 2026-02-01 … 2026-02-28). */
export function monthRange(month: string): { from: string; to: string } {
  const [year, index] = parts(month);
  const lastDay = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(lastDay)}` };
}

/** 'October 2026'. */
export function monthLabel(month: string): string {
  const [year, index] = parts(month);
  return `${MONTH_NAMES[index]} ${year}`;
}

/** The months the picker offers, newest first: this IST month and the `count - 1` before it. */
export function recentMonths(now: number, count: number): string[] {
  const current = istMonthOf(now);
  return Array.from({ length: count }, (_, back) => addMonths(current, -back));
}

/** Year and zero-based month index of a 'YYYY-MM'. */
function parts(month: string): [number, number] {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return [Number(match[1]), Number(match[2]) - 1];
}
