/**
 * GST on an invoice (docs/decisions/0022), in integer paise. Prices are inclusive of GST: from a
 * line's inclusive total T and its rate r, taxable value = round(T × 100 / (100 + r)) and tax =
 * T − taxable. Within the shop's own state the tax is CGST + SGST in two equal halves (an odd paisa
 * moves into the taxable value, so the halves are always equal); to another state it is IGST.
 */

/** The GST rates a product may carry (percent). */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

export interface TaxedLine {
  /** Inclusive amount of the line, in paise (after its share of any discount). */
  totalPaise: number;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Rates in hundredths of a percent (0.25 % → 25), so the arithmetic stays in integers. */
const hundredths = (ratePercent: number) => Math.round(ratePercent * 100);

/** The tax in one inclusive amount at one rate, split by where it is supplied. */
export function taxLine(totalPaise: number, ratePercent: number, intraState: boolean): TaxedLine {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError(`Not an amount in paise: ${totalPaise}`);
  const divisor = 10_000 + hundredths(ratePercent);
  // round(T × 10000 / divisor), halves up, in integers: floor((2 × T × 10000 + divisor) / (2 × divisor)).
  let taxable = Math.floor((2 * totalPaise * 10_000 + divisor) / (2 * divisor));
  let tax = totalPaise - taxable;
  if (!intraState) return { totalPaise, ratePercent, taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  if (tax % 2 === 1) {
    taxable += 1;
    tax -= 1;
  }
  return { totalPaise, ratePercent, taxablePaise: taxable, cgstPaise: tax / 2, sgstPaise: tax / 2, igstPaise: 0 };
}

/**
 * Spreads a discount over amounts in proportion to them (largest remainder, so the shares add
 * up to the discount exactly and no share is more than its amount).
 */
export function spreadDiscount(amountsPaise: readonly number[], discountPaise: number): number[] {
  const total = amountsPaise.reduce((sum, amount) => sum + amount, 0);
  if (discountPaise <= 0 || total === 0) return amountsPaise.map(() => 0);
  return apportion(Math.min(discountPaise, total), amountsPaise);
}

export interface InvoiceInput {
  /** The ordered lines: inclusive line totals (price × quantity) and each product's rate. */
  lines: readonly { totalPaise: number; ratePercent: number }[];
  deliveryChargePaise: number;
  codChargePaise: number;
  /** A coupon's discount on the items (docs/decisions/0034); 0 without one. */
  discountPaise: number;
  intraState: boolean;
}

export interface InvoiceTax {
  lines: TaxedLine[];
  /** The delivery and COD charges as lines of their own: one part per rate on the order, by rate (empty when free). */
  delivery: TaxedLine[];
  cod: TaxedLine[];
  totals: { totalPaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
}

/**
 * Splits `amountPaise` over `weights` in proportion to them (largest remainder, earlier index on
 * a tie), so the parts add up to the amount exactly. All weights zero: everything to the first.
 */
export function apportion(amountPaise: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map((_, index) => (index === 0 ? amountPaise : 0));
  const exact = weights.map((weight) => (amountPaise * weight) / total);
  const parts = exact.map(Math.floor);
  let left = amountPaise - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * A delivery or COD charge follows the goods it carries (a composite supply, CGST Act s.8): one
 * part per rate on the order, in proportion to the inclusive values of the lines at that rate
 * (docs/decisions/0033). Lowest rate first; a part that rounds to nothing is left out.
 */
function chargeParts(chargePaise: number, lines: readonly TaxedLine[], intraState: boolean): TaxedLine[] {
  if (chargePaise <= 0) return [];
  const rates = [...new Set(lines.map((line) => line.ratePercent))].sort((a, b) => a - b);
  if (rates.length === 0) return [taxLine(chargePaise, 0, intraState)];
  const valueAt = (rate: number) => lines.filter((line) => line.ratePercent === rate).reduce((sum, line) => sum + line.totalPaise, 0);
  const parts = apportion(chargePaise, rates.map(valueAt));
  return rates.flatMap((rate, index) => (parts[index]! > 0 ? [taxLine(parts[index]!, rate, intraState)] : []));
}

/**
 * An order's tax, line by line: the discount reduces the items' amounts in proportion (so their
 * taxable values too); delivery and COD charges are split over the order's rates by the lines'
 * values after the discount. The totals are the sums of the lines, so the invoice always adds up.
 */
export function invoiceTax(input: InvoiceInput): InvoiceTax {
  const shares = spreadDiscount(input.lines.map((line) => line.totalPaise), input.discountPaise);
  const lines = input.lines.map((line, index) => taxLine(line.totalPaise - shares[index]!, line.ratePercent, input.intraState));
  const delivery = chargeParts(input.deliveryChargePaise, lines, input.intraState);
  const cod = chargeParts(input.codChargePaise, lines, input.intraState);
  const all = [...lines, ...delivery, ...cod];
  const sum = (pick: (line: TaxedLine) => number) => all.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    delivery,
    cod,
    totals: {
      totalPaise: sum((line) => line.totalPaise),
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
    },
  };
}
