import { istWallClock } from '../ist';

/**
 * The Indian financial year (April to March, in IST) a moment falls in, as invoice numbers write
 * it: 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST is '26-27'.
 */
export function financialYearOf(at: Date): string {
  const ist = istWallClock(at);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}
