import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../common/admin-orders';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, outboxFor, payOnline, post, settle, stockShop, submitHostedPage, type Customer, type Shop } from '../../test/orders-fixtures';
import { UNPAID_ONLINE_ORDER } from './service';

// docs/decisions/0012: an online order whose gateway payment never completed must not be shipped. The
// admin sees how each order is paid and can leave abandoned online orders out of the list.
let app: TestApp;
let shop: Shop;
let buyer: Customer;
let admin: { token: string };

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  shop = await stockShop(app);
  buyer = await newCustomer(app);
  admin = await signInAdmin(app);
});
afterAll(() => app.close());

const adminAuth = () => ({ authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' });
const line = () => ({ productId: shop.tee, color: 'Black', quantity: 1 });
const ship = { status: 'Completed', deliveryPartner: 'Delhivery', trackingId: 'DL123456789' };

async function put(orderId: string, body: unknown) {
  const response = await app.fetch(`/api/orders/${orderId}`, { method: 'PUT', headers: adminAuth(), body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as AdminOrder & { message?: string } };
}

async function adminList(query = '') {
  const response = await app.fetch(`/api/orders?limit=100${query}`, { headers: adminAuth() });
  expect(response.status).toBe(200);
  return { orders: (await response.json()) as AdminOrder[], total: Number(response.headers.get('x-total-count')) };
}

const abandonedOnline = () => payOnline(app, buyer, checkoutBody([line()], PRICE + DELIVERY, { email: buyer.email }));

describe('an online order whose payment is not Completed', () => {
  it('cannot be set Completed (409 that says why), and the shopper gets no "on its way" e-mail', async () => {
    const { orderId } = await abandonedOnline();
    const answer = await put(orderId, ship);
    expect(answer).toEqual({ status: 409, body: { message: UNPAID_ONLINE_ORDER('Completed') } });
    expect(answer.body.message).toContain('payment has not completed');
    await app.settled();
    expect((await outboxFor(app, buyer.email)).filter((mail) => mail.subject.includes('on its way'))).toEqual([]);
    // The delivery fields alone may still be noted.
    expect((await put(orderId, { deliveryPartner: 'Delhivery' })).status).toBe(200);
  });

  it('can be shipped once the gateway confirms the payment', async () => {
    const { orderId, paymentLink } = await abandonedOnline();
    await submitHostedPage(app, paymentLink, 'success');
    await settle(app);
    const answer = await put(orderId, ship);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'Completed', paymentStatus: 'Completed', paymentMethod: 'online' });
  });

  it('a cash-on-delivery order (payment Pending until delivery) can be shipped', async () => {
    const cod = await post(app, '/api/payments/cod', checkoutBody([line()], PRICE + DELIVERY + COD, { email: buyer.email }), buyer.auth);
    expect((await put(cod.body.orderId as string, ship)).status).toBe(200);
  });
});

describe('the admin list', () => {
  it('carries each order’s payment method, and hideUnpaidOnline=1 leaves abandoned online orders out', async () => {
    const { orderId: abandoned } = await abandonedOnline();
    const all = await adminList();
    const unpaid = all.orders.find((order) => order.customOrderId === abandoned);
    expect(unpaid).toMatchObject({ paymentMethod: 'online', paymentStatus: 'Pending' });
    const kept = await adminList('&hideUnpaidOnline=1');
    expect(kept.orders.map((order) => order.customOrderId)).not.toContain(abandoned);
    expect(kept.orders.every((order) => order.paymentMethod === 'cod' || order.paymentStatus === 'Completed')).toBe(true);
    expect(kept.total).toBe(kept.orders.length);
    expect(kept.total).toBeLessThan(all.total);
    expect((await app.fetch('/api/orders?hideUnpaidOnline=maybe', { headers: adminAuth() })).status).toBe(400);
  });
});
