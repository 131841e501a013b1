import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, json, MINUTE, register, registration, setCookie } from '../test/accounts-fixtures';
import { signInAdmin } from '../test/admin-fixtures';
import { startTestApp, type TestApp } from '../test/app';
import { fetchFrom, loopbackClients } from '../test/from-address';
import { TOO_MANY_ATTEMPTS } from './auth-limits';

const SECOND = 1000;

describe('limits on the account endpoints', () => {
  const time = createTestClock();
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock: time.clock });
  });
  afterAll(() => app.close());

  // Each new client of a test is another loopback address: 127.0.0.2, 127.0.0.3 …
  const newClient = loopbackClients(0);
  const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));
  const login = (from: string, email: string, password: string) => fetchFrom(app, from, '/api/user/login', json({ email, password }));
  /** A login that first sits out the e-mail's short backoff wait, as a patient client would. */
  const loginAfterWaiting = async (from: string, email: string, password: string) => {
    const first = await login(from, email, password);
    if (first.status !== 429 || retryAfter(first) > 30) return first;
    time.advance(retryAfter(first) * SECOND);
    return login(from, email, password);
  };

  it('an e-mail failing from many addresses slows down for seconds, and its owner gets in after at most 30', async () => {
    const { input } = await register(app);
    // 10 wrong passwords, each from another address, each as soon as the e-mail lets one through.
    const waits: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const attacker = newClient();
      let answer = await login(attacker, input.email, `wrong-${i}`);
      if (answer.status === 429) {
        expect(await answer.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
        waits.push(retryAfter(answer));
        time.advance(retryAfter(answer) * SECOND);
        answer = await login(attacker, input.email, `wrong-${i}`);
      }
      expect(answer.status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);

    // The owner, from their own address: half a minute, not 15.
    const owner = newClient();
    const early = await login(owner, input.email.toUpperCase(), input.password);
    expect(early.status).toBe(429);
    expect(retryAfter(early)).toBe(30);
    time.advance(30 * SECOND);
    expect((await login(owner, input.email, input.password)).status).toBe(200);
  });

  it('keeps the wait at 30 seconds however long the attack goes on', async () => {
    time.advance(15 * MINUTE);
    const { input } = await register(app);
    const waits: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const attacker = newClient();
      let answer = await login(attacker, input.email, 'wrong-password');
      if (answer.status === 429) {
        waits.push(retryAfter(answer));
        time.advance(retryAfter(answer) * SECOND);
        answer = await login(attacker, input.email, 'wrong-password');
      }
      expect(answer.status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, ...Array<number>(10).fill(30)]);
    time.advance(30 * SECOND);
    expect((await login(newClient(), input.email, input.password)).status).toBe(200);
  });

  it('lets only the free attempts through when many addresses try one e-mail at the same moment', async () => {
    time.advance(15 * MINUTE);
    const { input } = await register(app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(newClient(), input.email, 'wrong-password')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
  });

  it('stops one address after 10 failures for one e-mail for 15 minutes, and only that address', async () => {
    time.advance(15 * MINUTE);
    const { input } = await register(app);
    const attacker = newClient();
    for (let i = 0; i < 10; i += 1) expect((await loginAfterWaiting(attacker, input.email, `wrong-${i}`)).status).toBe(401);
    // The waits of the 6th to 10th failures (1 + 2 + 4 + 8 + 16 s) came out of the 15-minute window.
    const stopped = await login(attacker, input.email, input.password);
    expect(stopped.status).toBe(429);
    expect(retryAfter(stopped)).toBe(15 * 60 - 31);

    // The same address may still try other e-mails, and the owner signs in from elsewhere.
    const other = await register(app);
    expect((await login(attacker, other.input.email, other.input.password)).status).toBe(200);
    expect((await loginAfterWaiting(newClient(), input.email, input.password)).status).toBe(200);
    expect((await login(attacker, input.email, input.password)).status).toBe(429);
    time.advance(retryAfter(stopped) * SECOND);
    expect((await login(attacker, input.email, input.password)).status).toBe(200);
  });

  it('forgets an e-mail’s failures after 15 quiet minutes, and when its owner signs in', async () => {
    time.advance(15 * MINUTE);
    const { input } = await register(app);
    const client = newClient();
    for (let i = 0; i < 5; i += 1) expect((await login(client, input.email, 'wrong-password')).status).toBe(401);
    expect((await login(client, input.email, 'wrong-password')).status).toBe(429);
    time.advance(15 * MINUTE);
    for (let i = 0; i < 4; i += 1) expect((await login(client, input.email, 'wrong-password')).status).toBe(401);
    expect((await login(client, input.email, input.password)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login(client, input.email, 'wrong-password')).status).toBe(401);
  });

  it('does not count successful logins as failures', async () => {
    time.advance(15 * MINUTE);
    const { input } = await register(app);
    for (let i = 0; i < 12; i += 1) expect((await app.fetch('/api/user/login', json({ email: input.email, password: input.password }))).status).toBe(200);
  });

  it('limits each client IP to 30 attempts a minute per action', async () => {
    time.advance(15 * MINUTE);
    // Invalid bodies still count: the IP budget is spent before the input is read.
    for (let i = 0; i < 30; i += 1) expect((await app.fetch('/api/user/reset-password/x', json({}))).status).toBe(400);
    const blocked = await app.fetch('/api/user/reset-password/x', json({ newPassword: 'whatever' }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(60);
    // Other actions have their own budget, and so has another address.
    expect((await app.fetch('/api/user/forgot-password', json({ email: 'a@example.in' }))).status).toBe(200);
    expect((await fetchFrom(app, newClient(), '/api/user/reset-password/x', json({ newPassword: 'whatever' }))).status).toBe(400);
    time.advance(MINUTE);
    expect((await app.fetch('/api/user/reset-password/x', json({ newPassword: 'whatever' }))).status).toBe(400);
  });

  it('limits register and forgot-password to 5 a minute per e-mail', async () => {
    time.advance(15 * MINUTE);
    // The 4th and 5th are past the address's 3 links an hour (the database's count, docs/decisions/0031);
    // the 6th is past the 5 a minute per e-mail, whatever its case.
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await app.fetch('/api/user/forgot-password', json({ email: 'Busy@Example.in' }))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const forgot = await app.fetch('/api/user/forgot-password', json({ email: 'busy@example.in' }));
    expect(forgot.status).toBe(429);
    expect(forgot.headers.get('retry-after')).toBe('60');

    const input = registration();
    expect((await app.fetch('/api/user/register', json(input))).status).toBe(201);
    for (let i = 0; i < 4; i += 1) expect((await app.fetch('/api/user/register', json(input))).status).toBe(409);
    expect((await app.fetch('/api/user/register', json(input))).status).toBe(429);
  });
});

// OWASP's device cookies (docs/decisions/0031): a browser that signed in before is not slowed by
// the guesses made against its account elsewhere.
describe('known devices under a guessing attack', () => {
  const time = createTestClock();
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock: time.clock });
  });
  afterAll(() => app.close());

  const newClient = loopbackClients(1);
  type Login = { path: '/api/user/login' | '/api/admin/login'; cookie: 'device' | 'adminDevice' };
  const customerLogin: Login = { path: '/api/user/login', cookie: 'device' };
  const adminLogin: Login = { path: '/api/admin/login', cookie: 'adminDevice' };
  const login = (at: Login, from: string, email: string, password: string, device?: string) =>
    fetchFrom(app, from, at.path, json({ email, password }, device === undefined ? {} : { cookie: `${at.cookie}=${device}` }));
  /** The device cookie's value in a sign-in's answer. */
  const deviceOf = (at: Login, response: Response) => /^[^=]+=([^;]+)/.exec(setCookie(response, at.cookie) ?? '')?.[1];

  /**
   * An attacker sends wrong passwords from a new address each time, one every 200 ms, for 10 s;
   * after each, the owner signs in from their known device (and address). Answers the owner's statuses.
   */
  async function ownerDuringAttack(at: Login, email: string, password: string, device: string | undefined): Promise<number[]> {
    const owner = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      await login(at, newClient(), email, `wrong-${i}`);
      time.advance(200);
      if (i % 5 === 4) {
        const answer = await login(at, owner, email, password, device);
        statuses.push(answer.status);
        device = deviceOf(at, answer) ?? device;
      }
    }
    return statuses;
  }

  it('the owner’s known browser signs in every time while wrong passwords for the account arrive from rotating addresses', async () => {
    const { input } = await register(app);
    const first = await login(customerLogin, newClient(), input.email, input.password);
    expect(first.status).toBe(200);
    expect(await ownerDuringAttack(customerLogin, input.email, input.password, deviceOf(customerLogin, first))).toEqual(Array<number>(10).fill(200));
    expect(setCookie(first, 'device')).toMatch(/^device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/api\/user\/login; HttpOnly; SameSite=Lax$/);
  });

  it('the admin’s known browser too', async () => {
    time.advance(15 * MINUTE);
    const { email, password } = await signInAdmin(app);
    const first = await login(adminLogin, newClient(), email, password);
    expect(first.status).toBe(200);
    expect(await ownerDuringAttack(adminLogin, email, password, deviceOf(adminLogin, first))).toEqual(Array<number>(10).fill(200));
    expect(setCookie(first, 'adminDevice')).toContain('Path=/api/admin/login; HttpOnly; SameSite=Lax');
  });

  it('an unknown browser, a forged token and another account’s token are still slowed', async () => {
    time.advance(15 * MINUTE);
    const { input } = await register(app);
    const other = await register(app);
    const othersDevice = deviceOf(customerLogin, await login(customerLogin, newClient(), other.input.email, other.input.password))!;
    const mine = deviceOf(customerLogin, await login(customerLogin, newClient(), input.email, input.password))!;
    const forged = `${mine.slice(0, 23)}${mine[23] === 'A' ? 'B' : 'A'}${mine.slice(24)}`;
    for (let i = 0; i < 6; i += 1) await login(customerLogin, newClient(), input.email, 'wrong-password');
    for (const device of [undefined, forged, othersDevice, 'junk']) {
      const answer = await login(customerLogin, newClient(), input.email, input.password, device);
      expect(answer.status, String(device)).toBe(429);
      expect(await answer.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
    }
    expect((await login(customerLogin, newClient(), input.email, input.password, mine)).status).toBe(200);
  });

  it('a known device that fails 10 times is locked itself, for the window, whatever the password', async () => {
    time.advance(15 * MINUTE);
    const { input } = await register(app);
    const device = deviceOf(customerLogin, await login(customerLogin, newClient(), input.email, input.password))!;
    const from = newClient();
    for (let i = 0; i < 10; i += 1) expect((await login(customerLogin, from, input.email, `wrong-${i}`, device)).status).toBe(401);
    const locked = await login(customerLogin, from, input.email, input.password, device);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);
    time.advance(15 * MINUTE);
    expect((await login(customerLogin, from, input.email, input.password, device)).status).toBe(200);
  });
});

describe('the client address behind proxies (TRUST_PROXY, docs/decisions/0058)', () => {
  const resetFrom = (app: TestApp, forwardedFor: string) =>
    app.fetch('/api/user/reset-password/x', { ...json({}), headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor } });
  /** Spends one address's budget of reset attempts, then answers what the next attempt from `next` gets. */
  const afterSpending = async (app: TestApp, spent: string, next: string) => {
    for (let i = 0; i < 30; i += 1) expect((await resetFrom(app, spent)).status).toBe(400);
    return (await resetFrom(app, next)).status;
  };
  /** Runs `check` against an app started with `env`, and closes it. */
  const withApp = async (env: Record<string, string>, check: (app: TestApp) => Promise<void>) => {
    const app = await startTestApp(env);
    try {
      await check(app);
    } finally {
      await app.close();
    }
  };

  it('ignores X-Forwarded-For by default: a client that writes a new address each time is still one client', () =>
    withApp({}, async (app) => {
      expect(await afterSpending(app, '203.0.113.7', '203.0.113.8')).toBe(429);
    }));

  it('with one proxy counts the address it appended, each on its own budget', () =>
    withApp({ TRUST_PROXY: '1' }, async (app) => {
      expect(await afterSpending(app, '203.0.113.7', '203.0.113.8')).toBe(400);
      expect((await resetFrom(app, '203.0.113.7')).status).toBe(429);
      // What the client wrote before the proxy's entry changes nothing: the proxy's last entry counts.
      expect((await resetFrom(app, 'forged, 203.0.113.7')).status).toBe(429);
    }));

  it('with two proxies counts the address the farther one appended', () =>
    withApp({ TRUST_PROXY: '2' }, async (app) => {
      expect(await afterSpending(app, '203.0.113.7, 10.0.0.2', '203.0.113.8, 10.0.0.2')).toBe(400);
      expect((await resetFrom(app, 'forged, 203.0.113.7, 10.0.0.3')).status).toBe(429);
    }));
});
