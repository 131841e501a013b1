import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COD_UNAVAILABLE, OUT_OF_STOCK, PRICES_CHANGED, type Order } from '../../../common/orders';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import {
  CART_DELIVERY,
  COD,
  DELIVERY,
  PRICE,
  addToCart,
  cartOf,
  checkoutBody,
  newCustomer,
  ordersOf,
  outboxFor,
  post,
  stockShop,
  type Customer,
  type Shop,
} from '../../test/orders-fixtures';

// Checkout's rules, through both endpoints: input, prices recomputed from the catalogue, stock,
// cart ownership; and the cash-on-delivery order end to end.
let app: TestApp;
let shop: Shop;
let asha: Customer;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  shop = await stockShop(app);
  asha = await newCustomer(app);
});
afterAll(() => app.close());

const ENDPOINTS = ['/api/payments/phonepe', '/api/payments/cod'] as const;
const teeLine = (quantity = 1) => ({ productId: shop.tee, color: 'Black', quantity });

describe.each(ENDPOINTS)('POST %s refuses', (path) => {
  const total = path.endsWith('cod') ? PRICE + DELIVERY + COD : PRICE + DELIVERY;

  it('a visitor with 401', async () => {
    expect(await post(app, path, checkoutBody([teeLine()], total))).toEqual({ status: 401, body: { message: 'Not authenticated' } });
  });

  it.each([0, -1, 1.5, 1e9])('quantity %s with 400', async (quantity) => {
    const { status, body } = await post(app, path, checkoutBody([teeLine(quantity)], total), asha.auth);
    expect(status).toBe(400);
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'products.0.quantity' })]));
  });

  it('malformed JSON, no products and a bad e-mail with 400', async () => {
    const raw = await app.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...asha.auth }, body: '{"products": [' });
    expect(raw.status).toBe(400);
    expect(await post(app, path, checkoutBody([], total), asha.auth)).toMatchObject({ status: 400, body: { message: 'Your order has no products' } });
    expect(await post(app, path, checkoutBody([teeLine()], total, { email: 'nope' }), asha.auth)).toMatchObject({ status: 400, body: { message: 'Invalid email address' } });
  });

  it('a colour the product does not come in with 400', async () => {
    const { status, body } = await post(app, path, checkoutBody([{ ...teeLine(), color: 'Purple' }], total), asha.auth);
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Cotton Tee is no longer available in Purple', errors: [{ path: 'products.0', message: 'Cotton Tee is no longer available in Purple' }] });
  });

  it('an unknown or malformed product with 404', async () => {
    for (const productId of ['0123456789abcdef01234567', 'not-an-id']) {
      expect(await post(app, path, checkoutBody([{ ...teeLine(), productId }], total), asha.auth)).toEqual({ status: 404, body: { message: 'Product not found' } });
    }
  });

  it('anything out of stock with 409 and the spec’s message, naming the line', async () => {
    const lines = [teeLine(), { productId: shop.soldOut, color: 'Black', quantity: 1 }];
    expect(await post(app, path, checkoutBody(lines, total + PRICE), asha.auth)).toEqual({ status: 409, body: { message: OUT_OF_STOCK, errors: [{ path: 'products.1', message: 'Gone Shoe is out of stock' }] } });
  });

  it.each([0, total - 1, total + 0.01, 1])('a client total of %s (not what the items cost) with 409', async (tampered) => {
    expect(await post(app, path, checkoutBody([teeLine()], tampered), asha.auth)).toEqual({ status: 409, body: { message: PRICES_CHANGED } });
  });

  it('another customer’s cart, or no cart at all, with 404', async () => {
    const ravi = await newCustomer(app);
    const ravisCart = await addToCart(app, ravi, teeLine());
    const cartTotal = total - DELIVERY + CART_DELIVERY;
    for (const cartId of [ravisCart._id, 'fedcba9876543210fedcba98']) {
      expect(await post(app, path, checkoutBody([teeLine()], cartTotal, { cartId }), asha.auth)).toEqual({ status: 404, body: { message: 'Cart not found' } });
    }
    expect((await cartOf(app, ravi)).totalCartItems).toBe(1);
  });

  it('and writes no order for any of these', async () => {
    expect(await ordersOf(app, asha)).toEqual([]);
  });
});

describe('prices', () => {
  it('Buy Now: price × quantity plus each product’s delivery charge once (COD adds each COD charge once)', async () => {
    const buyer = await newCustomer(app);
    const lines = [teeLine(2), { productId: shop.mug, color: 'Red', quantity: 1 }, { productId: shop.mug, color: 'Blue', quantity: 1 }];
    // Two products (the mug in two colours is one product): 4 × 999 + 2 × 40 + 2 × 20.
    const { status, body } = await post(app, '/api/payments/cod', checkoutBody(lines, 4 * PRICE + 2 * DELIVERY + 2 * COD), buyer.auth);
    expect(status).toBe(201);
    const [order] = await ordersOf(app, buyer);
    expect(order).toMatchObject({ customOrderId: body.orderId, totalPrice: 4116, deliveryCharge: 80, codCharge: 40 });
  });

  it('a cart checkout: the flat CART_DELIVERY_CHARGE instead', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, teeLine(3));
    const { status } = await post(app, '/api/payments/cod', checkoutBody([teeLine(3)], 3 * PRICE + CART_DELIVERY + COD, { cartId: cart._id }), buyer.auth);
    expect(status).toBe(201);
    expect((await ordersOf(app, buyer))[0]).toMatchObject({ totalPrice: 3077, deliveryCharge: 60, codCharge: 20 });
  });
});

describe('POST /api/payments/cod', () => {
  it('places the order (201), takes the ordered lines out of the cart and mails one confirmation', async () => {
    const buyer = await newCustomer(app);
    await addToCart(app, buyer, teeLine(2));
    const cart = await addToCart(app, buyer, { productId: shop.mug, color: 'Blue', quantity: 1 });
    const ordered = [teeLine(2), { productId: shop.mug, color: 'Blue', quantity: 1 }];
    const total = 3 * PRICE + CART_DELIVERY + 2 * COD;

    const { status, body } = await post(app, '/api/payments/cod', checkoutBody(ordered, total, { cartId: cart._id, email: buyer.email }), buyer.auth);
    expect(status).toBe(201);
    expect(body).toEqual({ orderId: expect.stringMatching(/^ORD-[0-9A-Z]{9}$/) });

    // A cart checkout orders the whole cart (docs/decisions/0029): nothing stays.
    const after = await cartOf(app, buyer);
    expect(after.cartItems).toEqual([]);
    expect(after.totalCartItems).toBe(0);

    const [order] = await ordersOf(app, buyer);
    expect(order).toMatchObject<Partial<Order>>({
      customOrderId: body.orderId as string,
      paymentMethod: 'cod',
      paymentStatus: 'Pending',
      status: 'Pending',
      paymentId: null,
      totalPrice: total,
      user: { name: 'Asha Verma', email: buyer.email },
    });

    await app.settled();
    const mails = await outboxFor(app, buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Order ${body.orderId} confirmed — Haat`);
    expect(mails[0]?.text_body).toContain('Cash on delivery: please keep ₹3,097 ready.');
    expect(mails[0]?.text_body).toContain('Cotton Tee (Black) × 2: ₹1,998');
    expect(mails[0]?.html_body).toContain(`<strong>${body.orderId}</strong>`);
  });

  it('is refused with 409 by a shop started with COD_ENABLED=false (until its settings turn it on: docs/decisions/0029)', async () => {
    const codOff = await startTestApp({ COD_ENABLED: 'false' }, { rateLimiter: unlimitedRateLimiter });
    try {
      const offShop = await stockShop(codOff);
      const buyer = await newCustomer(codOff);
      const answer = await post(codOff, '/api/payments/cod', checkoutBody([{ productId: offShop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD), buyer.auth);
      expect(answer).toMatchObject({ status: 409, body: { message: COD_UNAVAILABLE } });
      expect(await ordersOf(codOff, buyer)).toEqual([]);
    } finally {
      await codOff.close();
    }
  });
});
