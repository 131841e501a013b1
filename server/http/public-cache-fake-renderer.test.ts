import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueVersion } from '../modules/catalog/catalogue-version';
import { createPublicCache, type Produced } from './public-cache';

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
