/**
 * The catalogue's limits and stock rules, without the schemas (common/catalog.ts re-exports them):
 * pages import them from here, so their first load carries no zod (docs/decisions/0053).
 */

/** Sizes (docs/decisions/0015): at most 20 names of 1 to 10 characters; none = the product has no size. */
export const MAX_SIZES = 20;
export const MAX_SIZE_NAME = 10;
/** The most units of one colour (and size) the shop may keep in stock. */
export const MAX_STOCK = 1_000_000;
/** 'Only {n} left' is shown while a tracked colour (or size) has 1 to this many left. */
export const LOW_STOCK = 5;
/**
 * A card says 'Hot Deal' only at this much off the list price or more, and 'Limited Stock' only
 * while the product has LOW_STOCK or fewer left in all (docs/decisions/0046): no false urgency.
 */
export const HOT_DEAL_MIN_DISCOUNT_PERCENT = 30;

/** Sold out: every colour (and size) tracked and at 0. A product with nothing tracked never is. */
export function isSoldOut(colors: readonly { stock: number | null; stockBySize?: Record<string, number | null> }[]): boolean {
  if (colors.length === 0) return false;
  return colors.every((color) => (color.stockBySize ? Object.values(color.stockBySize).every((left) => left === 0) : color.stock === 0));
}
