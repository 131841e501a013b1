/**
 * What the admin's products table says of a product's stock (business-spec §1). Reads the colours'
 * `stock` / `stockBySize` as the API answers them (the stock branch's productColorSchema), absent
 * on an older answer: then, as for null, the colour is not tracked.
 */
export interface StockedColor {
  stock?: number | null;
  stockBySize?: Record<string, number | null>;
}

export function stockSummary(colors: readonly StockedColor[]): { text: string; tone: 'none' | 'out' | 'low' | 'ok' } {
  const levels = colors.flatMap((color) => (color.stockBySize ? Object.values(color.stockBySize) : [color.stock ?? null]));
  const tracked = levels.filter((level): level is number => level !== null);
  if (tracked.length === 0) return { text: 'Not tracked', tone: 'none' };
  const total = tracked.reduce((sum, level) => sum + level, 0);
  const partly = tracked.length < levels.length ? ' + untracked' : '';
  if (total === 0 && partly === '') return { text: 'Sold out', tone: 'out' };
  const low = tracked.some((level) => level <= 5);
  return { text: `${total.toLocaleString('en-IN')} left${partly}`, tone: low ? 'low' : 'ok' };
}
