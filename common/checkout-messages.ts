/**
 * The checkout's 409s and 502 (docs/storefront-texts.md#checkout), word for word. Apart from common/orders.ts (which
 * re-exports them) so the storefront's first load can show them without loading zod.
 */
import { formatRupees } from './money';

export const OUT_OF_STOCK = 'Some items in your cart is Out Of Stock!';
export const PRICES_CHANGED = 'Prices have changed. Please review your order.';
export const PAYMENT_SETUP_IN_PROGRESS = 'Please wait while we setup payments!';
export const PAYMENT_UNAVAILABLE = 'Payment service unavailable. Please try again.';
/** A cart checkout of a cart with nothing in it (its lines were ordered already, or removed). */
export const CART_EMPTY = 'Your cart is empty.';
/** Cash on delivery while the shop has it switched off (its settings' `codEnabled`). */
export const COD_UNAVAILABLE = 'Cash on delivery is not available.';

/** Shown on the checkout modal and the simulator's page while a payment simulator is the provider (docs/storefront-texts.md#checkout). */
export const TEST_MODE_NOTICE = 'Test mode: no real money moves.';

/** The 409 of a cash-on-delivery order above the shop's limit, and the modal's reason beside the disabled choice. */
export function codLimitMessage(codMaxOrderValue: number): string {
  return `Cash on delivery is available for orders up to ${formatRupees(codMaxOrderValue)}. Please pay online.`;
}

/**
 * The 409 of a composition shop's checkout to another state (CGST Act s.10(2)(c)), and the
 * checkout modal's note under the address (docs/decisions/0035).
 */
export function otherStateMessage(shopStateName: string): string {
  return `This shop delivers only within ${shopStateName}: under GST’s composition scheme it may not sell to other states. Please choose a delivery address in ${shopStateName}.`;
}

/** The checkout modal's nudge while the items total is below the free-delivery threshold. */
export function freeDeliveryNudge(missing: number): string {
  return `Add ${formatRupees(missing)} more for free delivery`;
}

/** The shop's free-delivery offer, as the cart page states it. */
export function freeDeliveryOffer(freeDeliveryAbove: number): string {
  return `Free delivery on orders of ${formatRupees(freeDeliveryAbove)} and above.`;
}

/**
 * The product page's delivery line: what delivery costs by Buy Now (the product's own charge) and,
 * when it differs, from the cart (the shop's flat charge; docs/storefront-texts.md#cart), so neither is a surprise.
 */
export function deliveryLine(buyNow: number, cart: number): string {
  if (buyNow === cart) return buyNow === 0 ? 'Free delivery' : `Delivery ${formatRupees(buyNow)}`;
  const amount = (rupees: number) => (rupees === 0 ? 'free' : formatRupees(rupees));
  return `Delivery: ${amount(buyNow)} with Buy Now, ${amount(cart)} from the cart`;
}
