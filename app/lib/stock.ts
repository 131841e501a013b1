import type { LineChoice } from '../../common/cart';
import { stockLeft } from '../../common/cart-limits';
import type { ProductColor } from '../../common/catalog';
import { LOW_STOCK } from '../../common/catalog-limits';

/** What the shopper picked on a product: colour, size (null without sizes) and how many. */
export type Choice = Required<LineChoice>;

/** Whether `size` of this colour has none left (a tracked 0): shown, but not choosable. */
export function isSoldOut(color: Partial<Pick<ProductColor, 'stock' | 'stockBySize'>> | undefined, size: string | null): boolean {
  return stockLeft(color, size) === 0;
}

/** 'Only 3 left' when a tracked stock is 1..5, else null. */
export function lowStockNote(left: number | null): string | null {
  return left !== null && left >= 1 && left <= LOW_STOCK ? `Only ${left} left` : null;
}
