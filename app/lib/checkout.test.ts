import { describe, expect, it } from 'vitest';
import type { User } from '../../common/accounts';
import type { Cart } from '../../common/cart';
import type { Product } from '../../common/catalog';
import { checkoutSchema, quoteInputSchema, type QuoteAnswer } from '../../common/orders';
import type { CheckoutRules } from '../../common/checkout-rules';
import { deliveryLine, otherStateMessage } from '../../common/checkout-messages';
import { buyNowChoice, buyNowOrder, cartOrder, checkoutPayload, lineBlocked, orderableCart, otherStateProblem, paymentRedirect, productDelivery, quotedFigures, quotePayload } from './checkout';

/** The shop's rules with COD on or off, no threshold and no limit (the environment's defaults). */
const rules = (codEnabled: boolean, more: Partial<CheckoutRules> = {}): CheckoutRules => ({ codEnabled, codMaxOrderValue: null, cartDeliveryCharge: 60, freeDeliveryAbove: null, onlyWithinState: null, ...more });

const product = {
  _id: 'p1',
  name: 'Cotton Kurta',
  primaryImage: '/media/red-640.webp',
  colors: [
    { _id: 'c1', name: 'Red', images: ['/media/red-640.webp'] },
    { _id: 'c2', name: 'Navy Blue', images: ['/media/navy-640.webp', '/media/navy2-640.webp'] },
  ],
  discountPrice: 799.5,
  actualPrice: 999,
  deliveryCharge: 40,
  codCharge: 25,
  inStock: true,
} as Product;

const cart: Cart = {
  _id: 'cart1',
  cartItems: [
    { _id: 'l1', productId: { _id: 'p1', inStock: true }, name: 'Cotton Kurta', primaryImage: '/media/red-640.webp', price: 0.1, quantity: 1, color: 'Red', swatch: null, size: null, subtotal: 0.1, stock: null, maxQuantity: 10, problem: null },
    { _id: 'l2', productId: { _id: 'p2', inStock: true }, name: 'Saree', primaryImage: '/media/s-640.webp', price: 0.2, quantity: 3, color: 'Green', swatch: null, size: null, subtotal: 0.6, stock: null, maxQuantity: 10, problem: null },
  ],
  totalCartCost: 0.7,
  totalCartItems: 4,
};

const user: User = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India', isDefault: true },
  totalCartItems: 4,
  pendingEmail: null,
};

/** A quote's answer (POST /api/checkout/quote) without a coupon, with these figures changed. */
const quote = (more: Partial<QuoteAnswer> = {}): QuoteAnswer => ({ subtotal: 0.7, deliveryCharge: 60, codCharge: 0, discount: 0, total: 60.7, coupon: null, codAllowed: true, freeDeliveryShortfall: null, ...more });

describe('buyNowOrder', () => {
  it('orders one piece of the chosen colour, priced per piece as the page showed it, and no amount of its own', () => {
    const order = buyNowOrder(product, { color: 'Navy Blue', size: null, quantity: 1 }, rules(true, { codMaxOrderValue: 5000 }));
    expect(order).toEqual({
      lines: [{ productId: 'p1', name: 'Cotton Kurta', primaryImage: '/media/navy-640.webp', quantity: 1, color: 'Navy Blue', price: 799.5 }],
      codOffered: true,
      codMaxOrderValue: 5000,
    });
  });

  it('orders the chosen size and quantity', () => {
    const order = buyNowOrder(product, { color: 'Red', size: 'XL', quantity: 3 }, rules(true));
    expect(order.lines[0]).toMatchObject({ color: 'Red', size: 'XL', quantity: 3, price: 799.5 });
  });

  it('offers no COD when the shop has none', () => {
    expect(buyNowOrder(product, { color: 'Red', size: null, quantity: 1 }, rules(false)).codOffered).toBe(false);
  });
});

describe('cartOrder', () => {
  it('orders every line of the cart, with its id', () => {
    const order = cartOrder(cart, rules(false));
    expect(order).toMatchObject({ cartId: 'cart1', codOffered: false, codMaxOrderValue: null });
    expect(order.lines.map((line) => [line.productId, line.quantity])).toEqual([
      ['p1', 1],
      ['p2', 3],
    ]);
  });
});

describe('checkoutPayload', () => {
  it('sends the cart with its id, the quote’s total and the account’s delivery details, as the server parses it', () => {
    const payload = checkoutPayload(cartOrder(cart, rules(true)), user, quotedFigures(quote({ total: 70.7 })));
    expect(checkoutSchema.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({
      cartId: 'cart1',
      totalPrice: 70.7,
      contactNumber: '9876543210',
      name: 'Asha Rao',
      email: 'asha@example.com',
      deliveryAddress: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' },
    });
    expect(payload.deliveryAddress).not.toHaveProperty('isDefault');
    expect(payload.products.map((line) => [line.productId, line.quantity, line.color])).toEqual([
      ['p1', 1, 'Red'],
      ['p2', 3, 'Green'],
    ]);
  });

  it('sends no cart id for Buy Now', () => {
    expect(checkoutPayload(buyNowOrder(product, { color: 'Red', size: null, quantity: 1 }, rules(false)), user, quotedFigures(quote()))).not.toHaveProperty('cartId');
  });

  it('sends no coupon without one', () => {
    expect(checkoutPayload(cartOrder(cart, rules(true)), user, quotedFigures(quote()))).not.toHaveProperty('couponCode');
  });

  it('sends the quote’s discounted total with its coupon', () => {
    const order = cartOrder(cart, rules(true));
    const figures = quotedFigures({ subtotal: 0.7, deliveryCharge: 60, codCharge: 10, discount: 0.07, total: 70.63, coupon: { code: 'TENOFF', discount: 0.07 }, codAllowed: true, freeDeliveryShortfall: null });
    const payload = checkoutPayload(order, user, figures);
    expect(checkoutSchema.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({ totalPrice: 70.63, couponCode: 'TENOFF', cartId: 'cart1' });
  });
});

describe('the modal’s figures', () => {
  it('are the quote’s, with the coupon it applied', () => {
    const answer = quote({ subtotal: 1599, deliveryCharge: 40, discount: 159.9, total: 1479.1, coupon: { code: 'DIWALI10', discount: 159.9 }, codAllowed: false, freeDeliveryShortfall: 1 });
    expect(quotedFigures(answer)).toEqual({ subtotal: 1599, discount: 159.9, deliveryCharge: 40, codCharge: 0, total: 1479.1, couponCode: 'DIWALI10', codAllowed: false, freeDeliveryShortfall: 1 });
  });

  it('have no coupon when the quote refused it', () => {
    const answer = quote({ subtotal: 1599, deliveryCharge: 40, total: 1639, couponError: 'This coupon does not exist.' });
    expect(quotedFigures(answer)).toMatchObject({ discount: 0, total: 1639, couponCode: null });
  });
});

describe('quotePayload', () => {
  it('asks for the cart’s lines by product, colour, size and quantity, with the method and the coupon as typed', () => {
    const payload = quotePayload(cartOrder(cart, rules(true)), 'cod', ' diwali10 ');
    expect(payload).toEqual({
      products: [
        { productId: 'p1', color: 'Red', quantity: 1 },
        { productId: 'p2', color: 'Green', quantity: 3 },
      ],
      cartId: 'cart1',
      paymentMethod: 'cod',
      couponCode: ' diwali10 ',
    });
    // The server's schema takes it as it is, and capitalises the code.
    expect(quoteInputSchema.parse(payload).couponCode).toBe('DIWALI10');
  });

  it('asks Buy Now with its size and no cart, and no coupon when none is applied', () => {
    const payload = quotePayload(buyNowOrder(product, { color: 'Red', size: 'XL', quantity: 2 }, rules(false)), 'online', null);
    expect(payload).toEqual({ products: [{ productId: 'p1', color: 'Red', size: 'XL', quantity: 2 }], paymentMethod: 'online' });
    expect(quoteInputSchema.safeParse(payload).success).toBe(true);
  });
});

describe('paymentRedirect', () => {
  it('sends a UPI link to the QR screen, encoded as one path segment', () => {
    const link = 'upi://pay?pa=haat@upi&pn=Haat&am=499.00&cu=INR&tn=Order%20ORD-1&tr=ORD-1';
    expect(paymentRedirect(link)).toEqual({ kind: 'upi', path: `/payment/${encodeURIComponent(link)}` });
    expect(paymentRedirect(link)).toMatchObject({ path: expect.stringMatching(/^\/payment\/[^/?#]+$/) });
  });

  it('sends a gateway page by a full page load', () => {
    expect(paymentRedirect('http://127.0.0.1:3100/__sim/phonepe/pay/abc')).toEqual({ kind: 'page', url: 'http://127.0.0.1:3100/__sim/phonepe/pay/abc' });
    expect(paymentRedirect('https://mercury.phonepe.com/transact/x')).toMatchObject({ kind: 'page' });
  });

  it('refuses anything else', () => {
    for (const link of [undefined, null, '', 42, 'javascript:alert(1)', 'data:text/html,hi', { paymentLink: 'x' }]) expect(paymentRedirect(link)).toBeNull();
  });
});

describe('the product page\'s delivery line (docs/decisions/0024)', () => {
  it('gives Buy Now\'s charge (the product\'s own) and the cart\'s (the shop\'s flat one), after the threshold', () => {
    expect(productDelivery(product, 1, rules(false))).toEqual({ buyNow: 40, cart: 60 });
    // Two pieces reach a ₹1,500 threshold: free either way, as checkout then prices it.
    expect(productDelivery(product, 2, rules(false, { freeDeliveryAbove: 1500 }))).toEqual({ buyNow: 0, cart: 0 });
  });

  it('says one amount when both ways cost the same, and both when they differ', () => {
    expect(deliveryLine(0, 0)).toBe('Free delivery');
    expect(deliveryLine(60, 60)).toBe('Delivery ₹60');
    expect(deliveryLine(40, 60)).toBe('Delivery: ₹40 with Buy Now, ₹60 from the cart');
    expect(deliveryLine(0, 60)).toBe('Delivery: free with Buy Now, ₹60 from the cart');
  });
});

describe('buyNowChoice', () => {
  it('gives back the product and the choice a Buy Now was made of', () => {
    expect(buyNowChoice(buyNowOrder(product, { color: 'Red', size: 'XL', quantity: 3 }, rules(true)))).toEqual({ productId: 'p1', choice: { color: 'Red', size: 'XL', quantity: 3 } });
    expect(buyNowChoice(buyNowOrder(product, { color: 'Navy Blue', size: null, quantity: 1 }, rules(false)))).toEqual({ productId: 'p1', choice: { color: 'Navy Blue', size: null, quantity: 1 } });
  });

  it('is null for a cart checkout, even of one line', () => {
    expect(buyNowChoice(cartOrder(cart, rules(false)))).toBeNull();
    expect(buyNowChoice(cartOrder({ ...cart, cartItems: cart.cartItems.slice(0, 1) }, rules(false)))).toBeNull();
  });
});

describe('a composition shop’s checkout (docs/decisions/0035)', () => {
  const karnataka = { code: '29', name: 'Karnataka' };

  it('says under the address that it delivers within its state only, in the server’s words', () => {
    expect(otherStateProblem({ state: 'Maharashtra' }, karnataka)).toBe(otherStateMessage('Karnataka'));
    // An old address whose state is no GST state is not within the shop's either.
    expect(otherStateProblem({ state: 'Madras State' }, karnataka)).toBe(otherStateMessage('Karnataka'));
    expect(otherStateProblem({ state: 'Karnataka' }, karnataka)).toBeNull();
    expect(otherStateProblem({ state: 'KA' }, karnataka)).toBeNull();
  });

  it('says nothing for a shop that may sell anywhere', () => {
    expect(otherStateProblem({ state: 'Maharashtra' }, null)).toBeNull();
  });
});

describe('orderableCart', () => {
  it('leaves a line that cannot be ordered out of the totals, and names it', () => {
    const soldOut = { ...cart.cartItems[1]!, productId: { _id: 'p2', inStock: false } };
    const { cart: counted, blocked } = orderableCart({ ...cart, cartItems: [cart.cartItems[0]!, soldOut] });
    expect(counted.cartItems.map((item) => item._id)).toEqual(['l1']);
    expect({ cost: counted.totalCartCost, items: counted.totalCartItems }).toEqual({ cost: 0.1, items: 1 });
    expect(blocked.map((item) => item._id)).toEqual(['l2']);
  });

  it('counts a line with too few left (− fixes it) and leaves out one whose colour is gone', () => {
    const tooMany = { ...cart.cartItems[0]!, problem: { reason: 'not_enough_stock' as const, message: 'Only 1 left' } };
    const gone = { ...cart.cartItems[1]!, problem: { reason: 'color_removed' as const, message: 'Saree is no longer available in Green' } };
    expect(lineBlocked(tooMany)).toBe(false);
    expect(lineBlocked(gone)).toBe(true);
    expect(orderableCart({ ...cart, cartItems: [tooMany, gone] }).cart.totalCartCost).toBe(0.1);
  });
});
