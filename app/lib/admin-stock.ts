import { LOW_STOCK, type ProductColor } from '../../common/catalog';

/** What the admin's products table says of a product's stock (docs/decisions/0015): 'Not tracked', 'Sold out', '12 left'. */
export function stockSummary(colors: readonly Pick<ProductColor, 'stock' | 'stockBySize'>[]): { text: string; tone: 'none' | 'out' | 'low' | 'ok' } {
  const levels = colors.flatMap((color) => (color.stockBySize ? Object.values(color.stockBySize) : [color.stock ?? null]));
  const tracked = levels.filter((level): level is number => level !== null);
  if (tracked.length === 0) return { text: 'Not tracked', tone: 'none' };
  const total = tracked.reduce((sum, level) => sum + level, 0);
  const partly = tracked.length < levels.length ? ' + untracked' : '';
  if (total === 0 && partly === '') return { text: 'Sold out', tone: 'out' };
  const low = tracked.some((level) => level <= LOW_STOCK);
  return { text: `${total.toLocaleString('en-IN')} left${partly}`, tone: low ? 'low' : 'ok' };
}
