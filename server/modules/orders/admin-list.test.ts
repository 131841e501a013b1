import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FROM_AFTER_TO } from '../../../common/admin-order-filters';
import { DATE_RANGE_MESSAGE } from '../../../common/calendar-day';
import type { AdminOrder } from '../../../common/admin-orders';
import { createTestClock, MINUTE, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, payOnline, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

/**
 * GET /api/orders's filters and search over real HTTP: status, payment status, payment
 * method, IST date range, and a search by whole or partial order id, name, e-mail or phone, with
 * LIKE's own characters taken literally; malformed values are 400s that say which.
 */

let app: TestApp;
let shop: Shop;
let buyer: Customer;
let admin: { token: string };
// 2026-11-22 15:00 UTC = 20:30 IST.
const time = createTestClock(new Date('2026-11-22T15:00:00.000Z'));
const ids: Record<string, string> = {};

async function placeCod(key: string, who: { name: string; email: string; contactNumber: string }): Promise<void> {
  const body = checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD, who);
  const answer = await post(app, '/api/payments/cod', body, buyer.auth);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  ids[key] = answer.body.orderId as string;
}

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter, clock: time.clock });
  shop = await stockShop(app);
  buyer = await newCustomer(app);
  admin = await signInAdmin(app);
  // 20:30 IST on 22 Nov.
  await placeCod('priya', { name: 'Priya Sharma', email: 'priya.s@example.in', contactNumber: '+91 98450 12345' });
  time.advance(3 * 60 * MINUTE);
  // 23:30 IST on 22 Nov: the last minutes of the day.
  await placeCod('ravi', { name: 'Ravi_K (100%)', email: 'ravi.k@example.in', contactNumber: '9000011111' });
  time.advance(45 * MINUTE);
  // 00:15 IST on 23 Nov (still 22 Nov in UTC).
  await placeCod('meena', { name: 'Meena Iyer', email: 'meena@example.com', contactNumber: '8000022222' });
  time.advance(60 * MINUTE);
  ids.online = (await payOnline(app, buyer, checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY, { name: 'Online Olga', email: 'olga@example.in' }))).orderId;
  // A cancelled one whose payment failed, and one on its way (the lifecycle's own endpoints are not needed for a list).
  await app.runtime.db.updateTable('orders').set({ status: 'Canceled', payment_status: 'Failed' }).where('custom_order_id', '=', ids.ravi!).execute();
  await app.runtime.db.updateTable('orders').set({ status: 'Shipped', payment_status: 'Completed' }).where('custom_order_id', '=', ids.priya!).execute();
  // Meena's line names another product, for the search by product name.
  const meena = await app.runtime.db.selectFrom('orders').select('id').where('custom_order_id', '=', ids.meena!).executeTakeFirstOrThrow();
  await app.runtime.db.updateTable('order_items').set({ name: 'Kanjivaram Silk Saree' }).where('order_id', '=', meena.id).execute();
});
afterAll(() => app.close());

async function list(query: string): Promise<{ status: number; ids: string[]; total: number; pages: number; body: unknown }> {
  const response = await app.fetch(`/api/orders?${query}`, { headers: { authorization: `Bearer ${admin.token}` } });
  const body = (await response.json()) as AdminOrder[] | { message: string };
  return {
    status: response.status,
    ids: Array.isArray(body) ? body.map((order) => order.customOrderId) : [],
    total: Number(response.headers.get('x-total-count')),
    pages: Number(response.headers.get('x-total-pages')),
    body,
  };
}

const named = (...keys: string[]) => keys.map((key) => ids[key]);

describe('filters', () => {
  it('without any, every order, newest first', async () => {
    expect((await list('')).ids).toEqual(named('online', 'meena', 'ravi', 'priya'));
  });

  it('by status, payment status (Refunded too) and payment method, together', async () => {
    expect((await list('status=Shipped')).ids).toEqual(named('priya'));
    expect((await list('status=Pending')).ids).toEqual(named('online', 'meena'));
    expect((await list('status=Canceled')).ids).toEqual(named('ravi'));
    expect((await list('paymentStatus=Failed')).ids).toEqual(named('ravi'));
    // No order here is refunded (migration 0011 still refuses the value in the column): a valid, empty filter.
    expect(await list('paymentStatus=Refunded')).toMatchObject({ status: 200, ids: [], total: 0 });
    expect((await list('paymentStatus=Pending')).ids).toEqual(named('online', 'meena'));
    expect((await list('paymentMethod=online')).ids).toEqual(named('online'));
    expect((await list('paymentMethod=cod&paymentStatus=Pending&status=Pending')).ids).toEqual(named('meena'));
    expect((await list('paymentMethod=cod&hideUnpaidOnline=1')).total).toBe(3);
    // A form left at "All" sends empty values: no filter.
    expect((await list('status=&paymentStatus=&paymentMethod=&from=&to=&q=')).total).toBe(4);
  });

  it('by India’s calendar days, both ends included', async () => {
    expect((await list('from=2026-11-22&to=2026-11-22')).ids).toEqual(named('ravi', 'priya'));
    expect((await list('from=2026-11-23')).ids).toEqual(named('online', 'meena'));
    expect((await list('to=2026-11-21')).ids).toEqual([]);
    expect((await list('from=2026-11-23&to=2026-11-23&paymentMethod=cod')).ids).toEqual(named('meena'));
  });

  it('keeps the filter across pages: the count and the pages are of the filtered list', async () => {
    const first = await list('status=Pending&limit=1');
    expect(first).toMatchObject({ ids: named('online'), total: 2, pages: 2 });
    expect((await list('status=Pending&limit=1&page=2')).ids).toEqual(named('meena'));
  });
});

describe('search', () => {
  it('by the whole order id, in any case and with spaces around', async () => {
    expect((await list(`q=${encodeURIComponent(`  ${ids.meena!.toLowerCase()} `)}`)).ids).toEqual(named('meena'));
    expect((await list('q=ORD-000000000')).ids).toEqual([]);
  });

  it('by part of an order id', async () => {
    const part = ids.ravi!.slice(5, 10).toLowerCase();
    expect((await list(`q=${part}`)).ids).toContain(ids.ravi);
  });

  it('by part of the name or e-mail in any case, and the phone number however it is written', async () => {
    expect((await list('q=SHARMA')).ids).toEqual(named('priya'));
    expect((await list('q=example.com')).ids).toEqual(named('meena'));
    expect((await list(`q=${encodeURIComponent('98450 12345')}`)).ids).toEqual(named('priya'));
    expect((await list(`q=${encodeURIComponent('+91 9845012345')}`)).ids).toEqual(named('priya'));
    expect((await list('q=8000-022222')).ids).toEqual(named('meena'));
  });

  it('by part of an ordered product’s name, in any case', async () => {
    expect((await list('q=SAREE')).ids).toEqual(named('meena'));
    expect((await list(`q=${encodeURIComponent('kanjivaram silk')}`)).ids).toEqual(named('meena'));
    expect((await list('q=saree&status=Canceled')).ids).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect((await list('q=_')).ids).toEqual(named('ravi'));
    expect((await list(`q=${encodeURIComponent('100%')}`)).ids).toEqual(named('ravi'));
    expect((await list(`q=${encodeURIComponent('%')}`)).ids).toEqual(named('ravi'));
    expect((await list(`q=${encodeURIComponent('a%a')}`)).ids).toEqual([]);
  });

  it('combines with the filters', async () => {
    expect((await list('q=example.in&paymentMethod=cod')).ids).toEqual(named('ravi', 'priya'));
  });
});

describe('malformed filters are 400s that say which', () => {
  it.each([
    ['status=Lost', 'status must be one of Pending, Processing, Shipped, Completed, Delivered, Canceled'],
    ['paymentStatus=Paid', 'paymentStatus must be one of Pending, Completed, Failed, Refunded'],
    ['paymentMethod=upi', 'paymentMethod must be one of online, cod'],
    ['from=2026-02-30', 'from must be a date written YYYY-MM-DD'],
    ['to=22-11-2026', 'to must be a date written YYYY-MM-DD'],
    // Days the databases cannot hold as an instant (year 0000 on PostgreSQL) or no order can have:
    // one range for every date a client sends (docs/decisions/0011-http-edge-limits.md).
    ['from=0001-01-01', `from ${DATE_RANGE_MESSAGE}`],
    ['from=0000-01-01&to=0000-01-02', `from ${DATE_RANGE_MESSAGE}`],
    ['to=9999-12-31', `to ${DATE_RANGE_MESSAGE}`],
    ['from=1999-12-31', `from ${DATE_RANGE_MESSAGE}`],
    ['to=2101-01-01', `to ${DATE_RANGE_MESSAGE}`],
    ['from=2026-11-23&to=2026-11-22', FROM_AFTER_TO],
    [`q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
  ])('%s', async (query, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message });
  });

  it('takes the first and last days of the range', async () => {
    expect((await list('from=2000-01-01&to=2100-12-31')).status).toBe(200);
  });

  it('a repeated parameter takes the last value', async () => {
    // Hono's c.req.query() keeps one value per name; a link built by hand with two is still answered.
    expect((await list('status=Lost&status=Shipped')).status).toBeLessThan(500);
  });
});
