import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../common/accounts';
import { hashToken } from '../modules/accounts/tokens';
import { bearer, cookie, createTestClock, DAY, json, MINUTE, register, registration, setCookie, unlimitedRateLimiter } from '../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../test/app';
import { readRequestToken } from './auth';
import { createLoadContext } from './loader-context';

const time = createTestClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { clock: time.clock, rateLimiter: unlimitedRateLimiter });
});
afterAll(() => app.close());

const profile = (headers: Record<string, string>) => app.fetch('/api/user/profile', { headers });
const adminToken = async () => (await app.runtime.services.sessions.createSession('admin', 'a'.repeat(24))).token;
const sessionRow = (token: string) => app.runtime.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();

describe('token resolution (docs/architecture.md#a-requests-path)', () => {
  const h = (init: Record<string, string>) => new Headers(init);

  it('takes Bearer first, then adminToken (only with X-Use-Admin-Token), then token', () => {
    const both = 'token=cust; adminToken=adm';
    expect(readRequestToken(h({ authorization: 'Bearer bear', cookie: both, 'x-use-admin-token': 'true' }))).toEqual({ token: 'bear', via: 'bearer' });
    expect(readRequestToken(h({ cookie: both, 'x-use-admin-token': 'true' }))).toEqual({ token: 'adm', via: 'cookie', cookie: 'adminToken' });
    expect(readRequestToken(h({ cookie: both }))).toEqual({ token: 'cust', via: 'cookie', cookie: 'token' });
    expect(readRequestToken(h({ cookie: 'token=cust', 'x-use-admin-token': 'true' }))).toEqual({ token: 'cust', via: 'cookie', cookie: 'token' });
    expect(readRequestToken(h({ cookie: 'adminToken=adm' }))).toBeNull();
    expect(readRequestToken(h({}))).toBeNull();
  });

  it("treats the spec client's `Bearer undefined` (no cookie on its side) as no Bearer", () => {
    expect(readRequestToken(h({ authorization: 'Bearer undefined', cookie: 'token=cust' }))).toEqual({ token: 'cust', via: 'cookie', cookie: 'token' });
    expect(readRequestToken(h({ authorization: 'Bearer null' }))).toBeNull();
    expect(readRequestToken(h({ authorization: 'Basic abc', cookie: 'token=cust' }))).toMatchObject({ via: 'cookie' });
  });

  it('applies that order over HTTP: the admin cookie wins only with X-Use-Admin-Token', async () => {
    const customer = await register(app);
    const admin = await adminToken();
    const cookies = cookie(`token=${customer.token}; adminToken=${admin}`);
    expect((await profile(cookies)).status).toBe(200);
    expect((await profile({ ...cookies, 'x-use-admin-token': 'true' })).status).toBe(403); // an admin session on a customer route
    expect((await profile({ cookie: `token=${customer.token}`, 'x-use-admin-token': 'true' })).status).toBe(200);
    expect((await profile({ ...cookies, 'x-use-admin-token': 'true', ...bearer(customer.token) })).status).toBe(200);
    expect((await profile({ ...cookie(`token=${customer.token}`), ...bearer(admin) })).status).toBe(403);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, 30 days, and not Secure on http', async () => {
    const response = await app.fetch('/api/user/register', json(registration()));
    const header = setCookie(response, 'token')!;
    const parts = header.split('; ');
    expect(parts).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=2592000']));
    expect(parts).not.toContain('Secure');
  });

  it('is SameSite=Lax wherever it is set or cleared (a gateway returns the shopper by a cross-site GET); the admin cookie stays Strict', async () => {
    const { input, token } = await register(app);
    const login = await app.fetch('/api/user/login', json({ email: input.email, password: input.password }));
    time.advance(11 * MINUTE);
    const slid = await profile(cookie(`token=${token}`));
    const unknown = await profile(cookie(`token=${'Z'.repeat(43)}`));
    const logout = await app.fetch('/api/user/logout', { method: 'POST', headers: cookie(`token=${token}`) });
    for (const response of [login, slid, unknown, logout]) expect(setCookie(response, 'token')!.split('; ')).toContain('SameSite=Lax');

    const staleAdmin = await profile({ cookie: `adminToken=${'Z'.repeat(43)}`, 'x-use-admin-token': '1' });
    expect(setCookie(staleAdmin, 'adminToken')!.split('; ')).toContain('SameSite=Strict');
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const https = await startTestApp({ PUBLIC_URL: 'https://shop.example.in' }, { rateLimiter: unlimitedRateLimiter });
    try {
      const { input } = await register(https);
      const response = await https.fetch('/api/user/login', json({ email: input.email, password: input.password }));
      expect(setCookie(response, 'token')!.split('; ')).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']));
      const logout = await https.fetch('/api/user/logout', { method: 'POST' });
      expect(setCookie(logout, 'token')!.split('; ')).toEqual(expect.arrayContaining(['Max-Age=0', 'Secure', 'HttpOnly']));
    } finally {
      await https.close();
    }
  });

  it('is cleared when its session is unknown or expired; a Bearer failure touches no cookie', async () => {
    const unknown = await profile(cookie(`token=${'Z'.repeat(43)}`));
    expect(unknown.status).toBe(401);
    expect(setCookie(unknown, 'token')).toMatch(/^token=;.*Max-Age=0/);
    const staleAdmin = await profile({ cookie: `adminToken=${'Z'.repeat(43)}`, 'x-use-admin-token': '1' });
    expect(setCookie(staleAdmin, 'adminToken')).toMatch(/^adminToken=;.*Max-Age=0/);
    const badBearer = await profile(bearer('Z'.repeat(43)));
    expect(badBearer.headers.getSetCookie()).toEqual([]);
  });

  it('is left alone on routes that never ask for the session', async () => {
    const response = await app.fetch('/api/health', { headers: cookie(`token=${'Z'.repeat(43)}`) });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('customer sessions: 30 days, sliding, at most one write per 10 minutes', () => {
  it('records activity only after 10 minutes, then extends the expiry and re-sends the cookie', async () => {
    const { token } = await register(app);
    const created = (await sessionRow(token))!;

    time.advance(5 * MINUTE);
    const quiet = await profile(cookie(`token=${token}`));
    expect(quiet.status).toBe(200);
    expect(quiet.headers.getSetCookie()).toEqual([]);
    expect(await sessionRow(token)).toEqual(created); // no write

    time.advance(6 * MINUTE);
    const slid = await profile(cookie(`token=${token}`));
    expect(slid.status).toBe(200);
    expect(setCookie(slid, 'token')).toMatch(new RegExp(`^token=${token};.*Max-Age=2592000`));
    const touched = (await sessionRow(token))!;
    expect(new Date(touched.last_seen_at).toISOString()).toBe(time.clock().toISOString());
    expect(new Date(touched.expires_at).getTime()).toBe(time.clock().getTime() + 30 * DAY);

    // Busy, but not stale again: no more writes.
    time.advance(MINUTE);
    for (let i = 0; i < 3; i += 1) expect((await profile(bearer(token))).headers.getSetCookie()).toEqual([]);
    expect(await sessionRow(token)).toEqual(touched);
  });

  it('keeps an active customer signed in past 30 days, and ends a session idle for 30 days', async () => {
    const active = await register(app);
    const idle = await register(app);
    for (let day = 0; day < 40; day += 5) {
      time.advance(5 * DAY);
      expect((await profile(bearer(active.token))).status).toBe(200);
    }
    const expired = await profile(cookie(`token=${idle.token}`));
    expect(expired.status).toBe(401);
    expect(setCookie(expired, 'token')).toMatch(/Max-Age=0/);
    expect(await sessionRow(idle.token)).toBeUndefined(); // deleted when met
  });
});

describe('admin sessions: 12 hours, not sliding', () => {
  it('expire 12 hours after sign-in whatever the activity', async () => {
    const { sessions } = app.runtime.services;
    const { token, expiresAt } = await sessions.createSession('admin', 'b'.repeat(24));
    expect(expiresAt.getTime()).toBe(time.clock().getTime() + 12 * 60 * MINUTE);
    time.advance(11 * 60 * MINUTE);
    const session = await sessions.resolve(token);
    expect(session).toMatchObject({ role: 'admin', subjectId: 'b'.repeat(24), extended: false });
    expect(session!.expiresAt).toEqual(expiresAt);
    time.advance(60 * MINUTE);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('are ended everywhere by revokeAllFor, leaving other subjects alone', async () => {
    const { sessions } = app.runtime.services;
    const first = await sessions.createSession('admin', 'c'.repeat(24));
    const second = await sessions.createSession('admin', 'c'.repeat(24));
    const other = await sessions.createSession('admin', 'd'.repeat(24));
    expect(await sessions.revokeAllFor('admin', 'c'.repeat(24))).toBe(2);
    expect(await sessions.resolve(first.token)).toBeNull();
    expect(await sessions.resolve(second.token)).toBeNull();
    expect(await sessions.resolve(other.token)).not.toBeNull();
  });
});

describe("the page loaders' context.auth.customer(request)", () => {
  it('resolves the customer from a plain Request as the API does', async () => {
    const { token, user } = await register(app);
    const { auth } = createLoadContext(app.runtime);
    const request = (headers: Record<string, string>) => new Request('http://localhost/account', { headers });
    expect((await auth.customer(request(cookie(`token=${token}`)))) as User).toEqual(user);
    expect(await auth.customer(request(bearer(token)))).toEqual(user);
    expect(await auth.customer(request({}))).toBeNull();
    expect(await auth.customer(request(cookie(`token=${'Q'.repeat(43)}`)))).toBeNull();
    const admin = await adminToken();
    expect(await auth.customer(request({ cookie: `token=${token}; adminToken=${admin}`, 'x-use-admin-token': '1' }))).toBeNull();
  });
});
