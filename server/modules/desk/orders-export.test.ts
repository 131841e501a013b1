import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDERS_CSV_COLUMNS } from '../../../common/csv';
import { newId } from '../../db/ids';
import { bearer, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { quoteOf } from '../../test/coupon-fixtures';
import { registerShopInKarnataka } from '../../test/karnataka-shop';
import { checkoutBody, newCustomer, orderTableRow, post, stockShop, type Customer, type Line, type Shop } from '../../test/orders-fixtures';
import type { ExportOrder } from '../orders/module';
import { toCsv } from '../../csv/cells';
import { orderRows, ordersCsv } from './orders-export';

/**
 * GET /api/admin/orders/export.csv (docs/decisions/0064): one row per order line, IST days cut
 * at midnight in India, tax figures from the order's invoice (empty without one), formula-like
 * text neutralised, streamed page by page with backpressure, admin only.
 */

let app: TestApp;
let shop: Shop;
let buyer: Customer;
let admin: Record<string, string>;
let now = Date.parse('2026-11-09T10:00:00.000Z');

async function at(iso: string) {
  now = Date.parse(iso);
  admin = bearer((await signInAdmin(app)).token);
}

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter, clock: () => new Date(now) });
  await registerShopInKarnataka(app);
  shop = await stockShop(app);
  buyer = await newCustomer(app);
});
afterAll(() => app.close());

async function cod(when: string, lines: Line[], options: { confirm?: boolean; name?: string } = {}): Promise<string> {
  await at(when);
  const { total } = await quoteOf(app, buyer, lines, { paymentMethod: 'cod' });
  const placed = await post(app, '/api/payments/cod', checkoutBody(lines, total, { email: buyer.email, ...(options.name ? { name: options.name } : {}) }), buyer.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.orderId as string;
  if (options.confirm) expect((await post(app, `/api/orders/${orderId}/confirm-payment`, { reference: 'CASH' }, admin)).status).toBe(200);
  return orderId;
}

async function exportOrders(query: string, headers = admin) {
  const response = await app.fetch(`/api/admin/orders/export.csv${query}`, { headers });
  return { response, status: response.status, text: await response.text() };
}

const rowsOf = (text: string) => parse(text) as string[][];
const cell = (row: string[], name: (typeof ORDERS_CSV_COLUMNS)[number]) => row[ORDERS_CSV_COLUMNS.indexOf(name)];

describe('the orders’ CSV export', () => {
  let invoiced: string;
  let unpaid: string;

  beforeAll(async () => {
    await cod('2026-11-09T18:29:59.000Z', [{ productId: shop.tee, color: 'Black', quantity: 1 }]); // 9 Nov, 23:59:59 IST
    invoiced = await cod('2026-11-09T18:30:00.000Z', [{ productId: shop.tee, color: 'Black', quantity: 1 }], { confirm: true }); // 10 Nov, 00:00 IST
    unpaid = await cod('2026-11-10T18:29:00.000Z', [{ productId: shop.tee, color: 'White', quantity: 2 }, { productId: shop.mug, color: 'Red', quantity: 1 }], { name: '=SUM(A1:A9)' }); // 10 Nov, 23:59 IST
    await cod('2026-11-10T18:30:00.000Z', [{ productId: shop.mug, color: 'Blue', quantity: 1 }]); // 11 Nov, 00:00 IST
  });

  it('writes one row per line of the orders placed on the IST days asked, with the invoice’s figures', async () => {
    const { status, response, text } = await exportOrders('?from=2026-11-10&to=2026-11-10');
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-11-10-to-2026-11-10.csv"');
    expect(response.headers.get('content-encoding')).toBeNull();
    const [header, ...rows] = rowsOf(text);
    expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(rows.map((row) => [cell(row, 'Order ID'), cell(row, 'Date (IST)'), cell(row, 'Product'), cell(row, 'Colour'), cell(row, 'Quantity')])).toEqual([
      [invoiced, '2026-11-10 00:00', 'Cotton Tee', 'Black', '1'],
      [unpaid, '2026-11-10 23:59', 'Cotton Tee', 'White', '2'],
      [unpaid, '2026-11-10 23:59', 'Clay Mug', 'Red', '1'],
    ]);
    // ₹999 at 5 % GST, inclusive, within Karnataka: each half of the tax rounded to 23.78, the taxable value the rest (951.44), as the invoice has them.
    const [paid, ...open] = rows as [string[], ...string[][]];
    expect(paid.slice(ORDERS_CSV_COLUMNS.indexOf('Customer name'))).toEqual([
      'Asha Verma',
      buyer.email,
      'Karnataka',
      'Pending',
      'Cotton Tee',
      'Black',
      '',
      '1',
      '999.00',
      '6109',
      '5',
      '999.00',
      '0.00',
      '951.44',
      '23.78',
      '23.78',
      '0.00',
      cell(paid, 'Delivery charge'),
      cell(paid, 'COD charge'),
      cell(paid, 'Order total'),
      'Cash on delivery',
      'Completed',
      'KH/26-27/00001',
    ]);
    const charges = Number(cell(paid, 'Delivery charge')) + Number(cell(paid, 'COD charge'));
    expect([cell(paid, 'Delivery charge'), cell(paid, 'COD charge'), cell(paid, 'Order total')]).toEqual(['40.00', '20.00', '1059.00']);
    expect(charges).toBe(60);
    // Not invoiced yet (the payment is not confirmed): the tax cells are empty, the line is price × quantity.
    for (const row of open) {
      expect([cell(row, 'Discount'), cell(row, 'Taxable value'), cell(row, 'CGST'), cell(row, 'SGST'), cell(row, 'IGST'), cell(row, 'Invoice number')]).toEqual(['', '', '', '', '', '']);
      expect(cell(row, 'Payment status')).toBe('Pending');
    }
    expect(open.map((row) => cell(row, 'Line total'))).toEqual(['1998.00', '999.00']);
    // A customer's name that a spreadsheet would run as a formula is written as text.
    expect(cell(open[0]!, 'Customer name')).toBe("'=SUM(A1:A9)");
  });

  it('takes both IST days of a range and nothing past them', async () => {
    const rows = rowsOf((await exportOrders('?from=2026-11-09&to=2026-11-10')).text).slice(1);
    expect(new Set(rows.map((row) => cell(row, 'Date (IST)')))).toEqual(new Set(['2026-11-09 23:59', '2026-11-10 00:00', '2026-11-10 23:59']));
    expect(rowsOf((await exportOrders('?from=2026-11-12&to=2026-11-30')).text)).toEqual([[...ORDERS_CSV_COLUMNS]]);
  });

  it('answers 400 with the reason for days it cannot read', async () => {
    for (const [query, message] of [
      ['', 'from must be a date written YYYY-MM-DD'],
      ['?from=2026-11-10', 'to must be a date written YYYY-MM-DD'],
      ['?from=2026-02-30&to=2026-03-01', 'from must be a date written YYYY-MM-DD'],
      ['?from=2026-11-10&to=2026-11-09', 'from must not be after to'],
      ['?from=1999-12-31&to=2026-11-09', 'from must be a date from 2000-01-01 to 2100-12-31'],
    ]) {
      const { status, text } = await exportOrders(query!);
      expect({ status, message: (JSON.parse(text) as { message: string }).message }).toEqual({ status: 400, message });
    }
  });

  it('is the admin’s only: 401 without a session, 403 for a customer', async () => {
    expect((await exportOrders('?from=2026-11-10&to=2026-11-10', {})).status).toBe(401);
    expect((await exportOrders('?from=2026-11-10&to=2026-11-10', buyer.auth)).status).toBe(403);
  });

  it('exports a few thousand orders in keyset pages, in placing order', async () => {
    const { db } = app.runtime;
    const count = 2_600;
    const base = Date.parse('2026-12-01T00:00:00.000Z');
    // Two orders a second: the id breaks ties.
    const orders = Array.from({ length: count }, (_, index) =>
      orderTableRow(new Date(base + Math.floor(index / 2) * 1000).toISOString(), { custom_order_id: `ORD-B${String(index).padStart(8, '0')}`, user_name: 'Bulk Buyer', user_email: 'bulk@example.in' }),
    );
    for (let start = 0; start < count; start += 200) {
      const chunk = orders.slice(start, start + 200);
      await db.insertInto('orders').values(chunk).execute();
      await db
        .insertInto('order_items')
        .values(chunk.map((order) => ({ id: newId(), order_id: order.id, position: 0, product_id: shop.tee, name: 'Cotton Tee', primary_image: '', color: 'Black', color_id: null, size: null, price: 99_900, quantity: 1, hsn_code: '6109', gst_rate: 5, uqc: 'PCS' })))
        .execute();
    }
    const sorted = [...orders].sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1));
    const rows = rowsOf((await exportOrders('?from=2026-12-01&to=2026-12-02')).text).slice(1);
    expect(rows.map((row) => cell(row, 'Order ID'))).toEqual(sorted.map((order) => order.custom_order_id));
  });
});

describe('the orders’ CSV stream', () => {
  const order = (index: number): ExportOrder => ({
    id: `order-${index}`,
    custom_order_id: `ORD-${index}`,
    created_at: '2026-11-10T00:00:00.000Z',
    user_name: 'Asha',
    user_email: 'asha@example.in',
    state: 'Karnataka',
    status: 'Pending',
    payment_method: 'cod',
    payment_status: 'Pending',
    delivery_charge: 0,
    cod_charge: 0,
    discount: 0,
    total_price: 100,
    invoice_number: null,
    items: [{ name: 'A long product name '.repeat(20), color: 'Black', size: null, quantity: 1, price: 100, hsn_code: null, gst_rate: null }],
  });

  it('writes an order’s lines as the shop’s one CSV writer writes those cells (docs/decisions/0067)', () => {
    const tricky: ExportOrder = {
      ...order(1),
      created_at: '2026-11-09T18:30:00.000Z',
      user_name: '=HYPERLINK("x"), "Asha"',
      state: 'Tamil\nNadu',
      payment_method: 'online',
      payment_status: 'Completed',
      delivery_charge: 4_000,
      cod_charge: 0,
      total_price: 209_800,
      items: [
        { name: 'Tee, "Cotton"', color: '-Black', size: 'M', quantity: 2, price: 99_900, hsn_code: '6109', gst_rate: 5 },
        { name: 'Mug', color: 'Red', size: null, quantity: 1, price: 5, hsn_code: null, gst_rate: 0.25 },
      ],
    };
    const taxes = { discountPaise: 100, taxablePaise: 190_286, cgstPaise: 4_757, sgstPaise: 4_757, igstPaise: 0 };
    const invoice = { number: 'KH/26-27/00007', lines: [{ ...taxes, ratePercent: 5 }, { ...taxes, discountPaise: undefined, ratePercent: 3 }] as never };
    const head = ['ORD-1', '2026-11-10 00:00', '=HYPERLINK("x"), "Asha"', 'asha@example.in', 'Tamil\nNadu', 'Pending'];
    const tail = (number: string) => [{ number: '40.00' }, { number: '0.00' }, { number: '2098.00' }, 'Online', 'Completed', number];
    const figures = (discount: string) => [{ number: discount }, { number: '1902.86' }, { number: '47.57' }, { number: '47.57' }, { number: '0.00' }];
    expect(orderRows(tricky, invoice)).toEqual([
      [...head, 'Tee, "Cotton"', '-Black', 'M', 2, { number: '999.00' }, '6109', 5, { number: '1998.00' }, ...figures('1.00'), ...tail('KH/26-27/00007')],
      [...head, 'Mug', 'Red', '', 1, { number: '0.05' }, '', 3, { number: '0.05' }, ...figures('0.00'), ...tail('KH/26-27/00007')],
    ]);
    expect(orderRows(tricky, undefined)).toEqual([
      [...head, 'Tee, "Cotton"', '-Black', 'M', 2, { number: '999.00' }, '6109', 5, { number: '1998.00' }, null, null, null, null, null, ...tail('')],
      [...head, 'Mug', 'Red', '', 1, { number: '0.05' }, '', 0.25, { number: '0.05' }, null, null, null, null, null, ...tail('')],
    ]);
    expect(rowsOf(toCsv(orderRows(tricky, undefined)))[0]?.[2]).toBe('\'=HYPERLINK("x"), "Asha"');
  });

  it('reads a page only when the reader has taken the rows before it (constant memory)', async () => {
    let pagesRead = 0;
    const pageSize = 100;
    const totalPages = 1_000; // 100,000 orders: never all read unless the reader reads them
    const ports = {
      orderExport: {
        page: async (_span: unknown, _after: unknown, limit: number) => {
          pagesRead += 1;
          return pagesRead > totalPages ? [] : Array.from({ length: limit }, (_, index) => order(pagesRead * limit + index));
        },
      },
      issuedLines: async () => new Map(),
    };
    const { body } = ordersCsv(ports as never, { from: '2026-11-10', to: '2026-11-10' }, pageSize);
    const reader = body.getReader();
    let bytes = 0;
    for (let chunks = 0; chunks < 5; chunks += 1) bytes += (await reader.read()).value?.byteLength ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bytes).toBeGreaterThan(0);
    expect(pagesRead).toBeLessThan(10);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const afterCancel = pagesRead;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pagesRead).toBe(afterCancel);
  });
});

describe('the orders’ CSV over HTTP (docs/decisions/0067)', () => {
  it('sends the header and the first rows while the file is still being written, and stops reading when the client leaves', async () => {
    // A file that never ends on its own: the answer must go out as it is made, not once it is whole.
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('Order ID\r\nORD-1\r\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const spy = vi.spyOn(app.runtime.services.desk, 'ordersCsv').mockReturnValue({ fileName: 'orders.csv', body: endless });
    try {
      const tooLate = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer before the file ended')), 3_000));
      await at('2026-11-10T00:00:00.000Z');
      const response = await Promise.race([app.fetch('/api/admin/orders/export.csv?from=2026-11-10&to=2026-11-10', { headers: admin }), tooLate]);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBeNull();
      const reader = response.body!.getReader();
      expect(new TextDecoder().decode((await Promise.race([reader.read(), tooLate])).value)).toBe('Order ID\r\nORD-1\r\n');
      await reader.cancel();
      await vi.waitFor(() => expect(cancelled).toBe(true), { timeout: 3_000 });
    } finally {
      spy.mockRestore();
    }
  });
});

