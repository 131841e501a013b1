import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../common/admin-orders';
import { DATE_RANGE_MESSAGE } from '../../../common/calendar-day';
import type { GstReport } from '../../../common/gst-report';
import type { ShopSettings } from '../../../common/settings';
import { MINUTE, createTestClock, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, ordersOf, payOnline, post, settle, stockShop, submitHostedPage, type Customer, type Shop } from '../../test/orders-fixtures';
import type { InvoiceDocument } from './document';

/**
 * GST invoices and credit notes over real HTTP (docs/decisions/0022): when an order gets them, their
 * numbers (gap-free per financial year, also under concurrent payments), the tax split by the
 * delivery state, who may read the PDFs, and the GST report's sums against the documents.
 */

let app: TestApp;
let shop: Shop;
let asha: Customer;
let admin: Record<string, string>;
// 2026-11-22 10:00 UTC: financial year 26-27.
const time = createTestClock();

/** A Karnataka shop registered for GST (a published GSTIN). */
const KARNATAKA = { legalName: 'Kavya Handlooms Private Limited', stateCode: '29', registrationType: 'regular', gstin: '29AAGCB7383J1Z4', invoicePrefix: 'KH' } as const;

async function useSettings(overrides: Partial<ShopSettings>): Promise<void> {
  const { settings } = app.runtime.services;
  await settings.update({ ...(await settings.get()), address: { street: '14 Chickpet Main Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560053' }, ...overrides });
}

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }, { rateLimiter: unlimitedRateLimiter, clock: time.clock });
  shop = await stockShop(app);
  asha = await newCustomer(app);
  admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
  await useSettings(KARNATAKA);
});
afterAll(() => app.close());

async function call(method: 'POST' | 'PUT', path: string, body: unknown, headers = admin): Promise<{ status: number; body: AdminOrder & { message?: string } }> {
  const response = await app.fetch(path, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as AdminOrder & { message?: string } };
}

/** A COD order of `quantity` tees delivered to `state` (at a PIN code of that state). */
async function placeCod(options: { customer?: Customer; state?: string; zipCode?: string; quantity?: number } = {}): Promise<string> {
  time.advance(MINUTE);
  const quantity = options.quantity ?? 1;
  const address = { street: '12 MG Road', city: 'Somewhere', state: options.state ?? 'Karnataka', zipCode: options.zipCode ?? '560001', country: 'India' };
  const { status, body } = await post(
    app,
    '/api/payments/cod',
    checkoutBody([{ productId: shop.tee, color: 'Black', quantity }], PRICE * quantity + DELIVERY + COD, { deliveryAddress: address }),
    (options.customer ?? asha).auth,
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body.orderId as string;
}

const confirm = (orderId: string) => call('POST', `/api/orders/${orderId}/confirm-payment`, { reference: 'UPI-1' });
const pdf = (orderId: string, kind: 'invoice' | 'credit-note', headers: Record<string, string>) => app.fetch(`/api/orders/${orderId}/${kind}.pdf`, { headers });
const documentsOf = (orderId: string) =>
  app.runtime.db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .selectAll('invoices')
    .where('orders.custom_order_id', '=', orderId)
    .orderBy('invoices.issued_at')
    .execute();
const documentOf = async (orderId: string, kind: 'invoice' | 'credit_note') => JSON.parse((await documentsOf(orderId)).find((row) => row.kind === kind)!.document) as InvoiceDocument;
const serialOf = (number: string) => Number(number.split('/')[2]);

describe('when an order is invoiced', () => {
  it('a COD order: not when placed; when its payment is confirmed, once, with the timeline entry and the order answer’s invoice', async () => {
    const orderId = await placeCod();
    expect((await documentsOf(orderId)).length).toBe(0);
    expect((await pdf(orderId, 'invoice', asha.auth)).status).toBe(404);

    const confirmed = await confirm(orderId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.invoice).toEqual({ number: expect.stringMatching(/^KH\/26-27\/\d{5}$/), date: time.clock().toISOString() });
    expect(confirmed.body.events.filter((event) => event.type === 'invoice_issued')).toEqual([{ at: time.clock().toISOString(), type: 'invoice_issued', note: confirmed.body.invoice!.number }]);

    // Shipping and delivering it later issue nothing more.
    expect((await call('PUT', `/api/orders/${orderId}`, { status: 'Shipped', deliveryPartner: 'Delhivery', trackingId: 'DL1' })).status).toBe(200);
    expect((await call('PUT', `/api/orders/${orderId}`, { status: 'Delivered' })).status).toBe(200);
    expect(await documentsOf(orderId)).toHaveLength(1);
    const [mine] = (await ordersOf(app, asha)).filter((order) => order.customOrderId === orderId);
    expect(mine?.invoice).toEqual(confirmed.body.invoice);
  });

  it('an online order: when the gateway says it is paid', async () => {
    time.advance(MINUTE);
    const { orderId, paymentLink } = await payOnline(app, asha, checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY));
    expect((await documentsOf(orderId)).length).toBe(0);
    await submitHostedPage(app, paymentLink, 'success');
    await settle(app);
    const [order] = (await ordersOf(app, asha)).filter((mine) => mine.customOrderId === orderId);
    expect(order).toMatchObject({ paymentStatus: 'Completed', invoice: { number: expect.stringMatching(/^KH\/26-27\//) } });
    expect((await documentOf(orderId, 'invoice')).lines.map((line) => line.description)).toEqual(['Cotton Tee (Black)', 'Delivery charge']);
  });

  it('a COD order shipped before its cash is collected is invoiced when shipped', async () => {
    const orderId = await placeCod();
    const shipped = await call('PUT', `/api/orders/${orderId}`, { status: 'Shipped', deliveryPartner: 'Delhivery', trackingId: 'DL2' });
    expect(shipped.body.invoice?.number).toMatch(/^KH\/26-27\//);
    expect((await confirm(orderId)).body.invoice).toEqual(shipped.body.invoice);
    expect(await documentsOf(orderId)).toHaveLength(1);
  });

  it('an order cancelled before it was invoiced gets neither invoice nor credit note', async () => {
    const orderId = await placeCod();
    const cancelled = await call('POST', `/api/orders/${orderId}/cancel`, { reason: 'Customer changed mind' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ invoice: null, creditNote: null });
    expect(await documentsOf(orderId)).toHaveLength(0);
  });
});

describe('credit notes', () => {
  it('cancelling an invoiced order issues CN/{FY}/{n} naming the invoice, for the whole of it', async () => {
    const orderId = await placeCod({ quantity: 2 });
    const invoice = (await confirm(orderId)).body.invoice!;
    const cancelled = await call('POST', `/api/orders/${orderId}/cancel`, { reason: 'Out of stock' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.creditNote).toEqual({ number: expect.stringMatching(/^CN\/26-27\/\d{5}$/), date: expect.any(String) });
    expect(cancelled.body.events.at(-1)).toMatchObject({ type: 'credit_note_issued', note: cancelled.body.creditNote!.number });
    const note = await documentOf(orderId, 'credit_note');
    expect(note).toMatchObject({ kind: 'credit_note', title: 'Credit Note', corrects: { number: invoice.number, issuedAt: invoice.date } });
    expect(note.totals).toEqual((await documentOf(orderId, 'invoice')).totals);

    // A refund recorded afterwards does not issue a second one.
    expect((await call('POST', `/api/orders/${orderId}/refund`, { reference: 'NEFT-9' })).status).toBe(200);
    expect((await documentsOf(orderId)).map((row) => row.kind).sort()).toEqual(['credit_note', 'invoice']);
    expect((await pdf(orderId, 'credit-note', asha.auth)).status).toBe(200);
  });

  it('a refund by hand of a delivered order issues the credit note', async () => {
    const orderId = await placeCod();
    await confirm(orderId);
    const refunded = await call('POST', `/api/orders/${orderId}/refund`, { reference: 'UPI-REF-7' });
    expect(refunded.body.creditNote?.number).toMatch(/^CN\//);
  });
});

describe('the tax split (delivery state vs the shop’s state)', () => {
  it('Karnataka shop → Karnataka customer: equal CGST and SGST on every line, delivery and COD charges lines of their own', async () => {
    const orderId = await placeCod({ state: 'karnataka' });
    await confirm(orderId);
    const document = await documentOf(orderId, 'invoice');
    expect(document).toMatchObject({ title: 'Tax Invoice', taxed: true, intraState: true, placeOfSupply: { stateCode: '29', stateName: 'Karnataka' } });
    expect(document.lines.map((line) => line.description)).toEqual(['Cotton Tee (Black)', 'Delivery charge', 'Cash on delivery charge']);
    for (const line of document.lines) {
      expect(line.cgstPaise).toBe(line.sgstPaise);
      expect(line.igstPaise).toBe(0);
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.totalPaise);
    }
    // ₹999 at 5 %: taxable round(99900 × 100 / 105) = 95143, tax 4757 → odd: 95144 and 2378 + 2378.
    expect(document.lines[0]).toMatchObject({ hsnCode: '6109', ratePercent: 5, taxablePaise: 95_144, cgstPaise: 2_378, sgstPaise: 2_378 });
    expect(document.totals.totalPaise).toBe((PRICE + DELIVERY + COD) * 100);
    expect(document.totalInWords).toBe('Rupees One Thousand Fifty Nine Only');
  });

  it('Karnataka shop → Maharashtra customer: IGST', async () => {
    const orderId = await placeCod({ state: 'Maharashtra', zipCode: '411001' });
    await confirm(orderId);
    const document = await documentOf(orderId, 'invoice');
    expect(document).toMatchObject({ intraState: false, placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' } });
    expect(document.lines[0]).toMatchObject({ taxablePaise: 95_143, igstPaise: 4_757, cgstPaise: 0, sgstPaise: 0 });
  });

  it('Karnataka shop → Tamil Nadu customer given as ‘TN’ at PIN 600018: IGST, place of supply 33 (docs/decisions/0032)', async () => {
    const orderId = await placeCod({ state: 'TN', zipCode: '600018' });
    await confirm(orderId);
    const document = await documentOf(orderId, 'invoice');
    expect(document).toMatchObject({ intraState: false, placeOfSupply: { stateCode: '33', stateName: 'Tamil Nadu' }, buyer: { stateCode: '33' } });
    expect(document.totals.cgstPaise + document.totals.sgstPaise).toBe(0);
    expect(document.lines[0]).toMatchObject({ taxablePaise: 95_143, igstPaise: 4_757, cgstPaise: 0, sgstPaise: 0 });
  });

  it('an order whose stored state resolves to no GST state is not invoiced, and moves on; never CGST/SGST by default (docs/decisions/0032)', async () => {
    const orderId = await placeCod();
    // An order from before states were checked, as migration 0018 leaves it: its text, no code.
    await app.runtime.db.updateTable('orders').set({ state: 'Madras State', state_code: null }).where('custom_order_id', '=', orderId).execute();

    const confirmed = await confirm(orderId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ paymentStatus: 'Completed', invoice: null, deliveryStateUnknown: true });
    const shipped = await call('PUT', `/api/orders/${orderId}`, { status: 'Shipped', deliveryPartner: 'Delhivery', trackingId: 'DL9' });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'Shipped', invoice: null });
    expect(await documentsOf(orderId)).toHaveLength(0);
    expect((await pdf(orderId, 'invoice', admin)).status).toBe(404);

    // The admin's list of orders to correct holds it, and no order whose state resolved.
    const listed = await app.fetch('/api/orders/unresolved-states', { headers: admin });
    expect(listed.status).toBe(200);
    const unresolved = (await listed.json()) as AdminOrder[];
    expect(unresolved.map((order) => [order.customOrderId, order.deliveryAddress.state, order.deliveryStateUnknown])).toEqual([[orderId, 'Madras State', true]]);
    expect((await app.fetch('/api/orders/unresolved-states', { headers: asha.auth })).status).toBe(403);
  });
});

describe('numbering', () => {
  it('20 concurrent payments get 20 consecutive numbers: no gap, no duplicate', async () => {
    const orderIds: string[] = [];
    for (let i = 0; i < 20; i += 1) orderIds.push(await placeCod());
    const before = await app.runtime.db.selectFrom('document_serials').select('last_serial').where('kind', '=', 'invoice').where('financial_year', '=', '26-27').executeTakeFirst();
    const answers = await Promise.all(orderIds.map((orderId) => confirm(orderId)));
    expect(answers.map((answer) => answer.status)).toEqual(orderIds.map(() => 200));
    const serials = answers.map((answer) => serialOf(answer.body.invoice!.number)).sort((a, b) => a - b);
    const first = (before?.last_serial ?? 0) + 1;
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
  });
});

describe('the PDFs: who may read them', () => {
  it('the order’s customer and the shop; 401 without a session; 404 for another customer and before it is issued', async () => {
    const orderId = await placeCod();
    expect(await (await pdf(orderId, 'invoice', asha.auth)).json()).toEqual({ message: 'Invoice not found' });
    await confirm(orderId);
    for (const headers of [asha.auth, admin]) {
      const response = await pdf(orderId, 'invoice', headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="KH-\d\d-\d\d-\d{5}\.pdf"$/);
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await pdf(orderId, 'invoice', {})).status).toBe(401);
    const stranger = await newCustomer(app);
    expect(await (await pdf(orderId, 'invoice', stranger.auth)).json()).toEqual({ message: 'Invoice not found' });
    expect((await pdf('ORD-000000000', 'invoice', admin)).status).toBe(404);
    expect((await pdf(orderId, 'credit-note', asha.auth)).status).toBe(404);
  });

  it('both ids name the order, for its customer as for the shop (invoice and credit note); another customer gets 404 by either (docs/decisions/0030-state-rules-the-database-keeps.md)', async () => {
    const orderId = await placeCod();
    const { _id } = (await confirm(orderId)).body;
    expect((await call('POST', `/api/orders/${orderId}/cancel`, { reason: 'Out of stock' })).status).toBe(200);
    const stranger = await newCustomer(app);
    for (const kind of ['invoice', 'credit-note'] as const) {
      for (const ref of [_id, orderId, orderId.toLowerCase()]) {
        for (const headers of [asha.auth, admin]) expect((await pdf(ref, kind, headers)).status, `${kind} by ${ref}`).toBe(200);
        expect((await pdf(ref, kind, stranger.auth)).status, `a stranger's ${kind} by ${ref}`).toBe(404);
      }
    }
    expect((await pdf('f'.repeat(24), 'invoice', asha.auth)).status).toBe(404);
    expect((await pdf('not an id', 'invoice', asha.auth)).status).toBe(404);
  });

  it('the invoice the customer downloads says what docs/decisions/0022 asks, read back as text (pdftotext)', async () => {
    const orderId = await placeCod({ state: 'Maharashtra', zipCode: '411001' });
    const { invoice } = (await confirm(orderId)).body;
    const folder = mkdtempSync(join(tmpdir(), 'haat-invoice-http-'));
    try {
      const file = join(folder, 'invoice.pdf');
      writeFileSync(file, Buffer.from(await (await pdf(orderId, 'invoice', asha.auth)).arrayBuffer()));
      const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      for (const expected of [
        'ORIGINAL FOR RECIPIENT',
        'Tax Invoice',
        'Kavya Handlooms Private Limited',
        'GSTIN: 29AAGCB7383J1Z4',
        `Invoice No.: ${invoice!.number}`,
        `Order ID: ${orderId}`,
        'Asha Verma',
        'Place of supply: Maharashtra (27)',
        'Cotton Tee (Black)',
        '6109',
        'IGST',
        '₹1,059.00',
        'Rupees One Thousand Fifty Nine Only',
        'Whether tax is payable on reverse charge: No',
      ]) {
        expect(text, expected).toContain(expected);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the copy marks (Rule 48, docs/decisions/0033)', () => {
  const textOfPdf = async (response: Response) => {
    const folder = mkdtempSync(join(tmpdir(), 'haat-invoice-copy-'));
    try {
      const file = join(folder, 'document.pdf');
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };

  it('the invoice is the recipient’s original, as the customer and as the shop download it; the credit note carries no copy mark', async () => {
    const orderId = await placeCod();
    await confirm(orderId);
    expect(await textOfPdf(await pdf(orderId, 'invoice', asha.auth))).toContain('ORIGINAL FOR RECIPIENT');
    expect(await textOfPdf(await pdf(orderId, 'invoice', admin))).toContain('ORIGINAL FOR RECIPIENT');
    expect((await call('POST', `/api/orders/${orderId}/cancel`, { reason: 'Out of stock' })).status).toBe(200);
    const note = await textOfPdf(await pdf(orderId, 'credit-note', asha.auth));
    expect(note).toContain('Credit Note');
    expect(note).not.toContain('ORIGINAL FOR RECIPIENT');
  });
});

describe('GET /api/admin/reports/gst', () => {
  const report = (query: string, headers = admin) => app.fetch(`/api/admin/reports/gst?${query}`, { headers });

  it('sums the documents of the period, credit notes subtracted, and names the number ranges', async () => {
    const answer = await report('from=2026-04-01&to=2027-03-31');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as GstReport;
    const rows = await app.runtime.db.selectFrom('invoices').selectAll().where('issued_at', '<', '2027-03-31T18:30:00.000Z').execute();
    const net = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + (row.kind === 'credit_note' ? -1 : 1) * pick(row), 0) / 100;
    const total = (pick: (row: GstReport['b2cs'][number]) => number) => Math.round(body.b2cs.reduce((sum, row) => sum + pick(row), 0) * 100) / 100;
    expect(total((row) => row.taxableValue)).toBe(net((row) => row.taxable_value));
    expect(total((row) => row.cgst)).toBe(net((row) => row.cgst));
    expect(total((row) => row.igst)).toBe(net((row) => row.igst));
    expect(body.b2cs.map((row) => row.placeOfSupply)).toContain('27-Maharashtra');
    const hsnTaxable = Math.round(body.hsn.reduce((sum, row) => sum + row.taxableValue, 0) * 100) / 100;
    expect(hsnTaxable).toBe(net((row) => row.taxable_value));
    const invoices = rows.filter((row) => row.kind === 'invoice');
    expect(body.documents.invoices).toEqual({ from: 'KH/26-27/00001', to: `KH/26-27/${String(invoices.length).padStart(5, '0')}`, count: invoices.length });
    expect(body.documents.creditNotes.count).toBe(rows.length - invoices.length);
  });

  it('as CSV: the same tables', async () => {
    const answer = await report('from=2026-04-01&to=2027-03-31&format=csv');
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="gst-report-2026-04-01-to-2027-03-31.csv"');
    const text = await answer.text();
    expect(text).toContain('Place Of Supply,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax\r\n');
    expect(text).toContain('Invoices for outward supply,KH/26-27/00001,');
  });

  it('refuses days outside 2000-01-01 to 2100-12-31 with 400, as JSON and as CSV (docs/decisions/0011)', async () => {
    for (const query of ['from=0001-01-01&to=0001-01-01', 'from=0000-01-01&to=0000-01-01&format=csv', 'from=1999-12-31&to=2000-01-01', 'from=0001-01-01&to=0001-01-01&format=csv']) {
      const answer = await report(query);
      expect(answer.status, query).toBe(400);
      expect(await answer.json(), query).toMatchObject({ message: `from ${DATE_RANGE_MESSAGE}`, errors: expect.arrayContaining([{ path: 'from', message: `from ${DATE_RANGE_MESSAGE}` }]) });
    }
    const lastDay = await report('from=2100-12-01&to=2100-12-31');
    expect(lastDay.status).toBe(200);
    expect((await report('from=2100-12-31&to=2101-01-01')).status).toBe(400);
  });

  it('refuses bad dates with 400, a visitor with 401 and a customer with 403', async () => {
    expect(await (await report('from=2026-13-01&to=2026-12-31')).json()).toMatchObject({ message: 'from must be a date written YYYY-MM-DD' });
    expect(await (await report('from=2026-12-31&to=2026-12-01')).json()).toMatchObject({ message: 'The start date must not be after the end date' });
    expect((await report('from=2020-01-01&to=2026-12-01')).status).toBe(400);
    expect((await report('from=2026-12-01&to=2026-12-31&format=xml')).status).toBe(400);
    expect((await report('from=2026-12-01&to=2026-12-31', {})).status).toBe(401);
    expect((await report('from=2026-12-01&to=2026-12-31', asha.auth)).status).toBe(403);
  });
});

// Last: it moves the clock months ahead (the sessions made before expire).
describe('the financial year', () => {
  it('turns at 1 April 00:00 IST: 31 March 23:59 IST is still 26-27, then the serial starts at 1', async () => {
    const march31 = new Date('2027-03-31T18:29:00.000Z'); // 23:59 IST
    time.advance(march31.getTime() - time.clock().getTime() - 5 * MINUTE);
    asha = await newCustomer(app);
    admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
    const late = await placeCod();
    const early = await placeCod();
    time.advance(march31.getTime() - time.clock().getTime());
    expect((await confirm(late)).body.invoice!.number).toMatch(/^KH\/26-27\/\d{5}$/);
    time.advance(MINUTE); // 1 April 00:00 IST
    expect((await confirm(early)).body.invoice!.number).toBe('KH/27-28/00001');
  });
});

// After the financial year's test: the clock moves on to the end of the credit notes' window.
describe('the time for a credit note (CGST Act s.34(2), docs/decisions/0033)', () => {
  it('to 30 November after the invoice’s financial year, midnight IST: then the cancel and refund go ahead without one, and the timeline says why', async () => {
    // Invoiced in April 2027 (FY 27-28): credit notes until 30 November 2028, 23:59:59 IST.
    const end = new Date('2028-11-30T18:30:00.000Z');
    const inTime = await placeCod();
    const tooLate = await placeCod();
    await confirm(inTime);
    const invoice = (await confirm(tooLate)).body.invoice!;
    time.advance(end.getTime() - time.clock().getTime() - MINUTE);
    admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
    time.advance(MINUTE - 1);

    const issued = await call('POST', `/api/orders/${inTime}/cancel`, { reason: 'Customer asked to cancel' });
    expect(issued.body.creditNote?.number).toMatch(/^CN\/28-29\/\d{5}$/);
    const folder = mkdtempSync(join(tmpdir(), 'haat-credit-note-'));
    try {
      const file = join(folder, 'note.pdf');
      writeFileSync(file, Buffer.from(await (await pdf(inTime, 'credit-note', admin)).arrayBuffer()));
      const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Reason: Order cancelled: Customer asked to cancel');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    time.advance(1); // 1 December 2028, 00:00 IST
    const cancelled = await call('POST', `/api/orders/${tooLate}/cancel`, { reason: 'Customer asked to cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'Canceled', creditNote: null });
    const why = `The time for a credit note against ${invoice.number} ended on 30 Nov 2028 (CGST Act s.34(2))`;
    expect(cancelled.body.events.at(-1)).toMatchObject({ type: 'credit_note_refused', note: why });
    const refunded = await call('POST', `/api/orders/${tooLate}/refund`, { reference: 'NEFT-10' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.creditNote).toBeNull();
    expect(refunded.body.events.filter((event) => event.type === 'credit_note_refused')).toHaveLength(1);
    expect((await documentsOf(tooLate)).map((row) => row.kind)).toEqual(['invoice']);
    expect((await pdf(tooLate, 'credit-note', admin)).status).toBe(404);
  });
});
