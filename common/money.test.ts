import { describe, expect, it } from 'vitest';
import { discountPercent, formatPaiseExact, formatRupees, fromPaise, toPaise } from './money';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [7, '₹7'],
    [199, '₹199'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [12345, '₹12,345'],
    [100000, '₹1,00,000'],
    [129999, '₹1,29,999'],
    [149999, '₹1,49,999'],
    [1234567, '₹12,34,567'],
    [12345678, '₹1,23,45,678'],
    [100000000, '₹10,00,00,000'],
    [1000000000, '₹1,00,00,00,000'],
  ])('groups %d as %s', (rupees, expected) => {
    expect(formatRupees(rupees)).toBe(expected);
  });

  it('shows exactly two decimals when there are paise', () => {
    expect(formatRupees(1299.5)).toBe('₹1,299.50');
    expect(formatRupees(0.5)).toBe('₹0.50');
    expect(formatRupees(0.05)).toBe('₹0.05');
    expect(formatRupees(99.99)).toBe('₹99.99');
    expect(formatRupees(100000.01)).toBe('₹1,00,000.01');
  });

  it('rounds float noise to the nearest paisa', () => {
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
    expect(formatRupees(99.999)).toBe('₹100');
    expect(formatRupees(1.004)).toBe('₹1');
  });

  it('puts the minus sign before the rupee sign', () => {
    expect(formatRupees(-60)).toBe('-₹60');
    expect(formatRupees(-129999.5)).toBe('-₹1,29,999.50');
  });

  it('never shows a negative zero', () => {
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatRupees(-0.001)).toBe('₹0');
  });

  it('refuses values that are not amounts', () => {
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatPaiseExact', () => {
  it('always shows two decimals with Indian grouping, as an invoice does', () => {
    expect(formatPaiseExact(12_050_000)).toBe('₹1,20,500.00');
    expect(formatPaiseExact(6_000)).toBe('₹60.00');
    expect(formatPaiseExact(5)).toBe('₹0.05');
    expect(formatPaiseExact(0)).toBe('₹0.00');
    expect(formatPaiseExact(123_456_789)).toBe('₹12,34,567.89');
    expect(formatPaiseExact(-2_381)).toBe('-₹23.81');
    expect(() => formatPaiseExact(1.5)).toThrow(RangeError);
  });
});

describe('toPaise / fromPaise', () => {
  it('converts rupees to whole paise', () => {
    expect(toPaise(1299.5)).toBe(129950);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0)).toBe(0);
  });

  it('converts paise back to rupees', () => {
    expect(fromPaise(129950)).toBe(1299.5);
    expect(fromPaise(1999)).toBe(19.99);
    expect(fromPaise(6000)).toBe(60);
  });

  it('round-trips', () => {
    for (const rupees of [0, 0.01, 19.99, 1299.5, 149999, 12345678.9]) {
      expect(fromPaise(toPaise(rupees))).toBe(rupees);
    }
  });
});

describe('discountPercent', () => {
  it('rounds the saving down', () => {
    expect(discountPercent(1000, 650)).toBe(35);
    expect(discountPercent(149999, 129999)).toBe(13); // 13.33…
    expect(discountPercent(3, 1)).toBe(66); // 66.66…
  });

  it('is exact at whole percentages despite floats', () => {
    expect(discountPercent(100, 70)).toBe(30);
    expect(discountPercent(0.3, 0.21)).toBe(30);
    expect(discountPercent(19.99, 9.995)).toBe(50);
  });

  it('is 0 when nothing is saved', () => {
    expect(discountPercent(500, 500)).toBe(0);
    expect(discountPercent(500, 600)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });

  it('can be 0 for a tiny saving', () => {
    expect(discountPercent(1000, 999.99)).toBe(0);
  });
});
