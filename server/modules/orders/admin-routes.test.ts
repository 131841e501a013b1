import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_PARTNER_REQUIRED, NO_ORDER_CHANGES, ORDER_NOT_FOUND, STATUS_UNKNOWN, TRACKING_ID_REQUIRED, type AdminOrder } from '../../../common/admin-orders';
import { createTestClock, MINUTE, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, ordersOf, outboxFor, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

/**
 * The admin's orders API over real HTTP: GET /api/orders (paged, X-Total-Pages), GET
 * /api/orders/{id}, POST /api/orders/search, PUT /api/orders/{id}. Orders are placed through the
 * real cash-on-delivery checkout; a hand-moved clock gives each its own minute, so "newest first"
 * is exact.
 */

let app: TestApp;
let shop: Shop;
let asha: Customer;
let admin: { token: string };
const time = createTestClock();

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter, clock: time.clock });
  shop = await stockShop(app);
  asha = await newCustomer(app);
  admin = await signInAdmin(app);
});
afterAll(() => app.close());

const adminAuth = () => ({ authorization: `Bearer ${admin.token}` });
// The admin screens' way: the HttpOnly adminToken cookie, read only with X-Use-Admin-Token.
const adminCookie = () => ({ cookie: `adminToken=${admin.token}`, 'x-use-admin-token': 'true', origin: app.baseUrl });

/** A COD order of one tee for `customer`, a minute after the previous one; its customOrderId and the e-mail it was placed with. */
async function placeCod(customer: Customer = asha): Promise<{ orderId: string; email: string }> {
  time.advance(MINUTE);
  // The order's e-mails go to the account's address (docs/decisions/0031), whatever the body says.
  const { email } = customer;
  const { status, body } = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD, { email }), customer.auth);
  expect(status, JSON.stringify(body)).toBe(201);
  return { orderId: body.orderId as string, email };
}

async function call<T = AdminOrder & { message?: string; errors?: { path: string; message: string }[] }>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await app.fetch(path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

const update = (ref: string, body: unknown, headers: Record<string, string> = adminAuth()) => call('PUT', `/api/orders/${ref}`, headers, body);
const onItsWayMails = async (email: string, orderId: string) => {
  await app.settled();
  return (await outboxFor(app, email)).filter((mail) => mail.subject.includes(orderId) && mail.subject.includes('is on its way'));
};

describe('who may use the admin order endpoints', () => {
  it('answers 401 without a session, 403 to a customer, and the admin by Bearer or by cookie with X-Use-Admin-Token', async () => {
    const { orderId } = await placeCod();
    const requests: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['list', 'GET', '/api/orders'],
      ['get', 'GET', `/api/orders/${orderId}`],
      ['search', 'POST', '/api/orders/search', { orderId }],
      ['update', 'PUT', `/api/orders/${orderId}`, { deliveryPartner: 'Delhivery' }],
    ];
    for (const [name, method, path, body] of requests) {
      expect((await call(method, path, {}, body)).status, `${name}: visitor`).toBe(401);
      expect((await call(method, path, asha.auth, body)).status, `${name}: customer`).toBe(403);
      // The customer's cookie with the header but no admin cookie is still the customer.
      expect((await call(method, path, { cookie: `token=${asha.token}`, 'x-use-admin-token': 'true', origin: app.baseUrl }, body)).status, `${name}: customer cookie`).toBe(403);
      // The admin cookie is read only with X-Use-Admin-Token.
      expect((await call(method, path, { cookie: `adminToken=${admin.token}`, origin: app.baseUrl }, body)).status, `${name}: admin cookie alone`).toBe(401);
      expect((await call(method, path, adminAuth(), body)).status, `${name}: admin bearer`).toBe(200);
      expect((await call(method, path, adminCookie(), body)).status, `${name}: admin cookie`).toBe(200);
    }
  });

  it('checks the session before it reads the body', async () => {
    expect((await call('PUT', '/api/orders/whatever', asha.auth, '{ not json')).status).toBe(403);
    expect((await call('POST', '/api/orders/search', {}, '{ not json')).status).toBe(401);
  });
});

describe('GET /api/orders', () => {
  let ids: string[];

  beforeAll(async () => {
    for (let i = 0; i < 4; i += 1) await placeCod();
    const { body } = await call<AdminOrder[]>('GET', '/api/orders?limit=100', adminAuth());
    ids = body.map((order) => order.customOrderId);
  });

  it('answers every order newest first, in the order shape plus needsReview, with X-Total-Pages and X-Total-Count', async () => {
    const { status, body, headers } = await call<AdminOrder[]>('GET', '/api/orders', adminAuth());
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBe(Math.min(10, ids.length));
    expect(headers.get('x-total-count')).toBe(String(ids.length));
    expect(headers.get('x-total-pages')).toBe(String(Math.ceil(ids.length / 10)));
    const times = body.map((order) => Date.parse(order.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(times).size).toBe(times.length);

    const [newest] = body;
    expect(newest).toMatchObject({
      customOrderId: expect.stringMatching(/^ORD-[0-9A-Z]{9}$/),
      paymentMethod: 'cod',
      paymentStatus: 'Pending',
      status: 'Pending',
      deliveryPartner: null,
      trackingId: null,
      totalPrice: PRICE + DELIVERY + COD,
      needsReview: false,
      reviewReason: null,
      user: { name: 'Asha Verma' },
    });
    expect(newest?.products).toEqual([
      { _id: expect.any(String), productId: shop.tee, name: 'Cotton Tee', primaryImage: expect.stringMatching(/-black-640\.webp$/), quantity: 1, color: 'Black', size: null, price: PRICE },
    ]);
  });

  it('pages with ?page&limit: the pages make up the whole list, each order once', async () => {
    const pages = Math.ceil(ids.length / 2);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const { status, body, headers } = await call<AdminOrder[]>('GET', `/api/orders?page=${page}&limit=2`, adminAuth());
      expect(status).toBe(200);
      expect(headers.get('x-total-pages')).toBe(String(pages));
      expect(body.length).toBe(page < pages ? 2 : ids.length - 2 * (pages - 1));
      seen.push(...body.map((order) => order.customOrderId));
    }
    expect(seen).toEqual(ids);
    const beyond = await call<AdminOrder[]>('GET', `/api/orders?page=${pages + 1}&limit=2`, adminAuth());
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
  });

  it('refuses bad paging with a 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=1.5', 'page=0', 'page=-1', 'page=x']) {
      const { status, body } = await call('GET', `/api/orders?${query}`, adminAuth());
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(/must be a whole number from/);
    }
    expect((await call('GET', '/api/orders?limit=100', adminAuth())).status).toBe(200);
  });

  it('shows an order flagged for review (the gateway reported another amount)', async () => {
    const { orderId } = await placeCod();
    const order = await call('GET', `/api/orders/${orderId}`, adminAuth());
    await app.runtime.db.updateTable('orders').set({ needs_review: 1, review_reason: 'gateway reported ₹1 for ₹1,059' }).where('id', '=', order.body._id).execute();
    const { body } = await call<AdminOrder[]>('GET', '/api/orders?limit=1', adminAuth());
    expect(body[0]).toMatchObject({ customOrderId: orderId, needsReview: true, reviewReason: 'gateway reported ₹1 for ₹1,059' });
    // The customer's own list keeps the contract shape, without the flag.
    const own = (await ordersOf(app, asha)).find((candidate) => candidate.customOrderId === orderId);
    expect(own).toBeDefined();
    expect(own).not.toHaveProperty('needsReview');
  });
});

describe('GET /api/orders/{id}', () => {
  it('finds an order by _id and by customOrderId (any case); 404 otherwise', async () => {
    const { orderId } = await placeCod();
    const byCustom = await call('GET', `/api/orders/${orderId}`, adminAuth());
    expect(byCustom.status).toBe(200);
    expect(byCustom.body.customOrderId).toBe(orderId);
    const byId = await call('GET', `/api/orders/${byCustom.body._id}`, adminAuth());
    expect(byId.body).toEqual(byCustom.body);
    expect((await call('GET', `/api/orders/${orderId.toLowerCase()}`, adminAuth())).body._id).toBe(byCustom.body._id);

    for (const ref of ['ORD-000000000', '0123456789abcdef01234567', 'nonsense', encodeURIComponent("' or 1=1 --")]) {
      const { status, body } = await call('GET', `/api/orders/${ref}`, adminAuth());
      expect(status, ref).toBe(404);
      expect(body).toEqual({ message: ORDER_NOT_FOUND });
    }
  });
});

describe('POST /api/orders/search', () => {
  it('trims and upper-cases the id; blank, malformed and unknown ids are 404', async () => {
    const { orderId } = await placeCod();
    for (const text of [orderId, `  ${orderId}\t`, orderId.toLowerCase(), ` ${orderId.toLowerCase()} `]) {
      const { status, body } = await call('POST', '/api/orders/search', adminAuth(), { orderId: text });
      expect(status, text).toBe(200);
      expect(body.customOrderId).toBe(orderId);
      expect(body).toHaveProperty('needsReview', false);
    }
    for (const text of ['', '   ', 'ORD-000000000', 'ORD-12', `${orderId}X`, 'SELECT *']) {
      const { status, body } = await call('POST', '/api/orders/search', adminAuth(), { orderId: text });
      expect(status, text).toBe(404);
      expect(body).toEqual({ message: ORDER_NOT_FOUND });
    }
  });

  it('answers 400 without a text orderId or with malformed JSON', async () => {
    expect((await call('POST', '/api/orders/search', adminAuth(), {})).status).toBe(400);
    expect((await call('POST', '/api/orders/search', adminAuth(), { orderId: 42 })).status).toBe(400);
    expect((await call('POST', '/api/orders/search', adminAuth(), '{ nope')).status).toBe(400);
  });
});

describe('PUT /api/orders/{id}', () => {
  it('changes only the fields sent, trimmed, and the customer sees them', async () => {
    const { orderId } = await placeCod();
    const partner = await update(orderId, { deliveryPartner: '  Blue Dart  ' });
    expect(partner.status).toBe(200);
    expect(partner.body).toMatchObject({ customOrderId: orderId, status: 'Pending', deliveryPartner: 'Blue Dart', trackingId: null });

    const tracking = await update(partner.body._id, { trackingId: 'BD123456789IN' });
    expect(tracking.body).toMatchObject({ status: 'Pending', deliveryPartner: 'Blue Dart', trackingId: 'BD123456789IN' });

    const own = (await ordersOf(app, asha)).find((candidate) => candidate.customOrderId === orderId);
    expect(own).toMatchObject({ status: 'Pending', deliveryPartner: 'Blue Dart', trackingId: 'BD123456789IN' });
    expect((await update(orderId, { foo: 'bar', paymentStatus: 'Completed', totalPrice: 1 })).body).toEqual({ message: NO_ORDER_CHANGES });
  });

  it('refuses an empty body, an unknown status, blank or long texts, with the spec messages', async () => {
    const { orderId } = await placeCod();
    const cases: [unknown, string][] = [
      [{}, NO_ORDER_CHANGES],
      [{ unknown: 1 }, NO_ORDER_CHANGES],
      [{ status: 'Lost' }, STATUS_UNKNOWN],
      [{ status: 'completed' }, STATUS_UNKNOWN],
      [{ deliveryPartner: '' }, DELIVERY_PARTNER_REQUIRED],
      [{ deliveryPartner: '   ' }, DELIVERY_PARTNER_REQUIRED],
      [{ deliveryPartner: null }, DELIVERY_PARTNER_REQUIRED],
      [{ trackingId: ' ' }, TRACKING_ID_REQUIRED],
      [{ trackingId: 7 }, TRACKING_ID_REQUIRED],
      [{ trackingId: 'x'.repeat(101) }, 'Tracking ID must be at most 100 characters'],
    ];
    for (const [body, message] of cases) {
      const answer = await update(orderId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await update(orderId, '{ nope')).status).toBe(400);
    expect((await update('ORD-000000000', { deliveryPartner: 'Delhivery' })).status).toBe(404);
    // Nothing above changed the order.
    expect((await call('GET', `/api/orders/${orderId}`, adminAuth())).body).toMatchObject({ status: 'Pending', deliveryPartner: null, trackingId: null });
  });

  it('needs a delivery partner and a tracking id for Completed, given now or already stored', async () => {
    const { orderId } = await placeCod();
    const none = await update(orderId, { status: 'Completed' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([
      { path: 'deliveryPartner', message: DELIVERY_PARTNER_REQUIRED },
      { path: 'trackingId', message: TRACKING_ID_REQUIRED },
    ]);
    expect((await update(orderId, { status: 'Completed', deliveryPartner: 'Delhivery' })).body.message).toBe(TRACKING_ID_REQUIRED);
    await update(orderId, { deliveryPartner: 'Delhivery' });
    const done = await update(orderId, { status: 'Completed', trackingId: 'DL-1' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'Completed', deliveryPartner: 'Delhivery', trackingId: 'DL-1' });
  });

  it('mails the customer once when the order becomes Completed, with the partner and tracking id', async () => {
    const { orderId, email } = await placeCod();
    const done = await update(orderId, { status: 'Completed', deliveryPartner: 'India Post', trackingId: 'EE123456789IN' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'Completed', deliveryPartner: 'India Post', trackingId: 'EE123456789IN' });

    // The same edit again, or only other fields, is no new completion.
    expect((await update(orderId, { status: 'Completed', deliveryPartner: 'India Post', trackingId: 'EE123456789IN' })).status).toBe(200);
    expect((await update(orderId, { trackingId: 'EE987654321IN' }, adminCookie())).body).toMatchObject({ status: 'Completed', trackingId: 'EE987654321IN' });

    const mails = await onItsWayMails(email, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Order ${orderId} is on its way — Haat`);
    expect(mails[0]?.text_body).toContain('Delivery partner: India Post');
    expect(mails[0]?.text_body).toMatch(/Tracking ID: EE\d{9}IN/);
    expect(mails[0]?.html_body).toContain('India Post');

    const own = (await ordersOf(app, asha)).find((candidate) => candidate.customOrderId === orderId);
    expect(own).toMatchObject({ status: 'Completed', deliveryPartner: 'India Post', trackingId: 'EE987654321IN' });
  });

  it('sends one e-mail when several admins mark the same order Completed at once', async () => {
    const { orderId, email } = await placeCod();
    const answers = await Promise.all(
      ['Blue Dart', 'Delhivery', 'Ekart', 'XpressBees'].map((partner) => update(orderId, { status: 'Completed', deliveryPartner: partner, trackingId: `T-${partner}` })),
    );
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.status).toBe('Completed');
    }
    expect(await onItsWayMails(email, orderId)).toHaveLength(1);
  });

  it('may not set a Completed order back to Pending: the goods left (docs/decisions/0016-order-lifecycle.md); follows the status machine', async () => {
    const { orderId, email } = await placeCod();
    await update(orderId, { status: 'Completed', deliveryPartner: 'Ekart', trackingId: 'EK1' });
    const back = await update(orderId, { status: 'Pending' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('An order that is Completed cannot be set to Pending');
    expect((await call('GET', `/api/orders/${orderId}`, adminAuth())).body).toMatchObject({ status: 'Completed', deliveryPartner: 'Ekart', trackingId: 'EK1' });
    expect(await onItsWayMails(email, orderId)).toHaveLength(1);

    // A canceled order is final (common/order-states.ts): 409, nothing changes.
    const canceled = await placeCod();
    await app.runtime.db.updateTable('orders').set({ status: 'Canceled' }).where('custom_order_id', '=', canceled.orderId).execute();
    const refused = await update(canceled.orderId, { status: 'Completed', deliveryPartner: 'Ekart', trackingId: 'EK2' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('An order that is Canceled cannot be set to Completed');
    expect((await call('GET', `/api/orders/${canceled.orderId}`, adminAuth())).body).toMatchObject({ status: 'Canceled', deliveryPartner: null });
    expect(await onItsWayMails(canceled.email, canceled.orderId)).toHaveLength(0);
  });
});
