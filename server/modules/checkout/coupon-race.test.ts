import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_REFUSALS } from '../../../common/coupons';
import type { TestApp } from '../../test/app';
import { couponRow, createCoupon, startCouponShop } from '../../test/coupon-fixtures';
import { CART_DELIVERY, COD, DELIVERY, PRICE, addToCart, checkoutBody, newCustomer, payOnline, post, type Customer, type Line, type Shop } from '../../test/orders-fixtures';

// Coupon uses under concurrency (docs/decisions/0060), on SQLite and, with TEST_DATABASE_URL, on
// PostgreSQL: the uses are decided by conditional UPDATEs in the orders' own transactions, so no
// limit is passed however the requests interleave.
let app: TestApp;
let admin: Record<string, string>;
let shop: Shop;

beforeAll(async () => {
  ({ app, admin, shop } = await startCouponShop());
});
afterAll(() => app.close());

const tee = (quantity = 1): Line => ({ productId: shop.tee, color: 'Black', quantity });
const FLAT = 100;
const codWith = (buyer: Customer, code: string, quantity = 1, key?: string) =>
  post(app, '/api/payments/cod', checkoutBody([tee(quantity)], quantity * PRICE - FLAT + DELIVERY + COD, { email: buyer.email, couponCode: code }), { ...buyer.auth, ...(key ? { 'idempotency-key': key } : {}) });
const liveOrdersWith = async (couponId: string) =>
  (await app.runtime.db.selectFrom('orders').select(['id', 'coupon_held', 'status']).where('coupon_id', '=', couponId).execute()).filter((order) => order.coupon_held === 1);

describe('a coupon with usageLimit 1', () => {
  it('raced by 15 customers: exactly one order gets it, the others hear why', async () => {
    const coupon = await createCoupon(app, admin, { type: 'flat', value: FLAT, usageLimit: 1 });
    const buyers = await Promise.all(Array.from({ length: 15 }, () => newCustomer(app)));
    const answers = await Promise.all(buyers.map((buyer) => codWith(buyer, coupon.code)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer).toMatchObject({ status: 409, body: { message: COUPON_REFUSALS.usageLimit } });
    expect((await couponRow(app, coupon._id)).used).toBe(1);
    expect(await liveOrdersWith(coupon._id)).toHaveLength(1);
  });
});

describe('a coupon with perCustomerLimit 1', () => {
  it('raced by one customer’s 10 parallel checkouts (each its own order): one order', async () => {
    const coupon = await createCoupon(app, admin, { type: 'flat', value: FLAT, perCustomerLimit: 1 });
    const buyer = await newCustomer(app);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => codWith(buyer, coupon.code, 1 + (n % 3), `tab-key-${n}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer).toMatchObject({ status: 409, body: { message: COUPON_REFUSALS.alreadyUsed } });
    expect((await couponRow(app, coupon._id)).used).toBe(1);
  });

  it('a first-order coupon raced by one new customer’s 6 checkouts: one order', async () => {
    const coupon = await createCoupon(app, admin, { type: 'flat', value: FLAT, firstOrderOnly: true });
    const buyer = await newCustomer(app);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => codWith(buyer, coupon.code, 1 + n, `first-key-${n}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) expect(answer).toMatchObject({ status: 409, body: { message: COUPON_REFUSALS.firstOrderOnly } });
  });
});

describe('a cancel racing new orders for the last use', () => {
  it('the counts stay right: the coupon’s uses equal the orders holding one, never above the limit', async () => {
    for (let round = 0; round < 3; round += 1) {
      const coupon = await createCoupon(app, admin, { type: 'flat', value: FLAT, usageLimit: 1 });
      const holder = await newCustomer(app);
      const held = await codWith(holder, coupon.code);
      expect(held.status).toBe(201);
      const buyers = await Promise.all(Array.from({ length: 5 }, () => newCustomer(app)));
      const [cancelled, ...answers] = await Promise.all([post(app, `/api/orders/${held.body.orderId as string}/cancel`, { reason: 'Changed mind' }, admin), ...buyers.map((buyer) => codWith(buyer, coupon.code))]);
      expect(cancelled.status).toBe(200);
      const placed = answers.filter((answer) => answer.status === 201);
      expect(placed.length).toBeLessThanOrEqual(1);
      const live = await liveOrdersWith(coupon._id);
      expect(live).toHaveLength(placed.length);
      expect((await couponRow(app, coupon._id)).used).toBe(live.length);
    }
  });
});

describe('a superseded cart checkout', () => {
  it('gives its use back as the newer order of the same cart takes one', async () => {
    const coupon = await createCoupon(app, admin, { type: 'flat', value: FLAT, usageLimit: 1 });
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, tee());
    await payOnline(app, buyer, checkoutBody([tee()], PRICE - FLAT + CART_DELIVERY, { email: buyer.email, cartId: cart._id, couponCode: coupon.code }));
    await addToCart(app, buyer, tee());
    const newer = await payOnline(app, buyer, checkoutBody([tee(2)], 2 * PRICE - FLAT + CART_DELIVERY, { email: buyer.email, cartId: cart._id, couponCode: coupon.code }));
    const live = await liveOrdersWith(coupon._id);
    expect(live).toHaveLength(1);
    expect((await couponRow(app, coupon._id)).used).toBe(1);
    const newest = await app.runtime.db.selectFrom('orders').select('id').where('custom_order_id', '=', newer.orderId).executeTakeFirstOrThrow();
    expect(live[0]!.id).toBe(newest.id);
  });
});
