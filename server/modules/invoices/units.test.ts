import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, createTestClock, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';
import type { InvoiceDocument } from './document';
import { registerShopInKarnataka } from '../../test/karnataka-shop';

/**
 * A product's unit of quantity from the catalogue to the issued invoice, over real HTTP: the order's
 * line keeps the unit it was bought in, the invoice prints it and files it, and a later edit of the
 * product changes neither; lines bought before units or rates were kept (docs/decisions/0034).
 */

let app: TestApp;
let shop: Shop;
let asha: Customer;
let admin: Record<string, string>;
let folder = '';
const time = createTestClock();

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }, { rateLimiter: unlimitedRateLimiter, clock: time.clock });
  shop = await stockShop(app);
  asha = await newCustomer(app);
  admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
  await registerShopInKarnataka(app);
  folder = mkdtempSync(join(tmpdir(), 'haat-units-'));
});
afterAll(async () => {
  await app.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const editProduct = (id: string, updatedFields: unknown) =>
  app.fetch(`/api/products/${id}`, { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ updatedFields, imagesToDelete: [] }) });

async function placeCod(quantity = 2): Promise<string> {
  time.advance(MINUTE);
  const { status, body } = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity }], PRICE * quantity + DELIVERY + COD), asha.auth);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.orderId as string;
}

const internalId = async (orderId: string) => (await app.runtime.db.selectFrom('orders').select('id').where('custom_order_id', '=', orderId).executeTakeFirstOrThrow()).id;

async function invoice(orderId: string): Promise<{ document: InvoiceDocument; lines: { uqc: string; quantity: number }[]; text: string }> {
  time.advance(MINUTE);
  const confirmed = await app.fetch(`/api/orders/${orderId}/confirm-payment`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ reference: 'UPI-1' }) });
  expect(confirmed.status).toBe(200);
  const row = await app.runtime.db.selectFrom('invoices').selectAll().where('order_id', '=', await internalId(orderId)).executeTakeFirstOrThrow();
  const lines = await app.runtime.db.selectFrom('invoice_lines').select(['uqc', 'quantity']).where('invoice_id', '=', row.id).orderBy('position').execute();
  const response = await app.fetch(`/api/orders/${orderId}/invoice.pdf`, { headers: asha.auth });
  expect(response.status).toBe(200);
  const file = join(folder, `${orderId}.pdf`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { document: JSON.parse(row.document) as InvoiceDocument, lines: lines.map((line) => ({ uqc: line.uqc, quantity: Number(line.quantity) })), text };
}

describe('a product’s unit on its order and invoice', () => {
  it('is kept with the order’s line when bought, printed under the quantity and filed with the line; a later edit changes neither', async () => {
    expect((await editProduct(shop.tee, { uqc: 'PRS' })).status).toBe(200);
    const orderId = await placeCod(2);
    const item = await app.runtime.db.selectFrom('order_items').select('uqc').where('order_id', '=', await internalId(orderId)).executeTakeFirstOrThrow();
    expect(item.uqc).toBe('PRS');
    // Changed after the order: the order and its invoice keep the unit it was bought in.
    expect((await editProduct(shop.tee, { uqc: 'SET' })).status).toBe(200);

    const { document, lines, text } = await invoice(orderId);
    expect(document.lines.map((line) => [line.description, line.quantity, line.uqc])).toEqual([
      ['Cotton Tee (Black)', 2, 'PRS'],
      ['Delivery charge', 1, 'PRS'],
      ['Cash on delivery charge', 1, 'PRS'],
    ]);
    // The charges join the goods' row of the HSN summary: the same unit, no quantity.
    expect(lines).toEqual([
      { uqc: 'PRS', quantity: 2 },
      { uqc: 'PRS', quantity: 0 },
      { uqc: 'PRS', quantity: 0 },
    ]);
    const rows = text.split('\n');
    const at = rows.findIndex((row) => /Cotton Tee \(Black\)/.test(row));
    expect(rows[at + 1], text).toMatch(/\bPRS\b/);
    expect(text).not.toMatch(/\bSET\b/);
    expect(text).toContain('ORIGINAL FOR RECIPIENT');
    await editProduct(shop.tee, { uqc: 'PCS' });
  });

  it('a line bought before units and rates were kept is invoiced in pieces, at the shop’s default rate as it stands', async () => {
    await registerShopInKarnataka(app, { defaultGstRate: 12 });
    const orderId = await placeCod(1);
    await app.runtime.db.updateTable('order_items').set({ uqc: null, gst_rate: null }).where('order_id', '=', await internalId(orderId)).execute();
    const { document, lines, text } = await invoice(orderId);
    expect(document.lines.map((line) => [line.uqc, line.ratePercent])).toEqual([
      ['PCS', 12],
      ['PCS', 12],
      ['PCS', 12],
    ]);
    expect(lines.map((line) => line.uqc)).toEqual(['PCS', 'PCS', 'PCS']);
    expect(text).toMatch(/\b12%/);
    await registerShopInKarnataka(app, { defaultGstRate: 5 });
  });
});
