import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kavyaShop } from '../../../common/testing/kavya-shop';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, post, stockShop } from '../../test/orders-fixtures';
import { down, up } from './0022_replacement_requests';

// Migration 0022 (docs/decisions/0048) on a shop with replacement requests of the old kind (one
// free-text reason per order): each becomes an 'other' request of the order's first line, its
// reason the note; and a line has at most one open request.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'silent' }, { rateLimiter: unlimitedRateLimiter });
});
afterAll(() => app.close());

describe('migration 0022_replacement_requests', () => {
  it('carries the old requests over, and allows one open request per line', async () => {
    const shop = await stockShop(app);
    const customer = await newCustomer(app);
    await app.runtime.services.settings.update(kavyaShop({ freeDeliveryAbove: null }));
    const admin = { 'content-type': 'application/json', authorization: `Bearer ${(await signInAdmin(app)).token}` };
    const placed = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD), customer.auth);
    const customOrderId = placed.body.orderId as string;
    expect((await app.fetch(`/api/orders/${customOrderId}`, { method: 'PUT', headers: admin, body: JSON.stringify({ status: 'Delivered' }) })).status).toBe(200);
    const { db } = app.runtime;
    const order = await db.selectFrom('orders').select('id').where('custom_order_id', '=', customOrderId).executeTakeFirstOrThrow();
    const line = await db.selectFrom('order_items').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow();

    await down(db);
    const at = '2026-11-20T10:00:00.000Z';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the old table is not in today's schema
    await (db as any).insertInto('order_replacements').values({ id: 'old-request', order_id: order.id, reason: 'The stitching came apart', created_at: at }).execute();
    await up(db);

    const rows = await db.selectFrom('replacement_requests').selectAll().where('order_id', '=', order.id).execute();
    expect(rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))).toEqual([
      { id: 'old-request', order_id: order.id, order_item_id: line.id, reason: 'other', note: 'The stitching came apart', size: null, photos: '[]', status: 'requested', decision_note: null, created_at: at, decided_at: null },
    ]);
    const second = { ...rows[0]!, id: 'second', created_at: at };
    await expect(db.insertInto('replacement_requests').values(second).execute()).rejects.toThrow();
    await db.updateTable('replacement_requests').set({ status: 'declined' }).where('id', '=', 'old-request').execute();
    await db.insertInto('replacement_requests').values(second).execute();
    await expect(db.insertInto('replacement_requests').values({ ...second, id: 'bad', status: 'accepted', reason: 'smelly' as 'other' }).execute()).rejects.toThrow();
  });
});
