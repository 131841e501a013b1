import { MAX_LINE_QUANTITY, type LineChoice } from '../../common/cart';
import { LOW_STOCK } from '../../common/catalog';

/** What the shopper picked on a product: colour, size (null without sizes) and how many. */
export type Choice = Required<LineChoice>;

/** A colour as product answers carry it (business-spec §1): `stock`, or `stockBySize` for a product with sizes. null = not tracked. */
interface StockedColor {
  stock?: number | null;
  stockBySize?: Record<string, number | null>;
}

/** What is left of a colour (in a size, when the product has sizes); null when it is not tracked. */
export function stockLeft(color: StockedColor | undefined, size: string | null): number | null {
  if (!color) return null;
  if (size !== null && color.stockBySize) return color.stockBySize[size] ?? null;
  return color.stock ?? null;
}

/** Whether `size` of this colour has none left (a tracked 0): shown, but not choosable. */
export function isSoldOut(color: StockedColor | undefined, size: string | null): boolean {
  return stockLeft(color, size) === 0;
}

/** 'Only 3 left' when a tracked stock is 1..5, else null. */
export function lowStockNote(left: number | null): string | null {
  return left !== null && left >= 1 && left <= LOW_STOCK ? `Only ${left} left` : null;
}

/** The most one line may hold: the cart's limit, or what is left when fewer. */
export function maxQuantity(left: number | null): number {
  return left === null ? MAX_LINE_QUANTITY : Math.max(0, Math.min(MAX_LINE_QUANTITY, left));
}

/** The first size of the colour still in stock, or null (none left, or no sizes). */
export function firstAvailableSize(color: StockedColor | undefined, sizes: readonly string[]): string | null {
  return sizes.find((size) => !isSoldOut(color, size)) ?? null;
}
