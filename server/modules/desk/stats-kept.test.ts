import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../../common/admin-stats';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { setStock } from '../../test/catalog-fixtures';
import { quoteOf } from '../../test/coupon-fixtures';
import { checkoutBody, get, newCustomer, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

/**
 * The dashboard's answer is kept per range while the orders summary's generation and the
 * catalogue's version are unchanged (docs/decisions/0066): every kind of change must show in the
 * very next read, the IST day's turn included.
 */
let app: TestApp;
let shop: Shop;
let buyer: Customer;
let admin: Record<string, string>;
let now = Date.parse('2026-11-22T06:00:00.000Z');

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter, clock: () => new Date(now) });
  shop = await stockShop(app);
  buyer = await newCustomer(app);
  admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
});
afterAll(() => app.close());

const today = async () => (await get<AdminStats>(app, '/api/admin/stats?range=today', admin)).body;

describe('the kept dashboard answer', () => {
  it('shows a new order, its payment, a stock change and a renamed product at the next read, and a new IST day at midnight', async () => {
    const lines = [{ productId: shop.tee, color: 'Black', quantity: 2 }];
    const { total } = await quoteOf(app, buyer, lines, { paymentMethod: 'cod' });
    const empty = await today();
    expect(empty.byStatus.find((row) => row.status === 'Pending')!.count).toBe(0);
    expect(await today()).toEqual(empty);

    const placed = await post(app, '/api/payments/cod', checkoutBody(lines, total, { email: buyer.email }), buyer.auth);
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    const unpaid = await today();
    expect(unpaid.byStatus.find((row) => row.status === 'Pending')!.count).toBe(1);
    expect(unpaid.revenue).toBe(0);

    expect((await post(app, `/api/orders/${orderId}/confirm-payment`, { reference: 'CASH' }, admin)).status).toBe(200);
    const paid = await today();
    expect(paid).toMatchObject({ revenue: total, orders: 1 });
    expect(paid.topProducts).toEqual([{ _id: shop.tee, name: 'Cotton Tee', units: 2, revenue: 1998 }]);

    await setStock(app.runtime.db, shop.mug, 'Red', 1);
    expect((await today()).lowStock).toContainEqual({ productId: shop.mug, name: 'Clay Mug', color: 'Red', stock: 1 });

    await app.runtime.db.updateTable('products').set({ name: 'Cotton Tee Classic' }).where('id', '=', shop.tee).execute();
    expect((await today()).topProducts[0]!.name).toBe('Cotton Tee Classic');

    // 00:00 IST: a new day, without any write.
    now = Date.parse('2026-11-22T18:30:00.000Z');
    admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
    const next = await today();
    expect(next).toMatchObject({ from: '2026-11-23', revenue: 0, orders: 0, previous: { revenue: total, orders: 1 } });
  });
});
