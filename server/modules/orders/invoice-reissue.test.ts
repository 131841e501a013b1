import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctionTooLate, invoiceCredited, type AdminOrder, type OrderToCorrect } from '../../../common/admin-orders';
import type { GstReport } from '../../../common/gst-report';
import type { ShopSettings } from '../../../common/settings';
import { DAY, MINUTE, createTestClock, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';
import type { InvoiceDocument } from '../invoices/document';
import { creditNoteTooLate, PLACE_OF_SUPPLY_CORRECTED } from '../invoices/service';
import { registerShopInKarnataka } from '../../test/karnataka-shop';

/**
 * docs/decisions/0038 over real HTTP: a Chennai order invoiced at a Karnataka shop's own state
 * (before states were checked, decision 0032) is listed to correct, and PUT
 * /api/orders/{id}/delivery-state replaces its invoice by a credit note and a new IGST invoice in
 * one transaction, once however many corrections race, and only within the credit note's time.
 */

let app: TestApp;
let shop: Shop;
let asha: Customer;
let admin: Record<string, string>;
const time = createTestClock();

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }, { rateLimiter: unlimitedRateLimiter, clock: time.clock });
  shop = await stockShop(app);
  asha = await newCustomer(app);
  admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
  await registerShopInKarnataka(app);
});
afterAll(() => app.close());

type Answer = AdminOrder & { message?: string };

async function call(method: 'POST' | 'PUT', path: string, body: unknown): Promise<{ status: number; body: Answer }> {
  const response = await app.fetch(path, { method, headers: { 'content-type': 'application/json', ...admin }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer };
}

const correct = (orderId: string, state = 'Tamil Nadu', zipCode = '600018') => call('PUT', `/api/orders/${orderId}/delivery-state`, { state, zipCode });

/**
 * A paid COD order to Chennai, invoiced as the shop invoiced it before decision 0032: its state
 * 'TN' read as none and fell back to the shop's Karnataka (CGST + SGST); migration 0018 then gave
 * the order its code, 33.
 */
async function misInvoicedOrder(): Promise<{ orderId: string; invoiceNumber: string }> {
  time.advance(MINUTE);
  const address = { street: '4 Adyar Main Road', city: 'Chennai', state: 'Tamil Nadu', zipCode: '600018', country: 'India' };
  const placed = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD, { deliveryAddress: address }), asha.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.orderId as string;
  const orders = () => app.runtime.db.updateTable('orders').where('custom_order_id', '=', orderId);
  await orders().set({ state: 'TN', state_code: '29' }).execute();
  const paid = await call('POST', `/api/orders/${orderId}/confirm-payment`, { reference: 'UPI-1' });
  expect(paid.body.invoice).not.toBeNull();
  await orders().set({ state_code: '33' }).execute();
  return { orderId, invoiceNumber: paid.body.invoice!.number };
}

const documentsOf = async (orderId: string) =>
  (
    await app.runtime.db
      .selectFrom('invoices')
      .innerJoin('orders', 'orders.id', 'invoices.order_id')
      .select(['invoices.id', 'invoices.kind', 'invoices.number', 'invoices.corrects_id', 'invoices.superseded_by', 'invoices.place_of_supply', 'invoices.document'])
      .where('orders.custom_order_id', '=', orderId)
      .orderBy('invoices.issued_at')
      // The correction's credit note and new invoice share their moment: the note comes first.
      .orderBy('invoices.kind')
      .orderBy('invoices.serial')
      .execute()
  ).map(({ document, ...row }) => ({ ...row, document: JSON.parse(document) as InvoiceDocument }));

const listed = async () => (await (await app.fetch('/api/orders/unresolved-states', { headers: admin })).json()) as OrderToCorrect[];

describe('orders invoiced at the wrong place of supply', () => {
  it('are listed to correct beside the orders with no place of supply, each saying why', async () => {
    const { orderId, invoiceNumber } = await misInvoicedOrder();
    time.advance(MINUTE);
    const placed = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD), asha.auth);
    const unresolvedId = placed.body.orderId as string;
    await app.runtime.db.updateTable('orders').set({ state: 'Madras State', state_code: null }).where('custom_order_id', '=', unresolvedId).execute();

    const orders = await listed();
    const byId = new Map(orders.map((order) => [order.customOrderId, order]));
    expect(byId.get(orderId)).toMatchObject({
      reason: 'wrong-place-of-supply',
      invoice: { number: invoiceNumber },
      invoicedPlaceOfSupply: { stateCode: '29', stateName: 'Karnataka' },
      why: 'Invoiced with place of supply Karnataka (29); the address is in Tamil Nadu (33).',
    });
    expect(byId.get(unresolvedId)).toMatchObject({ reason: 'unresolved', invoice: null, invoicedPlaceOfSupply: null, why: 'The delivery state ‘Madras State’ is not a GST state, so the order has no place of supply.' });
    expect(await app.runtime.services.orders.countToCorrect()).toBe(orders.length);
    expect((await app.fetch('/api/orders/unresolved-states', { headers: asha.auth })).status).toBe(403);
  });

  it('are corrected by a credit note of the invoice and a new IGST invoice in one step; the same state again changes nothing more', async () => {
    const { orderId, invoiceNumber } = await misInvoicedOrder();
    time.advance(MINUTE);
    // The stored state is right already: the same state confirms it and re-issues the invoice.
    const corrected = await correct(orderId);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const at = time.clock().toISOString();
    expect(corrected.body.invoice).toEqual({ number: expect.stringMatching(/^KH\/26-27\/\d{5}$/), date: at });
    expect(corrected.body.invoice!.number).not.toBe(invoiceNumber);
    // The order's credit note stays its cancel's or refund's.
    expect(corrected.body.creditNote).toBeNull();

    const [old, creditNote, replacement] = await documentsOf(orderId);
    expect([old!.kind, creditNote!.kind, replacement!.kind]).toEqual(['invoice', 'credit_note', 'invoice']);
    expect(creditNote).toMatchObject({ number: expect.stringMatching(/^CN\/26-27\/\d{5}$/), corrects_id: old!.id, place_of_supply: '29', document: { reason: PLACE_OF_SUPPLY_CORRECTED, number: creditNote!.number } });
    expect(old!.superseded_by).toBe(replacement!.id);
    expect(replacement).toMatchObject({ number: corrected.body.invoice!.number, superseded_by: null, place_of_supply: '33', document: { intraState: false, placeOfSupply: { stateCode: '33', stateName: 'Tamil Nadu' } } });
    // The credit note takes back the CGST and SGST; the new invoice charges the same tax as IGST.
    expect(creditNote!.document.totals).toEqual(old!.document.totals);
    // (CGST and SGST are rounded half by half, IGST whole: the split of the same total may differ by a paisa or two.)
    const { totals } = replacement!.document;
    expect([totals.cgstPaise, totals.sgstPaise, totals.totalPaise]).toEqual([0, 0, old!.document.totals.totalPaise]);
    expect(Math.abs(totals.igstPaise - (old!.document.totals.cgstPaise + old!.document.totals.sgstPaise))).toBeLessThanOrEqual(2);
    expect(totals.taxablePaise + totals.igstPaise).toBe(old!.document.totals.taxablePaise + old!.document.totals.cgstPaise + old!.document.totals.sgstPaise);

    expect(corrected.body.events.slice(-2)).toEqual([
      { at, type: 'address_corrected', note: 'TN, PIN 600018 → Tamil Nadu (33), PIN 600018' },
      { at, type: 'invoice_reissued', note: `${invoiceNumber} cancelled by ${creditNote!.number}; ${replacement!.number} issued in its place` },
    ]);
    expect((await listed()).map((order) => order.customOrderId)).not.toContain(orderId);

    // The PDFs: the invoice is the current one; the credit note the latest.
    const pdf = await app.fetch(`/api/orders/${orderId}/invoice.pdf`, { headers: asha.auth });
    expect(pdf.headers.get('content-disposition')).toContain(`${replacement!.number.replaceAll('/', '-')}.pdf`);
    const notePdf = await app.fetch(`/api/orders/${orderId}/credit-note.pdf`, { headers: admin });
    expect(notePdf.headers.get('content-disposition')).toContain(`${creditNote!.number.replaceAll('/', '-')}.pdf`);

    // Each of them by its number (?number=), the order's customer's too; another order's number is not found.
    const byNumber = async (file: string, number: string, headers = admin) => {
      const response = await app.fetch(`/api/orders/${orderId}/${file}?number=${encodeURIComponent(number)}`, { headers });
      return [response.status, response.headers.get('content-disposition')?.match(/filename="(.+)"/)?.[1] ?? null];
    };
    expect(await byNumber('invoice.pdf', invoiceNumber, asha.auth)).toEqual([200, `${invoiceNumber.replaceAll('/', '-')}.pdf`]);
    expect(await byNumber('credit-note.pdf', creditNote!.number)).toEqual([200, `${creditNote!.number.replaceAll('/', '-')}.pdf`]);
    expect(await byNumber('invoice.pdf', creditNote!.number)).toEqual([404, null]);
    expect(await byNumber('invoice.pdf', 'KH/26-27/99999')).toEqual([404, null]);

    time.advance(MINUTE);
    const again = await correct(orderId);
    expect([again.status, again.body.invoice]).toEqual([200, corrected.body.invoice]);
    expect(await documentsOf(orderId)).toHaveLength(3);
  });

  it('a later cancel credits the new invoice, not the replaced one', async () => {
    const { orderId } = await misInvoicedOrder();
    time.advance(MINUTE);
    const corrected = await correct(orderId);
    time.advance(MINUTE);
    const cancelled = await call('POST', `/api/orders/${orderId}/cancel`, { reason: 'Customer changed mind' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const documents = await documentsOf(orderId);
    expect(documents.map((row) => row.kind)).toEqual(['invoice', 'credit_note', 'invoice', 'credit_note']);
    const [, , replacement, cancelNote] = documents;
    expect(replacement!.number).toBe(corrected.body.invoice!.number);
    expect(cancelNote).toMatchObject({ number: cancelled.body.creditNote!.number, corrects_id: replacement!.id, place_of_supply: '33', document: { reason: 'Order cancelled: Customer changed mind' } });
    expect(cancelNote!.document.totals.igstPaise).toBe(replacement!.document.totals.igstPaise);

    // Credited in full: nothing left to correct.
    const refused = await correct(orderId);
    expect([refused.status, refused.body.message]).toEqual([409, invoiceCredited(replacement!.number, cancelNote!.number)]);
  });

  it('two corrections racing issue one credit note and one new invoice', async () => {
    const { orderId } = await misInvoicedOrder();
    time.advance(MINUTE);
    const answers = await Promise.all([correct(orderId), correct(orderId), correct(orderId)]);
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const documents = await documentsOf(orderId);
    expect(documents.map((row) => row.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
    expect(documents.filter((row) => row.superseded_by === null && row.kind === 'invoice')).toHaveLength(1);
    const events = (await call('PUT', `/api/orders/${orderId}/delivery-state`, { state: 'Tamil Nadu', zipCode: '600018' })).body.events;
    expect(events.filter((event) => event.type === 'invoice_reissued')).toHaveLength(1);
  });

  it('refuses with 409, changing nothing, once the time for a credit note has passed (30 November after the financial year)', async () => {
    const { orderId, invoiceNumber } = await misInvoicedOrder();
    time.advance(400 * DAY);
    admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
    const refused = await correct(orderId);
    expect([refused.status, refused.body.message]).toEqual([409, correctionTooLate(creditNoteTooLate(invoiceNumber, '2027-11-30'))]);
    expect(refused.body.message).toContain('through the GST return');
    const documents = await documentsOf(orderId);
    expect(documents.map((row) => [row.kind, row.superseded_by])).toEqual([['invoice', null]]);
    const stored = await app.runtime.db.selectFrom('orders').select(['state', 'invoice_number']).where('custom_order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'TN', invoice_number: invoiceNumber });
  });
});

describe('the GST report of a corrected month', () => {
  it('nets the Karnataka invoice against its credit note and files the new one under Tamil Nadu as IGST', async () => {
    const own = await startTestApp({ LOG_LEVEL: 'silent' }, { rateLimiter: unlimitedRateLimiter, clock: time.clock });
    const [saved, savedShop, savedAsha, savedAdmin] = [app, shop, asha, admin];
    try {
      app = own;
      shop = await stockShop(app);
      asha = await newCustomer(app);
      admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
      await app.runtime.services.settings.update({ ...(await savedApp(saved)), stateCode: '29', registrationType: 'regular', gstin: '29AAGCB7383J1Z4', invoicePrefix: 'KH' });
      const { orderId } = await misInvoicedOrder();
      const month = () => app.fetch(`/api/admin/reports/gst?from=${time.clock().toISOString().slice(0, 8)}01&to=${time.clock().toISOString().slice(0, 10)}`, { headers: admin });
      const before = (await (await month()).json()) as GstReport;
      expect(before.b2cs.map((row) => row.placeOfSupply)).toEqual(['29-Karnataka']);
      const invoiced = before.b2cs[0]!;
      expect(invoiced.igst).toBe(0);

      time.advance(MINUTE);
      expect((await correct(orderId)).status).toBe(200);
      const after = (await (await month()).json()) as GstReport;
      const byPlace = new Map(after.b2cs.map((row) => [row.placeOfSupply, row]));
      const karnataka = byPlace.get('29-Karnataka');
      if (karnataka) expect([karnataka.taxableValue, karnataka.cgst, karnataka.sgst, karnataka.igst]).toEqual([0, 0, 0, 0]);
      const tamilNadu = byPlace.get('33-Tamil Nadu')!;
      expect(tamilNadu).toMatchObject({ rate: invoiced.rate, cgst: 0, sgst: 0 });
      expect(tamilNadu.igst).toBeCloseTo(invoiced.cgst + invoiced.sgst, 1);
      expect(tamilNadu.taxableValue + tamilNadu.igst).toBeCloseTo(invoiced.taxableValue + invoiced.cgst + invoiced.sgst, 2);
      expect(after.documents).toMatchObject({ invoices: { count: 2 }, creditNotes: { count: 1 } });

      const csv = await (await app.fetch(`/api/admin/reports/gst?from=${time.clock().toISOString().slice(0, 8)}01&to=${time.clock().toISOString().slice(0, 10)}&format=csv&table=b2cs`, { headers: admin })).text();
      expect(csv).toContain('33-Tamil Nadu');
      expect(csv).not.toContain('29-Karnataka');
    } finally {
      await own.close();
      [app, shop, asha, admin] = [saved, savedShop, savedAsha, savedAdmin];
    }
  });
});

/** The first app's shop settings, as a base for the report's own app. */
async function savedApp(first: TestApp): Promise<ShopSettings> {
  return first.runtime.services.settings.get();
}
