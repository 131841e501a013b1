import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthResponse, User } from '../../../common/accounts';
import { bearer, cookie, json, register, registration, setCookie, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import type * as passwords from './passwords';
import { verifyPassword } from './passwords';
import { createUserRepo } from './user-repo';

// The real argon2 functions, watched: an unknown e-mail must cost one verification too.
vi.mock('./passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
});
afterAll(() => app.close());

const put = (body: unknown, headers: Record<string, string>): RequestInit => ({ ...json(body, headers), method: 'PUT' });

describe('POST /api/user/register', () => {
  it('creates the customer: 201 { token, user } and the session cookie', async () => {
    const input = registration({ email: '  Ravi.Kumar@Example.IN ' });
    const response = await app.fetch('/api/user/register', json(input));
    expect(response.status).toBe(201);
    const body = (await response.json()) as AuthResponse;
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Asha Verma',
      email: 'ravi.kumar@example.in',
      phoneNumber: '9876543210',
      address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India', isDefault: true },
      totalCartItems: 0,
      pendingEmail: null,
    });
    expect(setCookie(response, 'token')).toContain(`token=${body.token}`);
  });

  it('answers 409 when the e-mail is registered already, whatever its case', async () => {
    const { input } = await register(app);
    const again = await app.fetch('/api/user/register', json({ ...input, email: input.email.toUpperCase(), name: 'Someone Else' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Email is already registered!' });
    expect(setCookie(again, 'token')).toBeUndefined();
  });

  it('lets exactly one of two simultaneous registrations of one e-mail win (the UNIQUE index decides)', async () => {
    const input = registration();
    const responses = await Promise.all([app.fetch('/api/user/register', json(input)), app.fetch('/api/user/register', json({ ...input, email: input.email.toUpperCase() }))]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    expect(await loser.json()).toEqual({ message: 'Email is already registered!' });
  });

  it('maps a duplicate insert to "duplicate" on this database (the race path)', async () => {
    const { user } = await register(app);
    const repo = createUserRepo(app.runtime.db);
    const row = (await repo.findById(user._id))!;
    expect(await repo.insert({ ...row, id: 'f'.repeat(24) })).toBe('duplicate');
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters long'],
    [{ phoneNumber: '98765' }, 'phoneNumber', 'Phone number must be at least 10 characters long'],
    [{ address: { street: '', city: 'Pune', state: 'MH', zipCode: '411001', country: 'India' } }, 'address.street', 'Street is required'],
    [{ address: { street: 'x', city: 'Pune', state: 'MH', zipCode: '', country: 'India' } }, 'address.zipCode', 'ZIP code is required'],
    // Ours (docs/decisions/0025): a PIN code is six digits, not starting with 0; a mobile number 10 digits from 6.
    [{ address: { street: 'x', city: 'Pune', state: 'MH', zipCode: '12', country: 'India' } }, 'address.zipCode', 'Enter a valid 6-digit PIN code'],
    [{ address: { street: 'x', city: 'Pune', state: 'MH', zipCode: '011001', country: 'India' } }, 'address.zipCode', 'Enter a valid 6-digit PIN code'],
    [{ address: { street: 'x', city: 'Pune', state: 'MH', zipCode: '4110011', country: 'India' } }, 'address.zipCode', 'Enter a valid 6-digit PIN code'],
    [{ phoneNumber: '1234567890' }, 'phoneNumber', 'Enter a valid 10-digit mobile number'],
    [{ phoneNumber: '+91 98765 432101' }, 'phoneNumber', 'Enter a valid 10-digit mobile number'],
    [{ phoneNumber: '98765 abcde' }, 'phoneNumber', 'Phone number may contain only digits'],
  ])('refuses %j with the spec message', async (override, path, message) => {
    const response = await app.fetch('/api/user/register', json(registration(override)));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { path: string; message: string }[] };
    expect(body.message).toBe(message);
    expect(body.errors).toContainEqual({ path, message });
  });

  it.each(['98765 43210', '+91 98765 43210', '098765-43210', '91 98765 43210', '+919876543210'])('stores the phone %j as its 10 digits', async (phoneNumber) => {
    const input = registration({ phoneNumber });
    const response = await app.fetch('/api/user/register', json(input));
    expect(response.status).toBe(201);
    const { user, token } = (await response.json()) as AuthResponse;
    expect(user.phoneNumber).toBe('9876543210');
    const profile = (await (await app.fetch('/api/user/profile', { headers: bearer(token) })).json()) as User;
    expect(profile.phoneNumber).toBe('9876543210');
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await app.fetch('/api/user/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON body' });
  });
});

describe('POST /api/user/login', () => {
  it('signs in with the right password, the e-mail in any case: 200 { token, user } and the cookie', async () => {
    const { input, user, token: firstToken } = await register(app);
    const response = await app.fetch('/api/user/login', json({ email: input.email.toUpperCase(), password: input.password }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as AuthResponse;
    expect(body.user).toEqual(user);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token).not.toBe(firstToken);
    expect(setCookie(response, 'token')).toContain(`token=${body.token}`);
  });

  it('answers 401 "Invalid email or password" alike for a wrong password and an unknown e-mail', async () => {
    const { input } = await register(app);
    const wrong = await app.fetch('/api/user/login', json({ email: input.email, password: 'wrong-password' }));
    const unknown = await app.fetch('/api/user/login', json({ email: 'nobody@example.in', password: 'wrong-password' }));
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid email or password' });
      expect(setCookie(response, 'token')).toBeUndefined();
    }
  });

  it('runs argon2 for an unknown e-mail as for a wrong password, so timing tells nothing', async () => {
    const { input } = await register(app);
    const verifications = vi.mocked(verifyPassword);
    for (const email of [input.email, 'ghost@example.in']) {
      verifications.mockClear();
      const response = await app.fetch('/api/user/login', json({ email, password: 'wrong-password' }));
      expect(response.status).toBe(401);
      expect(verifications, email).toHaveBeenCalledTimes(1);
      expect(verifications.mock.calls[0]?.[0], email).toMatch(/^\$argon2id\$/);
      expect(await verifications.mock.results[0]?.value, email).toBe(false);
    }
  });

  it('validates the input with the spec messages', async () => {
    const response = await app.fetch('/api/user/login', json({ email: 'x', password: '1' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { message: string }[] };
    expect(body.errors.map((e) => e.message)).toEqual(['Invalid email address', 'Password must be at least 6 characters long']);
  });
});

describe('GET /api/user/profile', () => {
  it('answers the signed-in customer by Bearer token or by cookie', async () => {
    const { token, user } = await register(app);
    for (const headers of [bearer(token), cookie(`token=${token}`)]) {
      const response = await app.fetch('/api/user/profile', { headers });
      expect(response.status).toBe(200);
      expect((await response.json()) as User).toEqual(user);
    }
  });

  it('answers 401 without a session or with an unknown token', async () => {
    for (const headers of [{}, bearer('x'.repeat(43)), cookie('token=nonsense'), bearer('undefined')]) {
      const response = await app.fetch('/api/user/profile', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Not authenticated' });
    }
  });

  it("answers 403 to an admin's session", async () => {
    const { token } = await app.runtime.services.sessions.createSession('admin', 'a'.repeat(24));
    const response = await app.fetch('/api/user/profile', { headers: bearer(token) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Forbidden' });
  });
});

describe('PUT /api/user/address', () => {
  const address = { street: '7 Park Street', city: 'Kolkata', state: 'West Bengal', zipCode: '700016', country: 'India' };

  it('updates the address and answers the updated user; _id and isDefault in the body are ignored', async () => {
    const { token, user } = await register(app);
    const response = await app.fetch('/api/user/address', put({ ...address, _id: 'zzz', isDefault: false, email: 'evil@example.in' }, bearer(token)));
    expect(response.status).toBe(200);
    const updated = (await response.json()) as User;
    expect(updated).toEqual({ ...user, address: { ...address, isDefault: true } });
    const profile = (await (await app.fetch('/api/user/profile', { headers: bearer(token) })).json()) as User;
    expect(profile.address).toEqual({ ...address, isDefault: true });
    expect(profile.email).toBe(user.email);
  });

  it('refuses a PIN code that is not six digits from 1, with our message (and keeps the saved one)', async () => {
    const { token, user } = await register(app);
    for (const zipCode of ['12', '012345', '5600011', '56OO01']) {
      const response = await app.fetch('/api/user/address', put({ ...address, zipCode }, bearer(token)));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Enter a valid 6-digit PIN code' });
    }
    const profile = (await (await app.fetch('/api/user/profile', { headers: bearer(token) })).json()) as User;
    expect(profile.address).toEqual(user.address);
  });

  it('refuses a blank field with the spec message, and a visitor with 401', async () => {
    const { token } = await register(app);
    const blank = await app.fetch('/api/user/address', put({ ...address, city: '  ' }, bearer(token)));
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toBe('City is required');
    const visitor = await app.fetch('/api/user/address', put(address, {}));
    expect(visitor.status).toBe(401);
  });
});

describe('POST /api/user/logout', () => {
  it('ends the session, clears the cookie, and the old token no longer works', async () => {
    const { token } = await register(app);
    const response = await app.fetch('/api/user/logout', { method: 'POST', headers: cookie(`token=${token}`) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Logged out' });
    expect(setCookie(response, 'token')).toMatch(/^token=;.*Max-Age=0/);
    for (const headers of [cookie(`token=${token}`), bearer(token)]) {
      expect((await app.fetch('/api/user/profile', { headers })).status).toBe(401);
    }
  });

  it('ends a Bearer session too, and the cookie session sent along with it', async () => {
    const first = await register(app);
    const other = await app.fetch('/api/user/login', json({ email: first.input.email, password: first.input.password }));
    const { token: second } = (await other.json()) as AuthResponse;
    const response = await app.fetch('/api/user/logout', { method: 'POST', headers: { ...bearer(first.token), ...cookie(`token=${second}`) } });
    expect(response.status).toBe(200);
    expect((await app.fetch('/api/user/profile', { headers: bearer(first.token) })).status).toBe(401);
    expect((await app.fetch('/api/user/profile', { headers: bearer(second) })).status).toBe(401);
  });

  it('answers 200 when nobody is signed in', async () => {
    const response = await app.fetch('/api/user/logout', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Logged out' });
  });

  it("leaves another session of the same customer alone", async () => {
    const { input, token } = await register(app);
    const other = (await (await app.fetch('/api/user/login', json({ email: input.email, password: input.password }))).json()) as AuthResponse;
    await app.fetch('/api/user/logout', { method: 'POST', headers: bearer(token) });
    expect((await app.fetch('/api/user/profile', { headers: bearer(other.token) })).status).toBe(200);
  });
});
