import type { ProductColor } from './catalog';

/**
 * The cart's limits and texts, without the schemas (common/cart.ts re-exports them): pages import
 * them from here, so their first load carries no zod (docs/decisions/0053).
 */

/** The most of one product in one colour (and size) a cart line (and so an order line) may hold. */
export const MAX_LINE_QUANTITY = 10;

/**
 * What is left of a colour as answers carry it, or of one of its sizes (`size` null or '' for a
 * product without sizes); null when it is not tracked. The one reading of `stock` / `stockBySize`
 * for the cart, checkout and the product page.
 */
export function stockLeft(color: Partial<Pick<ProductColor, 'stock' | 'stockBySize'>> | undefined, size: string | null): number | null {
  if (!color) return null;
  if (size && color.stockBySize) return color.stockBySize[size] ?? null;
  return color.stock ?? null;
}

/** The most a line may hold now: the cart's limit, or what is left when that is fewer. */
export function lineMaxQuantity(left: number | null): number {
  return left === null ? MAX_LINE_QUANTITY : Math.max(0, Math.min(MAX_LINE_QUANTITY, left));
}

/** The spec's texts for a line (docs/decisions/0015; docs/storefront-texts.md#cart for the out-of-stock one). */
export const CART_MESSAGES = {
  selectSize: 'Please select a size',
  noSizes: 'This product has no sizes',
  sizeUnavailable: 'This size is not available for this product',
  colorUnavailable: 'This colour is not available for this product',
  unavailable: 'This item is currently unavailable!',
  notInCart: 'This item is not in your cart',
} as const;
export const onlyLeftInStock = (left: number) => `Only ${left} left in stock`;
/** Why + stops at the cart's limit (docs/decisions/0043). */
export const LINE_LIMIT_NOTE = `You can buy up to ${MAX_LINE_QUANTITY} of an item at a time.`;

/**
 * Why + stops, once `quantity` reached `max` (lineMaxQuantity): the cart's limit, or what is left.
 * null while + still adds. One text for the cart and the product page, or + just looks broken.
 */
export function quantityLimitNote(quantity: number, max: number): string | null {
  if (max <= 0 || quantity < max) return null;
  return max >= MAX_LINE_QUANTITY ? LINE_LIMIT_NOTE : onlyLeftInStock(max);
}
