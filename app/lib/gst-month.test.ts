import { describe, expect, it } from 'vitest';
import { addMonths, istMonthOf, monthLabel, monthRange, parseMonth, previousIstMonth, recentMonths } from './gst-month';

const at = (iso: string) => Date.parse(iso);

describe('the GST report screen months', () => {
  it('takes the month in IST: 18:30 UTC on the last day is already the next month in India', () => {
    expect(istMonthOf(at('2026-10-31T18:29:59Z'))).toBe('2026-10');
    expect(istMonthOf(at('2026-10-31T18:30:00Z'))).toBe('2026-11');
  });

  it('defaults to the month before today in IST, across a year end', () => {
    expect(previousIstMonth(at('2026-11-25T12:00:00Z'))).toBe('2026-10');
    expect(previousIstMonth(at('2026-12-31T19:00:00Z'))).toBe('2026-12');
    expect(previousIstMonth(at('2027-01-15T00:00:00Z'))).toBe('2026-12');
  });

  it('turns a month into its first and last days, leap years included', () => {
    expect(monthRange('2026-10')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('accepts only YYYY-MM from the URL', () => {
    expect(parseMonth('2026-10')).toBe('2026-10');
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-10', '2026-10-01', '', null, undefined]) expect(parseMonth(bad)).toBeNull();
    // Outside the days any date may be (year 0001 was a 500 on PostgreSQL): the default month instead.
    for (const outside of ['0001-01', '1999-12', '2101-01', '9999-12']) expect(parseMonth(outside), outside).toBeNull();
    expect(parseMonth('2000-01')).toBe('2000-01');
    expect(parseMonth('2100-12')).toBe('2100-12');
  });

  it('names months and counts back from this one', () => {
    expect(monthLabel('2026-10')).toBe('October 2026');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(recentMonths(at('2026-02-10T00:00:00Z'), 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });
});
