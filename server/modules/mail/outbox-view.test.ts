import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoadContext } from '../../http/loader-context';
import { createTestClock, json, MINUTE, register, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';

// docs/decisions/0047: without SMTP_URL nothing reaches customers; the admin reads the outbox instead.
const time = createTestClock();
let demo: TestApp;
let smtp: TestApp;
beforeAll(async () => {
  demo = await startTestApp({ PUBLIC_URL: 'https://shop.example.in' }, { clock: time.clock, rateLimiter: unlimitedRateLimiter });
  // An SMTP server nobody answers: the mail jobs fail and retry, which is not what is tested here.
  smtp = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, { rateLimiter: unlimitedRateLimiter });
});
afterAll(async () => {
  await demo.close();
  await smtp.close();
});

describe("the admin's outbox (a page loader's read)", () => {
  it('without SMTP: says mail is not delivered and lists the kept messages, newest first, with their text', async () => {
    const { mail } = createLoadContext(demo.runtime).services;
    expect(mail.delivers()).toBe(false);
    const { input } = await register(demo);
    await demo.fetch('/api/user/forgot-password', json({ email: input.email }));
    await demo.settled();
    time.advance(MINUTE);
    const other = await register(demo);
    await demo.fetch('/api/user/forgot-password', json({ email: other.input.email }));
    await demo.settled();

    const messages = await mail.outbox();
    expect(messages).not.toBeNull();
    const mine = messages!.filter((message) => message.to === input.email || message.to === other.input.email);
    expect(mine.map((message) => message.to)).toEqual([other.input.email, input.email]);
    expect(mine[1]).toMatchObject({ to: input.email, subject: expect.stringMatching(/^Reset your .+ password$/), createdAt: '2026-11-22T10:00:00.000Z' });
    expect(mine[1]!.text).toMatch(/https:\/\/shop\.example\.in\/reset-password\/[\w-]{43}/);
    expect(mine[1]!.id).toEqual(expect.any(String));
  });

  it('with SMTP: mail is delivered and there is no outbox to read', async () => {
    const { mail } = createLoadContext(smtp.runtime).services;
    expect(mail.delivers()).toBe(true);
    expect(await mail.outbox()).toBeNull();
  });
});
