/**
 * The API calls a storefront page's first screen can make (a card's Add, Add to Cart, the product
 * a pending action needs, Logout), kept out of the first load with the API client and the answers'
 * schemas: use-cart-actions.ts and use-logout.ts import this module when the shopper first acts
 * (docs/decisions/0053).
 */
import { messageAnswerSchema } from '../../common/api';
import { cartSchema, type AddToCartInput } from '../../common/cart';
import { productSchema } from '../../common/catalog';
import { api } from './api';

export { isApiError } from './api';

export const addCartLine = (line: AddToCartInput) => api.post(cartSchema, '/api/cart', line);

export const fetchProduct = (productId: string) => api.get(productSchema, `/api/products/${encodeURIComponent(productId)}`);

export const logout = () => api.post(messageAnswerSchema, '/api/user/logout');
