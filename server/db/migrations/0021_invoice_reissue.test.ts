import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kavyaShop } from '../../../common/testing/kavya-shop';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, post, stockShop } from '../../test/orders-fixtures';
import { down, up } from './0021_invoice_reissue';

// Migration 0021 on a shop that has issued documents already (docs/decisions/0038): the rows and
// their lines stay as they were, an order may then hold a second invoice, and the numbers and
// serials stay unique.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'silent' }, { rateLimiter: unlimitedRateLimiter });
});
afterAll(() => app.close());

describe('migration 0021_invoice_reissue', () => {
  it('keeps every document and line, lets an order hold a second invoice, and keeps numbers and serials unique', async () => {
    const shop = await stockShop(app);
    const customer = await newCustomer(app);
    const admin = { 'content-type': 'application/json', authorization: `Bearer ${(await signInAdmin(app)).token}` };
    await app.runtime.services.settings.update(kavyaShop({ freeDeliveryAbove: null }));
    const placed = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD), customer.auth);
    const orderId = placed.body.orderId as string;
    for (const [path, body] of [['confirm-payment', { reference: 'UPI-1' }], ['cancel', { reason: 'Out of stock' }]] as const) {
      expect((await app.fetch(`/api/orders/${orderId}/${path}`, { method: 'POST', headers: admin, body: JSON.stringify(body) })).status).toBe(200);
    }
    const { db } = app.runtime;
    const documents = () => db.selectFrom('invoices').selectAll().orderBy('kind', 'desc').execute();
    const lines = () => db.selectFrom('invoice_lines').selectAll().orderBy('invoice_id').orderBy('position').execute();
    const [before, linesBefore] = [await documents(), await lines()];
    expect(before.map((row) => row.kind)).toEqual(['invoice', 'credit_note']);

    // Down refuses a second invoice of one order (as migration 0014 did); up allows it again.
    await down(db);
    const invoice = before[0]!;
    const { superseded_by: _, ...asBefore } = invoice;
    const second = { ...asBefore, id: 'second', number: 'KH/26-27/99999', serial: 99999 };
    await expect(db.insertInto('invoices').values(second as typeof invoice).execute()).rejects.toThrow();
    await up(db);

    expect(await documents()).toEqual(before.map((row) => ({ ...row, superseded_by: null })));
    expect(await lines()).toEqual(linesBefore);
    await db.insertInto('invoices').values({ ...second, superseded_by: null }).execute();
    await db.updateTable('invoices').set({ superseded_by: 'second' }).where('id', '=', invoice.id).execute();
    await expect(db.insertInto('invoices').values({ ...second, id: 'third', serial: 99998, superseded_by: null }).execute()).rejects.toThrow();
    await expect(db.insertInto('invoices').values({ ...second, id: 'third', number: 'KH/26-27/99998', superseded_by: null }).execute()).rejects.toThrow();
    // The lines still refer to the rebuilt table: a line of no document is refused.
    await expect(db.insertInto('invoice_lines').values({ ...linesBefore[0]!, invoice_id: 'none' }).execute()).rejects.toThrow();
  });
});
