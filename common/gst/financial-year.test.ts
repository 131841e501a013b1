import { describe, expect, it } from 'vitest';
import { creditNoteWindow, financialYearOf, mayIssueCreditNote } from './financial-year';

describe('the financial year (April to March, IST)', () => {
  it('turns at midnight IST between 31 March and 1 April', () => {
    // 31 March 2027, 23:59 IST is 18:29 UTC; 1 April 2027, 00:00 IST is 18:30 UTC the day before.
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('27-28');
  });

  it('names the year by its two years', () => {
    expect(financialYearOf(new Date('2026-11-25T10:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2026-01-15T10:00:00Z'))).toBe('25-26');
    expect(financialYearOf(new Date('2099-12-31T10:00:00Z'))).toBe('99-00');
  });
});

describe('the last day for a credit note (CGST Act s.34(2), docs/decisions/0033)', () => {
  it('is 30 November after the invoice’s financial year ends, to midnight IST', () => {
    // Invoice of 10 May 2026 (FY 26-27): 30 November 2027 is the last day, its end 18:30 UTC.
    const invoice = new Date('2026-05-10T06:00:00.000Z');
    expect(creditNoteWindow(invoice)).toEqual({ lastDay: '2027-11-30', endsAt: new Date('2027-11-30T18:30:00.000Z') });
    expect(mayIssueCreditNote(invoice, new Date('2027-11-30T18:29:59.999Z'))).toBe(true);
    expect(mayIssueCreditNote(invoice, new Date('2027-11-30T18:30:00.000Z'))).toBe(false);
  });

  it('follows the invoice’s IST financial year: 31 March 23:59 IST and 1 April 00:00 IST are a year apart', () => {
    expect(creditNoteWindow(new Date('2027-03-31T18:29:59.999Z')).lastDay).toBe('2027-11-30');
    expect(creditNoteWindow(new Date('2027-03-31T18:30:00.000Z')).lastDay).toBe('2028-11-30');
    expect(creditNoteWindow(new Date('2026-04-01T00:00:00.000Z')).lastDay).toBe('2027-11-30');
  });
});
