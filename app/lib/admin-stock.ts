import { LOW_STOCK, type ProductColor } from '../../common/catalog';

export type StockTone = 'none' | 'out' | 'low' | 'ok';

/**
 * What the admin's products table says of a product's stock (docs/decisions/0015, 0044), in a shop
 * owner's words and agreeing with the In Stock dot (the public `inStock`: the shop's flag, and
 * not sold out): '28 left', 'Not tracked', 'Out of stock', 'Low: 3 left', '457 left · 2 running
 * low' (a colour or size at LOW_STOCK or fewer), '28 left (rest not tracked)', and 'Marked out of
 * stock (90 in store)' when the shop switched a product off that still has stock.
 */
export function stockSummary(colors: readonly Pick<ProductColor, 'stock' | 'stockBySize'>[], inStock = true): { text: string; tone: StockTone } {
  const levels = colors.flatMap((color) => (color.stockBySize ? Object.values(color.stockBySize) : [color.stock ?? null]));
  const tracked = levels.filter((level): level is number => level !== null);
  const total = tracked.reduce((sum, level) => sum + level, 0);
  const count = total.toLocaleString('en-IN');
  const soldOut = tracked.length > 0 && tracked.length === levels.length && total === 0;
  if (soldOut) return { text: 'Out of stock', tone: 'out' };
  if (!inStock) return { text: total > 0 ? `Marked out of stock (${count} in store)` : 'Marked out of stock', tone: 'out' };
  if (tracked.length === 0) return { text: 'Not tracked', tone: 'none' };
  const rest = tracked.length < levels.length ? ' (rest not tracked)' : '';
  const running = tracked.filter((level) => level <= LOW_STOCK).length;
  if (running === 0) return { text: `${count} left${rest}`, tone: 'ok' };
  if (total <= LOW_STOCK && rest === '') return { text: `Low: ${count} left`, tone: 'low' };
  return { text: `${count} left${rest} · ${running} running low`, tone: 'low' };
}
