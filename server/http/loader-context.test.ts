import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { createLoadContext } from './loader-context';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the page loaders’ services (app/load-context.ts)', () => {
  it('are the declared reads and nothing else: no writes, no mailer, no rate limiter', () => {
    const { services } = createLoadContext(app.runtime);
    expect(Object.keys(services).sort()).toEqual(['accounts', 'cart', 'catalog', 'catalogAdmin', 'checkout', 'coupons', 'desk', 'jobs', 'mail', 'orderDocuments', 'orders', 'reports', 'reviews', 'search', 'settings']);
    expect(Object.keys(services.catalog).sort()).toEqual(
      ['featured', 'getCategory', 'getProduct', 'listCategories', 'listProducts', 'listProductsInCategory', 'newArrivals', 'related', 'renamedCategory', 'sitemap'],
    );
    // The admin's read of a product, its product list and the products' CSV (their loaders check the admin session); the catalogue's writes (the import too) stay out.
    expect(Object.keys(services.catalogAdmin)).toEqual(['getProduct', 'exportCsv', 'listProducts']);
    expect(Object.keys(services.cart)).toEqual(['getCart']);
    // The cart's COD charge, the shop's checkout rules (its settings) and the quote, never the placing of orders.
    expect(Object.keys(services.checkout)).toEqual(['rules', 'quote']);
    expect(Object.keys(services.orders).sort()).toEqual(['countAwaitingReplacement', 'countToCorrect', 'getForAdmin', 'listForAdmin', 'listForUser', 'listToCorrect', 'ownOrder', 'toActOn']);
    // The settings' cached read and the admin form's fresh one; the save goes through the API.
    expect(Object.keys(services.settings)).toEqual(['current', 'get']);
    // Whether a password reset link still works (its page), never the reset itself.
    expect(Object.keys(services.accounts)).toEqual(['resetLinkUsable']);
    // Whether mail is delivered, and the outbox kept without SMTP (docs/decisions/0047); never the sending.
    expect(Object.keys(services.mail)).toEqual(['delivers', 'outbox']);
    // The GST documents and report, read-only (their routes check the admin session).
    expect(Object.keys(services.orderDocuments)).toEqual(['forAdmin']);
    expect(Object.keys(services.reports).sort()).toEqual(['gst', 'gstCsv', 'gstr1File']);
    // A product's reviews, the admin's list of them and who may write one (docs/decisions/0055); never the write or the hide.
    expect(Object.keys(services.reviews).sort()).toEqual(['list', 'listForAdmin', 'permission']);
    // The admin's coupons (docs/decisions/0060); never a write, nor a use taken or given back.
    expect(Object.keys(services.coupons).sort()).toEqual(['get', 'list']);
    // The owner's desk (docs/decisions/0061, 0064): its figures, customers and the orders' CSV, all reads.
    expect(Object.keys(services.desk).sort()).toEqual(['customer', 'customers', 'ordersCsv', 'stats']);
    // The failed background work (docs/decisions/0062): its list and count; never the retry.
    expect(Object.keys(services.jobs).sort()).toEqual(['failed', 'failedCount']);
  });

  it('read through to the services', async () => {
    const { services } = createLoadContext(app.runtime);
    expect(await services.catalog.listCategories()).toEqual(await app.runtime.services.catalog.listCategories());
    expect(await services.orders.ownOrder('0'.repeat(24), 'ORD-NONE')).toBeNull();
    expect(await services.settings.current()).toEqual(await app.runtime.services.settings.get());
    expect(await services.checkout.rules()).toEqual(await app.runtime.services.checkout.rules());
    const month = { from: '2026-10-01', to: '2026-10-31' };
    expect(await services.reports.gst(month)).toEqual(await app.runtime.services.invoices.report(month));
    expect(await services.reports.gstCsv(month)).toContain('Place Of Supply');
    expect((await services.reports.gstr1File(month, 'docs')).body).toBe('Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\r\n');
  });
});
