/**
 * Money helpers shared by the server and the storefront. The database keeps integer paise; the
 * API and the UI speak rupees. Formatting is done by hand rather than with
 * `Intl.NumberFormat('en-IN')` because Node builds with small-icu can fall back to Western
 * grouping (1,299,999), and the server-rendered HTML must match what the browser hydrates.
 */

const RUPEE = '₹';

/** Rupees to integer paise; rounding absorbs float noise such as 0.1 + 0.2. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Whether an amount in rupees is a whole number of paise (0.29 is, however the float spells it; 0.001 is not). */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

export function fromPaise(paise: number): number {
  return paise / 100;
}

/**
 * '₹1,29,999' style: the last three digits, then groups of two. Whole rupees have no decimals,
 * anything else shows exactly two ('₹1,299.50'). Negative amounts read '-₹60'.
 */
export function formatRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of money: ${rupees}`);
  const paise = toPaise(rupees);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  const whole = groupIndian(String(Math.floor(absolute / 100)));
  const fraction = absolute % 100;
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${sign}${RUPEE}${whole}${decimals}`;
}

/**
 * An amount in paise as a tax document writes it: always two decimals, Indian grouping
 * ('₹1,20,500.00'), so the figures of an invoice line up and add up to the paisa.
 */
export function formatPaiseExact(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not an amount in paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${RUPEE}${groupIndian(String(Math.floor(absolute / 100)))}.${String(absolute % 100).padStart(2, '0')}`;
}

/** '12345678' → '1,23,45,678'. Expects a string of digits only. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest !== '') groups.unshift(rest);
  return groups.join(',');
}

/** Whole-number saving in percent, rounded down so we never overstate it; 0 when nothing is saved. */
export function discountPercent(actual: number, selling: number): number {
  const actualPaise = toPaise(actual);
  const savingPaise = actualPaise - toPaise(selling);
  if (actualPaise <= 0 || savingPaise <= 0) return 0;
  // Integer paise keep the division exact at whole percentages (30% stays 30, not 29.999…).
  return Math.floor((savingPaise * 100) / actualPaise);
}
