import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category, Product, ProductPage } from '../../common/catalog';
import { bearer, register, unlimitedRateLimiter } from '../test/accounts-fixtures';
import { png, signInAdmin } from '../test/admin-fixtures';
import { startTestApp, type TestApp } from '../test/app';
import { addCategory, addProducts } from '../test/catalog-fixtures';

/** The public cache in front of the real app's catalogue API: what it keeps, and when a write shows. */
describe('public catalogue API answers', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  let categoryId: string;

  beforeAll(async () => {
    // A long check interval: only this process's own writes can invalidate at once.
    app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter, catalogueVersionMaxAgeMs: 60 * 60 * 1000 });
    admin = bearer((await signInAdmin(app)).token);
    categoryId = await addCategory(app.runtime.db, 'Cache shelf');
    await addProducts(app.runtime.db, categoryId, 3);
    await app.runtime.services.catalogueVersion.refresh();
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  const list = async (path = '/api/products?page=1') => (await (await app.fetch(path)).json()) as ProductPage;
  const names = async (path?: string) => (await list(path)).products.map((product) => product.name);
  const send = (method: string, path: string, body: FormData | string) =>
    app.fetch(path, { method, headers: typeof body === 'string' ? { ...admin, 'content-type': 'application/json' } : admin, body });

  it('answers a repeated read from memory, with the same bytes, a validator and the security headers', async () => {
    const first = await app.fetch('/api/products?page=1');
    const spy = vi.spyOn(app.runtime.services.catalog, 'listProducts');
    const second = await app.fetch('/api/products?page=1');
    expect(spy).not.toHaveBeenCalled();
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.get('content-type')).toBe('application/json');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers If-None-Match with 304 and HEAD without a body', async () => {
    const etag = (await app.fetch('/api/categories')).headers.get('etag') ?? '';
    const notModified = await app.fetch('/api/categories', { headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(await notModified.text()).toBe('');
    expect((await app.fetch('/api/categories', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    const head = await app.fetch('/api/categories', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  it('gives a signed-in customer the same public answer, and keeps no error', async () => {
    const customer = bearer((await register(app)).token);
    const anonymous = await (await app.fetch('/api/products/category/Cache%20shelf?page=1')).text();
    expect(await (await app.fetch('/api/products/category/Cache%20shelf?page=1', { headers: customer })).text()).toBe(anonymous);

    const missing = await app.fetch('/api/products/0123456789abcdef01234567');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('keeps per-customer answers out: the cart is never public', async () => {
    const cart = await app.fetch('/api/cart', { headers: bearer((await register(app)).token) });
    expect(cart.headers.get('cache-control') ?? '').not.toContain('public');
    expect(cart.headers.get('etag')).toBeNull();
  });

  it('shows a direct database write only once the version is read again (another process)', async () => {
    const before = await names();
    await addProducts(app.runtime.db, categoryId, 1, { name: 'Written elsewhere' });
    expect(await names()).toEqual(before);
    await app.runtime.services.catalogueVersion.refresh();
    expect(await names()).toContain('Written elsewhere');
  });

  it('shows every kind of admin write at once', async () => {
    // Create a product.
    const form = new FormData();
    const fields = {
      name: 'Fresh kurta',
      description: 'Cotton',
      actualPrice: '999',
      discountPrice: '799',
      deliveryCharge: '40',
      codCharge: '20',
      features: 'Cotton',
      category: categoryId,
      rating: '4',
      colors: JSON.stringify([{ name: 'Red' }]),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('colors[0][images]', await png());
    await list();
    const created = await send('POST', '/api/products', form);
    expect(created.status).toBe(201);
    const product = (await created.json()) as Product;
    expect(await names()).toContain('Fresh kurta');

    // Update it: the stock flag and the name, in the list and on its own.
    expect((await app.fetch(`/api/products/${product._id}`)).status).toBe(200);
    const edited = await send('PUT', `/api/products/${product._id}`, JSON.stringify({ updatedFields: { name: 'Sold-out kurta', inStock: 'false' } }));
    expect(edited.status).toBe(200);
    const single = (await (await app.fetch(`/api/products/${product._id}`)).json()) as Product;
    expect(single).toMatchObject({ name: 'Sold-out kurta', inStock: false });
    expect(await names()).toContain('Sold-out kurta');

    // Delete it.
    expect((await send('DELETE', `/api/products/${product._id}`, '')).status).toBe(200);
    expect(await names()).not.toContain('Sold-out kurta');
    expect((await app.fetch(`/api/products/${product._id}`)).status).toBe(404);

    // Categories: create, rename, delete.
    const categories = async () => ((await (await app.fetch('/api/categories')).json()) as Category[]).map((category) => category.name);
    await categories();
    const categoryForm = (name: string) => {
      const body = new FormData();
      body.append('name', name);
      return body;
    };
    const category = (await (await send('POST', '/api/categories', categoryForm('Brand new'))).json()) as Category;
    expect(await categories()).toContain('Brand new');
    expect((await app.fetch(`/api/categories/${category._id}`)).status).toBe(200);
    expect((await send('PUT', `/api/categories/${category._id}`, categoryForm('Renamed shelf'))).status).toBe(200);
    expect(await categories()).toContain('Renamed shelf');
    expect(((await (await app.fetch(`/api/categories/${category._id}`)).json()) as Category).name).toBe('Renamed shelf');
    expect((await send('DELETE', `/api/categories/${category._id}`, '')).status).toBe(200);
    expect(await categories()).not.toContain('Renamed shelf');
  });

  it('counts a list again after a write (page count)', async () => {
    const shelf = await addCategory(app.runtime.db, 'Counted shelf');
    await addProducts(app.runtime.db, shelf, 12);
    await app.runtime.services.catalogueVersion.refresh();
    expect((await list('/api/products/category/Counted%20shelf?page=1&limit=10')).pages).toBe(2);
    await addProducts(app.runtime.db, shelf, 9);
    await app.runtime.services.catalogueVersion.refresh();
    expect((await list('/api/products/category/Counted%20shelf?page=1&limit=10')).pages).toBe(3);
  });
});
