import { DEFAULT_STATS_RANGE, STATS_RANGES, type StatsRange } from '../../common/admin-stats';
import { istWallClock } from '../../common/ist';

/**
 * The owner's dashboard (docs/decisions/0062): its range chooser's words and how a figure is
 * compared with the period before it.
 */

/** How many of the range's missed searches the dashboard lists (the API answers 50). */
export const DASHBOARD_MISSES = 10;

export const RANGE_LABELS: Record<StatsRange, string> = { today: 'Today', '7d': '7 days', '30d': '30 days', '90d': '90 days' };

/** The previous period after 'vs', after 'Same as' and after 'None' ('yesterday' reads the same in all three). */
const days = (range: Exclude<StatsRange, 'today'>) => `previous ${range.replace('d', '')} days`;
const previousPeriod = (range: StatsRange) =>
  range === 'today' ? { vs: 'yesterday', the: 'yesterday', during: 'yesterday' } : { vs: days(range), the: `the ${days(range)}`, during: `in the ${days(range)}` };

/** The range a URL asks for (`?range=`); anything else is the default, 7 days. */
export function rangeFrom(url: URL): StatsRange {
  const asked = url.searchParams.get('range');
  return (STATS_RANGES as readonly string[]).includes(asked ?? '') ? (asked as StatsRange) : DEFAULT_STATS_RANGE;
}

/** A figure against the previous period's, in words: '+12% vs previous 7 days'; when the period before had none, no percentage. */
export function changeText(current: number, previous: number, range: StatsRange): { text: string; trend: 'up' | 'down' | 'same' } {
  const before = previousPeriod(range);
  if (previous === 0) {
    return current === 0 ? { text: `None ${before.during} either`, trend: 'same' } : { text: `Up from none ${before.during}`, trend: 'up' };
  }
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: `Same as ${before.the}`, trend: 'same' };
  return { text: `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% vs ${before.vs}`, trend: percent > 0 ? 'up' : 'down' };
}

/** '22 Nov' for an IST day's YYYY-MM-DD (read as the calendar day it names, whatever the browser's zone). */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '27 Nov, 14:05' in India's time, spelled by hand: the same on the server and in any browser (no hydration mismatch). */
export function istMoment(iso: string): string {
  const at = istWallClock(new Date(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}, ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}
