import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { CART_DELIVERY, COD, DELIVERY, PRICE, addToCart, cartOf, checkoutBody, newCustomer, orderRow, ordersOf, post, stockShop, type Line, type Shop } from '../../test/orders-fixtures';

// A checkout's lines of the same product, colour and size are one line (docs/decisions/0029): they
// are merged before anything else, and the merged quantity obeys the per-line rule (1 to 10), so
// repeating a line cannot order more of one product and colour than one line may.
let app: TestApp;
let shop: Shop;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  shop = await stockShop(app);
});
afterAll(() => app.close());

const tee = (quantity: number, color = 'Black'): Line => ({ productId: shop.tee, color, quantity });
const QUANTITY_RULE = 'Quantity must be a whole number from 1 to 10';

describe.each(['/api/payments/phonepe', '/api/payments/cod'])('POST %s', (path) => {
  const buyNowTotal = (units: number, products = 1) => units * PRICE + products * DELIVERY + (path.endsWith('cod') ? products * COD : 0);

  it('refuses 50 identical Buy Now lines of 10 with 400 on the first of them, and writes nothing', async () => {
    const buyer = await newCustomer(app);
    const answer = await post(app, path, checkoutBody(Array.from({ length: 50 }, () => tee(10)), buyNowTotal(500)), buyer.auth);
    expect(answer).toMatchObject({ status: 400, body: { message: QUANTITY_RULE, errors: [{ path: 'products.0.quantity', message: QUANTITY_RULE }] } });
    expect(await ordersOf(app, buyer)).toEqual([]);
  });

  it('refuses two identical lines whose sum is above 10 (6 + 5)', async () => {
    const buyer = await newCustomer(app);
    const answer = await post(app, path, checkoutBody([tee(6), tee(5)], buyNowTotal(11)), buyer.auth);
    expect(answer).toMatchObject({ status: 400, body: { message: QUANTITY_RULE } });
  });

  it('orders identical lines within the rule as one line of their sum; other colours stay lines of their own', async () => {
    const buyer = await newCustomer(app);
    const answer = await post(app, path, checkoutBody([tee(3), tee(2, 'White'), tee(4)], buyNowTotal(9)), buyer.auth);
    expect(answer.status, JSON.stringify(answer.body)).toBe(path.endsWith('cod') ? 201 : 200);
    const [order] = await ordersOf(app, buyer);
    expect(order!.products.map((line) => [line.color, line.quantity])).toEqual([
      ['Black', 7],
      ['White', 2],
    ]);
    expect((await orderRow(app, answer.body.orderId as string)).items_total).toBe(9 * PRICE * 100);
  });

  it('a cart checkout’s repeated lines are merged too, then compared with the cart', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, tee(5));
    const total = 5 * PRICE + CART_DELIVERY + (path.endsWith('cod') ? COD : 0);
    const answer = await post(app, path, checkoutBody([tee(2), tee(3)], total, { cartId: cart._id }), buyer.auth);
    expect(answer.status, JSON.stringify(answer.body)).toBe(path.endsWith('cod') ? 201 : 200);
    const [order] = await ordersOf(app, buyer);
    expect(order!.products.map((line) => line.quantity)).toEqual([5]);
    if (path.endsWith('cod')) expect((await cartOf(app, buyer)).cartItems).toEqual([]);
  });
});
