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

export interface CartItem {
  /** The line's id. */
  _id: string;
  productId: { _id: string; inStock: boolean };
  name: string;
  /** The first image of the chosen colour. */
  primaryImage: string;
  /** Today's selling price in rupees (the product's discountPrice). */
  price: number;
  quantity: number;
  color: string;
}

/** The contract of GET/POST/DELETE /api/cart (ARCHITECTURE.md §4). */
export interface Cart {
  _id: string;
  cartItems: CartItem[];
  /** Sum of price × quantity, in rupees. */
  totalCartCost: number;
  /** Sum of quantities: the navbar badge. */
  totalCartItems: number;
}
