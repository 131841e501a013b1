import { describe, expect, it } from 'vitest';
import { invoiceTax, spreadDiscount, taxLine } from './tax';

describe('the tax in one inclusive amount', () => {
  it('takes the taxable value out of an inclusive price: ₹1,050 at 5 % is ₹1,000 + ₹50', () => {
    expect(taxLine(105_000, 5, true)).toEqual({ totalPaise: 105_000, ratePercent: 5, taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0 });
    expect(taxLine(105_000, 5, false)).toEqual({ totalPaise: 105_000, ratePercent: 5, taxablePaise: 100_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 5_000 });
  });

  it('rounds the taxable value to the paisa and keeps CGST and SGST equal: an odd paisa goes to the taxable value', () => {
    // ₹10 at 18 %: 1000 / 1.18 = 847.46 → 847 taxable, 153 tax (odd).
    expect(taxLine(1_000, 18, false)).toMatchObject({ taxablePaise: 847, igstPaise: 153 });
    expect(taxLine(1_000, 18, true)).toMatchObject({ taxablePaise: 848, cgstPaise: 76, sgstPaise: 76 });
    // ₹9.99 at 18 %: 846.61 → 847 taxable, 152 tax (even): halves as they are.
    expect(taxLine(999, 18, true)).toMatchObject({ taxablePaise: 847, cgstPaise: 76, sgstPaise: 76 });
  });

  it('handles every rate of the schedule, 0.25 % and 40 % included', () => {
    expect(taxLine(100_250, 0.25, true)).toMatchObject({ taxablePaise: 100_000, cgstPaise: 125, sgstPaise: 125 });
    expect(taxLine(12_800, 28, false)).toMatchObject({ taxablePaise: 10_000, igstPaise: 2_800 });
    expect(taxLine(14_000, 40, true)).toMatchObject({ taxablePaise: 10_000, cgstPaise: 2_000, sgstPaise: 2_000 });
    expect(taxLine(10_300, 3, true)).toMatchObject({ taxablePaise: 10_000, cgstPaise: 150, sgstPaise: 150 });
    expect(taxLine(11_200, 12, false)).toMatchObject({ taxablePaise: 10_000, igstPaise: 1_200 });
    expect(taxLine(4_999, 0, true)).toMatchObject({ taxablePaise: 4_999, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it('always adds up to the inclusive amount, whatever the paise', () => {
    for (const rate of [0, 0.25, 3, 5, 12, 18, 28, 40]) {
      for (let total = 0; total < 3_000; total += 7) {
        for (const intra of [true, false]) {
          const line = taxLine(total, rate, intra);
          expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(total);
          expect(line.cgstPaise).toBe(line.sgstPaise);
        }
      }
    }
  });
});

describe('spreading a discount', () => {
  it('in proportion to the amounts, adding up exactly', () => {
    expect(spreadDiscount([100_000, 59_000], 15_900)).toEqual([10_000, 5_900]);
    expect(spreadDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(spreadDiscount([333, 667], 100)).toEqual([33, 67]);
    expect(spreadDiscount([500], 900)).toEqual([500]);
    expect(spreadDiscount([500, 500], 0)).toEqual([0, 0]);
  });
});

describe('an order’s invoice tax', () => {
  const order = { lines: [{ totalPaise: 100_000, ratePercent: 5 }, { totalPaise: 59_000, ratePercent: 18 }], deliveryChargePaise: 6_000, codChargePaise: 2_000, discountPaise: 0 };

  it('within the state: CGST + SGST per line; delivery and COD split over the order’s rates by the lines’ values (docs/decisions/0033)', () => {
    const tax = invoiceTax({ ...order, intraState: true });
    expect(tax.lines.map((line) => [line.taxablePaise, line.cgstPaise])).toEqual([
      [95_238, 2_381],
      [50_000, 4_500],
    ]);
    // ₹60 over 1,000 : 590 → 3773.58 and 2226.42; the odd paisa to the larger remainder → 3774 at 5 %, 2226 at 18 %.
    // 3774 / 1.05 = 3594.29 → 3594 + 90 + 90; 2226 / 1.18 = 1886.44 → 1886 + 170 + 170.
    expect(tax.delivery).toEqual([
      { totalPaise: 3_774, ratePercent: 5, taxablePaise: 3_594, cgstPaise: 90, sgstPaise: 90, igstPaise: 0 },
      { totalPaise: 2_226, ratePercent: 18, taxablePaise: 1_886, cgstPaise: 170, sgstPaise: 170, igstPaise: 0 },
    ]);
    // ₹20 → 1257.86 and 742.14 → 1258 at 5 % (1198 + 30 + 30) and 742 at 18 % (628.81 → 629, 113 odd → 630 + 56 + 56).
    expect(tax.cod).toEqual([
      { totalPaise: 1_258, ratePercent: 5, taxablePaise: 1_198, cgstPaise: 30, sgstPaise: 30, igstPaise: 0 },
      { totalPaise: 742, ratePercent: 18, taxablePaise: 630, cgstPaise: 56, sgstPaise: 56, igstPaise: 0 },
    ]);
    expect(tax.totals).toEqual({ totalPaise: 167_000, taxablePaise: 152_546, cgstPaise: 7_227, sgstPaise: 7_227, igstPaise: 0 });
  });

  it('one rate on the order (Buy Now): the whole charge at that rate', () => {
    const tax = invoiceTax({ lines: [{ totalPaise: 59_000, ratePercent: 12 }], deliveryChargePaise: 6_000, codChargePaise: 0, discountPaise: 0, intraState: false });
    expect(tax.delivery).toEqual([{ totalPaise: 6_000, ratePercent: 12, taxablePaise: 5_357, cgstPaise: 0, sgstPaise: 0, igstPaise: 643 }]);
  });

  it('lines at the same rate share one part; the parts always add up to the charge', () => {
    const tax = invoiceTax({ lines: [{ totalPaise: 1, ratePercent: 5 }, { totalPaise: 1, ratePercent: 18 }, { totalPaise: 1, ratePercent: 5 }], deliveryChargePaise: 100, codChargePaise: 0, discountPaise: 0, intraState: true });
    expect(tax.delivery.map((part) => [part.ratePercent, part.totalPaise])).toEqual([
      [5, 67],
      [18, 33],
    ]);
    for (const charge of [1, 7, 999, 6_000]) {
      const parts = invoiceTax({ ...order, deliveryChargePaise: charge, intraState: true }).delivery;
      expect(parts.reduce((sum, part) => sum + part.totalPaise, 0)).toBe(charge);
    }
  });

  it('to another state: IGST only, the same totals', () => {
    const tax = invoiceTax({ ...order, intraState: false });
    expect(tax.totals).toMatchObject({ totalPaise: 167_000, cgstPaise: 0, sgstPaise: 0 });
    expect(tax.totals.taxablePaise + tax.totals.igstPaise).toBe(167_000);
    expect(tax.lines[0]).toMatchObject({ taxablePaise: 95_238, igstPaise: 4_762 });
  });

  it('a discount lowers the items’ taxable values in proportion, never the charges', () => {
    const tax = invoiceTax({ ...order, discountPaise: 15_900, intraState: false });
    expect(tax.lines.map((line) => line.totalPaise)).toEqual([90_000, 53_100]);
    expect(tax.lines[0]).toMatchObject({ taxablePaise: 85_714, igstPaise: 4_286 });
    expect(tax.lines[1]).toMatchObject({ taxablePaise: 45_000, igstPaise: 8_100 });
    expect(tax.delivery.reduce((sum, part) => sum + part.totalPaise, 0)).toBe(6_000);
    expect(tax.totals.totalPaise).toBe(167_000 - 15_900);
  });

  it('has no delivery or COD line when they are free', () => {
    const tax = invoiceTax({ ...order, deliveryChargePaise: 0, codChargePaise: 0, intraState: true });
    expect(tax.delivery).toEqual([]);
    expect(tax.cod).toEqual([]);
  });
});
