import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../../common/accounts';
import { ORDER_NOT_FOUND, type AdminOrder } from '../../../common/admin-orders';
import { MINUTE, createTestClock, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';
import type { InvoiceDocument } from '../invoices/document';
import { registerShopInKarnataka } from '../../test/karnataka-shop';

/**
 * PUT /api/orders/{id}/delivery-state over real HTTP (docs/decisions/0037): the shop corrects an
 * order whose stored state names no GST state. The address's own rules and messages; the name and
 * code stored with a timeline entry; the invoice issued at once for an order already due it; an
 * order invoiced already at the right place of supply keeps its invoice (invoice-reissue.test.ts for a wrong one).
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
  // A Karnataka shop registered for GST, so a corrected Tamil Nadu order is an IGST invoice.
  await registerShopInKarnataka(app);
});
afterAll(() => app.close());

type Answer = AdminOrder & { message?: string; errors?: { path: string; message: string }[] };

async function call(method: 'POST' | 'PUT', path: string, body: unknown, headers: Record<string, string> = admin): Promise<{ status: number; body: Answer }> {
  const response = await app.fetch(path, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer };
}

const correct = (orderId: string, body: unknown, headers: Record<string, string> = admin) => call('PUT', `/api/orders/${orderId}/delivery-state`, body, headers);

/** A COD order to Chennai, then stored as an order from before states were checked: 'Madras State', no code. */
async function unresolvedOrder(): Promise<string> {
  time.advance(MINUTE);
  const address = { street: '4 Adyar Main Road', city: 'Chennai', state: 'Tamil Nadu', zipCode: '600020', country: 'India' };
  const { status, body } = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD, { deliveryAddress: address }), asha.auth);
  expect(status, JSON.stringify(body)).toBe(201);
  const orderId = body.orderId as string;
  await app.runtime.db.updateTable('orders').set({ state: 'Madras State', state_code: null }).where('custom_order_id', '=', orderId).execute();
  return orderId;
}

const stored = (orderId: string) => app.runtime.db.selectFrom('orders').select(['state', 'state_code', 'zip_code', 'invoice_number']).where('custom_order_id', '=', orderId).executeTakeFirstOrThrow();
const invoiceOf = async (orderId: string) => {
  const row = await app.runtime.db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .select('invoices.document')
    .where('orders.custom_order_id', '=', orderId)
    .where('invoices.kind', '=', 'invoice')
    .executeTakeFirst();
  return row === undefined ? undefined : (JSON.parse(row.document) as InvoiceDocument);
};

describe('PUT /api/orders/{id}/delivery-state', () => {
  it('is the shop’s: 401 without a session, 403 for a customer; 404 for an order that does not exist', async () => {
    const orderId = await unresolvedOrder();
    const body = { state: 'Tamil Nadu', zipCode: '600020' };
    expect((await correct(orderId, body, {})).status).toBe(401);
    expect((await correct(orderId, body, asha.auth)).status).toBe(403);
    const missing = await correct('ORD-ZZZZZZZZZ', body);
    expect([missing.status, missing.body.message]).toEqual([404, ORDER_NOT_FOUND]);
    expect(await stored(orderId)).toMatchObject({ state: 'Madras State', state_code: null });
  });

  it('takes the address’s rules: 400 with the field’s message for an unknown state, no state, or a PIN of another state', async () => {
    const orderId = await unresolvedOrder();
    const unknown = await correct(orderId, { state: 'Madras State', zipCode: '600020' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'state', message: ADDRESS_MESSAGES.unknownState }]);
    const none = await correct(orderId, { state: ' ', zipCode: '600020' });
    expect([none.status, none.body.errors]).toEqual([400, [{ path: 'state', message: 'State is required' }]]);
    const elsewhere = await correct(orderId, { state: 'Tamil Nadu', zipCode: '560001' });
    expect([elsewhere.status, elsewhere.body.errors]).toEqual([400, [{ path: 'zipCode', message: ADDRESS_MESSAGES.pinNotInState('Tamil Nadu') }]]);
    expect((await correct(orderId, 'not json')).status).toBe(400);
    expect(await stored(orderId)).toMatchObject({ state: 'Madras State', state_code: null });
  });

  it('stores the state’s name and code and records it on the timeline; an unpaid order waits for its invoice as usual', async () => {
    const orderId = await unresolvedOrder();
    const corrected = await correct(orderId, { state: 'TN', zipCode: '600018' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({ deliveryAddress: { state: 'Tamil Nadu', zipCode: '600018' }, deliveryStateUnknown: false, deliveryStateCode: '33', invoice: null });
    expect(corrected.body.events.at(-1)).toEqual({ at: time.clock().toISOString(), type: 'address_corrected', note: 'Madras State, PIN 600020 → Tamil Nadu (33), PIN 600018' });
    expect(await stored(orderId)).toEqual({ state: 'Tamil Nadu', state_code: '33', zip_code: '600018', invoice_number: null });
    const listed = (await (await app.fetch('/api/orders/unresolved-states', { headers: admin })).json()) as AdminOrder[];
    expect(listed.map((order) => order.customOrderId)).not.toContain(orderId);

    // Invoiced when it becomes due, at the corrected place of supply.
    await call('POST', `/api/orders/${orderId}/confirm-payment`, { reference: 'UPI-7' });
    expect(await invoiceOf(orderId)).toMatchObject({ intraState: false, placeOfSupply: { stateCode: '33', stateName: 'Tamil Nadu' } });
  });

  it('invoices an order already due (paid while its state was unknown) in the same step, as IGST to Tamil Nadu', async () => {
    const orderId = await unresolvedOrder();
    const paid = await call('POST', `/api/orders/${orderId}/confirm-payment`, { reference: 'UPI-8' });
    expect(paid.body).toMatchObject({ paymentStatus: 'Completed', invoice: null, deliveryStateUnknown: true });

    time.advance(MINUTE);
    const corrected = await correct(orderId, { state: 'Tamil Nadu', zipCode: '600020' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.invoice).toEqual({ number: expect.stringMatching(/^KH\/26-27\/\d{5}$/), date: time.clock().toISOString() });
    expect(corrected.body.events.slice(-2).map((event) => event.type)).toEqual(['address_corrected', 'invoice_issued']);
    const invoice = await invoiceOf(orderId);
    expect(invoice).toMatchObject({ intraState: false, placeOfSupply: { stateCode: '33', stateName: 'Tamil Nadu' }, buyer: { stateCode: '33' } });
    expect(invoice!.totals.cgstPaise + invoice!.totals.sgstPaise).toBe(0);
    expect(invoice!.totals.igstPaise).toBeGreaterThan(0);
  });

  it('does not invoice a cancelled order', async () => {
    const orderId = await unresolvedOrder();
    expect((await call('POST', `/api/orders/${orderId}/cancel`, { reason: 'Customer changed mind' })).status).toBe(200);
    const corrected = await correct(orderId, { state: 'Tamil Nadu', zipCode: '600020' });
    expect(corrected.body).toMatchObject({ status: 'Canceled', deliveryStateCode: '33', invoice: null });
    expect(await invoiceOf(orderId)).toBeUndefined();
  });

  it('stores the state of an order invoiced before its state was checked at the right place of supply, and leaves its invoice as issued', async () => {
    time.advance(MINUTE);
    const { body } = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD), asha.auth);
    const orderId = body.orderId as string;
    const paid = await call('POST', `/api/orders/${orderId}/confirm-payment`, { reference: 'UPI-9' });
    const number = paid.body.invoice!.number;
    // As migration 0018 left an order invoiced at the shop's state: text it cannot read, no code.
    await app.runtime.db.updateTable('orders').set({ state: 'Karnatak', state_code: null }).where('custom_order_id', '=', orderId).execute();

    // Karnataka was its place of supply: no credit note, no new invoice (docs/decisions/0038).
    const corrected = await correct(orderId, { state: 'Karnataka', zipCode: '560001' });
    expect([corrected.status, corrected.body.invoice?.number]).toEqual([200, number]);
    expect(corrected.body.events.at(-1)).toMatchObject({ type: 'address_corrected' });
    expect(await stored(orderId)).toMatchObject({ state: 'Karnataka', state_code: '29', invoice_number: number });
  });
});
