import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category, Product, ProductPage } from '../../common/catalog';
import { bearer, register, unlimitedRateLimiter } from '../test/accounts-fixtures';
import { png, signInAdmin } from '../test/admin-fixtures';
import { startTestApp, type TestApp } from '../test/app';
import { addCategory, addProducts } from '../test/catalog-fixtures';
import { createCatalogueVersion } from '../modules/catalog/catalogue-version';
import { createPublicCache, type Produced } from './public-cache';

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

/** The cache alone, in front of a fake renderer (pages need the React build, covered end to end). */
describe('public cache', () => {
  let server: Server;
  let baseUrl: string;
  let version = 1;
  let produced = 0;
  let answer: (url: string) => Produced | Promise<Produced>;
  const versions = createCatalogueVersion({ read: async () => version, maxAgeMs: 0 });
  const cache = createPublicCache({ version: versions, maxEntries: 3 });

  /** What app/entry.server.tsx does: one nonce in the policy and in every script tag. */
  const page = (shareable = true, init: ResponseInit = {}): Produced => {
    const nonce = Math.random().toString(36).slice(2);
    const headers = new Headers(init.headers);
    headers.set('content-security-policy', `script-src 'self' 'nonce-${nonce}'`);
    headers.set('content-type', 'text/html; charset=utf-8');
    const body = `<html><script nonce="${nonce}">1</script><p>v${version}</p><script nonce="${nonce}">2</script></html>`;
    return { response: new Response(body, { ...init, headers }), shareable };
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      void cache.serve(req, res, req.url ?? '/', async () => {
        produced += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return answer(req.url ?? '/');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, init?: RequestInit) => fetch(baseUrl + path, init);
  const noncesOf = async (response: Response) => {
    const body = await response.text();
    const header = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    return { header, body: [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]), text: body };
  };

  it('gives every response of a kept page its own nonce, the same in the policy and the page', async () => {
    answer = () => page();
    produced = 0;
    const first = await noncesOf(await get('/nonce'));
    const second = await noncesOf(await get('/nonce'));
    expect(produced).toBe(1);
    for (const nonces of [first, second]) {
      expect(nonces.body).toHaveLength(2);
      expect(nonces.body.every((value) => value === nonces.header)).toBe(true);
    }
    expect(second.header).not.toBe(first.header);
    expect(second.text.replaceAll(second.header ?? '', 'N')).toBe(first.text.replaceAll(first.header ?? '', 'N'));
  });

  it('keeps a page without a validator (its bytes vary) and answers HEAD without a body', async () => {
    answer = () => page();
    await get('/head');
    const head = await get('/head', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBeNull();
    expect(head.headers.get('content-security-policy')).toContain('nonce-');
    expect(await head.text()).toBe('');
  });

  it('keeps nothing the producer did not call shareable, no error and nothing that sets a cookie', async () => {
    for (const [path, make] of [
      ['/private', () => page(false)],
      ['/missing', () => page(true, { status: 404 })],
      ['/cookie', () => page(true, { headers: { 'set-cookie': 'a=b' } })],
    ] as const) {
      answer = make;
      produced = 0;
      const first = await get(path);
      await get(path);
      expect(produced, path).toBe(2);
      expect(first.status).toBe(path === '/missing' ? 404 : 200);
    }
    answer = () => page(true, { headers: { 'set-cookie': 'a=b' } });
    expect((await get('/cookie')).headers.get('set-cookie')).toBe('a=b');
  });

  it('makes one answer for concurrent requests, and a new one after the version changes', async () => {
    answer = () => page();
    produced = 0;
    const bodies = await Promise.all([1, 2, 3, 4].map(async () => (await get('/together')).text()));
    expect(produced).toBe(1);
    expect(bodies.every((body) => body.includes(`<p>v${version}</p>`))).toBe(true);

    version += 1;
    expect(await (await get('/together')).text()).toContain(`<p>v${version}</p>`);
    expect(produced).toBe(2);
  });

  it('lets concurrent requests produce their own when the first answer is not shareable', async () => {
    answer = (url) => page(!url.includes('private'));
    produced = 0;
    await Promise.all([1, 2, 3].map(() => get('/private-together')));
    expect(produced).toBe(3);
  });

  it('keeps only an answer made under the current version', async () => {
    await get('/settled');
    const size = cache.size();
    answer = async () => {
      // A write of this process lands while the answer is made.
      version += 1;
      await versions.refresh();
      return page();
    };
    expect((await get('/raced')).status).toBe(200);
    expect(cache.size()).toBe(size);
  });

  it('gives a validator only to answers that say public', async () => {
    answer = (url) => ({
      response: new Response('{"a":1}', { headers: url.includes('public') ? { 'cache-control': 'public, max-age=0, must-revalidate' } : {} }),
      shareable: true,
    });
    await get('/data-public');
    await get('/data-plain');
    expect((await get('/data-public')).headers.get('etag')).toMatch(/^"/);
    expect((await get('/data-plain')).headers.get('etag')).toBeNull();
  });

  it('answers without the cache while the version cannot be read', async () => {
    const broken = createPublicCache({ version: createCatalogueVersion({ read: () => Promise.reject(new Error('no database')), maxAgeMs: 0 }) });
    const brokenServer = createServer((req, res) => {
      void broken.serve(req, res, '/x', async () => page());
    });
    await new Promise<void>((resolve) => brokenServer.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(brokenServer.address() as AddressInfo).port}/x`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<p>v');
      expect(broken.size()).toBe(0);
    } finally {
      await new Promise<void>((resolve) => brokenServer.close(() => resolve()));
    }
  });

  /** The bytes as sent (fetch would decompress them). */
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(baseUrl + path, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  /** A page big enough to compress (1 KB and more), its nonce in the head and all through the body. */
  const bigPage = (shareable = true): Produced => {
    const { response } = page(shareable);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    const items = Array.from({ length: 60 }, (_, i) => `<li>Product ${i}</li>${i % 20 === 0 ? `<script nonce="${nonce}">${i}</script>` : ''}`).join('');
    const body = `<html><head><script nonce="${nonce}">1</script></head><body><ul>${items}</ul><p>v${version}</p><script nonce="${nonce}">2</script></body></html>`;
    return { response: new Response(body, { headers: response.headers }), shareable };
  };
  const nonceOf = (headers: IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

  it('sends a kept page gzipped when accepted, a fresh nonce per response in the policy and the page', async () => {
    answer = () => bigPage();
    produced = 0;
    const plain = await raw('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const plainNonce = nonceOf(plain.headers) ?? '';

    const seen = new Set<string>([plainNonce]);
    for (let i = 0; i < 2; i++) {
      // A page is kept gzipped around its nonces (brotli would be per response): gzip even when br is offered.
      const zipped = await raw('/big', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(zipped.headers.etag).toBeUndefined();
      expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
      expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
      const html = gunzipSync(zipped.body).toString();
      const nonce = nonceOf(zipped.headers) ?? '';
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      expect([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])).toEqual(Array(5).fill(nonce));
      expect(html.replaceAll(nonce, 'N')).toBe(plain.body.toString().replaceAll(plainNonce, 'N'));
    }
    expect(produced).toBe(1);

    const head = await raw('/big', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    expect((await raw('/big', { 'accept-encoding': 'deflate' })).headers['content-encoding']).toBeUndefined();
  });

  it('keeps compressed copies of an answer without a nonce, each with its own validator', async () => {
    const json = JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ id: i, name: `Product ${i % 7}` })));
    answer = () => ({ response: new Response(json, { headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=0, must-revalidate' } }), shareable: true });
    produced = 0;
    const plain = await raw('/json');
    const br = await raw('/json', { 'accept-encoding': 'gzip, br' });
    const brAgain = await raw('/json', { 'accept-encoding': 'gzip, br' });
    const gz = await raw('/json', { 'accept-encoding': 'gzip' });
    expect(produced).toBe(1);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(json);
    expect(brAgain.body.equals(br.body)).toBe(true);
    expect(gunzipSync(gz.body).toString()).toBe(json);
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    expect(gz.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-gzip"`);

    const notModified = await raw('/json', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.vary).toBe('Accept-Encoding');
    expect(notModified.headers.etag).toBe(br.headers.etag);
    // The identity validator does not stand for the brotli bytes, and the other way round.
    expect((await raw('/json', { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).status).toBe(200);
    expect((await raw('/json', { 'if-none-match': String(br.headers.etag) })).status).toBe(200);
    expect((await raw('/json', { 'if-none-match': String(plain.headers.etag) })).status).toBe(304);
  });

  it('compresses an answer it does not keep per response, and leaves small ones alone', async () => {
    answer = () => bigPage(false);
    const zipped = await raw('/big-private', { 'accept-encoding': 'br' });
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(zipped.body).toString()).toContain('<li>Product 59</li>');
    answer = () => page();
    const small = await raw('/small', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
  });

  it('forgets the least recently used answers beyond its bound', async () => {
    answer = () => page();
    for (const path of ['/a', '/b', '/c', '/d']) await get(path);
    expect(cache.size()).toBe(3);
    produced = 0;
    await get('/d');
    await get('/a');
    expect(produced).toBe(1);
  });
});
