import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, register, unlimitedRateLimiter } from '../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../test/app';
import { isRefusedCrossOriginWrite } from './origin-check';

const PUBLIC = 'https://shop.example.in';

describe('isRefusedCrossOriginWrite', () => {
  const refused = (method: string, headers: Record<string, string>) =>
    isRefusedCrossOriginWrite(new Request('http://127.0.0.1:3000/api/user/address', { method, headers: { host: '127.0.0.1:3000', ...headers } }), PUBLIC);
  const withCookie = { cookie: 'token=abc' };

  it('refuses a cookie-carrying write from another origin, or marked cross-site without Origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(refused(method, { ...withCookie, origin: 'https://evil.example' }), method).toBe(true);
    expect(refused('POST', { cookie: 'adminToken=abc', origin: 'https://evil.example' })).toBe(true);
    expect(refused('POST', { ...withCookie, origin: 'null' })).toBe(true);
    expect(refused('POST', { ...withCookie, origin: 'https://shop.example.in.evil.example' })).toBe(true);
    expect(refused('POST', { ...withCookie, 'sec-fetch-site': 'cross-site' })).toBe(true);
  });

  it("allows PUBLIC_URL's origin, the request's own host, and writes with no Origin that are not cross-site", () => {
    expect(refused('POST', { ...withCookie, origin: PUBLIC })).toBe(false);
    expect(refused('POST', { ...withCookie, origin: 'http://127.0.0.1:3000' })).toBe(false);
    expect(refused('POST', withCookie)).toBe(false);
    expect(refused('POST', { ...withCookie, 'sec-fetch-site': 'same-origin' })).toBe(false);
  });

  it('leaves reads, cookie-less writes and Bearer writes alone', () => {
    expect(refused('GET', { ...withCookie, origin: 'https://evil.example' })).toBe(false);
    expect(refused('POST', { origin: 'https://evil.example' })).toBe(false);
    expect(refused('POST', { ...withCookie, origin: 'https://evil.example', authorization: 'Bearer abc' })).toBe(false);
    // `Bearer undefined` is no Bearer: the cookie is what authenticates, so the check applies.
    expect(refused('POST', { ...withCookie, origin: 'https://evil.example', authorization: 'Bearer undefined' })).toBe(true);
  });
});

describe('the origin check on the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: PUBLIC }, { rateLimiter: unlimitedRateLimiter });
  });
  afterAll(() => app.close());

  const address = { street: '1 Residency Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560025', country: 'India' };
  const putAddress = (headers: Record<string, string>) => app.fetch('/api/user/address', { ...json(address, headers), method: 'PUT' });

  it('refuses a cross-origin cookie write with 403 and changes nothing', async () => {
    const { token, user } = await register(app);
    const response = await putAddress({ cookie: `token=${token}`, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-origin request refused' });
    const crossSite = await putAddress({ cookie: `token=${token}`, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const profile = await (await app.fetch('/api/user/profile', { headers: bearer(token) })).json();
    expect(profile).toEqual(user);
  });

  it('accepts the same write from our own origin, or by Bearer without Origin', async () => {
    const { token } = await register(app);
    expect((await putAddress({ cookie: `token=${token}`, origin: PUBLIC })).status).toBe(200);
    expect((await putAddress({ cookie: `token=${token}`, origin: app.baseUrl })).status).toBe(200);
    expect((await putAddress(bearer(token))).status).toBe(200);
    expect((await putAddress({ ...bearer(token), cookie: `token=${token}`, origin: 'https://evil.example' })).status).toBe(200);
  });

  it('refuses a cross-origin logout that carries the cookie (the session survives)', async () => {
    const { token } = await register(app);
    const response = await app.fetch('/api/user/logout', { method: 'POST', headers: { cookie: `token=${token}`, origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect((await app.fetch('/api/user/profile', { headers: bearer(token) })).status).toBe(200);
  });
});
