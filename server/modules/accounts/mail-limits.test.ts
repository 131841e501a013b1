import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestClock, json, MINUTE, register, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { fetchFrom } from '../../test/from-address';

// docs/decisions/0031: mail per recipient and per account, counted in the database. The
// in-memory per-IP limits are off here (unlimitedRateLimiter), so only the database's count stops a bomb.
const time = createTestClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { clock: time.clock, rateLimiter: unlimitedRateLimiter });
});
afterAll(() => app.close());

const HOUR = 60 * MINUTE;
const changeEmail = (token: string, email: string, from = '127.0.0.1') => fetchFrom(app, from, '/api/user/email', json({ email }, bearer(token)));
const forgot = (email: string) => app.fetch('/api/user/forgot-password', json({ email }));

async function mailsTo(email: string) {
  await app.settled();
  return app.runtime.db.selectFrom('outbox').select(['subject']).where('to_address', '=', email.toLowerCase()).execute();
}

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

describe('confirmation links per recipient address', () => {
  it('60 e-mail changes towards one victim, from one account over 3 addresses, send the victim 3 mails; the rest are 429 with a message', async () => {
    time.advance(2 * HOUR);
    const { token } = await register(app);
    const victim = `victim.${Date.now()}@example.in`;
    const answers = [];
    for (let i = 0; i < 60; i += 1) answers.push(await changeEmail(token, victim, `127.0.0.${(i % 3) + 2}`));
    expect(statuses(answers)).toEqual([...Array<number>(3).fill(200), ...Array<number>(57).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(await refused.json()).toEqual({ message: 'Too many e-mails were sent to this address. Please try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(victim)).toHaveLength(3);
  });

  it('holds under concurrency: 10 accounts asking at once for one address send it 3 mails', async () => {
    time.advance(2 * HOUR);
    const victim = `victim.${Date.now()}@example.in`;
    const accounts = await Promise.all(Array.from({ length: 10 }, () => register(app)));
    const answers = await Promise.all(accounts.map(({ token }) => changeEmail(token, victim)));
    expect(statuses(answers)).toEqual([...Array<number>(3).fill(200), ...Array<number>(7).fill(429)]);
    expect(await mailsTo(victim)).toHaveLength(3);
  });

  it('opens again when the hour is over', async () => {
    time.advance(2 * HOUR);
    const { token } = await register(app);
    const victim = `victim.${Date.now()}@example.in`;
    for (let i = 0; i < 3; i += 1) expect((await changeEmail(token, victim)).status).toBe(200);
    expect((await changeEmail(token, victim)).status).toBe(429);
    time.advance(HOUR);
    expect((await changeEmail(token, victim)).status).toBe(200);
    expect(await mailsTo(victim)).toHaveLength(4);
  });

  it('limits one account to 5 e-mail change links an hour, whatever the addresses', async () => {
    time.advance(2 * HOUR);
    const { token } = await register(app);
    for (let i = 0; i < 5; i += 1) expect((await changeEmail(token, `spray.${i}.${Date.now()}@example.in`)).status).toBe(200);
    const sixth = await changeEmail(token, `spray.6.${Date.now()}@example.in`);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ message: 'You asked for too many e-mail changes. Please try again later.' });
  });
});

describe('password reset links per recipient address', () => {
  it('10 requests at once for one account send 3 links; the rest are 429, exactly as for an address without an account', async () => {
    time.advance(2 * HOUR);
    const { input } = await register(app);
    const stranger = `nobody.${Date.now()}@example.in`;
    const known = await Promise.all(Array.from({ length: 10 }, () => forgot(input.email)));
    const unknown = await Promise.all(Array.from({ length: 10 }, () => forgot(stranger)));
    expect(statuses(known)).toEqual([...Array<number>(3).fill(200), ...Array<number>(7).fill(429)]);
    expect(statuses(unknown)).toEqual(statuses(known));
    const refusedBody = (answers: Response[]) => answers.find((answer) => answer.status === 429)!.json();
    const message = { message: 'Too many reset links were asked for this e-mail. Please try again later.' };
    expect(await refusedBody(known)).toEqual(message);
    expect(await refusedBody(unknown)).toEqual(message);
    expect(await mailsTo(input.email)).toHaveLength(3);
    expect(await mailsTo(stranger)).toHaveLength(0);
  });
});
