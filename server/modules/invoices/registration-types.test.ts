import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../common/admin-orders';
import { otherStateMessage } from '../../../common/checkout-messages';
import type { GstReport } from '../../../common/gst-report';
import type { ShopSettings } from '../../../common/settings';
import { kavyaShop } from '../../../common/testing/kavya-shop';
import { createLoaderServices } from '../../http/loader-context';
import { MINUTE, createTestClock, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, ordersOf, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';
import type { InvoiceDocument } from './document';
import { GST_REPORT_NOTES } from './report';

/**
 * The shop's GST registration decides its documents and its GST report (docs/decisions/0035), over
 * real HTTP: a regular shop's Tax Invoice; a composition shop's Bill of Supply with its declaration
 * and no tax, and no sale to another state; an unregistered shop's order receipt with no GST
 * particulars at all. Only the regular shop's documents are in the report.
 */

let app: TestApp;
let shop: Shop;
let asha: Customer;
let admin: Record<string, string>;
const time = createTestClock();

const DECLARATION = 'composition taxable person, not eligible to collect tax on supplies';
const KARNATAKA_ADDRESS = { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' };
const MAHARASHTRA_ADDRESS = { street: '4 FC Road', city: 'Pune', state: 'Maharashtra', zipCode: '411004', country: 'India' };

/** Saves the shop's settings through the admin's API, as the settings screen does. */
async function register(overrides: Partial<ShopSettings>): Promise<void> {
  const response = await app.fetch('/api/admin/settings', { method: 'PUT', headers: { 'content-type': 'application/json', ...admin }, body: JSON.stringify(kavyaShop({ freeDeliveryAbove: null, ...overrides })) });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }, { rateLimiter: unlimitedRateLimiter, clock: time.clock });
  shop = await stockShop(app);
  asha = await newCustomer(app);
  admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
});
afterAll(() => app.close());

const checkout = (method: 'cod' | 'phonepe', address: typeof KARNATAKA_ADDRESS) => {
  time.advance(MINUTE);
  const total = PRICE + DELIVERY + (method === 'cod' ? COD : 0);
  return post(app, `/api/payments/${method}`, checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], total, { deliveryAddress: address }), asha.auth);
};
async function placeCod(address = KARNATAKA_ADDRESS): Promise<string> {
  const { status, body } = await checkout('cod', address);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.orderId as string;
}
async function call(path: string, body: unknown): Promise<AdminOrder> {
  const response = await app.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...admin }, body: JSON.stringify(body) });
  expect(response.status, path).toBe(200);
  return (await response.json()) as AdminOrder;
}
const confirm = (orderId: string) => call(`/api/orders/${orderId}/confirm-payment`, { reference: 'UPI-1' });
const cancel = (orderId: string) => call(`/api/orders/${orderId}/cancel`, { reason: 'Out of stock' });

const rowsOf = (orderId: string) =>
  app.runtime.db.selectFrom('invoices').innerJoin('orders', 'orders.id', 'invoices.order_id').selectAll('invoices').where('orders.custom_order_id', '=', orderId).execute();
async function documentOf(orderId: string, kind: 'invoice' | 'credit_note'): Promise<InvoiceDocument> {
  return JSON.parse((await rowsOf(orderId)).find((row) => row.kind === kind)!.document) as InvoiceDocument;
}

/** The PDF a customer downloads, as text (pdftotext -layout). */
async function pdfText(orderId: string, kind: 'invoice' | 'credit-note'): Promise<string> {
  const response = await app.fetch(`/api/orders/${orderId}/${kind}.pdf`, { headers: asha.auth });
  expect(response.status).toBe(200);
  const folder = mkdtempSync(join(tmpdir(), 'haat-registration-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Words only a GST document carries: none may be on an unregistered shop's receipt. */
const GST_WORDS = /GST|HSN|tax|place of supply|reverse charge|invoice|bill of supply|\(29\)|\(27\)/i;

let regularOrder: string;
let compositionOrder: string;
let unregisteredOrder: string;

describe('a regular shop', () => {
  it('issues a Tax Invoice with GST, and sells to any state', async () => {
    await register({ registrationType: 'regular' });
    expect((await createLoaderServices(app.runtime.services).checkout.rules()).onlyWithinState).toBeNull();
    regularOrder = await placeCod(MAHARASHTRA_ADDRESS);
    await confirm(regularOrder);
    const document = await documentOf(regularOrder, 'invoice');
    expect(document).toMatchObject({ title: 'Tax Invoice', registrationType: 'regular', taxed: true, intraState: false });
    expect(document.declaration).toBeUndefined();
    expect(document.totals.igstPaise).toBeGreaterThan(0);
    expect((await rowsOf(regularOrder))[0]!.registration_type).toBe('regular');
  });
});

describe('a composition shop (docs/decisions/0035)', () => {
  it('may not sell to another state: checkout is refused with 409 at the address’s state, before any order or payment', async () => {
    await register({ registrationType: 'composition' });
    const message = otherStateMessage('Karnataka');
    expect(message).toBe('This shop delivers only within Karnataka: under GST’s composition scheme it may not sell to other states. Please choose a delivery address in Karnataka.');
    const before = (await ordersOf(app, asha)).length;
    for (const method of ['cod', 'phonepe'] as const) {
      const refused = await checkout(method, MAHARASHTRA_ADDRESS);
      expect(refused, method).toMatchObject({ status: 409, body: { message, errors: [{ path: 'deliveryAddress.state', message }] } });
    }
    expect((await ordersOf(app, asha)).length).toBe(before);
    // The screens learn it from the root loader's rules, to say it under the address before Pay.
    expect((await createLoaderServices(app.runtime.services).checkout.rules()).onlyWithinState).toEqual({ code: '29', name: 'Karnataka' });
  });

  it('issues a Bill of Supply headed with its declaration: no tax charged, the whole amount is the value', async () => {
    compositionOrder = await placeCod();
    const { invoice } = await confirm(compositionOrder);
    const document = await documentOf(compositionOrder, 'invoice');
    expect(document).toMatchObject({ title: 'Bill of Supply', registrationType: 'composition', declaration: DECLARATION, taxed: false });
    expect(document.totals).toEqual({ totalPaise: (PRICE + DELIVERY + COD) * 100, taxablePaise: (PRICE + DELIVERY + COD) * 100, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect((await rowsOf(compositionOrder))[0]).toMatchObject({ registration_type: 'composition', cgst: 0, sgst: 0, igst: 0 });

    const text = await pdfText(compositionOrder, 'invoice');
    for (const expected of ['Bill of Supply', DECLARATION, 'GSTIN: 29AAGCB7383J1Z4', `Bill No.: ${invoice!.number}`, 'Amount', '₹1,059.00']) expect(text, expected).toContain(expected);
    for (const absent of ['Tax Invoice', 'CGST', 'SGST', 'IGST', 'Taxable value', 'GST rate']) expect(text, absent).not.toContain(absent);
  });

  it('its cancel issues a Credit Note, still a registered person’s, with the declaration', async () => {
    const { invoice } = (await ordersOf(app, asha)).find((order) => order.customOrderId === compositionOrder)!;
    await cancel(compositionOrder);
    expect(await documentOf(compositionOrder, 'credit_note')).toMatchObject({ title: 'Credit Note', registrationType: 'composition', declaration: DECLARATION, taxed: false });
    const text = await pdfText(compositionOrder, 'credit-note');
    for (const expected of ['Credit Note', DECLARATION, `Against bill ${invoice!.number}`]) expect(text, expected).toContain(expected);
    expect(text).not.toMatch(/CGST|SGST|IGST/);
  });
});

describe('an unregistered shop (docs/decisions/0035)', () => {
  it('issues a plain order receipt: no GST word on it at all; it sells to any state', async () => {
    await register({ registrationType: 'unregistered', gstin: '' });
    unregisteredOrder = await placeCod(MAHARASHTRA_ADDRESS);
    const { invoice } = await confirm(unregisteredOrder);
    const document = await documentOf(unregisteredOrder, 'invoice');
    expect(document).toMatchObject({ title: 'Order receipt', registrationType: 'unregistered', taxed: false, seller: { gstin: '' } });
    expect(document.totals).toMatchObject({ totalPaise: (PRICE + DELIVERY + COD) * 100, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect((await rowsOf(unregisteredOrder))[0]!.registration_type).toBe('unregistered');

    const text = await pdfText(unregisteredOrder, 'invoice');
    for (const expected of ['Order receipt', `Receipt No.: ${invoice!.number}`, 'Kavya Handlooms Private Limited', 'State: Maharashtra', 'Cotton Tee (Black)', '₹1,059.00', 'Rupees One Thousand Fifty Nine Only']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(GST_WORDS);
    expect(text).not.toContain('ORIGINAL FOR RECIPIENT');
  });

  it('its cancel issues a refund receipt, with no GST word either', async () => {
    const { invoice } = (await ordersOf(app, asha)).find((order) => order.customOrderId === unregisteredOrder)!;
    await cancel(unregisteredOrder);
    expect(await documentOf(unregisteredOrder, 'credit_note')).toMatchObject({ title: 'Refund receipt', registrationType: 'unregistered' });
    const text = await pdfText(unregisteredOrder, 'credit-note');
    for (const expected of ['Refund receipt', `Against receipt ${invoice!.number}`]) expect(text, expected).toContain(expected);
    expect(text).not.toMatch(GST_WORDS);
  });

  it('a document keeps the registration it was issued under: the regular shop’s invoice is still a Tax Invoice', async () => {
    const text = await pdfText(regularOrder, 'invoice');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('GSTIN: 29AAGCB7383J1Z4');
  });
});

describe('the GST report (docs/decisions/0035)', () => {
  const report = async (): Promise<GstReport> => {
    const response = await app.fetch('/api/admin/reports/gst?from=2026-04-01&to=2027-03-31', { headers: admin });
    expect(response.status).toBe(200);
    return (await response.json()) as GstReport;
  };

  it('holds the regular shop’s documents only: no bill of supply, no order receipt, nor their credit notes', async () => {
    const [regular] = await rowsOf(regularOrder);
    const body = await report();
    expect(body.b2cs).toEqual([{ placeOfSupply: '27-Maharashtra', rate: 5, taxableValue: regular!.taxable_value / 100, igst: regular!.igst / 100, cgst: 0, sgst: 0 }]);
    expect(body.hsn.reduce((sum, row) => sum + row.taxableValue, 0)).toBeCloseTo(regular!.taxable_value / 100, 2);
    expect(body.documents).toEqual({ invoices: { from: regular!.number, to: regular!.number, count: 1 }, creditNotes: { from: null, to: null, count: 0 } });
    // The shop is unregistered now: the report says why it files nothing of its own.
    expect(body).toMatchObject({ registrationType: 'unregistered', note: GST_REPORT_NOTES.unregistered });
  });

  it('says a composition shop files CMP-08 and GSTR-4, and a regular shop gets no note', async () => {
    await register({ registrationType: 'composition' });
    expect(await report()).toMatchObject({ registrationType: 'composition', note: GST_REPORT_NOTES.composition });
    await register({ registrationType: 'regular' });
    expect(await report()).toMatchObject({ registrationType: 'regular', note: null });
  });
});
