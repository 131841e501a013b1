import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, createTestClock, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { checkoutBody, newCustomer, post, type Customer } from '../../test/orders-fixtures';
import { registerShopInKarnataka } from '../../test/karnataka-shop';

/**
 * GSTR-1's files for the GST offline tool over real HTTP (docs/decisions/0036): a worked month of
 * a Karnataka shop, its orders placed and confirmed through the API so the invoices and credit
 * notes issue as they do for a seller, then each file compared with figures worked out by hand.
 */

let app: TestApp;
let asha: Customer;
let admin: Record<string, string>;
let products: { tee: string; saree: string; yarn: string };
// 2 November 2026, 10:00 IST.
const time = createTestClock(new Date('2026-11-02T04:30:00.000Z'));

/** The offline tool's template headers, as its CSV templates print them. */
const TEMPLATE_HEADERS = {
  b2cs: 'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  b2cl: 'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  cdnur: 'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
  exemp: 'Description,Nil Rated Supplies,Exempted(other than nil rated/non GST supply),Non-GST Supplies',
  hsn: 'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
  docs: 'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
} as const;
type Table = keyof typeof TEMPLATE_HEADERS;
const TABLES = Object.keys(TEMPLATE_HEADERS) as Table[];

const PIN = { Karnataka: '560001', Maharashtra: '400001', 'Tamil Nadu': '600018' } as const;

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }, { rateLimiter: unlimitedRateLimiter, clock: time.clock });
  const { db } = app.runtime;
  const category = await addCategory(db, 'Handloom');
  const [tee] = await addProducts(db, category, 1, { name: 'Cotton Tee', discountPrice: 99_900, actualPrice: 129_900 });
  const [saree] = await addProducts(db, category, 1, { name: 'Kanjeevaram Silk Saree', discountPrice: 12_000_000, actualPrice: 14_000_000 });
  const [yarn] = await addProducts(db, category, 1, { name: 'Raw Silk Yarn', discountPrice: 50_000, actualPrice: 50_000 });
  await db.updateTable('products').set({ hsn_code: '5007', gst_rate: 5 }).where('id', '=', saree!).execute();
  await db.updateTable('products').set({ hsn_code: '5004', gst_rate: 0 }).where('id', '=', yarn!).execute();
  products = { tee: tee!, saree: saree!, yarn: yarn! };
  asha = await newCustomer(app);
  admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
  // The saree's order is paid in cash on delivery too; the shop takes it at any value.
  await registerShopInKarnataka(app, { codMaxOrderValue: null });
});
afterAll(() => app.close());

/** A COD order of one product (₹40 delivery, ₹20 COD) delivered to `state`, confirmed by the admin: invoiced now. */
async function invoicedOrder(product: keyof typeof products, rupees: number, quantity: number, state: keyof typeof PIN): Promise<string> {
  time.advance(MINUTE);
  const deliveryAddress = { street: '12 MG Road', city: 'Somewhere', state, zipCode: PIN[state], country: 'India' };
  const placed = await post(app, '/api/payments/cod', checkoutBody([{ productId: products[product], color: 'Black', quantity }], rupees * quantity + 40 + 20, { deliveryAddress }), asha.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.orderId as string;
  const confirmed = await post(app, `/api/orders/${orderId}/confirm-payment`, { reference: 'UPI-1' }, admin);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return orderId;
}

async function cancel(orderId: string): Promise<void> {
  time.advance(MINUTE);
  const cancelled = await post(app, `/api/orders/${orderId}/cancel`, { reason: 'Customer asked to cancel' }, admin);
  expect(cancelled.status).toBe(200);
  expect((cancelled.body as { creditNote: unknown }).creditNote).not.toBeNull();
}

const report = (query: string) => app.fetch(`/api/admin/reports/gst?${query}`, { headers: admin });
async function file(month: string, table: Table): Promise<string[]> {
  const answer = await report(`${month}&format=csv&table=${table}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const text = await answer.text();
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}
const NOVEMBER = 'from=2026-11-01&to=2026-11-30';
const DECEMBER = 'from=2026-12-01&to=2026-12-31';

describe('GSTR-1 files for the offline tool', () => {
  // November: A Karnataka (intra-state) tee; B two tees to Maharashtra (inter-state, small);
  // C a ₹1,20,000 saree to Maharashtra (inter-state, large: B2CL); D nil-rated yarn within
  // Karnataka; E a tee to Tamil Nadu, cancelled in November. December: A and C cancelled.
  // Per line (5 %): taxable = round(T × 100 / 105), tax = T − taxable; within the state an odd
  // paisa of tax moves into the taxable value and CGST = SGST = half.
  //   tee ₹999: 95143 + 4757 (intra 95144 + 2378 + 2378); two tees ₹1998: 190286 + 9514;
  //   delivery ₹40: 3810 + 190 (intra 95 + 95); COD ₹20: 1905 + 95 (intra 1906 + 47 + 47);
  //   saree ₹1,20,000: 11428571 + 571429.
  //   A: taxable 100860, CGST 2520, SGST 2520, value 105900. B: 196001 + IGST 9799 = 205800.
  //   C: 11434286 + IGST 571714 = 12006000. D: 56000 at 0 %. E: 100858 + IGST 5042, then its credit note.
  beforeAll(async () => {
    const a = await invoicedOrder('tee', 999, 1, 'Karnataka');
    await invoicedOrder('tee', 999, 2, 'Maharashtra');
    const c = await invoicedOrder('saree', 120_000, 1, 'Maharashtra');
    await invoicedOrder('yarn', 500, 1, 'Karnataka');
    await cancel(await invoicedOrder('tee', 999, 1, 'Tamil Nadu'));
    time.advance(new Date('2026-12-03T04:30:00.000Z').getTime() - time.clock().getTime());
    admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
    await cancel(a);
    await cancel(c);
  });

  it('each file starts with its template’s header row, word for word', async () => {
    for (const table of TABLES) expect((await file(NOVEMBER, table))[0], table).toBe(TEMPLATE_HEADERS[table]);
    for (const table of TABLES) expect((await file(DECEMBER, table))[0], table).toBe(TEMPLATE_HEADERS[table]);
  });

  it('B2CS: intra-state, and inter-state up to ₹1,00,000, net of credit notes; Tamil Nadu nets to zero and is left out; a later month’s credit note is a negative number', async () => {
    expect((await file(NOVEMBER, 'b2cs')).slice(1)).toEqual(['OE,27-Maharashtra,5,,1960.01,,', 'OE,29-Karnataka,5,,1008.60,,']);
    expect((await file(DECEMBER, 'b2cs')).slice(1)).toEqual(['OE,29-Karnataka,5,,-1008.60,,']);
  });

  it('B2CL: the inter-state invoice above ₹1,00,000, dated as the template wants; CDNUR: its credit note in the month it is issued', async () => {
    expect((await file(NOVEMBER, 'b2cl')).slice(1)).toEqual(['KH/26-27/00003,02-Nov-2026,120060.00,27-Maharashtra,,5,114342.86,,']);
    expect((await file(NOVEMBER, 'cdnur')).slice(1)).toEqual([]);
    expect((await file(DECEMBER, 'b2cl')).slice(1)).toEqual([]);
    expect((await file(DECEMBER, 'cdnur')).slice(1)).toEqual(['B2CL,CN/26-27/00003,03-Dec-2026,C,27-Maharashtra,120060.00,,5,114342.86,']);
  });

  it('EXEMP: the 0 % lines as nil-rated supplies within the state', async () => {
    expect((await file(NOVEMBER, 'exemp')).slice(1)).toEqual(['Intra-State supplies to unregistered persons,560.00,0.00,0.00']);
    expect((await file(DECEMBER, 'exemp')).slice(1)).toEqual([]);
  });

  it('HSN: one row per HSN and rate, the charges folded into their principal line’s row, credit notes subtracted', async () => {
    expect((await file(NOVEMBER, 'hsn')).slice(1)).toEqual([
      '5004,,PCS-PIECES,1,560.00,0,560.00,0.00,0.00,0.00,',
      '5007,,PCS-PIECES,1,120060.00,5,114342.86,5717.14,0.00,0.00,',
      '6109,,PCS-PIECES,3,3117.00,5,2968.61,97.99,25.20,25.20,',
    ]);
    expect((await file(DECEMBER, 'hsn')).slice(1)).toEqual([
      '5007,,PCS-PIECES,-1,-120060.00,5,-114342.86,-5717.14,0.00,0.00,',
      '6109,,PCS-PIECES,-1,-1059.00,5,-1008.60,0.00,-25.20,-25.20,',
    ]);
  });

  it('DOCS: one row per series, none cancelled', async () => {
    expect((await file(NOVEMBER, 'docs')).slice(1)).toEqual(['Invoices for outward supply,KH/26-27/00001,KH/26-27/00005,5,0', 'Credit Note,CN/26-27/00001,CN/26-27/00001,1,0']);
    expect((await file(DECEMBER, 'docs')).slice(1)).toEqual(['Credit Note,CN/26-27/00002,CN/26-27/00003,2,0']);
  });

  it('the zip holds the six files, each as its own download gives it', async () => {
    const answer = await report(`${NOVEMBER}&format=zip`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="gstr1-2026-11-01-to-2026-11-30.zip"');
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(TABLES.map((table) => `${table}.csv`).sort());
    for (const table of TABLES) expect(strFromU8(files[`${table}.csv`]!), table).toBe(`${(await file(NOVEMBER, table)).join('\r\n')}\r\n`);
  });

  it('the report’s own CSV writes a negative amount as a number, not as text behind an apostrophe', async () => {
    const text = await (await report(`${DECEMBER}&format=csv`)).text();
    expect(text).toContain('\r\n29-Karnataka,5,-1008.60,0.00,-25.20,-25.20\r\n');
    expect(text).not.toContain("'-");
  });

  it('a table is asked for with format=csv, and must be one of the six: 400 with the field’s message otherwise', async () => {
    const json = await report(`${NOVEMBER}&table=b2cs`);
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ message: 'table goes with format=csv' });
    const unknown = await report(`${NOVEMBER}&format=csv&table=b2b`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: 'table must be one of b2cs, b2cl, cdnur, exemp, hsn, docs' });
  });
});
