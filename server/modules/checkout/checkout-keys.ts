import { createHash } from 'node:crypto';
import type { PaymentMethod } from '../../../common/orders';
import type { NewOrder } from '../orders/placement';

/**
 * A cash-on-delivery checkout of the same cart, lines and total within this window, sent without
 * an Idempotency-Key, is a repeat of the first (a double submit, Back and submit again): it answers
 * the first order. After it, the same cart ordered again is a new order.
 */
export const COD_REPEAT_WINDOW_MS = 10 * 60_000;

/** One cart checkout: the cart, what is ordered from it and the total (and, for COD, that it is COD). */
export function cartCheckoutKey(draft: Pick<NewOrder, 'cartId' | 'lines' | 'quote'>, method: PaymentMethod): string {
  const lines = draft.lines.map((line) => `${line.productId}/${line.color}/${line.quantity}`).sort();
  const digest = createHash('sha256').update(JSON.stringify([draft.cartId, draft.quote.totalPaise, lines])).digest('base64url');
  return method === 'cod' ? `cod:${digest}` : `cart:${digest}`;
}
