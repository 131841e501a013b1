import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '../common/catalog';
import { startTestApp, type TestApp } from './test/app';

// The real start-up path with the demo: migrations, seed (generated images), demo admin.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO: 'true' });
}, 120_000);
afterAll(() => app.close());

describe('start-up with SEED_DEMO', () => {
  it('seeds the demo catalogue the issue asks for', async () => {
    const categories = (await (await app.fetch('/api/categories')).json()) as { image: string }[];
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.every((c) => c.image.startsWith('/media/'))).toBe(true);

    const { products } = (await (await app.fetch('/api/products?limit=100')).json()) as ProductPage;
    expect(products.length).toBeGreaterThanOrEqual(60);
    const has = (test: (p: Product) => boolean) => products.some(test);
    expect(has((p) => !p.inStock)).toBe(true);
    expect(has((p) => p.isFeatured && p.isNewArrival)).toBe(true);
    expect(has((p) => p.colors.length > 4)).toBe(true);
    expect(products.every((p) => p.colors.length >= 1 && p.colors.length <= 6)).toBe(true);
    expect(products.every((p) => p.colors.every((c) => c.images.length >= 1 && c.images.length <= 3))).toBe(true);
    expect(Math.min(...products.map((p) => p.discountPrice))).toBe(199);
    expect(Math.max(...products.map((p) => p.actualPrice))).toBe(149999);
    expect(has((p) => p.rating % 1 === 0.5)).toBe(true);
  });

  it('saves the demo shop’s details (address, contacts, a GSTIN), so its invoices are tax invoices; products carry HSN codes and GST rates', async () => {
    const settings = await app.runtime.services.settings.get();
    expect(settings).toMatchObject({ stateCode: '27', gstin: '27AAACH0000A1ZR', grievanceOfficer: { name: 'Meera Kulkarni' } });
    expect(settings.legalName).toBe(app.runtime.config.SHOP_NAME);
    const { products } = (await (await app.fetch('/api/products?limit=100')).json()) as ProductPage;
    expect(products.every((p) => /^(\d{4}|\d{6}|\d{8})$/.test(p.hsnCode))).toBe(true);
    expect(new Set(products.map((p) => p.gstRate))).toEqual(new Set([5, 18]));
  });

  it('serves the generated images as WebP with long-lived caching', async () => {
    const { products } = (await (await app.fetch('/api/products?limit=1')).json()) as ProductPage;
    const response = await app.fetch(products[0]!.primaryImage);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('creates a demo admin whose password works and is kept out of the repo', async () => {
    const file = join(app.runtime.config.DATA_DIR, 'demo-admin.txt');
    expect(existsSync(file)).toBe(true);
    const [email, password] = readFileSync(file, 'utf8').split('\n');
    expect(email).toBe('admin@example.com');
    expect(await app.runtime.services.admins.checkPassword(email!, password!)).toBe(true);
    expect(await app.runtime.services.admins.checkPassword(email!, 'wrong-password')).toBe(false);
  });
});
