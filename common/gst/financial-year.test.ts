import { describe, expect, it } from 'vitest';
import { financialYearOf } from './financial-year';

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
