import { IST_OFFSET_MS, istWallClock } from '../ist';

/** The calendar year the financial year of `at` starts in (its April, IST). */
function startYearOf(at: Date): number {
  const ist = istWallClock(at);
  return ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
}

/**
 * The Indian financial year (April to March, in IST) a moment falls in, as invoice numbers write
 * it: 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST is '26-27'.
 */
export function financialYearOf(at: Date): string {
  const start = startYearOf(at);
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/**
 * How long a credit note may be issued against an invoice (CGST Act s.34(2)): to 30 November
 * following the end of the invoice's financial year, to midnight IST. `endsAt` is the first
 * instant after it. (The Act also ends it at the annual return if that is filed earlier: Haat
 * does not know when the shop files, so it keeps to the date; docs/decisions/0033.)
 */
export function creditNoteWindow(invoiceAt: Date): { lastDay: string; endsAt: Date } {
  const year = startYearOf(invoiceAt) + 1;
  return { lastDay: `${year}-11-30`, endsAt: new Date(Date.UTC(year, 11, 1) - IST_OFFSET_MS) };
}

export function mayIssueCreditNote(invoiceAt: Date, at: Date): boolean {
  return at.getTime() < creditNoteWindow(invoiceAt).endsAt.getTime();
}
