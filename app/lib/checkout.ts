import type { User } from '../../common/accounts';
import type { Cart } from '../../common/cart';
import type { Product } from '../../common/catalog';
import { fromPaise, toPaise } from '../../common/money';
import type { CheckoutInput, PaymentMethod } from '../../common/orders';
import type { Choice } from './stock';

/** One line of the order as 'Complete Order' shows and sends it. */
export interface CheckoutLine {
  productId: string;
  name: string;
  primaryImage: string;
  quantity: number;
  color: string;
  /** The chosen size; absent or null for a product without sizes. */
  size?: string | null;
  /** Rupees per piece, as the shopper saw it. */
  price: number;
}

/** What the 'Complete Order' modal shows: a Buy Now of one product, or the whole cart. */
export interface CheckoutOrder {
  lines: CheckoutLine[];
  /** Rupees: sum of price × quantity. */
  subtotal: number;
  deliveryCharge: number;
  /** Added when the shopper picks Cash on Delivery; null when COD is not offered for this order. */
  codCharge: number | null;
  /** Cart checkout only: the server then charges the flat cart delivery charge (spec §9). */
  cartId?: string;
}

/** Amounts are added in paise, so ₹0.10 + ₹0.20 is ₹0.30 and matches the server's total. */
const sum = (amounts: number[]) => fromPaise(amounts.reduce((total, amount) => total + toPaise(amount), 0));

/** Buy Now: the chosen colour, size and quantity, the product's own delivery and COD charges (spec §9). */
export function buyNowOrder(product: Product, { color, size, quantity }: Choice, codEnabled: boolean): CheckoutOrder {
  const image = product.colors.find((option) => option.name === color)?.images[0] ?? product.primaryImage;
  return {
    lines: [{ productId: product._id, name: product.name, primaryImage: image, quantity, color, ...(size ? { size } : {}), price: product.discountPrice }],
    subtotal: sum([product.discountPrice * quantity]),
    deliveryCharge: product.deliveryCharge,
    codCharge: codEnabled ? product.codCharge : null,
  };
}

/** Cart checkout: every line, the flat cart delivery charge; `codCharge` null unless COD is offered. */
export function cartOrder(cart: Cart, deliveryCharge: number, codCharge: number | null): CheckoutOrder {
  return {
    lines: cart.cartItems.map(({ productId, name, primaryImage, quantity, color, size, price }) => ({ productId: productId._id, name, primaryImage, quantity, color, ...(size ? { size } : {}), price })),
    subtotal: sum(cart.cartItems.map((item) => item.price * item.quantity)),
    deliveryCharge,
    codCharge,
    cartId: cart._id,
  };
}

/** The modal's total: items + delivery, + the COD charge when paying on delivery. */
export function orderTotal(order: CheckoutOrder, method: PaymentMethod): number {
  return sum([order.subtotal, order.deliveryCharge, method === 'cod' ? (order.codCharge ?? 0) : 0]);
}

/** The body of POST /api/payments/phonepe and /api/payments/cod: delivery details from the account. */
export function checkoutPayload(order: CheckoutOrder, method: PaymentMethod, user: User): CheckoutInput {
  const { street, city, state, zipCode, country } = user.address;
  return {
    products: order.lines,
    deliveryAddress: { street, city, state, zipCode, country },
    contactNumber: user.phoneNumber,
    name: user.name,
    email: user.email,
    totalPrice: orderTotal(order, method),
    ...(order.cartId === undefined ? {} : { cartId: order.cartId }),
  };
}

export type PaymentRedirect = { kind: 'upi'; path: string } | { kind: 'page'; url: string };

/**
 * Where a payment link sends the shopper: a `upi:` deep link to our QR screen, an http(s) page
 * (the gateway's) by a full page load. Anything else is refused (null): a link that runs script
 * must never reach `location.assign`.
 */
export function paymentRedirect(paymentLink: unknown): PaymentRedirect | null {
  if (typeof paymentLink !== 'string' || paymentLink === '') return null;
  if (/^upi:/i.test(paymentLink)) return { kind: 'upi', path: `/payment/${encodeURIComponent(paymentLink)}` };
  try {
    const url = new URL(paymentLink, 'http://placeholder.invalid');
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'page', url: paymentLink } : null;
  } catch {
    return null;
  }
}
