import type { User } from '../../common/accounts';
import type { Cart, CartItem } from '../../common/cart';
import type { Product } from '../../common/catalog';
import { deliveryAfterThreshold, mayDeliverTo, type CheckoutRules, type ShopState } from '../../common/checkout-rules';
import { otherStateMessage } from '../../common/checkout-messages';
import { resolveGstState } from '../../common/gst/states';
import { fromPaise, toPaise } from '../../common/money';
import type { CheckoutInput, PaymentMethod, QuoteAnswer, QuoteInput } from '../../common/orders';
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

/**
 * What the 'Complete Order' modal orders: a Buy Now of one product, or the whole cart. No amount
 * beyond each line's price as the page showed it: every figure (subtotal, delivery, COD charge,
 * discount, total) is the quote's, by the pricing that places the order (docs/decisions/0060).
 */
export interface CheckoutOrder {
  lines: CheckoutLine[];
  /** Whether the shop takes cash on delivery at all (its settings). */
  codOffered: boolean;
  /** Cash on delivery only up to this total (COD charge included); null: no limit. For the reason shown when the quote says it is above. */
  codMaxOrderValue: number | null;
  /** Cart checkout only: the server then charges the flat cart delivery charge (docs/storefront-texts.md#cart). */
  cartId?: string;
}

/** Amounts are added in paise, so ₹0.10 + ₹0.20 is ₹0.30. */
const sum = (amounts: number[]) => fromPaise(amounts.reduce((total, amount) => total + toPaise(amount), 0));

/** Delivery after the free-delivery threshold, by the rule the server prices with (common/checkout-rules.ts). */
function deliveryFor(subtotal: number, deliveryCharge: number, rules: CheckoutRules): number {
  return fromPaise(deliveryAfterThreshold(toPaise(deliveryCharge), toPaise(subtotal), rules.freeDeliveryAbove === null ? null : toPaise(rules.freeDeliveryAbove)));
}

/** Buy Now: the chosen colour, size and quantity of one product (docs/storefront-texts.md#cart). */
export function buyNowOrder(product: Product, { color, size, quantity }: Choice, rules: CheckoutRules): CheckoutOrder {
  const image = product.colors.find((option) => option.name === color)?.images[0] ?? product.primaryImage;
  return {
    lines: [{ productId: product._id, name: product.name, primaryImage: image, quantity, color, ...(size ? { size } : {}), price: product.discountPrice }],
    codOffered: rules.codEnabled,
    codMaxOrderValue: rules.codMaxOrderValue,
  };
}

/**
 * What delivery costs for `quantity` of a product, after the free-delivery threshold: by Buy Now
 * (the product's own charge) and from the cart on its own (the shop's flat charge), as checkout
 * will price them (docs/storefront-texts.md#cart).
 */
export function productDelivery(product: Product, quantity: number, rules: CheckoutRules): { buyNow: number; cart: number } {
  const subtotal = sum([product.discountPrice * quantity]);
  return { buyNow: deliveryFor(subtotal, product.deliveryCharge, rules), cart: deliveryFor(subtotal, rules.cartDeliveryCharge, rules) };
}

/**
 * Whether a cart line cannot be ordered at all: the shop marked it 'Out Of Stock', none is left,
 * or its colour or size is gone. Only removing it helps (too few left is fixed with −, and counts).
 */
export function lineBlocked(item: CartItem): boolean {
  return !item.productId.inStock || (item.problem !== null && item.problem.reason !== 'not_enough_stock');
}

/**
 * The cart as it can be ordered: the lines that cannot be ordered are left out, and the totals
 * (subtotal, item count) are of the rest. The cart page prices this, never a line it cannot sell.
 */
export function orderableCart(cart: Cart): { cart: Cart; blocked: CartItem[] } {
  const cartItems = cart.cartItems.filter((item) => !lineBlocked(item));
  return {
    cart: { ...cart, cartItems, totalCartCost: sum(cartItems.map((item) => item.price * item.quantity)), totalCartItems: cartItems.reduce((count, item) => count + item.quantity, 0) },
    blocked: cart.cartItems.filter(lineBlocked),
  };
}

/** Cart checkout: every line of the cart. */
export function cartOrder(cart: Cart, rules: CheckoutRules): CheckoutOrder {
  return {
    lines: cart.cartItems.map(({ productId, name, primaryImage, quantity, color, size, price }) => ({ productId: productId._id, name, primaryImage, quantity, color, ...(size ? { size } : {}), price })),
    codOffered: rules.codEnabled,
    codMaxOrderValue: rules.codMaxOrderValue,
    cartId: cart._id,
  };
}

/** A Buy Now order's product and choice, to open it again (lib/pending-action.ts); null for a cart checkout. */
export function buyNowChoice(order: CheckoutOrder): { productId: string; choice: Choice } | null {
  const [line] = order.lines;
  if (order.cartId !== undefined || order.lines.length !== 1 || line === undefined) return null;
  return { productId: line.productId, choice: { color: line.color, size: line.size ?? null, quantity: line.quantity } };
}

/**
 * The amounts 'Complete Order' and the cart page show and 'Pay' commits to (rupees): the quote's
 * answer (POST /api/checkout/quote, the pricing that places the order: docs/decisions/0060), and
 * nothing else. `couponCode`: the coupon in them.
 */
export interface CheckoutFigures {
  subtotal: number;
  discount: number;
  deliveryCharge: number;
  /** 0 unless paying on delivery. */
  codCharge: number;
  total: number;
  couponCode: string | null;
  /** Whether cash on delivery may take this order (the shop's limit, after the discount). */
  codAllowed: boolean;
  /** A cart's nudge: how much more of items makes delivery free, or null. */
  freeDeliveryShortfall: number | null;
}

/** The quote's answer as the figures shown; a coupon that does not apply is not in them (its `couponError` says why). */
export function quotedFigures(answer: QuoteAnswer): CheckoutFigures {
  const { subtotal, discount, deliveryCharge, codCharge, total, coupon, codAllowed, freeDeliveryShortfall } = answer;
  return { subtotal, discount, deliveryCharge, codCharge, total, couponCode: coupon?.code ?? null, codAllowed, freeDeliveryShortfall };
}

/** The body of POST /api/checkout/quote: the lines as ordered (no names or prices: the server prices them). */
export function quotePayload(order: CheckoutOrder, method: PaymentMethod, couponCode: string | null): QuoteInput {
  return {
    products: order.lines.map(({ productId, color, size, quantity }) => ({ productId, color, ...(size ? { size } : {}), quantity })),
    ...(order.cartId === undefined ? {} : { cartId: order.cartId }),
    paymentMethod: method,
    ...(couponCode === null ? {} : { couponCode }),
  };
}

/**
 * The body of POST /api/payments/phonepe and /api/payments/cod: delivery details from the account,
 * and the total the modal shows (`figures`: the quote's, with its coupon).
 */
export function checkoutPayload(order: CheckoutOrder, user: User, figures: CheckoutFigures): CheckoutInput {
  const { street, city, state, zipCode, country } = user.address;
  return {
    products: order.lines,
    deliveryAddress: { street, city, state, zipCode, country },
    contactNumber: user.phoneNumber,
    name: user.name,
    email: user.email,
    totalPrice: figures.total,
    ...(order.cartId === undefined ? {} : { cartId: order.cartId }),
    ...(figures.couponCode === null ? {} : { couponCode: figures.couponCode }),
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

/**
 * Why the shop cannot deliver to this address, or null: a composition shop sells within its own
 * state only (docs/decisions/0035), and the server refuses the checkout with the same words.
 */
export function otherStateProblem(address: { state: string }, onlyWithinState: ShopState | null): string | null {
  if (onlyWithinState === null || mayDeliverTo(resolveGstState(address.state)?.code, onlyWithinState)) return null;
  return otherStateMessage(onlyWithinState.name);
}
