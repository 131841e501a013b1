import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomerDetail, AdminCustomerPage } from '../../../common/admin-customers';
import { createLoadContext } from '../../http/loader-context';
import { bearer, register, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { quoteOf } from '../../test/coupon-fixtures';
import { checkoutBody, get, payOnline, post, settle, stockShop, submitHostedPage, type Customer, type Line, type Shop } from '../../test/orders-fixtures';

/**
 * GET /api/admin/customers and /api/admin/customers/{id} (docs/decisions/0061): newest accounts
 * first, the search by name, e-mail or phone (LIKE's wildcards taken literally), each customer's
 * orders, total spent and last order, the pages, and who may read them.
 */

let app: TestApp;
let shop: Shop;
let admin: Record<string, string>;
let now = Date.parse('2026-11-01T04:00:00.000Z');
const minuteLater = () => {
  now += 60_000;
};

type Named = Customer & { id: string; name: string };
let meera: Named;
let ravi: Named;
let underscore: Named;
let quiet: Named;

async function customer(name: string, email: string, phoneNumber: string): Promise<Named> {
  minuteLater();
  const { token, user } = await register(app, { name, email, phoneNumber });
  return { token, email, auth: bearer(token), id: user._id, name };
}

const tee: Line = { productId: '', color: 'Black', quantity: 1 };

async function cod(buyer: Customer, options: { confirm?: boolean; cancel?: boolean } = {}): Promise<{ orderId: string; total: number }> {
  minuteLater();
  const lines = [{ ...tee, productId: shop.tee }];
  const { total } = await quoteOf(app, buyer, lines, { paymentMethod: 'cod' });
  const placed = await post(app, '/api/payments/cod', checkoutBody(lines, total, { email: buyer.email }), buyer.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.orderId as string;
  if (options.confirm) expect((await post(app, `/api/orders/${orderId}/confirm-payment`, {}, admin)).status).toBe(200);
  if (options.cancel) expect((await post(app, `/api/orders/${orderId}/cancel`, { reason: 'Asked to' }, admin)).status).toBe(200);
  return { orderId, total };
}

const list = (query = '', headers = admin) => get<AdminCustomerPage & { message?: string }>(app, `/api/admin/customers${query}`, headers);

let meeraPaid: { orderId: string; total: number };
let meeraOnline: { orderId: string; total: number };
let meeraLast: { orderId: string; total: number };
let raviPaid: { orderId: string; total: number };

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter, clock: () => new Date(now) });
  admin = bearer((await signInAdmin(app)).token);
  shop = await stockShop(app);
  meera = await customer('Meera Iyer', 'meera.iyer@example.in', '9812345678');
  ravi = await customer('Ravi Kumar', 'ravi.k@example.in', '9900011122');
  underscore = await customer('Anil Shah', 'anil_shah@example.in', '9700000001');
  quiet = await customer('Quiet Percent', 'quiet@example.in', '9600000002');

  // Meera: a confirmed COD order, a paid online order, an unpaid COD order (her last), and a cancelled one.
  meeraPaid = await cod(meera, { confirm: true });
  minuteLater();
  const lines = [{ ...tee, productId: shop.tee }];
  const { total } = await quoteOf(app, meera, lines, { paymentMethod: 'online' });
  const link = await payOnline(app, meera, checkoutBody(lines, total, { email: meera.email }));
  await submitHostedPage(app, link.paymentLink, 'success');
  await settle(app);
  meeraOnline = { orderId: link.orderId, total };
  await cod(meera, { cancel: true });
  meeraLast = await cod(meera);
  // Ravi: paid, then cancelled and refunded by hand (nothing spent), and one confirmed order.
  const refunded = await cod(ravi, { confirm: true });
  expect((await post(app, `/api/orders/${refunded.orderId}/cancel`, { reason: 'Wrong size' }, admin)).status).toBe(200);
  expect((await post(app, `/api/orders/${refunded.orderId}/refund`, { reference: 'UPI-R1' }, admin)).status).toBe(200);
  raviPaid = await cod(ravi, { confirm: true });
  // Anil: an online order abandoned at the gateway only.
  minuteLater();
  const abandoned = await payOnline(app, underscore, checkoutBody(lines, total, { email: underscore.email }));
  await submitHostedPage(app, abandoned.paymentLink, 'failure');
  await settle(app);
});
afterAll(() => app.close());

const round = (rupees: number) => Math.round(rupees * 100) / 100;

describe('GET /api/admin/customers', () => {
  it('newest accounts first, each with their orders not cancelled, their paid totals less refunds and their last order', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.customers.map((entry) => entry.name)).toEqual(['Quiet Percent', 'Anil Shah', 'Ravi Kumar', 'Meera Iyer']);
    expect(body).toMatchObject({ pages: 1, total: 4 });
    const byName = new Map(body.customers.map((entry) => [entry.name, entry]));
    const lastOf = async (orderId: string) => (await app.runtime.db.selectFrom('orders').select('created_at').where('custom_order_id', '=', orderId).executeTakeFirstOrThrow()).created_at;
    expect(byName.get('Meera Iyer')).toEqual({
      _id: meera.id,
      name: 'Meera Iyer',
      email: 'meera.iyer@example.in',
      phoneNumber: '9812345678',
      createdAt: expect.any(String),
      orders: 3,
      totalSpent: round(meeraPaid.total + meeraOnline.total),
      lastOrderAt: new Date(await lastOf(meeraLast.orderId)).toISOString(),
    });
    expect(byName.get('Ravi Kumar')).toMatchObject({ orders: 1, totalSpent: raviPaid.total, lastOrderAt: new Date(await lastOf(raviPaid.orderId)).toISOString() });
    // An abandoned online checkout is no order; a customer who never ordered has zeros.
    expect(byName.get('Anil Shah')).toMatchObject({ orders: 0, totalSpent: 0, lastOrderAt: null });
    expect(byName.get('Quiet Percent')).toMatchObject({ _id: quiet.id, orders: 0, totalSpent: 0, lastOrderAt: null });
  });

  it('searches the name, the e-mail and the phone number, in any case; a % or _ typed is taken literally', async () => {
    const names = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).body.customers.map((entry) => entry.name);
    expect(await names('IYER')).toEqual(['Meera Iyer']);
    expect(await names('ravi.k@')).toEqual(['Ravi Kumar']);
    expect(await names('99000')).toEqual(['Ravi Kumar']);
    expect(await names('+91 98123-45678')).toEqual(['Meera Iyer']);
    expect(await names('l_s')).toEqual(['Anil Shah']);
    expect(await names('%')).toEqual([]);
    expect(await names('percent')).toEqual(['Quiet Percent']);
    expect(await names('nobody')).toEqual([]);
    expect((await list('?q=nobody')).body).toEqual({ customers: [], pages: 0, total: 0 });
    expect((await list(`?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('pages: limit per page, newest first across them', async () => {
    const first = await list('?page=1&limit=3');
    expect(first.body).toMatchObject({ pages: 2, total: 4 });
    expect(first.body.customers.map((entry) => entry.name)).toEqual(['Quiet Percent', 'Anil Shah', 'Ravi Kumar']);
    const second = await list('?page=2&limit=3');
    expect(second.body.customers.map((entry) => entry.name)).toEqual(['Meera Iyer']);
    expect((await list('?page=3&limit=3')).body.customers).toEqual([]);
    expect((await list('?page=0')).status).toBe(400);
  });

  it('401 without a session, 403 to a customer', async () => {
    expect((await list('', {})).status).toBe(401);
    expect((await list('', meera.auth)).status).toBe(403);
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it('the customer, their address and every order they placed, newest first, in the admin’s shape', async () => {
    const { status, body } = await get<AdminCustomerDetail>(app, `/api/admin/customers/${meera.id}`, admin);
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: meera.id, name: 'Meera Iyer', email: 'meera.iyer@example.in', orderCount: 3, totalSpent: round(meeraPaid.total + meeraOnline.total) });
    expect(body.addresses).toHaveLength(1);
    expect(body.addresses[0]).toMatchObject({ city: expect.any(String), isDefault: expect.any(Boolean) });
    expect(body.orders).toHaveLength(4);
    expect(body.orders[0]).toMatchObject({ customOrderId: meeraLast.orderId, needsReview: false });
    expect(body.orders.at(-1)!.customOrderId).toBe(meeraPaid.orderId);
  });

  it('404 for an unknown customer; 401 without a session, 403 to a customer', async () => {
    expect(await get(app, `/api/admin/customers/${'0'.repeat(24)}`, admin)).toEqual({ status: 404, body: { message: 'Customer not found' } });
    expect((await get(app, `/api/admin/customers/${meera.id}`, {})).status).toBe(401);
    expect((await get(app, `/api/admin/customers/${meera.id}`, ravi.auth)).status).toBe(403);
  });
});

describe('the page loaders’ reads', () => {
  it('give the same answers as the API', async () => {
    const { services } = createLoadContext(app.runtime);
    expect(await services.desk.customers({ page: 1, limit: 10, q: 'ravi' })).toEqual((await list('?q=ravi')).body);
    expect(await services.desk.customer(ravi.id)).toEqual((await get(app, `/api/admin/customers/${ravi.id}`, admin)).body);
    now = Date.parse('2026-11-01T10:00:00.000Z');
    expect((await services.desk.stats('today')).byDay).toEqual([{ date: '2026-11-01', revenue: expect.any(Number), orders: expect.any(Number) }]);
  });
});
