import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product, ProductPage } from '../../common/catalog';
import { loadConfig } from '../../server/config';
import { connectDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { createHttpListener } from '../../server/http/listener';
import { createLogger } from '../../server/logger';
import { startRuntime, type Runtime } from '../../server/runtime';
import { BENCH_ADMIN } from './bench-admin';
import { endpoints, prepareCustomer } from './endpoints';
import { generateShop, type GeneratedShop } from './generate';

const images = { categoryImages: ['/media/cat-640.webp'], productImages: ['/media/a-640.webp', '/media/b-640.webp', '/media/c-640.webp'] };
const silent = () => ({ update: () => {}, done: () => {} });

let dir: string;
let shop: GeneratedShop;
let runtime: Runtime;
let server: Server;
let baseUrl: string;

// The generated database, served by the real app in-process (its API; pages need a build).
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'haat-bench-'));
  const dbPath = join(dir, 'haat.db');
  shop = await generateShop({ dbPath, images, products: 1_000, orders: 300, progress: silent, now: new Date('2026-06-01T00:00:00Z') });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', COD_ENABLED: 'true', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, DATABASE_URL: `file:${dbPath}`, DATA_DIR: dir });
  runtime = await startRuntime(config, createLogger(config), { startReconciler: false });
  server = createServer(createHttpListener(runtime, { build: () => Promise.reject(new Error('no pages in this test')) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await runtime.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(baseUrl + path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

describe('generateShop', () => {
  it('writes the asked-for rows, with consistent order totals', () => {
    const db = new SQLite(join(dir, 'haat.db'), { readonly: true });
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect({ categories: count('categories'), products: count('products'), orders: count('orders'), users: count('users') }).toEqual({ categories: 20, products: 1_000, orders: 300, users: 15 });
    expect(count('order_items')).toBeGreaterThanOrEqual(300);
    const online = (db.prepare(`SELECT count(*) AS n FROM orders WHERE payment_method = 'online'`).get() as { n: number }).n;
    expect(count('payment_attempts')).toBe(online);
    const wrong = db.prepare(`SELECT count(*) AS n FROM orders o WHERE total_price != items_total + delivery_charge + cod_charge OR items_total != (SELECT sum(price * quantity) FROM order_items i WHERE i.order_id = o.id)`).get() as { n: number };
    expect(wrong.n).toBe(0);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('ends with every index the migrations create', async () => {
    const migrated = join(dir, 'migrated.db');
    const kysely = connectDatabase(`file:${migrated}`);
    await migrateToLatest(kysely);
    await kysely.destroy();
    const indexes = (path: string) => {
      const db = new SQLite(path, { readonly: true });
      const rows = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name`).all();
      db.close();
      return rows;
    };
    expect(indexes(join(dir, 'haat.db'))).toEqual(indexes(migrated));
  });

  it('is the same shop for the same seed', async () => {
    const other = join(dir, 'again.db');
    const again = await generateShop({ dbPath: other, images, products: 1_000, orders: 0, progress: silent, now: new Date('2026-06-01T00:00:00Z') });
    expect(again.sampleProductId).toBe(shop.sampleProductId);
  });
});

describe('the generated shop through the API', () => {
  it('lists 1,000 products newest first, 10 a page', async () => {
    const page = await get<ProductPage>('/api/products?page=1');
    expect(page.pages).toBe(100);
    expect(page.products).toHaveLength(10);
    expect(page.products[0]!.primaryImage).toMatch(/^\/media\/[abc]-640\.webp$/);
  });

  it('has 20 categories and a 5th page in the measured one', async () => {
    expect(await get<Category[]>('/api/categories')).toHaveLength(20);
    const page = await get<ProductPage>(`/api/products/category/${encodeURIComponent(shop.categoryName)}?page=5`);
    expect(page.pages).toBe(5);
    expect(page.products).toHaveLength(10);
  });

  it('serves the sample product, in stock', async () => {
    const product = await get<Product>(`/api/products/${shop.sampleProductId}`);
    expect(product.inStock).toBe(true);
    expect(product.colors.length).toBeGreaterThan(0);
  });

  it('gives the benchmark a customer whose cart and COD order the API accepts', async () => {
    const customer = await prepareCustomer(baseUrl, shop);
    const { cart, cod, 'cod-stock': codStock } = endpoints(shop, customer);
    const cartAnswer = await fetch(baseUrl + cart.spec.path, { headers: cart.spec.headers });
    expect(cartAnswer.status).toBe(200);
    expect(((await cartAnswer.json()) as { totalCartItems: number }).totalCartItems).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      const placed = await fetch(baseUrl + cod.spec.path, { method: 'POST', headers: cod.spec.headers, body: cod.spec.body });
      expect(placed.status, await placed.clone().text()).toBe(201);
      expect(((await placed.json()) as { orderId: string }).orderId).toMatch(/^ORD-[0-9A-Z]{9}$/);
    }
    // The stocked product: each order takes one unit of its tracked first colour.
    const stocked = await get<Product>(`/api/products/${shop.stockedProductId}`);
    expect(stocked.colors[0]?.stock).toBe(1_000_000);
    const placed = await fetch(baseUrl + codStock.spec.path, { method: 'POST', headers: codStock.spec.headers, body: codStock.spec.body });
    expect(placed.status, await placed.clone().text()).toBe(201);
    expect((await get<Product>(`/api/products/${shop.stockedProductId}`)).colors[0]?.stock).toBe(999_999);
  });

  it('signs in the bench’s admin, whose desk reads answer over the generated orders', async () => {
    const customer = await prepareCustomer(baseUrl, shop);
    const { 'admin-stats': stats, 'admin-customers': customers } = endpoints(shop, customer);
    const figures = await fetch(baseUrl + stats.spec.path, { headers: stats.spec.headers });
    expect(figures.status).toBe(200);
    expect(((await figures.json()) as { byDay: unknown[] }).byDay).toHaveLength(90);
    const found = await fetch(baseUrl + customers.spec.path, { headers: customers.spec.headers });
    expect(found.status).toBe(200);
    expect(((await found.json()) as { customers: Array<{ email: string }> }).customers.every((customer) => customer.email.includes('customer12'))).toBe(true);
  });
});
