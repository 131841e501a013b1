import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kavyaShop } from '../../../common/testing/kavya-shop';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, post, stockShop } from '../../test/orders-fixtures';
import { down, up } from './0020_registration_type';

// Migration 0020 on a shop that has issued documents already (docs/decisions/0035): a Bill of
// Supply of a shop without a GSTIN (no tax, as documents were before the registration type) is an
// unregistered shop's, its credit note too; a Tax Invoice and its credit note are a regular shop's.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'silent' }, { rateLimiter: unlimitedRateLimiter });
});
afterAll(() => app.close());

describe('migration 0020_registration_type', () => {
  it('marks the documents issued without tax unregistered and every other one regular', async () => {
    const shop = await stockShop(app);
    const customer = await newCustomer(app);
    const admin = { 'content-type': 'application/json', authorization: `Bearer ${(await signInAdmin(app)).token}` };
    await app.runtime.services.settings.update(kavyaShop({ freeDeliveryAbove: null }));
    const invoicedAndCancelled = async () => {
      const placed = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD), customer.auth);
      const orderId = placed.body.orderId as string;
      for (const [path, body] of [['confirm-payment', { reference: 'UPI-1' }], ['cancel', { reason: 'Out of stock' }]] as const) {
        expect((await app.fetch(`/api/orders/${orderId}/${path}`, { method: 'POST', headers: admin, body: JSON.stringify(body) })).status).toBe(200);
      }
      return app.runtime.db.selectFrom('invoices').innerJoin('orders', 'orders.id', 'invoices.order_id').select(['invoices.id', 'invoices.document']).where('orders.custom_order_id', '=', orderId).execute();
    };
    const taxed = await invoicedAndCancelled();
    // The same, as a shop without a GSTIN issued it before decision 0035: a Bill of Supply, no tax.
    const untaxed = await invoicedAndCancelled();
    for (const row of untaxed) {
      const { registrationType: _, ...document } = JSON.parse(row.document) as Record<string, unknown>;
      const old = { ...document, title: document.kind === 'invoice' ? 'Bill of Supply' : 'Credit Note', taxed: false, seller: { ...(document.seller as object), gstin: '' } };
      await app.runtime.db.updateTable('invoices').set({ document: JSON.stringify(old) }).where('id', '=', row.id).execute();
    }

    await down(app.runtime.db);
    await up(app.runtime.db);

    const typeOf = async (ids: string[]) => (await app.runtime.db.selectFrom('invoices').select('registration_type').where('id', 'in', ids).execute()).map((row) => row.registration_type);
    expect(await typeOf(taxed.map((row) => row.id))).toEqual(['regular', 'regular']);
    expect(await typeOf(untaxed.map((row) => row.id))).toEqual(['unregistered', 'unregistered']);
  });
});
