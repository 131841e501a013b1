import { createHash } from 'node:crypto';
import { orderedLineKey, type OrderedLine, type PaymentMethod } from '../../../common/orders';
import type { NewOrder } from '../orders/module';

/**
 * One cart checkout: the cart, what is ordered from it and the total (and, for COD, that it is
 * COD). UNIQUE on the orders while an order holds it, so the database lets one order take it
 * whatever Idempotency-Key each request carries (docs/decisions/0012, 0029).
 */
export function cartCheckoutKey(draft: Pick<NewOrder, 'cartId' | 'lines' | 'quote'>, method: PaymentMethod): string {
  const lines = draft.lines.map((line) => `${orderedLineKey(line)}/${line.quantity}`).sort();
  const digest = createHash('sha256').update(JSON.stringify([draft.cartId, draft.quote.totalPaise, lines])).digest('base64url');
  return method === 'cod' ? `cod:${digest}` : `cart:${digest}`;
}

/** Whether two sets of lines (each one line per product, colour and size) order the same. */
export function sameLines(these: readonly OrderedLine[], those: readonly OrderedLine[]): boolean {
  if (these.length !== those.length) return false;
  const quantities = new Map(these.map((line) => [orderedLineKey(line), line.quantity]));
  return those.every((line) => quantities.get(orderedLineKey(line)) === line.quantity);
}
