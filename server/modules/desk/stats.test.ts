import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../../common/admin-stats';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { setStock } from '../../test/catalog-fixtures';
import { quoteOf } from '../../test/coupon-fixtures';
import { checkoutBody, get, newCustomer, payOnline, post, settle, stockShop, submitHostedPage, type Customer, type Line, type Shop } from '../../test/orders-fixtures';

/**
 * GET /api/admin/stats (docs/decisions/0061) against figures worked out by hand: which orders
 * count (COD once confirmed, online once paid; never unpaid, cancelled before payment, refunded or
 * abandoned at the gateway), refunds subtracted, IST day boundaries, the previous period, access.
 */

let app: TestApp;
let shop: Shop;
let buyer: Customer;
let admin: Record<string, string>;
let now = Date.parse('2026-11-10T04:00:00.000Z');
/** Moves the shop's clock; the admin signs in again (an admin session lasts 12 hours). */
async function at(iso: string) {
  now = Date.parse(iso);
  admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
}

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter, clock: () => new Date(now) });
  shop = await stockShop(app);
  buyer = await newCustomer(app);
});
afterAll(() => app.close());

const tee = (quantity = 1): Line => ({ productId: shop.tee, color: 'Black', quantity });
const mug = (quantity = 1): Line => ({ productId: shop.mug, color: 'Red', quantity });

/** A cash-on-delivery order placed at `when` (its total from the shop's own quote); confirmed paid when asked. */
async function cod(when: string, lines: Line[], options: { confirm?: boolean } = {}): Promise<{ orderId: string; total: number }> {
  await at(when);
  const { total } = await quoteOf(app, buyer, lines, { paymentMethod: 'cod' });
  const placed = await post(app, '/api/payments/cod', checkoutBody(lines, total, { email: buyer.email }), buyer.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.orderId as string;
  if (options.confirm) expect((await post(app, `/api/orders/${orderId}/confirm-payment`, { reference: 'CASH' }, admin)).status).toBe(200);
  return { orderId, total };
}

/** An online order placed at `when`, paid (or failed) at the simulator's page. */
async function online(when: string, lines: Line[], outcome: 'success' | 'failure'): Promise<{ orderId: string; total: number }> {
  await at(when);
  const { total } = await quoteOf(app, buyer, lines, { paymentMethod: 'online' });
  const { orderId, paymentLink } = await payOnline(app, buyer, checkoutBody(lines, total, { email: buyer.email }));
  await submitHostedPage(app, paymentLink, outcome);
  await settle(app);
  return { orderId, total };
}

async function stats(range: string, headers = admin) {
  return get<AdminStats & { message?: string }>(app, `/api/admin/stats?range=${range}`, headers);
}

const round = (rupees: number) => Math.round(rupees * 100) / 100;

describe('GET /api/admin/stats', () => {
  // Today (IST) is 2026-11-22; its first instant is 2026-11-21T18:30Z.
  const TODAY_NOW = '2026-11-22T12:00:00.000Z';
  let before: { total: number };
  let midnight: { orderId: string; total: number };
  let paidOnline: { total: number };
  let partial: { orderId: string; total: number };
  let lastWeek: { total: number };
  let earlier: { total: number };

  beforeAll(async () => {
    // 2026-11-10 (IST): in the 30 days, and in 7d's previous period (2026-11-09 … 2026-11-15).
    earlier = await cod('2026-11-10T04:00:00.000Z', [tee()], { confirm: true });
    // 2026-11-18 (IST): in the last 7 days.
    lastWeek = await cod('2026-11-18T10:00:00.000Z', [mug(3)], { confirm: true });
    // 23:59 IST on 2026-11-21 and 00:00 IST on 2026-11-22: one minute, two days.
    before = await cod('2026-11-21T18:29:00.000Z', [tee()], { confirm: true });
    midnight = await cod('2026-11-21T18:30:00.000Z', [tee()], { confirm: true });
    const delivered = await app.fetch(`/api/orders/${midnight.orderId}`, { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'Delivered' }) });
    expect(delivered.status).toBe(200);
    // Paid online: two mugs.
    paidOnline = await online('2026-11-22T05:00:00.000Z', [mug(2)], 'success');
    // Cash on delivery not yet confirmed: an order of the day, no revenue.
    await cod('2026-11-22T06:00:00.000Z', [tee()]);
    // Cancelled before any payment.
    const cancelled = await cod('2026-11-22T07:00:00.000Z', [mug()]);
    expect((await post(app, `/api/orders/${cancelled.orderId}/cancel`, { reason: 'Customer changed their mind' }, admin)).status).toBe(200);
    // Paid, cancelled and refunded by hand: nothing left of it.
    const refunded = await cod('2026-11-22T08:00:00.000Z', [tee()], { confirm: true });
    expect((await post(app, `/api/orders/${refunded.orderId}/cancel`, { reason: 'Out of size' }, admin)).status).toBe(200);
    expect((await post(app, `/api/orders/${refunded.orderId}/refund`, { reference: 'UPI-REFUND-1' }, admin)).status).toBe(200);
    // Abandoned at the gateway: not an order the shop has.
    await online('2026-11-22T09:00:00.000Z', [tee()], 'failure');
    // Paid, with ₹100 refunded (a partial refund the schema can hold): the rest counts.
    partial = await cod('2026-11-22T10:00:00.000Z', [tee()], { confirm: true });
    await app.runtime.db.updateTable('orders').set({ refund_status: 'Completed', refund_amount: 10_000 }).where('custom_order_id', '=', partial.orderId).execute();
    await at(TODAY_NOW);
  });

  it('today: confirmed COD, paid online and a partly refunded order count; unpaid, cancelled, refunded and abandoned ones do not; 18:30 UTC is the next IST day', async () => {
    const { status, body } = await stats('today');
    expect(status).toBe(200);
    const revenue = round(midnight.total + paidOnline.total + partial.total - 100);
    expect(body).toMatchObject({ range: 'today', from: '2026-11-22', to: '2026-11-22', revenue, orders: 3, averageOrderValue: round(revenue / 3) });
    expect(body.byDay).toEqual([{ date: '2026-11-22', revenue, orders: 3 }]);
    // Yesterday: the order placed at 23:59 IST.
    expect(body.previous).toEqual({ revenue: before.total, orders: 1, averageOrderValue: before.total });
    // Every status, the day's orders the shop has (the abandoned online one left out).
    expect(body.byStatus).toEqual([
      { status: 'Pending', count: 3 },
      { status: 'Processing', count: 0 },
      { status: 'Shipped', count: 0 },
      { status: 'Completed', count: 0 },
      { status: 'Delivered', count: 1 },
      { status: 'Canceled', count: 2 },
    ]);
    // Two mugs online; the tee twice (midnight, partial): by units, then takings.
    expect(body.topProducts).toEqual([
      { _id: shop.tee, name: 'Cotton Tee', units: 2, revenue: 1998 },
      { _id: shop.mug, name: 'Clay Mug', units: 2, revenue: 1998 },
    ].sort((a, b) => (a._id < b._id ? -1 : 1)));
  });

  it('7d: one entry per IST day, oldest first, zero-filled; the previous 7 days beside them', async () => {
    const { status, body } = await stats('7d');
    expect(status).toBe(200);
    const today = round(midnight.total + paidOnline.total + partial.total - 100);
    expect(body.byDay.map((day) => day.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(body.byDay).toEqual([
      { date: '2026-11-16', revenue: 0, orders: 0 },
      { date: '2026-11-17', revenue: 0, orders: 0 },
      { date: '2026-11-18', revenue: lastWeek.total, orders: 1 },
      { date: '2026-11-19', revenue: 0, orders: 0 },
      { date: '2026-11-20', revenue: 0, orders: 0 },
      { date: '2026-11-21', revenue: before.total, orders: 1 },
      { date: '2026-11-22', revenue: today, orders: 3 },
    ]);
    const revenue = round(lastWeek.total + before.total + today);
    expect(body).toMatchObject({ from: '2026-11-16', to: '2026-11-22', revenue, orders: 5, averageOrderValue: round(revenue / 5) });
    expect(body.previous).toEqual({ revenue: earlier.total, orders: 1, averageOrderValue: earlier.total });
    expect(body.topProducts[0]).toEqual({ _id: shop.mug, name: 'Clay Mug', units: 5, revenue: 5 * 999 });
  });

  it('30d and 90d: 30 and 90 days; a period without sales has zeros, never a division by zero', async () => {
    const month = (await stats('30d')).body;
    expect(month.byDay).toHaveLength(30);
    expect(month.byDay[0]!.date).toBe('2026-10-24');
    expect(month.orders).toBe(6);
    expect(month.previous).toEqual({ revenue: 0, orders: 0, averageOrderValue: 0 });
    const quarter = (await stats('90d')).body;
    expect(quarter.byDay).toHaveLength(90);
    expect(quarter.byDay.at(-1)!.date).toBe('2026-11-22');
    expect(quarter.revenue).toBe(month.revenue);
  });

  it('the low stock: tracked colours at or below 5, lowest first', async () => {
    await setStock(app.runtime.db, shop.mug, 'Blue', 2);
    await setStock(app.runtime.db, shop.tee, 'White', 4);
    await setStock(app.runtime.db, shop.tee, 'Black', 50);
    const { body } = await stats('today');
    expect(body.lowStock.filter((line) => line.productId === shop.mug || line.productId === shop.tee)).toEqual([
      { productId: shop.mug, name: 'Clay Mug', color: 'Blue', stock: 2 },
      { productId: shop.tee, name: 'Cotton Tee', color: 'White', stock: 4 },
    ]);
    expect(body.lowStock.length).toBeLessThanOrEqual(10);
  });

  it('no range is 7d; another range is a 400; 401 without a session, 403 to a customer', async () => {
    expect((await get<AdminStats>(app, '/api/admin/stats', admin)).body.range).toBe('7d');
    expect(await stats('365d')).toEqual({ status: 400, body: expect.objectContaining({ message: 'range must be one of today, 7d, 30d, 90d' }) });
    expect((await stats('today', {})).status).toBe(401);
    expect((await stats('today', buyer.auth)).status).toBe(403);
  });
});
