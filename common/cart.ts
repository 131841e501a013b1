import { z } from 'zod';

/** The most of one product in one colour a cart line (and so an order line) may hold. */
export const MAX_LINE_QUANTITY = 10;

export const addToCartSchema = z.object({
  productId: z.string().trim().min(1, { message: 'Product is required' }).max(64),
  quantity: z
    .number({ message: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
    .int({ message: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
    .min(1, { message: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
    .max(MAX_LINE_QUANTITY, { message: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}` }),
  color: z.string().trim().min(1, { message: 'Color is required' }).max(60),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export const cartItemSchema = z.object({
  _id: z.string().meta({ description: 'The line’s id.' }),
  productId: z.object({ _id: z.string(), inStock: z.boolean() }),
  name: z.string(),
  primaryImage: z.string().meta({ description: 'The first image of the chosen colour.' }),
  price: z.number().meta({ description: 'Today’s selling price in rupees (the product’s discountPrice).' }),
  quantity: z.number().int(),
  color: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The contract of GET/POST/DELETE /api/cart (ARCHITECTURE.md §4). */
export const cartSchema = z.object({
  _id: z.string(),
  cartItems: z.array(cartItemSchema),
  totalCartCost: z.number().meta({ description: 'Sum of price × quantity, in rupees.' }),
  totalCartItems: z.number().int().meta({ description: 'Sum of quantities: the navbar badge.' }),
});
export type Cart = z.infer<typeof cartSchema>;
