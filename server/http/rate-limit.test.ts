import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, json, MINUTE, register, registration } from '../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../test/app';
import { createMemoryRateLimiter } from './rate-limit';

describe('the in-memory rate limiter', () => {
  it('allows `limit` hits per window, then answers how long to wait', () => {
    const time = createTestClock();
    const limiter = createMemoryRateLimiter({ clock: time.clock });
    for (let i = 0; i < 3; i += 1) expect(limiter.hit('k', 3, MINUTE)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    time.advance(15_000);
    expect(limiter.hit('k', 3, MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('other', 3, MINUTE).allowed).toBe(true);
    time.advance(45_000);
    expect(limiter.hit('k', 3, MINUTE).allowed).toBe(true);
  });

  it('peek tells whether one more hit would pass, without counting', () => {
    const limiter = createMemoryRateLimiter();
    expect(limiter.peek('k', 1, MINUTE).allowed).toBe(true);
    expect(limiter.peek('k', 1, MINUTE).allowed).toBe(true);
    limiter.hit('k', 1, MINUTE);
    expect(limiter.peek('k', 1, MINUTE)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
  });

  it('keeps memory bounded: expired keys are pruned, and a flood of new keys evicts the oldest', () => {
    const time = createTestClock();
    const limiter = createMemoryRateLimiter({ clock: time.clock, maxKeys: 100 });
    for (let i = 0; i < 1000; i += 1) limiter.hit(`flood-${i}`, 1, MINUTE);
    // The newest keys are still counted; the oldest were dropped to stay within 100.
    expect(limiter.hit('flood-999', 1, MINUTE).allowed).toBe(false);
    expect(limiter.hit('flood-0', 1, MINUTE).allowed).toBe(true);
    time.advance(2 * MINUTE);
    expect(limiter.hit('flood-999', 1, MINUTE).allowed).toBe(true);
  });
});

describe('limits on the account endpoints', () => {
  const time = createTestClock();
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { clock: time.clock });
  });
  afterAll(() => app.close());

  const login = (email: string, password: string) => app.fetch('/api/user/login', json({ email, password }));

  it('answers 429 with Retry-After after 10 failed logins for one e-mail, even with the right password', async () => {
    const { input } = await register(app);
    for (let i = 0; i < 10; i += 1) expect((await login(input.email, 'wrong-password')).status).toBe(401);
    const blocked = await login(input.email.toUpperCase(), input.password);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);

    // Another e-mail is not affected; after the window the customer can sign in again.
    const other = await register(app);
    expect((await login(other.input.email, other.input.password)).status).toBe(200);
    time.advance(15 * MINUTE);
    expect((await login(input.email, input.password)).status).toBe(200);
  });

  it('does not count successful logins as failures', async () => {
    time.advance(15 * MINUTE);
    const { input } = await register(app);
    for (let i = 0; i < 12; i += 1) expect((await login(input.email, input.password)).status).toBe(200);
  });

  it('limits each client IP to 30 attempts a minute per action', async () => {
    time.advance(15 * MINUTE);
    // Invalid bodies still count: the IP budget is spent before the input is read.
    for (let i = 0; i < 30; i += 1) expect((await app.fetch('/api/user/reset-password/x', json({}))).status).toBe(400);
    const blocked = await app.fetch('/api/user/reset-password/x', json({ newPassword: 'whatever' }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(60);
    // Other actions have their own budget.
    expect((await app.fetch('/api/user/forgot-password', json({ email: 'a@example.in' }))).status).toBe(200);
    time.advance(MINUTE);
    expect((await app.fetch('/api/user/reset-password/x', json({ newPassword: 'whatever' }))).status).toBe(400);
  });

  it('limits register and forgot-password to 5 a minute per e-mail', async () => {
    time.advance(15 * MINUTE);
    for (let i = 0; i < 5; i += 1) expect((await app.fetch('/api/user/forgot-password', json({ email: 'Busy@Example.in' }))).status).toBe(200);
    const forgot = await app.fetch('/api/user/forgot-password', json({ email: 'busy@example.in' }));
    expect(forgot.status).toBe(429);
    expect(forgot.headers.get('retry-after')).toBe('60');

    const input = registration();
    expect((await app.fetch('/api/user/register', json(input))).status).toBe(201);
    for (let i = 0; i < 4; i += 1) expect((await app.fetch('/api/user/register', json(input))).status).toBe(409);
    expect((await app.fetch('/api/user/register', json(input))).status).toBe(429);
  });
});
