import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LOGGED_OUT, type AdminProfile } from '../../../common/admin';
import { createLoadContext } from '../../http/load-context';
import { bearer, createTestClock, json, register, setCookie, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { fetchFrom } from '../../test/from-address';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
});

afterAll(() => app.close());

const profile = (headers: Record<string, string>) => app.fetch('/api/admin/profile', { headers });

describe('POST /api/admin/login', () => {
  it('answers { token, email } and sets the HttpOnly adminToken cookie for 12 hours', async () => {
    await app.runtime.services.admins.upsertAdmin('Owner@Example.in', 'owner-secret');
    const response = await app.fetch('/api/admin/login', json({ email: 'OWNER@example.in', password: 'owner-secret' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; email: string };
    expect(Object.keys(body).sort()).toEqual(['email', 'token']);
    expect(body.email).toBe('owner@example.in');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = setCookie(response, 'adminToken');
    expect(cookie).toContain(`adminToken=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=43200/);
    expect(cookie).not.toMatch(/Secure/); // http://localhost
    expect(setCookie(response, 'token')).toBeUndefined();
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const admin = await signInAdmin(app);
    for (const body of [{ email: admin.email, password: 'wrong-password' }, { email: 'nobody@example.in', password: 'whatever' }]) {
      const response = await app.fetch('/api/admin/login', json(body));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid email or password' });
      expect(setCookie(response, 'adminToken')).toBeUndefined();
    }
  });

  it('checks the e-mail and the password length with the spec messages', async () => {
    const bad = await app.fetch('/api/admin/login', json({ email: 'not-an-email', password: '123' }));
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { message: string; errors: { path: string; message: string }[] };
    expect(body.errors).toEqual([
      { path: 'email', message: 'Invalid email address' },
      { path: 'password', message: 'Password must be at least 6 characters long' },
    ]);
  });

  it('does not sign a customer in as an admin', async () => {
    const customer = await register(app);
    const response = await app.fetch('/api/admin/login', json({ email: customer.input.email, password: customer.input.password }));
    expect(response.status).toBe(401);
  });
});

describe('GET /api/admin/profile', () => {
  it('answers { _id, email } by Bearer, and by the adminToken cookie with X-Use-Admin-Token', async () => {
    const admin = await signInAdmin(app);
    const byBearer = await profile(bearer(admin.token));
    expect(byBearer.status).toBe(200);
    const body = (await byBearer.json()) as AdminProfile;
    expect(body).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), email: admin.email });
    const byCookie = await profile({ cookie: `adminToken=${admin.token}`, 'x-use-admin-token': 'true' });
    expect(byCookie.status).toBe(200);
    expect(await byCookie.json()).toEqual(body);
  });

  it('is 401 without a session (the admin cookie alone, without X-Use-Admin-Token, is not read)', async () => {
    const admin = await signInAdmin(app);
    expect((await profile({})).status).toBe(401);
    expect((await profile({ cookie: `adminToken=${admin.token}` })).status).toBe(401);
    expect((await profile(bearer('Z'.repeat(43)))).status).toBe(401);
  });

  it('is 403 for a customer session, by Bearer or by cookie', async () => {
    const customer = await register(app);
    expect((await profile(bearer(customer.token))).status).toBe(403);
    expect((await profile({ cookie: `token=${customer.token}` })).status).toBe(403);
    // Both cookies, but without X-Use-Admin-Token the customer's is the request's session.
    const admin = await signInAdmin(app);
    expect((await profile({ cookie: `token=${customer.token}; adminToken=${admin.token}` })).status).toBe(403);
    expect((await profile({ cookie: `token=${customer.token}; adminToken=${admin.token}`, 'x-use-admin-token': 'true' })).status).toBe(200);
  });
});

describe('an admin session is not a customer', () => {
  it('gets 403 on customer endpoints, by Bearer and by cookie', async () => {
    const admin = await signInAdmin(app);
    for (const path of ['/api/user/profile', '/api/cart', '/api/orders/user']) {
      expect((await app.fetch(path, { headers: bearer(admin.token) })).status, path).toBe(403);
      expect((await app.fetch(path, { headers: { cookie: `adminToken=${admin.token}`, 'x-use-admin-token': 'true' } })).status, path).toBe(403);
    }
    const add = await app.fetch('/api/cart', json({ productId: 'a'.repeat(24), quantity: 1, color: 'Red' }, bearer(admin.token)));
    expect(add.status).toBe(403);
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the session, clears the cookie and answers the spec message', async () => {
    const admin = await signInAdmin(app);
    const headers = { cookie: `adminToken=${admin.token}`, 'x-use-admin-token': 'true' };
    const response = await app.fetch('/api/admin/logout', { method: 'POST', headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: ADMIN_LOGGED_OUT });
    expect(setCookie(response, 'adminToken')).toMatch(/^adminToken=;.*Max-Age=0/);
    expect((await profile(headers)).status).toBe(401);
    expect((await profile(bearer(admin.token))).status).toBe(401);
  });

  it('ends the cookie session even when called without X-Use-Admin-Token, and never a customer session', async () => {
    const admin = await signInAdmin(app);
    const customer = await register(app);
    const response = await app.fetch('/api/admin/logout', { method: 'POST', headers: { cookie: `token=${customer.token}; adminToken=${admin.token}` } });
    expect(response.status).toBe(200);
    expect((await profile(bearer(admin.token))).status).toBe(401);
    expect((await app.fetch('/api/user/profile', { headers: bearer(customer.token) })).status).toBe(200);
  });

  it('answers 200 without a session too', async () => {
    const response = await app.fetch('/api/admin/logout', { method: 'POST' });
    expect(response.status).toBe(200);
  });

  it('a new login ends the session of the admin cookie it replaces', async () => {
    const first = await signInAdmin(app);
    const again = await app.fetch('/api/admin/login', json({ email: first.email, password: first.password }, { cookie: `adminToken=${first.token}` }));
    expect(again.status).toBe(200);
    expect((await profile(bearer(first.token))).status).toBe(401);
  });
});

describe('context.auth.admin for page loaders', () => {
  it('reads the adminToken cookie with or without X-Use-Admin-Token, and nothing else', async () => {
    const { auth } = createLoadContext(app.runtime);
    const admin = await signInAdmin(app);
    const customer = await register(app);
    const page = (headers: Record<string, string>) => new Request('http://localhost/admin', { headers });
    const expected = { _id: expect.stringMatching(/^[0-9a-f]{24}$/), email: admin.email };
    expect(await auth.admin(page({ cookie: `adminToken=${admin.token}` }))).toEqual(expected);
    expect(await auth.admin(page({ cookie: `token=${customer.token}; adminToken=${admin.token}`, 'x-use-admin-token': 'true' }))).toEqual(expected);
    expect(await auth.admin(page(bearer(admin.token)))).toBeNull();
    expect(await auth.admin(page({ cookie: `token=${customer.token}` }))).toBeNull();
    expect(await auth.admin(page({ cookie: `adminToken=${customer.token}` }))).toBeNull(); // a customer token in the admin cookie
    expect(await auth.admin(page({}))).toBeNull();
    expect(await auth.customer(page({ cookie: `adminToken=${admin.token}`, 'x-use-admin-token': 'true' }))).toBeNull();
  });
});

describe('admin login limits (the real limiter)', () => {
  const time = createTestClock();
  let limited: TestApp;

  beforeAll(async () => {
    limited = await startTestApp({}, { clock: time.clock });
  });

  afterAll(() => limited.close());

  const adminLogin = (from: string, email: string, password: string) => fetchFrom(limited, from, '/api/admin/login', json({ email, password }));
  const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

  it('cannot be locked out by failures from many addresses: after 10 of them the admin waits 30 seconds, not 15 minutes', async () => {
    await limited.runtime.services.admins.upsertAdmin('boss@example.in', 'right-password');
    for (let i = 0; i < 10; i += 1) {
      const attacker = `127.0.1.${i + 1}`;
      let answer = await adminLogin(attacker, 'boss@example.in', `wrong-${i}`);
      if (answer.status === 429) {
        // The e-mail's short backoff (1, 2, 4, 8, 16 s after the fifth failure): sat out.
        expect(retryAfter(answer)).toBeLessThanOrEqual(16);
        time.advance(retryAfter(answer) * 1000);
        answer = await adminLogin(attacker, 'boss@example.in', `wrong-${i}`);
      }
      expect(answer.status).toBe(401);
    }
    const early = await adminLogin('127.0.1.100', 'Boss@example.in', 'right-password');
    expect(early.status).toBe(429);
    expect(await early.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(retryAfter(early)).toBe(30);
    // The customer login of the same address has its own budget.
    expect((await limited.fetch('/api/user/login', json({ email: 'boss@example.in', password: 'whatever' }))).status).toBe(401);
    time.advance(30_000);
    expect((await adminLogin('127.0.1.100', 'boss@example.in', 'right-password')).status).toBe(200);
  });

  it('stops one address after 10 failures for the admin e-mail for 15 minutes', async () => {
    await limited.runtime.services.admins.upsertAdmin('chief@example.in', 'right-password');
    const attacker = '127.0.2.1';
    for (let i = 0; i < 10; i += 1) {
      let answer = await adminLogin(attacker, 'chief@example.in', `wrong-${i}`);
      if (answer.status === 429 && retryAfter(answer) <= 30) {
        time.advance(retryAfter(answer) * 1000);
        answer = await adminLogin(attacker, 'chief@example.in', `wrong-${i}`);
      }
      expect(answer.status).toBe(401);
    }
    const stopped = await adminLogin(attacker, 'chief@example.in', 'right-password');
    expect(stopped.status).toBe(429);
    expect(retryAfter(stopped)).toBeGreaterThan(14 * 60);
    time.advance(retryAfter(stopped) * 1000);
    expect((await adminLogin(attacker, 'chief@example.in', 'right-password')).status).toBe(200);
  });

  it('limits each client IP to 30 admin login attempts a minute', async () => {
    const client = '127.0.3.1';
    const statuses: number[] = [];
    // Each attempt for another e-mail, so only the address's budget is spent.
    for (let i = 0; i < 31; i += 1) statuses.push((await adminLogin(client, `other${i}@example.in`, 'wrong-password')).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
