import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../common/orders';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, get, newCustomer, ordersOf, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

let app: TestApp;
let shop: Shop;
let asha: Customer;
let ravi: Customer;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  shop = await stockShop(app);
  asha = await newCustomer(app);
  ravi = await newCustomer(app);
});
afterAll(() => app.close());

const placeCod = async (customer: Customer, color = 'Black') => {
  const { status, body } = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color, quantity: 1 }], PRICE + DELIVERY + COD), customer.auth);
  expect(status).toBe(201);
  return body.orderId as string;
};

describe('GET /api/orders/user', () => {
  it('answers 401 to a visitor and [] to a customer without orders', async () => {
    expect((await get(app, '/api/orders/user', {})).status).toBe(401);
    expect(await ordersOf(app, asha)).toEqual([]);
  });

  it('lists only the customer’s own orders, newest first, in the contract shape', async () => {
    const first = await placeCod(asha, 'Black');
    const second = await placeCod(asha, 'White');
    const ravis = await placeCod(ravi);

    const orders = await ordersOf(app, asha);
    expect(orders.map((order) => order.customOrderId)).toEqual([second, first]);
    expect((await ordersOf(app, ravi)).map((order) => order.customOrderId)).toEqual([ravis]);

    const order = orders[1] as Order;
    expect(Object.keys(order).sort()).toEqual(
      ['_id', 'customOrderId', 'paymentId', 'paymentMethod', 'paymentStatus', 'products', 'status', 'deliveryPartner', 'trackingId', 'deliveryAddress', 'contactNumber', 'user', 'totalPrice', 'itemsTotal', 'deliveryCharge', 'codCharge', 'createdAt', 'events', 'cancelReason', 'refund', 'replacements', 'invoice', 'creditNote', 'discount', 'couponCode'].sort(),
    );
    expect(order).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      paymentId: null,
      deliveryPartner: null,
      trackingId: null,
      deliveryAddress: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' },
      contactNumber: '9876543210',
      user: { name: 'Asha Verma', email: 'asha.orders@example.in' },
      totalPrice: 1059,
      deliveryCharge: 40,
      codCharge: 20,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(order.products).toEqual([
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/), productId: shop.tee, name: 'Cotton Tee', primaryImage: expect.stringMatching(/-black-640\.webp$/), quantity: 1, color: 'Black', size: null, price: 999 },
    ]);
  });

  it('keeps the snapshot: editing or deleting the product later changes no order', async () => {
    const orderId = await placeCod(ravi);
    const { db } = app.runtime;
    await db.updateTable('products').set({ name: 'Renamed Tee', discount_price: 1_900, primary_image: '/media/new.webp' }).where('id', '=', shop.tee).execute();
    const order = (await ordersOf(app, ravi)).find((candidate) => candidate.customOrderId === orderId);
    expect(order?.products[0]).toMatchObject({ name: 'Cotton Tee', price: 999 });
    expect(order?.totalPrice).toBe(1059);
    await db.updateTable('products').set({ name: 'Cotton Tee', discount_price: 99_900 }).where('id', '=', shop.tee).execute();
  });
});

describe('the checkout’s address and phone (docs/decisions/0025)', () => {
  it('stores the contact number as its 10 digits however it was typed', async () => {
    const { status, body } = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD, { contactNumber: '+91 98765-43210' }), ravi.auth);
    expect(status).toBe(201);
    const order = (await ordersOf(app, ravi)).find((candidate) => candidate.customOrderId === body.orderId);
    expect(order?.contactNumber).toBe('9876543210');
  });

  it.each(['12', '012345', '5600011'])('refuses the PIN code %j with 400 and our message, placing nothing', async (zipCode) => {
    const before = (await ordersOf(app, ravi)).length;
    const address = { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode, country: 'India' };
    const { status, body } = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD, { deliveryAddress: address }), ravi.auth);
    expect(status).toBe(400);
    expect(body.message).toBe('Enter a valid 6-digit PIN code');
    expect(await ordersOf(app, ravi)).toHaveLength(before);
  });
});
