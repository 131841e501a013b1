import { z } from 'zod';
import { isSoldOut, type Product } from './catalog';
import { MAX_LINE_QUANTITY, stockLeft } from './cart-limits';

export * from './cart-limits';

const quantityMessage = { message: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` };
const lineQuantity = z.number(quantityMessage).int(quantityMessage).min(1, quantityMessage).max(MAX_LINE_QUANTITY, quantityMessage);
/** A size name as a line names it (docs/decisions/0015: 1 to 10 characters). */
const lineSize = z.string({ message: 'Size must be text' }).trim().min(1, { message: 'Please select a size' }).max(10, { message: 'This size is not available for this product' });

export const addToCartSchema = z.object({
  productId: z.string().trim().min(1, { message: 'Product is required' }).max(64),
  quantity: lineQuantity,
  color: z.string().trim().min(1, { message: 'Colour is required' }).max(60),
  /** Required when the product has sizes; refused when it has none. */
  size: lineSize.optional(),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** PUT /api/cart/{productId}/{color}: the line's new quantity (its size names the line). */
export const setCartQuantitySchema = z.object({ quantity: lineQuantity, size: lineSize.optional() });
export type SetCartQuantityInput = z.infer<typeof setCartQuantitySchema>;

/** Why a line cannot be ordered as it stands. */
export const LINE_PROBLEMS = ['product_unavailable', 'color_removed', 'size_removed', 'size_required', 'out_of_stock', 'not_enough_stock'] as const;
export type LineProblemReason = (typeof LINE_PROBLEMS)[number];
export const lineProblemSchema = z.object({
  reason: z.enum(LINE_PROBLEMS).meta({
    description:
      'product_unavailable: the shop marked it out of stock; color_removed / size_removed: the seller removed or renamed the colour / size; size_required: the product has sizes now and the line has none; out_of_stock: none left; not_enough_stock: fewer left than the quantity.',
  }),
  message: z.string().meta({ description: 'What to show, naming the item: e.g. "Kurta is no longer available in Maroon".' }),
});
export type LineProblem = z.infer<typeof lineProblemSchema>;

export const cartItemSchema = z.object({
  _id: z.string().meta({ description: 'The line’s id.' }),
  productId: z.object({ _id: z.string(), inStock: z.boolean() }),
  name: z.string(),
  primaryImage: z.string().meta({ description: 'The first image of the chosen colour.' }),
  price: z.number().meta({ description: 'Today’s selling price in rupees (the product’s discountPrice).' }),
  quantity: z.number().int(),
  color: z.string(),
  swatch: z.string().nullable().meta({ description: "The colour's swatch the owner chose, '#rrggbb'; null = guessed from the colour's name (docs/decisions/0049)." }),
  size: z.string().nullable().meta({ description: 'The chosen size; null for a product without sizes.' }),
  subtotal: z.number().meta({ description: 'price × quantity, in rupees.' }),
  stock: z.number().int().nullable().meta({ description: 'Units left of this colour (and size) when tracked, else null: the + button’s limit and "Only {n} left" (1..5).' }),
  maxQuantity: z.number().int().meta({ description: 'The most this line may be set to now: min(10, stock); 0 when it cannot be ordered.' }),
  problem: lineProblemSchema.nullable().meta({ description: 'Why the line cannot be ordered as it stands; null when it can.' }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The contract of GET/POST/PUT/DELETE /api/cart (docs/api.md, docs/decisions/0015). */
export const cartSchema = z.object({
  _id: z.string(),
  cartItems: z.array(cartItemSchema),
  totalCartCost: z.number().meta({ description: 'Sum of price × quantity, in rupees.' }),
  totalCartItems: z.number().int().meta({ description: 'Sum of quantities: the navbar badge.' }),
});
export type Cart = z.infer<typeof cartSchema>;

/** What a line orders: a product's colour (by name), size (null or '' without sizes) and how many. */
export interface LineChoice {
  color: string;
  size?: string | null;
  quantity: number;
}

/**
 * Whether a cart or order line can be ordered from the product as it is now (docs/decisions/0015):
 * one rule for the cart page, the cart's add and checkout. `left` is the stock of the line's
 * colour (and size) when tracked. `stock: false` judges all but the stock figures (checkout:
 * its own take decides those, netting what the cart's older unpaid order gives back).
 */
export function lineAvailability(product: Product, line: LineChoice, options: { stock: boolean } = { stock: true }): { problem: LineProblem | null; left: number | null } {
  const size = line.size ?? '';
  const problem = (reason: LineProblemReason, message: string) => ({ problem: { reason, message }, left: null });
  const color = product.colors.find((candidate) => candidate.name === line.color);
  if (!color) return problem('color_removed', `${product.name} is no longer available in ${line.color}`);
  if (product.sizes.length > 0 && size === '') return problem('size_required', `Please select a size for ${product.name}`);
  if (size !== '' && !product.sizes.includes(size)) return problem('size_removed', `${product.name} is no longer available in size ${size}`);
  const left = stockLeft(color, size);
  const what = [line.color, size].filter(Boolean).join(', ');
  if (!options.stock) return { problem: !product.inStock && !isSoldOut(product.colors) ? { reason: 'product_unavailable', message: `${product.name} is out of stock` } : null, left };
  if (!product.inStock) return { problem: { reason: 'product_unavailable', message: `${product.name} is out of stock` }, left };
  if (left === 0) return { problem: { reason: 'out_of_stock', message: `${product.name} (${what}) is out of stock` }, left };
  if (left !== null && left < line.quantity) return { problem: { reason: 'not_enough_stock', message: `Only ${left} left of ${product.name} (${what})` }, left };
  return { problem: null, left };
}
