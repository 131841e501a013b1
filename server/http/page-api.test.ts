import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, registration, setCookie, unlimitedRateLimiter } from '../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../test/app';
import { createApi } from './api';
import { createPageApi } from './page-api';

const PUBLIC = 'https://shop.example.in';

// A page action's call into the API (docs/decisions/0051): the same app as /api, as the browser's request.
describe('the page actions’ API', () => {
  let app: TestApp;
  let api: ReturnType<typeof createApi>;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: PUBLIC }, { rateLimiter: unlimitedRateLimiter });
    const { services, logger, ping, config } = app.runtime;
    api = createApi({ services, logger, ping, config });
  });
  afterAll(() => app.close());

  /** The browser's form post to a page, with these headers. */
  const formPost = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/login', { method: 'POST', headers: { host: '127.0.0.1:3000', ...headers } });
  const address = { street: '1 Residency Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560025', country: 'India' };

  it('answers as the API does: a login sets the session cookie, which the next call carries', async () => {
    const customer = registration();
    await register(app, customer);
    const call = createPageApi((request, env) => api.fetch(request, env));
    const login = await call(formPost({ origin: PUBLIC }), { method: 'POST', path: '/api/user/login', body: { email: customer.email, password: customer.password } });
    expect(login.status).toBe(200);
    const session = setCookie(login, 'token')?.split(';', 1)[0];
    expect(session).toMatch(/^token=./);

    const saved = await call(formPost({ origin: PUBLIC, cookie: session! }), { method: 'PUT', path: '/api/user/address', body: address });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { address: { street: string } }).address.street).toBe(address.street);
  });

  it('gives the API the browser’s Origin: a cookie write from another site is refused', async () => {
    const { token } = await register(app);
    const call = createPageApi((request, env) => api.fetch(request, env));
    const forged = await call(formPost({ origin: 'https://evil.example', cookie: `token=${token}` }), { method: 'PUT', path: '/api/user/address', body: address });
    expect(forged.status).toBe(403);
    const crossSite = await call(formPost({ 'sec-fetch-site': 'cross-site', cookie: `token=${token}` }), { method: 'PUT', path: '/api/user/address', body: address });
    expect(crossSite.status).toBe(403);
  });

  it('gives the API the 400 of its schema, with the fields’ messages', async () => {
    const call = createPageApi((request, env) => api.fetch(request, env));
    const refused = await call(formPost({ origin: PUBLIC }), { method: 'POST', path: '/api/user/login', body: { email: 'nobody', password: '' } });
    expect(refused.status).toBe(400);
    const { errors } = (await refused.json()) as { errors: { path: string; message: string }[] };
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Invalid email address' },
        { path: 'password', message: 'Password must be at least 6 characters long' },
      ]),
    );
  });

  it('sends only the browser’s cookies, origin, host and language, and the client’s socket', async () => {
    const seen: { headers: Headers; env: unknown }[] = [];
    const incoming = { socket: { remoteAddress: '203.0.113.9' } } as unknown as IncomingMessage;
    const call = createPageApi((request, env) => {
      seen.push({ headers: request.headers, env });
      return new Response('{}');
    }, incoming);
    await call(formPost({ origin: PUBLIC, cookie: 'token=t', authorization: 'Bearer x', 'x-use-admin-token': 'true', 'content-type': 'application/x-www-form-urlencoded' }), {
      method: 'POST',
      path: '/api/cart',
      body: {},
    });
    const [{ headers, env }] = seen as [(typeof seen)[number]];
    expect(headers.get('cookie')).toBe('token=t');
    expect(headers.get('origin')).toBe(PUBLIC);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('x-use-admin-token')).toBe(false);
    expect(env).toEqual({ incoming });
    await expect(call(formPost({}), { method: 'POST', path: '/api-not/x' as '/api/x' })).rejects.toThrow(/API only/);
  });
});
