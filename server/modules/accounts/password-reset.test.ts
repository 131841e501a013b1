import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../../common/accounts';
import { bearer, createTestClock, json, MINUTE, register, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { createLoadContext } from '../../http/loader-context';
import { startTestApp, type TestApp } from '../../test/app';

// SMTP_URL is unset here: mails go to the outbox table (and the log). Real SMTP: mail/smtp.test.ts.
const time = createTestClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://shop.example.in', SHOP_NAME: 'Haat Demo' }, { clock: time.clock, rateLimiter: unlimitedRateLimiter });
});
afterAll(() => app.close());

const forgot = (email: string) => app.fetch('/api/user/forgot-password', json({ email }));
const reset = (token: string, newPassword: string) => app.fetch(`/api/user/reset-password/${token}`, json({ newPassword }));
const login = (email: string, password: string) => app.fetch('/api/user/login', json({ email, password }));

/** Waits for the background mail, then returns the newest outbox row for `email`. */
async function outbox(email: string) {
  await app.settled();
  return app.runtime.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('created_at', 'desc').execute();
}

/** Requests a link for `email` and returns the token in the mailed link. */
async function requestLink(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  const [mail] = await outbox(email);
  const token = /\/reset-password\/([A-Za-z0-9_-]{43})\b/.exec(mail?.text_body ?? '')?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('POST /api/user/forgot-password', () => {
  it('keeps the link in the outbox (no SMTP_URL): a text and an HTML part, PUBLIC_URL, 30 minutes', async () => {
    const { input } = await register(app);
    const response = await forgot(input.email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'If an account exists for this e-mail, a reset link has been sent.' });
    const [mail] = await outbox(input.email);
    expect(mail).toMatchObject({ to_address: input.email, subject: 'Reset your Haat Demo password', sent_at: null });
    expect(mail!.text_body).toMatch(/https:\/\/shop\.example\.in\/reset-password\/[A-Za-z0-9_-]{43}\n/);
    expect(mail!.text_body).toContain('30 minutes');
    expect(mail!.html_body).toMatch(/<a href="https:\/\/shop\.example\.in\/reset-password\/[A-Za-z0-9_-]{43}"/);
    // Only the token's hash is stored.
    const token = /reset-password\/([A-Za-z0-9_-]{43})/.exec(mail!.text_body)![1]!;
    const rows = await app.runtime.db.selectFrom('password_resets').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('answers an unknown e-mail exactly as a known one, and mails nothing', async () => {
    const { input } = await register(app);
    const known = await forgot(input.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.in');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    const headers = (response: Response) => [...response.headers].filter(([name]) => name !== 'date');
    expect(headers(unknown)).toEqual(headers(known));
    expect(await outbox('nobody-here@example.in')).toEqual([]);
    expect(await outbox(input.email)).toHaveLength(1); // found case-insensitively
  });

  it('refuses an invalid e-mail with the spec message', async () => {
    const response = await forgot('nope');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Invalid email address');
  });
});

describe('POST /api/user/reset-password/{token}', () => {
  it('sets the new password, signs the customer out everywhere, and works exactly once', async () => {
    const { input, token: sessionA } = await register(app);
    const { token: sessionB } = (await (await login(input.email, input.password)).json()) as AuthResponse;
    const link = await requestLink(input.email);

    const response = await reset(link, 'brand-new-pass');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Password reset successfully' });

    for (const token of [sessionA, sessionB]) expect((await app.fetch('/api/user/profile', { headers: bearer(token) })).status).toBe(401);
    expect((await login(input.email, input.password)).status).toBe(401);
    expect((await login(input.email, 'brand-new-pass')).status).toBe(200);

    const again = await reset(link, 'another-pass');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Invalid or expired reset link' });
    expect((await login(input.email, 'another-pass')).status).toBe(401);
  });

  it('lets only one of two simultaneous uses of a link win', async () => {
    const { input } = await register(app);
    const link = await requestLink(input.email);
    const responses = await Promise.all([reset(link, 'first-winner'), reset(link, 'second-winner')]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = responses[0]!.status === 200 ? 'first-winner' : 'second-winner';
    expect((await login(input.email, winner)).status).toBe(200);
  });

  it('refuses a link after 30 minutes', async () => {
    const { input } = await register(app);
    const link = await requestLink(input.email);
    time.advance(30 * MINUTE + 1);
    const response = await reset(link, 'too-late-pass');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid or expired reset link' });
    expect((await login(input.email, input.password)).status).toBe(200);
  });

  it('accepts a link just before it expires; using it kills the other links of that customer', async () => {
    const { input } = await register(app);
    const older = await requestLink(input.email);
    time.advance(MINUTE);
    const newer = await requestLink(input.email);
    expect(newer).not.toBe(older);
    time.advance(28 * MINUTE);
    expect((await reset(newer, 'in-time-pass')).status).toBe(200);
    expect((await reset(older, 'older-link-pass')).status).toBe(400);
  });

  it("tells the link's page whether the link still works: not once used, expired or unknown", async () => {
    const usable = (token: string) => createLoadContext(app.runtime).services.accounts.resetLinkUsable(token);
    const { input } = await register(app);
    const used = await requestLink(input.email);
    expect(await usable(used)).toBe(true);
    expect((await reset(used, 'used-link-pass')).status).toBe(200);
    expect(await usable(used)).toBe(false);

    time.advance(MINUTE); // the newest mail is told by its time
    const expiring = await requestLink(input.email);
    time.advance(30 * MINUTE - 1);
    expect(await usable(expiring)).toBe(true);
    time.advance(1);
    expect(await usable(expiring)).toBe(false);

    for (const junk of ['not-a-token', 'A'.repeat(43), 'A'.repeat(500)]) expect(await usable(junk)).toBe(false);
  });

  it.each(['not-a-token', 'A'.repeat(43), 'A'.repeat(500)])('answers 400 for the unknown link %s', async (token) => {
    const response = await reset(token, 'whatever-pass');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid or expired reset link' });
  });

  it('validates the new password with the spec message', async () => {
    const { input } = await register(app);
    const link = await requestLink(input.email);
    const response = await reset(link, '12345');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Password must be at least 6 characters long');
    expect((await reset(link, '123456')).status).toBe(200); // the refused attempt did not use the link
  });
});
