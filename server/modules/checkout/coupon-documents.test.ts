import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GstReport } from '../../../common/gst-report';
import { istWallClock } from '../../../common/ist';
import { bearer, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { createCoupon } from '../../test/coupon-fixtures';
import { registerShopInKarnataka } from '../../test/karnataka-shop';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

// A coupon's discount on the GST documents (docs/decisions/0060, 0034): the invoice shows it per
// goods line and taxes what is left, the GST report's taxable values are net of it, and the
// credit note of a cancel takes back exactly what was charged.
let app: TestApp;
let admin: Record<string, string>;
let shop: Shop;
let buyer: Customer;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  admin = bearer((await signInAdmin(app)).token);
  await registerShopInKarnataka(app);
  shop = await stockShop(app);
  buyer = await newCustomer(app);
});
afterAll(() => app.close());

function pdfText(bytes: ArrayBuffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'haat-coupon-pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, Buffer.from(bytes));
    return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

it('the invoice, the GST report and the credit note carry the discount', async () => {
  const coupon = await createCoupon(app, admin, { type: 'flat', value: 200 });
  const total = 2 * PRICE - 200 + DELIVERY + COD;
  const body = checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 2 }], total, { email: buyer.email, couponCode: coupon.code, deliveryAddress: { street: '5 FC Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' } });
  const placed = await post(app, '/api/payments/cod', body, buyer.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.orderId as string;
  expect((await post(app, `/api/orders/${orderId}/confirm-payment`, { reference: 'CASH-7' }, admin)).status).toBe(200);

  const invoice = pdfText(await (await app.fetch(`/api/orders/${orderId}/invoice.pdf`, { headers: buyer.auth })).arrayBuffer());
  expect(invoice).toContain('Discount');
  expect(invoice).toContain('₹200.00');
  expect(invoice).toContain(`₹${total.toLocaleString('en-IN')}.00`);

  const [row] = await app.runtime.db.selectFrom('invoices').selectAll().where('kind', '=', 'invoice').execute();
  expect(row!.total).toBe(total * 100);
  // The goods' taxable value is that of ₹1,798 at 5%, not of ₹1,998: the discount is not taxed.
  const day = istWallClock(new Date()).toISOString().slice(0, 10);
  const report = (await (await app.fetch(`/api/admin/reports/gst?from=${day}&to=${day}`, { headers: admin })).json()) as GstReport;
  const taxable = Math.round(report.b2cs.reduce((sum, line) => sum + line.taxableValue, 0) * 100);
  expect(taxable).toBe(row!.taxable_value);
  expect(taxable).toBeLessThan(Math.round(((2 * PRICE + DELIVERY + COD) * 100 * 100) / 105));

  expect((await post(app, `/api/orders/${orderId}/cancel`, { reason: 'Customer asked' }, admin)).status).toBe(200);
  const creditNote = pdfText(await (await app.fetch(`/api/orders/${orderId}/credit-note.pdf`, { headers: buyer.auth })).arrayBuffer());
  expect(creditNote).toContain('Credit Note');
  expect(creditNote).toContain('Discount');
  expect(creditNote).toContain(`₹${total.toLocaleString('en-IN')}.00`);
  const afterCancel = (await (await app.fetch(`/api/admin/reports/gst?from=${day}&to=${day}`, { headers: admin })).json()) as GstReport;
  expect(afterCancel.b2cs.reduce((sum, line) => sum + line.taxableValue + line.igst, 0)).toBe(0);
});
