import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, unlimitedRateLimiter } from './test/accounts-fixtures';
import { signInAdmin } from './test/admin-fixtures';
import { startTestApp, type TestApp } from './test/app';
import { quoteOf } from './test/coupon-fixtures';
import { registerShopInKarnataka } from './test/karnataka-shop';
import { checkoutBody, newCustomer, post, stockShop, type Customer, type Shop } from './test/orders-fixtures';
import { ordersCsv } from './modules/desk/orders-export';
import { issuedLinesReader } from './modules/invoices/issued-lines';
import { createInvoicesRepo } from './modules/invoices/repo';
import { createExportRepo } from './modules/orders/export-repo';
import { createOrdersExportThreads, EXPORTS_BUSY } from './orders-export-threads';

/**
 * The orders' CSV made in a worker thread over its own connection (docs/decisions/0070), on the
 * test's file database (SQLite) or its PostgreSQL database: the same bytes as the in-process file,
 * a download that leaves ends the thread, a failure ends the stream with an error (logged), and no
 * more than the limit of exports run at once.
 */

let app: TestApp;
let shop: Shop;
let buyer: Customer;
let admin: Record<string, string>;
let now = Date.parse('2026-11-09T10:00:00.000Z');
const ORDERS = 8;
const query = { from: '2026-11-01', to: '2026-11-30' };
const logged: string[] = [];
const logger = pino(
  { level: 'error' },
  new Writable({
    write(line, _encoding, done) {
      logged.push(String(line));
      done();
    },
  }),
);

async function cod(when: string, confirm: boolean): Promise<void> {
  now = Date.parse(when);
  admin = bearer((await signInAdmin(app)).token);
  const lines = [
    { productId: shop.tee, color: 'Black', quantity: 1 },
    { productId: shop.mug, color: 'Red', quantity: 2 },
  ];
  const { total } = await quoteOf(app, buyer, lines, { paymentMethod: 'cod' });
  const placed = await post(app, '/api/payments/cod', checkoutBody(lines, total, { email: buyer.email, name: '=cmd|" /C calc"!A0, "Asha"' }), buyer.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  if (confirm) expect((await post(app, `/api/orders/${placed.body.orderId as string}/confirm-payment`, { reference: 'CASH' }, admin)).status).toBe(200);
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

const inProcess = (pageSize: number) => ordersCsv({ orderExport: createExportRepo(app.runtime.db), issuedLines: issuedLinesReader(createInvoicesRepo(app.runtime.db)) }, query, pageSize).body;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter, clock: () => new Date(now) });
  await registerShopInKarnataka(app);
  shop = await stockShop(app);
  buyer = await newCustomer(app);
  // Every other order confirmed, so invoiced: the worker reads the invoices' figures too.
  for (let index = 0; index < ORDERS; index += 1) await cod(`2026-11-1${index}T0${index}:15:00.000Z`, index % 2 === 0);
});
afterAll(() => app.close());

describe('the orders’ CSV in a worker thread', () => {
  it('writes the same bytes as the in-process file, a page a chunk', async () => {
    const threads = createOrdersExportThreads({ databaseUrl: app.runtime.config.DATABASE_URL, logger });
    const expected = await readAll(inProcess(3));
    expect(expected.split('\r\n').length).toBe(1 + 2 * ORDERS + 1);
    expect(expected).toContain('KH/26-27/00001');
    const body = threads.open(query, 3);
    expect(body).not.toBeNull();
    const chunks: Uint8Array[] = [];
    for await (const chunk of body!) chunks.push(chunk);
    // The header, then pages of 3, 3 and 2 orders.
    expect(chunks.length).toBe(4);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(expected);
    await vi.waitFor(() => expect(threads.running()).toBe(0));
  });

  it('is what GET /api/admin/orders/export.csv answers', async () => {
    const response = await app.fetch(`/api/admin/orders/export.csv?from=${query.from}&to=${query.to}`, { headers: admin });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(await readAll(inProcess(100)));
  });

  it('ends the thread when the reader leaves', async () => {
    const threads = createOrdersExportThreads({ databaseUrl: app.runtime.config.DATABASE_URL, logger });
    const reader = threads.open(query, 1)!.getReader();
    expect((await reader.read()).value?.byteLength).toBeGreaterThan(0);
    expect((await reader.read()).value?.byteLength).toBeGreaterThan(0);
    expect(threads.running()).toBe(1);
    await reader.cancel();
    await vi.waitFor(() => expect(threads.running()).toBe(0));
  });

  it('errors the stream, and logs it, when the database fails mid-file; the process goes on', async () => {
    logged.length = 0;
    const threads = createOrdersExportThreads({ databaseUrl: app.runtime.config.DATABASE_URL, logger });
    const reader = threads.open(query, 1)!.getReader();
    await reader.read(); // the header
    await reader.read(); // the first page; the worker is asked for the second one at once
    await sql`alter table order_items rename to order_items_away`.execute(app.runtime.db);
    try {
      let failure: unknown = null;
      try {
        for (let page = 0; page < ORDERS; page += 1) if ((await reader.read()).done) break;
      } catch (error) {
        failure = error;
      }
      expect(String(failure)).toMatch(/the export's worker failed: .*order_items/);
      expect(logged.join('')).toContain('the orders CSV failed');
      await vi.waitFor(() => expect(threads.running()).toBe(0));
    } finally {
      await sql`alter table order_items_away rename to order_items`.execute(app.runtime.db);
    }
    expect((await app.fetch('/api/health')).status).toBe(200);
  });

  it('errors the stream when the worker cannot open the database', async () => {
    logged.length = 0;
    const url = app.runtime.config.DATABASE_URL.startsWith('file:') ? 'file:/nowhere/haat.db' : app.runtime.config.DATABASE_URL.replace(/\/[^/]+$/, '/haat_no_such_database');
    const threads = createOrdersExportThreads({ databaseUrl: url, logger });
    await expect(readAll(threads.open(query, 1)!)).rejects.toThrow();
    expect(logged.join('')).toContain('the orders CSV failed');
    await vi.waitFor(() => expect(threads.running()).toBe(0));
  });

  it('runs at most the limit of exports at once, and refuses the next with 429 and a message', async () => {
    const threads = app.runtime.services.ordersExportThreads;
    const first = threads.open(query, 1)!.getReader();
    const second = threads.open(query, 1)!.getReader();
    await Promise.all([first.read(), second.read()]);
    expect(() => threads.open(query, 1)).toThrow(EXPORTS_BUSY);
    const refused = await app.fetch(`/api/admin/orders/export.csv?from=${query.from}&to=${query.to}`, { headers: admin });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(((await refused.json()) as { message: string }).message).toBe(EXPORTS_BUSY);
    await first.cancel();
    await vi.waitFor(() => expect(threads.running()).toBe(1));
    const third = await app.fetch(`/api/admin/orders/export.csv?from=${query.from}&to=${query.to}`, { headers: admin });
    expect(third.status).toBe(200);
    await third.text();
    await second.cancel();
  });

  it('leaves an in-memory database to the in-process file (a thread cannot share it)', () => {
    expect(createOrdersExportThreads({ databaseUrl: 'file::memory:', logger }).open(query, 1)).toBeNull();
  });
});
