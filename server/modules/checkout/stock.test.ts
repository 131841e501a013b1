import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_STOCK, type Order } from '../../../common/orders';
import type { Db } from '../../db/connect';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts, setStock, stockLeft } from '../../test/catalog-fixtures';
import { CART_DELIVERY, COD, DELIVERY, PRICE, addToCart, checkoutBody, newCustomer, orderRow, ordersOf, payOnline, post, type Customer } from '../../test/orders-fixtures';

// Checkout takes stock in the order's transaction (docs/decisions/0015) and says which line cannot be ordered and why.
let app: TestApp;
let shoe: string; // sizes 7, 8, 9; colours Tan and Black
let cap: string; // no sizes; colours Red and Blue
let db: Db;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  db = app.runtime.db;
  const category = await addCategory(app.runtime.db, 'Footwear');
  shoe = (await addProducts(app.runtime.db, category, 1, { name: 'Trail Shoe', colors: ['Tan', 'Black'], sizes: ['7', '8', '9'] }))[0]!;
  cap = (await addProducts(app.runtime.db, category, 1, { name: 'Sun Cap', colors: ['Red', 'Blue'] }))[0]!;
});
afterAll(() => app.close());

const cod = (buyer: Customer, body: unknown) => post(app, '/api/payments/cod', body, buyer.auth);
const buyNowTotal = (quantity: number) => quantity * PRICE + DELIVERY + COD;

describe('cash on delivery takes stock', () => {
  it('Buy Now of a tracked colour: taken with the order; the line carries its colour id and size', async () => {
    const tan8 = await setStock(db, shoe, 'Tan', 4, '8');
    const buyer = await newCustomer(app);
    const answer = await cod(buyer, checkoutBody([{ productId: shoe, color: 'Tan', size: '8', quantity: 3 }], buyNowTotal(3)));
    expect(answer.status).toBe(201);
    expect(await stockLeft(db, shoe, 'Tan', '8')).toBe(1);
    const orderId = answer.body.orderId as string;
    expect(await orderRow(app, orderId)).toMatchObject({ stock_held: 1 });
    const [line] = await db.selectFrom('order_items').innerJoin('orders', 'orders.id', 'order_items.order_id').selectAll('order_items').where('orders.custom_order_id', '=', orderId).execute();
    expect(line).toMatchObject({ color: 'Tan', color_id: tan8, size: '8', quantity: 3 });
    expect(((await ordersOf(app, buyer))[0] as Order).products[0]).toMatchObject({ size: '8', color: 'Tan' });
  });

  it('refuses the whole order with 409 naming each short line, and takes nothing', async () => {
    await setStock(db, shoe, 'Tan', 1, '9');
    await setStock(db, cap, 'Red', 5);
    const buyer = await newCustomer(app);
    const lines = [{ productId: cap, color: 'Red', quantity: 2 }, { productId: shoe, color: 'Tan', size: '9', quantity: 2 }];
    const answer = await cod(buyer, checkoutBody(lines, 4 * PRICE + 2 * DELIVERY + 2 * COD));
    expect(answer).toEqual({ status: 409, body: { message: OUT_OF_STOCK, errors: [{ path: 'products.1', message: 'Only 1 left of Trail Shoe (Tan, 9)' }] } });
    expect(await stockLeft(db, cap, 'Red')).toBe(5);
    expect(await stockLeft(db, shoe, 'Tan', '9')).toBe(1);
    expect(await ordersOf(app, buyer)).toEqual([]);
  });

  it('names a line whose size is missing, removed or not the product’s, with 400', async () => {
    const buyer = await newCustomer(app);
    const send = (line: { productId: string; color: string; size?: string }) => cod(buyer, checkoutBody([{ quantity: 1, ...line }], buyNowTotal(1)));
    expect(await send({ productId: shoe, color: 'Tan' })).toMatchObject({ status: 400, body: { message: 'Please select a size for Trail Shoe', errors: [{ path: 'products.0' }] } });
    expect(await send({ productId: shoe, color: 'Tan', size: '12' })).toMatchObject({ status: 400, body: { message: 'Trail Shoe is no longer available in size 12' } });
    expect(await send({ productId: cap, color: 'Red', size: 'M' })).toMatchObject({ status: 400, body: { message: 'Sun Cap is no longer available in size M' } });
    expect(await send({ productId: cap, color: 'Green' })).toMatchObject({ status: 400, body: { message: 'Sun Cap is no longer available in Green' } });
  });

  it('an untracked colour is never short, and its order writes no stock row (the public cache is kept)', async () => {
    await setStock(db, cap, 'Blue', null);
    const buyer = await newCustomer(app);
    const version = () => db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow();
    const before = await version();
    expect((await cod(buyer, checkoutBody([{ productId: cap, color: 'Blue', quantity: 10 }], buyNowTotal(10)))).status).toBe(201);
    expect(await stockLeft(db, cap, 'Blue')).toBeNull();
    expect(await version()).toEqual(before);
  });
});

describe('checking the same cart out again', () => {
  it('is not refused for the units its own older unpaid order holds: that order is superseded and gives them back', async () => {
    await setStock(db, shoe, 'Black', 3, '7');
    const buyer = await newCustomer(app);
    const line = { productId: shoe, color: 'Black', size: '7', quantity: 3 };
    const cart = await addToCart(app, buyer, line);
    const first = await payOnline(app, buyer, checkoutBody([line], 3 * PRICE + CART_DELIVERY, { cartId: cart._id }));
    expect(await stockLeft(db, shoe, 'Black', '7')).toBe(0);

    // Fewer now: the cart changes, so this is a new checkout of the same cart.
    expect((await app.fetch(`/api/cart/${shoe}/Black`, { method: 'PUT', headers: { ...buyer.auth, 'content-type': 'application/json' }, body: JSON.stringify({ quantity: 2, size: '7' }) })).status).toBe(200);
    const smaller = { productId: shoe, color: 'Black', size: '7', quantity: 2 };
    const second = await payOnline(app, buyer, checkoutBody([smaller], 2 * PRICE + CART_DELIVERY, { cartId: cart._id }));
    expect(second.orderId).not.toBe(first.orderId);
    expect(await orderRow(app, first.orderId)).toMatchObject({ status: 'Canceled', stock_held: 0 });
    expect(await stockLeft(db, shoe, 'Black', '7')).toBe(1);

    // And cash on delivery of the same cart supersedes the online one.
    expect((await cod(buyer, checkoutBody([smaller], 2 * PRICE + CART_DELIVERY + COD, { cartId: cart._id }))).status).toBe(201);
    expect(await orderRow(app, second.orderId)).toMatchObject({ status: 'Canceled', stock_held: 0 });
    expect(await stockLeft(db, shoe, 'Black', '7')).toBe(1);
  });
});
