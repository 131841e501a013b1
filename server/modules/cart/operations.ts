import { addToCartSchema, cartSchema, setCartQuantitySchema } from '../../../common/cart';
import { type Operation } from '../../http/openapi-operation';

/** The cart's operations: the customer's cart, its lines and their quantities. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'get', path: '/api/cart', summary: 'The customer’s cart', tag: 'cart', access: 'customer', ok: [200, 'Cart'], errors: [401, 403] },
  { method: 'post', path: '/api/cart', summary: 'Add a product in a colour and size (same line: quantities add up; 409 "Only {n} left in stock")', tag: 'cart', access: 'customer', body: { json: addToCartSchema }, ok: [200, 'Cart'], errors: [401, 403, 404, 409] },
  { method: 'put', path: '/api/cart/:productId/:color', summary: 'Set a line’s quantity (1..10, within stock; `size` names the line of a product with sizes)', tag: 'cart', access: 'customer', body: { json: setCartQuantitySchema }, ok: [200, 'Cart'], errors: [401, 403, 404, 409] },
  { method: 'delete', path: '/api/cart/:productId/:color', summary: 'Remove a line (`?size=M` for a product with sizes)', tag: 'cart', access: 'customer', query: 'size', ok: [200, 'Cart'], errors: [401, 403, 404] },
];

/** The answers' shapes these operations name. */
export const components = { Cart: cartSchema };
