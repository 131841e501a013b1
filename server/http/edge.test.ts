import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, json, register, unlimitedRateLimiter } from '../test/accounts-fixtures';
import { signInAdmin } from '../test/admin-fixtures';
import { startTestApp, type TestApp } from '../test/app';
import { addCategory, addProducts } from '../test/catalog-fixtures';
import { BODY_MAX_BYTES, BODY_TOO_LARGE } from './body-limit';
import { createHttpListener } from './listener';
import { NUL_MESSAGE } from './validate';

/**
 * The HTTP edge (docs/decisions/0011-http-edge-limits.md): no request may stop the process or
 * swamp it, and every refusal is a 4xx for that request alone.
 */

let app: TestApp;
/** The same app served with a client build (hashed assets, root files), as in production. */
let withBuild: { server: Server; origin: string; clientDir: string };
let customer: Record<string, string>;
let admin: Record<string, string>;
let productId: string;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  customer = bearer((await register(app)).token);
  admin = bearer((await signInAdmin(app)).token);
  [productId] = (await addProducts(app.runtime.db, await addCategory(app.runtime.db, 'Sarees'), 1)) as [string];

  const clientDir = mkdtempSync(join(tmpdir(), 'haat-edge-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets/entry-abc.js'), 'export {};\n');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const server = createServer(createHttpListener(app.runtime, { build: () => Promise.reject(new Error('pages are not built in HTTP tests')), clientDir }));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  withBuild = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, clientDir };
});

afterAll(async () => {
  withBuild.server.closeAllConnections();
  await new Promise((closed) => withBuild.server.close(closed));
  rmSync(withBuild.clientDir, { recursive: true, force: true });
  await app.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request exactly as written (fetch would normalise the path and refuse odd headers). `body`
 * is sent in `chunks` pieces with Transfer-Encoding: chunked when `chunked`, else with its length.
 */
function raw(origin: string, path: string, options: { method?: string; headers?: Record<string, string | number>; body?: string | Buffer; chunked?: boolean } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    if (body && options.chunked) {
      req.setHeader('transfer-encoding', 'chunked');
      for (let sent = 0; sent < body.length; sent += 64 * 1024) req.write(body.subarray(sent, sent + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

const get = (path: string, headers: Record<string, string> = {}) => raw(app.baseUrl, path, { headers });
const message = (answer: RawAnswer) => (JSON.parse(answer.body) as { message: string }).message;

async function expectStillServing(): Promise<void> {
  expect((await get('/api/health')).status).toBe(200);
}

describe('static files, media and pages never throw past their handler (item 6)', () => {
  it('answers media names too long for the file system with a 404, and keeps serving', async () => {
    for (const length of [251, 1000]) {
      const answer = await get(`/media/${'a'.repeat(length)}.webp`);
      expect(answer.status, `${length} characters`).toBe(404);
    }
    await expectStillServing();
  });

  // Paths that have tripped static servers: traversal (plain, encoded, double-encoded, Windows),
  // broken and overlong UTF-8, CRLF, NUL, odd dots and slashes, very long names.
  const hostileSuffixes = [
    '../../../../etc/passwd',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e/%2e%2e/etc/passwd',
    '%252e%252e%252fetc%252fpasswd',
    '..\\..\\windows\\win.ini',
    '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
    '%E0%A4%A',
    '%',
    '%zz',
    '%00',
    'a%00.webp',
    'x%0d%0aSet-Cookie:%20a=b',
    '.',
    '..',
    '//etc/passwd',
    ';/../x',
    '?x=%',
    'a'.repeat(251) + '.webp',
    'a'.repeat(1000),
    'a/'.repeat(2000),
  ];
  const prefixes = ['/media/', '/assets/', '/', '/__sim/phonepe/', '/api/'];

  it('answers each static prefix a hostile path with a 4xx (or a logged 500), and keeps serving', async () => {
    const logged = vi.spyOn(app.runtime.logger, 'error');
    for (const prefix of prefixes) {
      for (const suffix of hostileSuffixes) {
        for (const method of ['GET', 'HEAD']) {
          const errorsBefore = logged.mock.calls.length;
          const answer = await raw(withBuild.origin, prefix + suffix, { method });
          const label = `${method} ${prefix}${suffix.slice(0, 40)}`;
          expect(answer.status, label).toBeGreaterThanOrEqual(400);
          // A page that cannot be rendered (no build here) is the one 500 allowed, and it is logged.
          if (answer.status >= 500) {
            expect(answer.status, label).toBe(500);
            expect(logged.mock.calls.length, `${label}: a 500 must be logged`).toBeGreaterThan(errorsBefore);
          }
        }
      }
    }
    // Nothing leaked from outside the served folders, and the real files are still served.
    expect((await raw(withBuild.origin, '/assets/entry-abc.js')).status).toBe(200);
    expect((await raw(withBuild.origin, '/favicon.svg')).status).toBe(200);
    await expectStillServing();
  });
});

describe('the listener itself', () => {
  it('answers a layer that throws with a logged 500 for that request alone, and keeps serving', async () => {
    const logged = vi.spyOn(app.runtime.logger, 'error');
    // A layer that throws synchronously, as statSync did: here the development middleware.
    const throwing = createServer(
      createHttpListener(app.runtime, {
        build: () => Promise.reject(new Error('pages are not built in HTTP tests')),
        devMiddleware: () => {
          throw new Error('a layer failed');
        },
      }),
    );
    await new Promise<void>((listening) => throwing.listen(0, '127.0.0.1', listening));
    const origin = `http://127.0.0.1:${(throwing.address() as AddressInfo).port}`;
    try {
      expect((await raw(origin, '/products')).status).toBe(500);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'request failed');
      expect((await raw(origin, '/api/health')).status).toBe(200);
    } finally {
      throwing.closeAllConnections();
      await new Promise((closed) => throwing.close(closed));
    }
  });
});

describe('request bodies are limited before they are read (item 7)', () => {
  const bigJson = JSON.stringify({ email: 'asha@example.in', password: 'x'.repeat(BODY_MAX_BYTES) });

  it('refuses a JSON body over the limit with 413, by its Content-Length, without reading it', async () => {
    // Only the headers are sent: the answer comes before any of the 600 MB.
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const { hostname, port } = new URL(app.baseUrl);
      const req = request({ host: hostname, port, path: '/api/user/login', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 600 * 1024 * 1024 } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() });
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(message(answer)).toBe(BODY_TOO_LARGE);
  });

  it('refuses a body over the limit with 413 also without a Content-Length (chunked)', async () => {
    for (const path of ['/api/user/login', '/api/user/register', '/api/cart']) {
      const answer = await raw(app.baseUrl, path, { method: 'POST', headers: { 'content-type': 'application/json', ...customer }, body: bigJson, chunked: true });
      expect(answer.status, path).toBe(413);
      expect(message(answer), path).toBe(BODY_TOO_LARGE);
    }
  });

  it('refuses any content type over the limit, and takes a body just under it', async () => {
    const tooLarge = await raw(app.baseUrl, '/api/user/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: bigJson });
    expect(tooLarge.status).toBe(413);
    const justUnder = JSON.stringify({ email: 'asha@example.in', password: 'x'.repeat(BODY_MAX_BYTES - 100) });
    const answer = await raw(app.baseUrl, '/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: justUnder });
    expect(answer.status).toBeLessThan(500);
    expect(answer.status).not.toBe(413);
  });

  it('refuses a form sent to a JSON route (415) instead of reading it', async () => {
    const boundary = 'edge-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${'x'.repeat(2 * BODY_MAX_BYTES)}\r\n--${boundary}--\r\n`;
    const answer = await raw(app.baseUrl, '/api/user/login', { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body, chunked: true });
    expect(answer.status).toBe(415);
  });

  it('keeps the uploads’ own, larger limits: an admin may send a form over 1 MB', async () => {
    const form = new FormData();
    form.append('name', 'Large category');
    form.append('image', new File([new Uint8Array(2 * BODY_MAX_BYTES)], 'big.png', { type: 'image/png' }));
    const answer = await app.fetch('/api/categories', { method: 'POST', headers: admin, body: form });
    // Read and judged by content (not a PNG): the body limit did not stop it.
    expect(answer.status).toBe(415);
  });

  it('limits the PhonePe simulator’s public forms too', async () => {
    const answer = await raw(app.baseUrl, '/__sim/phonepe/v1/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=${'x'.repeat(2 * BODY_MAX_BYTES)}`,
      chunked: true,
    });
    expect(answer.status).toBe(413);
  });
});

describe('a body refused before it was read: the client still reads the answer (lingering close)', () => {
  interface LargeBodyOutcome {
    status?: number;
    message?: string;
    /** A socket error the client saw, and whether the answer had been read by then. */
    error?: string;
  }

  /**
   * A POST of `bytes` written in 64 KB chunks, as Node's http client writes a large body (waiting
   * for 'drain'); over a fresh connection that asks to be closed, or a kept-alive one.
   */
  function sendLargeBody(origin: string, path: string, options: { bytes: number; headers?: Record<string, string>; chunked?: boolean; keepAlive?: boolean }): Promise<LargeBodyOutcome> {
    const { hostname, port } = new URL(origin);
    const agent = options.keepAlive ? new Agent({ keepAlive: true }) : false;
    const lengthHeader: Record<string, string | number> = options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': options.bytes };
    return new Promise((resolve) => {
      const outcome: LargeBodyOutcome = {};
      let answered = false;
      const req = request({ host: hostname, port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', ...options.headers, ...lengthHeader } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          outcome.status = res.statusCode;
          outcome.message = message({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() });
          answered = true;
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => (outcome.error = `${error.code ?? error.message} ${answered ? 'after' : 'before'} the answer`));
      req.on('close', () => {
        if (agent) agent.destroy();
        resolve(outcome);
      });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      void (async () => {
        for (let sent = 0; sent < options.bytes && !req.destroyed; sent += chunk.length) {
          if (!req.write(chunk)) await new Promise((drained) => (req.once('drain', drained), req.once('close', drained)));
        }
        if (!req.destroyed) req.end();
      })();
    });
  }

  const TWENTY_MB = 20 * 1024 * 1024;

  it('answers a 20 MB JSON body 413, twenty times in a row, each answer read without a cut connection', async () => {
    const outcomes: LargeBodyOutcome[] = [];
    for (let attempt = 0; attempt < 20; attempt++) outcomes.push(await sendLargeBody(app.baseUrl, '/api/user/login', { bytes: TWENTY_MB, keepAlive: attempt % 2 === 1 }));
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => ({ status: 413, message: BODY_TOO_LARGE })));
  });

  it('does the same for a chunked body, the PhonePe simulator and an upload route’s own limit', async () => {
    const cases: [string, () => Promise<LargeBodyOutcome>, LargeBodyOutcome][] = [
      ['chunked', () => sendLargeBody(app.baseUrl, '/api/user/register', { bytes: TWENTY_MB, chunked: true }), { status: 413, message: BODY_TOO_LARGE }],
      ['simulator', () => sendLargeBody(app.baseUrl, '/__sim/phonepe/v1/oauth/token', { bytes: TWENTY_MB }), { status: 413, message: BODY_TOO_LARGE }],
      ['upload', () => sendLargeBody(app.baseUrl, '/api/categories', { bytes: TWENTY_MB, headers: { ...admin, 'content-type': 'multipart/form-data; boundary=b' } }), { status: 413, message: 'Request too large' }],
      ['upload, chunked', () => sendLargeBody(app.baseUrl, '/api/categories', { bytes: TWENTY_MB, chunked: true, headers: { ...admin, 'content-type': 'multipart/form-data; boundary=b' } }), { status: 413, message: 'Request too large' }],
    ];
    for (const [name, send, expected] of cases) {
      for (let attempt = 0; attempt < 5; attempt++) expect(await send(), `${name} #${attempt}`).toEqual(expected);
    }
    await expectStillServing();
  });
});

describe('a client that never stops sending after its answer is cut off (lingering close bounds)', () => {
  /** The app with small linger bounds: 1 MB and 300 ms after the answer. */
  let bounded: { server: Server; port: number };

  beforeAll(async () => {
    const server = createServer(createHttpListener(app.runtime, { build: () => Promise.reject(new Error('no pages here')), linger: { maxBytes: 1024 * 1024, maxMs: 300 } }));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    bounded = { server, port: (server.address() as AddressInfo).port };
  });

  afterAll(async () => {
    bounded.server.closeAllConnections();
    await new Promise((closed) => bounded.server.close(closed));
  });

  /**
   * Declares a 600 MB body and sends it in `chunkBytes` pieces, `pause` ms apart (0: as fast as
   * the socket takes them), until the server closes the connection. What the client read, and how
   * much it had sent by then.
   */
  function sendForever(chunkBytes: number, pause: number): Promise<{ answer: string; sent: number }> {
    const socket = connect(bounded.port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let closed = false;
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => {});
    const finished = new Promise<{ answer: string; sent: number }>((resolve) =>
      socket.on('close', () => {
        closed = true;
        resolve({ answer, sent });
      }),
    );
    socket.write(`POST /api/user/login HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\nContent-Length: ${600 * 1024 * 1024}\r\n\r\n`);
    const chunk = Buffer.alloc(chunkBytes, 'x');
    void (async () => {
      while (!closed && !socket.destroyed) {
        sent += chunk.length;
        const flushed = socket.write(chunk);
        if (pause > 0) await new Promise((later) => setTimeout(later, pause));
        else if (!flushed) await new Promise((drained) => (socket.once('drain', drained), socket.once('close', drained)));
      }
    })();
    return finished;
  }

  it('cuts a client that sends past the byte bound, after it had the 413', async () => {
    const { answer, sent } = await sendForever(64 * 1024, 0);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBeLessThan(600 * 1024 * 1024);
  });

  it('cuts a client that trickles its body past the time bound (a slow-loris), after it had the 413', async () => {
    const { answer, sent } = await sendForever(1024, 20);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBeLessThan(1024 * 1024);
  });
});

describe('NUL in any text is a 400, decided in one place (item 8)', () => {
  const withNul = 'Asha\u0000Verma';
  const address = { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' };
  const order = {
    products: [{ productId: 'p', quantity: 1, color: 'Black' }],
    deliveryAddress: address,
    contactNumber: '9876543210',
    name: withNul,
    email: 'asha@example.in',
    totalPrice: 100,
  };
  const put = (body: unknown, headers: Record<string, string>): RequestInit => ({ ...json(body, headers), method: 'PUT' });
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };

  it('refuses NUL in JSON bodies, forms (also inside their JSON fields), paths and queries', async () => {
    const cases: [string, string, () => RequestInit | undefined][] = [
      ['register', '/api/user/register', () => json({ name: withNul, email: 'nul@example.in', password: 'correct-horse', phoneNumber: '9876543210', address })],
      ['address', '/api/user/address', () => put({ ...address, street: withNul }, customer)],
      ['online checkout', '/api/payments/phonepe', () => json(order, customer)],
      ['cash checkout', '/api/payments/cod', () => json(order, customer)],
      ['cart', '/api/cart', () => json({ productId, quantity: 1, color: withNul }, customer)],
      ['order edit', '/api/orders/some-order', () => put({ trackingId: withNul }, admin)],
      ['order search', '/api/orders/search', () => json({ orderId: withNul }, admin)],
      ['a JSON key', '/api/user/login', () => json({ ['email\u0000']: 'a@example.in', password: 'x' })],
      ['product form', '/api/products', () => ({ method: 'POST', headers: admin, body: form({ name: withNul }) })],
      ['product colours (JSON in a form)', '/api/products', () => ({ method: 'POST', headers: admin, body: form({ colors: JSON.stringify([{ name: withNul }]) }) })],
      ['product edit (JSON)', `/api/products/${productId}`, () => put({ updatedFields: { name: withNul } }, admin)],
      ['product edit (form)', `/api/products/${productId}`, () => ({ method: 'PUT', headers: admin, body: form({ updatedFields: JSON.stringify({ name: withNul }) }) })],
      // JSON text in a JSON string: the NUL is only `\u0000` until the route parses the field.
      ['product edit (JSON text in JSON)', `/api/products/${productId}`, () => put({ updatedFields: JSON.stringify({ name: withNul }) }, admin)],
      ['product edit (colours as JSON text)', `/api/products/${productId}`, () => put({ updatedFields: { colors: JSON.stringify([{ name: withNul }]) } }, admin)],
      ['product edit (sizes as JSON text)', `/api/products/${productId}`, () => put({ updatedFields: { sizes: JSON.stringify(['M', withNul]) } }, admin)],
      ['product edit (images to delete as JSON text)', `/api/products/${productId}`, () => put({ updatedFields: {}, imagesToDelete: JSON.stringify([{ colorIndex: withNul }]) }, admin)],
      ['product edit (JSON in JSON in a form)', `/api/products/${productId}`, () => ({ method: 'PUT', headers: admin, body: form({ updatedFields: JSON.stringify({ colors: JSON.stringify([{ name: withNul }]) }) }) })],
      ['category form', '/api/categories', () => ({ method: 'POST', headers: admin, body: form({ name: withNul }) })],
      ['category in the path', '/api/products/category/%00', () => undefined],
      ['product in the path', '/api/products/a%00b', () => undefined],
      ['a query', '/api/products?page=1%00', () => undefined],
      ['a page', '/products/a%00b', () => undefined],
      ['cart line', '/api/cart/%00/%00', () => ({ method: 'DELETE', headers: customer })],
    ];
    const wrong: string[] = [];
    for (const [name, path, init] of cases) {
      const response = await app.fetch(path, init());
      const answer = (await response.json()) as { message: string };
      if (response.status !== 400 || answer.message !== NUL_MESSAGE) wrong.push(`${name}: ${response.status} ${answer.message}`);
    }
    expect(wrong).toEqual([]);
    // Nothing was stored: the product keeps its name, no account was made.
    const product = (await (await app.fetch(`/api/products/${productId}`)).json()) as { name: string };
    expect(product.name).not.toContain('\u0000');
    expect((await app.fetch('/api/user/login', json({ email: 'nul@example.in', password: 'correct-horse' }))).status).toBe(401);
  });
});

describe('a bad Host or a client that hangs up is not a server error (item 9)', () => {
  it('answers an invalid Host header with 400 on every layer', async () => {
    for (const host of ['a b', 'shop.example/evil', 'user@shop.example', 'shop.example:99999', '[zz]']) {
      for (const path of ['/products', '/api/products', '/api/health', '/media/x-640.webp', '/']) {
        const answer = await get(path, { host });
        expect(answer.status, `${JSON.stringify(host)} ${path}`).toBe(400);
      }
    }
    for (const host of ['localhost:3000', 'shop.example', '127.0.0.1', '[::1]:8080', 'haat_app:3000', 'SHOP.Example']) {
      expect((await get('/api/health', { host })).status, host).toBe(200);
    }
  });

  // Hosts of the right characters that the WHATWG URL parser still refuses: IPv4 parts out of
  // range, too many parts, octal with an 8 or 9, numbers past 32 bits, broken punycode. Each one
  // made every URL builder throw (a 500 on pages and the API alike).
  const unparsableHosts = ['999.1.1.1', '256.0.0.1', '1.2.3.4.5', '1.2.3.08', '09', '4294967296', 'xn--', 'xn--a', 'a.xn--.com', 'a:65536'];

  it('answers a Host the URL parser refuses with 400 on pages, the API, files and health', async () => {
    const wrong: string[] = [];
    for (const host of unparsableHosts) {
      for (const path of ['/', '/products', '/api/health', '/api/products', '/media/x-640.webp']) {
        const answer = await get(path, { host });
        if (answer.status !== 400 || message(answer) !== 'Invalid Host header') wrong.push(`${host} ${path}: ${answer.status}`);
      }
      const login = await raw(app.baseUrl, '/api/user/login', { method: 'POST', headers: { host, 'content-type': 'application/json' }, body: '{}' });
      if (login.status !== 400 || message(login) !== 'Invalid Host header') wrong.push(`${host} POST /api/user/login: ${login.status}`);
    }
    expect(wrong).toEqual([]);
    // Two Host fields: which one is the host? (RFC 9112 §3.2: a 400.)
    const { hostname, port } = new URL(app.baseUrl);
    const socket = connect(Number(port), hostname);
    socket.end('GET /api/health HTTP/1.1\r\nHost: shop.example\r\nHost: elsewhere.example\r\nConnection: close\r\n\r\n');
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    await expectStillServing();
  });

  it('answers a Host the URL parser accepts, in whatever spelling, as the parser reads it', async () => {
    // Upper case, a default port, a long IPv6 form and a hexadecimal IPv4 address are all hosts;
    // every layer sees the parser's own spelling of them.
    const signIn = (host: string) => raw(app.baseUrl, '/api/user/login', { method: 'POST', headers: { host, 'content-type': 'application/json' }, body: '{}' });
    const routeAnswer = message(await signIn('localhost'));
    for (const host of ['SHOP.Example:80', '[0:0::1]:8080', '0X7F.1', 'shop.example.']) {
      expect((await get('/api/health', { host })).status, host).toBe(200);
      expect((await get('/api/products', { host })).status, host).toBe(200);
      // A write goes through Hono's own URL building, not the public cache's: the route answers it.
      const login = await signIn(host);
      expect(login.status, host).toBe(400);
      expect(login.body && message(login), host).toBe(routeAnswer);
    }
  });

  it('refuses a request target that is not a path', async () => {
    expect((await get('http://elsewhere.example/api/health')).status).toBe(400);
  });

  it('logs a client that disconnects mid-body at debug, not as an error', async () => {
    const errors = vi.spyOn(app.runtime.logger, 'error');
    const debug = vi.spyOn(app.runtime.logger, 'debug');
    const { hostname, port } = new URL(app.baseUrl);
    const heads = [
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n9\r\n{"email":\r\n',
      `POST /api/categories HTTP/1.1\r\nHost: x\r\nAuthorization: ${admin.authorization}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n`,
    ];
    for (const head of heads) {
      const socket = connect(Number(port), hostname);
      await new Promise((connected) => socket.once('connect', connected));
      socket.write(head);
      await new Promise((settle) => setTimeout(settle, 100));
      socket.destroy();
      await vi.waitFor(() => expect(debug).toHaveBeenCalledWith(expect.anything(), 'client disconnected before its request body was read'));
      debug.mockClear();
    }
    expect(errors).not.toHaveBeenCalled();
    await expectStillServing();
  });
});

describe('security headers (item 11)', () => {
  it('sends a Permissions-Policy everywhere, and no Strict-Transport-Security over http', async () => {
    for (const path of ['/api/health', '/api/nope', '/media/nothing-640.webp', '/products']) {
      const answer = await get(path);
      expect(answer.headers['permissions-policy'], path).toContain('camera=()');
      expect(answer.headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('sends Strict-Transport-Security when PUBLIC_URL is https', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://shop.example' });
    try {
      for (const path of ['/api/health', '/media/nothing-640.webp', '/products']) {
        const answer = await raw(secure.baseUrl, path);
        expect(answer.headers['strict-transport-security'], path).toMatch(/^max-age=\d{8}/);
        expect(answer.headers['permissions-policy'], path).toContain('camera=()');
      }
    } finally {
      await secure.close();
    }
  });
});
