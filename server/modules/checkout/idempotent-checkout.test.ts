import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SETUP_IN_PROGRESS } from '../../../common/orders';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { CART_DELIVERY, COD, DELIVERY, PRICE, addToCart, checkoutBody, newCustomer, ordersOf, outboxFor, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

// docs/decisions/0012: every order placement (cart and Buy Now; online, UPI and COD) is idempotent. The
// modal's Idempotency-Key (one per opening, unique per customer) makes a repeat answer the order
// already placed; a cart checkout without one is recognised by its cart, lines and total.
let app: TestApp;
let shop: Shop;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  shop = await stockShop(app);
});
afterAll(() => app.close());

const teeLine = () => ({ productId: shop.tee, color: 'Black', quantity: 1 });
const codCart = (buyer: Customer, cartId: string) => checkoutBody([teeLine()], PRICE + CART_DELIVERY + COD, { cartId, email: buyer.email });
const codBuyNow = (buyer: Customer) => checkoutBody([teeLine()], PRICE + DELIVERY + COD, { email: buyer.email });
const withKey = (buyer: Customer, key: string) => ({ ...buyer.auth, 'idempotency-key': key });
const confirmations = async (buyer: Customer) => {
  await app.settled();
  return (await outboxFor(app, buyer.email)).filter((mail) => mail.subject.includes('confirmed'));
};

describe('cash on delivery', () => {
  it('10 concurrent identical checkouts of one cart without a key: one order, one e-mail, every answer names it', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, teeLine());
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(app, '/api/payments/cod', codCart(buyer, cart._id), buyer.auth)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((answer) => answer.body.orderId));
    expect(ids.size).toBe(1);
    expect(await ordersOf(app, buyer)).toHaveLength(1);
    expect(await confirmations(buyer)).toHaveLength(1);
  });

  it('10 concurrent submissions with one Idempotency-Key (Buy Now): one order', async () => {
    const buyer = await newCustomer(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(app, '/api/payments/cod', codBuyNow(buyer), withKey(buyer, 'modal-opening-1'))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.orderId)).size).toBe(1);
    expect(await ordersOf(app, buyer)).toHaveLength(1);
    expect(await confirmations(buyer)).toHaveLength(1);
  });

  it('Back and Place Order again (same key, later) answers the first order; a new opening of the modal is a new order', async () => {
    const buyer = await newCustomer(app);
    const first = await post(app, '/api/payments/cod', codBuyNow(buyer), withKey(buyer, 'opening-aaaa'));
    const again = await post(app, '/api/payments/cod', codBuyNow(buyer), withKey(buyer, 'opening-aaaa'));
    expect(again).toEqual(first);
    const other = await post(app, '/api/payments/cod', codBuyNow(buyer), withKey(buyer, 'opening-bbbb'));
    expect(other.status).toBe(201);
    expect(other.body.orderId).not.toBe(first.body.orderId);
    expect(await ordersOf(app, buyer)).toHaveLength(2);
  });

  it('keys are per customer: another customer’s same key places their own order', async () => {
    const [asha, ravi] = [await newCustomer(app), await newCustomer(app)];
    const mine = await post(app, '/api/payments/cod', codBuyNow(asha), withKey(asha, 'shared-key-1'));
    const theirs = await post(app, '/api/payments/cod', codBuyNow(ravi), withKey(ravi, 'shared-key-1'));
    expect(theirs.status).toBe(201);
    expect(theirs.body.orderId).not.toBe(mine.body.orderId);
    expect(await ordersOf(app, ravi)).toHaveLength(1);
  });

  it('the same cart filled again and ordered again is a new order', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, teeLine());
    const first = await post(app, '/api/payments/cod', codCart(buyer, cart._id), buyer.auth);
    await addToCart(app, buyer, teeLine());
    const second = await post(app, '/api/payments/cod', codCart(buyer, cart._id), buyer.auth);
    expect(second.status).toBe(201);
    expect(second.body.orderId).not.toBe(first.body.orderId);
  });

  it('refuses a malformed Idempotency-Key with 400 and writes nothing', async () => {
    const buyer = await newCustomer(app);
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'ünïcödé-key']) {
      const answer = await post(app, '/api/payments/cod', codBuyNow(buyer), withKey(buyer, key));
      expect(answer.status, key).toBe(400);
      expect(answer.body.message).toBe('Idempotency-Key must be 8 to 100 letters, digits, - or _');
    }
    expect(await ordersOf(app, buyer)).toEqual([]);
  });
});

describe('online', () => {
  it('a Buy Now submitted twice with one key answers the same order and link', async () => {
    const buyer = await newCustomer(app);
    const body = checkoutBody([teeLine()], PRICE + DELIVERY, { email: buyer.email });
    const answers = await Promise.all([1, 2, 3].map(() => post(app, '/api/payments/phonepe', body, withKey(buyer, 'buy-now-opening'))));
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // A concurrent twin may be told to wait while the first one's link is being made.
    for (const answer of answers.filter((answer) => answer.status !== 200)) expect(answer.body.message).toBe(PAYMENT_SETUP_IN_PROGRESS);
    expect(new Set(ok.map((answer) => answer.body.orderId)).size).toBe(1);
    expect((await post(app, '/api/payments/phonepe', body, withKey(buyer, 'buy-now-opening'))).body).toEqual(ok[0]!.body);
    expect(await ordersOf(app, buyer)).toHaveLength(1);
  });
});
