import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../common/accounts';
import { bearer, createTestClock, DAY, json, MINUTE, register, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';

// docs/decisions/0027: the signed-in customer edits their own details, e-mail and password.
const time = createTestClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://shop.example.in', SHOP_NAME: 'Haat Demo' }, { clock: time.clock, rateLimiter: unlimitedRateLimiter });
});
afterAll(() => app.close());

const put = (path: string, body: unknown, token: string) => app.fetch(path, { ...json(body, bearer(token)), method: 'PUT' });
const post = (path: string, body: unknown, token?: string) => app.fetch(path, json(body, token ? bearer(token) : {}));
const profile = async (token: string) => (await (await app.fetch('/api/user/profile', { headers: bearer(token) })).json()) as User;
const login = (email: string, password: string) => app.fetch('/api/user/login', json({ email, password }));

/** The token of the newest e-mail-change link mailed to `email` (the outbox: no SMTP_URL here). */
async function mailedToken(email: string): Promise<string> {
  await app.settled();
  const [mail] = await app.runtime.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('created_at', 'desc').execute();
  const token = /\/account\/email\/([A-Za-z0-9_-]{43})\b/.exec(mail?.text_body ?? '')?.[1];
  expect(token, mail?.text_body).toBeDefined();
  return token!;
}

/** The e-mails sent to `email` (the outbox), oldest first, once every queued job has run. */
async function mailsTo(email: string) {
  await app.settled();
  return app.runtime.db.selectFrom('outbox').select(['subject', 'text_body', 'html_body']).where('to_address', '=', email).orderBy('created_at').execute();
}

/** Runs `work` with the shop's support e-mail set in its settings, then puts the settings back. */
async function withSupportEmail(supportEmail: string, work: () => Promise<void>): Promise<void> {
  const { settings } = app.runtime.services;
  const before = await settings.get();
  await settings.update({ ...before, supportEmail });
  try {
    await work();
  } finally {
    await settings.update(before);
  }
}

describe('PUT /api/user/details', () => {
  it('changes the name and phone, answering the profile', async () => {
    const { token } = await register(app);
    // Typed as shoppers do, kept as the 10 digits signup keeps (common/india-formats.ts).
    const response = await put('/api/user/details', { name: '  Meera Iyer ', phoneNumber: '+91 91234 56780' }, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Meera Iyer', phoneNumber: '9123456780' });
    expect(await profile(token)).toMatchObject({ name: 'Meera Iyer', phoneNumber: '9123456780' });
  });

  it('checks the fields as signup does, and needs a session', async () => {
    const { token } = await register(app);
    const bad = await put('/api/user/details', { name: '', phoneNumber: '98765' }, token);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'phoneNumber', message: 'Phone number must be at least 10 characters long' },
      ]),
    );
    expect((await app.fetch('/api/user/details', { ...json({ name: 'X', phoneNumber: '9123456780' }), method: 'PUT' })).status).toBe(401);
  });
});

describe('POST /api/user/email and /api/user/email/confirm', () => {
  it('mails a link to the new address; the e-mail changes only when it is opened, once', async () => {
    const { token, input } = await register(app);
    const fresh = `New-${input.email}`.toUpperCase();
    const asked = await post('/api/user/email', { email: fresh }, token);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ message: `We sent a link to ${fresh.toLowerCase()}. Open it to confirm your new e-mail.` });
    expect((await profile(token)).email).toBe(input.email);

    const link = await mailedToken(fresh.toLowerCase());
    // Only the token's hash is kept.
    const rows = await app.runtime.db.selectFrom('email_changes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(link);

    const confirmed = await post('/api/user/email/confirm', { token: link });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: `Your e-mail is now ${fresh.toLowerCase()}`, email: fresh.toLowerCase() });
    expect((await profile(token)).email).toBe(fresh.toLowerCase());
    expect((await login(fresh, input.password)).status).toBe(200);
    expect((await login(input.email, input.password)).status).toBe(401);

    const again = await post('/api/user/email/confirm', { token: link });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: 'This link was used already or has expired.' });
  });

  it('the profile carries the address waiting for its confirmation, until the link is used or expires', async () => {
    const { token, input } = await register(app);
    expect((await profile(token)).pendingEmail).toBeNull();
    await post('/api/user/email', { email: `Waiting-${input.email}` }, token);
    expect(await profile(token)).toMatchObject({ email: input.email, pendingEmail: `waiting-${input.email}` });
    // A newer request replaces it.
    await post('/api/user/email', { email: `later-${input.email}` }, token);
    expect((await profile(token)).pendingEmail).toBe(`later-${input.email}`);
    const link = await mailedToken(`later-${input.email}`);
    expect((await post('/api/user/email/confirm', { token: link })).status).toBe(200);
    expect(await profile(token)).toMatchObject({ email: `later-${input.email}`, pendingEmail: null });

    await post('/api/user/email', { email: `expiring-${input.email}` }, token);
    expect((await profile(token)).pendingEmail).toBe(`expiring-${input.email}`);
    time.advance(DAY + MINUTE);
    expect((await profile(token)).pendingEmail).toBeNull();
  });

  it('refuses an expired link, a junk one, and an earlier link once a newer one was asked for', async () => {
    const { token, input } = await register(app);
    await post('/api/user/email', { email: `first-${input.email}` }, token);
    const first = await mailedToken(`first-${input.email}`);
    time.advance(MINUTE);
    await post('/api/user/email', { email: `second-${input.email}` }, token);
    const second = await mailedToken(`second-${input.email}`);
    expect((await post('/api/user/email/confirm', { token: first })).status).toBe(400);
    expect((await post('/api/user/email/confirm', { token: 'not-a-token' })).status).toBe(400);
    time.advance(DAY + MINUTE);
    const expired = await post('/api/user/email/confirm', { token: second });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ message: 'This link was used already or has expired.' });
    expect((await profile(token)).email).toBe(input.email);
  });

  it('answers 409 for an e-mail another account has, when asked and when the link is opened', async () => {
    const mine = await register(app);
    const other = await register(app);
    const taken = await post('/api/user/email', { email: other.input.email.toUpperCase() }, mine.token);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: 'Another account already uses this e-mail' });

    // Free when asked, taken by the time the link is opened: the UNIQUE index decides, and the link stays usable.
    const contested = `contested-${mine.input.email}`;
    await post('/api/user/email', { email: contested }, mine.token);
    const link = await mailedToken(contested);
    time.advance(MINUTE);
    await post('/api/user/email', { email: contested }, other.token);
    expect((await post('/api/user/email/confirm', { token: await mailedToken(contested) })).status).toBe(200);
    const late = await post('/api/user/email/confirm', { token: link });
    expect(late.status).toBe(409);
    expect((await profile(mine.token)).email).toBe(mine.input.email);
  });

  it('tells the OLD address once the change is confirmed, and not before', async () => {
    const { token, input } = await register(app);
    const fresh = `moved-${input.email}`;
    await post('/api/user/email', { email: fresh }, token);
    const link = await mailedToken(fresh);
    // Asking changes nothing, so the old address hears nothing yet.
    expect(await mailsTo(input.email)).toEqual([]);

    expect((await post('/api/user/email/confirm', { token: link })).status).toBe(200);
    const [notice, ...more] = await mailsTo(input.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Your e-mail address was changed — Haat Demo');
    expect(notice?.text_body).toContain(`Your account's e-mail is now ${fresh}.`);
    expect(notice?.text_body).toMatch(/was changed on \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [AP]M IST\./);
    // No support e-mail in the settings: a reply reaches the shop.
    expect(notice?.text_body).toContain("If this wasn't you, contact us by replying to this e-mail.");
    // No secret: the used link is not in it.
    expect(`${notice?.text_body} ${notice?.html_body}`).not.toContain(link);
    // The new address got only its link.
    expect((await mailsTo(fresh)).map((mail) => mail.subject)).toEqual(['Confirm your new Haat Demo e-mail']);
  });

  it("names the shop's support e-mail when its settings have one, and tells no one when the confirmation is refused", async () => {
    await withSupportEmail('help@shop.example.in', async () => {
      const mine = await register(app);
      const other = await register(app);
      const contested = `wanted-${mine.input.email}`;
      await post('/api/user/email', { email: contested }, mine.token);
      const link = await mailedToken(contested);
      time.advance(MINUTE);
      await post('/api/user/email', { email: contested }, other.token);
      expect((await post('/api/user/email/confirm', { token: await mailedToken(contested) })).status).toBe(200);
      const [notice] = await mailsTo(other.input.email);
      expect(notice?.text_body).toContain("If this wasn't you, contact us at help@shop.example.in.");
      expect(notice?.html_body).toContain('href="mailto:help@shop.example.in"');

      // The address is taken by now: the 409 rolls the notice back with the change.
      expect((await post('/api/user/email/confirm', { token: link })).status).toBe(409);
      expect(await mailsTo(mine.input.email)).toEqual([]);
    });
  });

  it('refuses the current e-mail and a malformed one', async () => {
    const { token, input } = await register(app);
    expect((await post('/api/user/email', { email: input.email }, token)).status).toBe(400);
    const bad = await post('/api/user/email', { email: 'nope' }, token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ path: 'email', message: 'Invalid email address' }] });
    expect((await post('/api/user/email', { email: 'x@example.in' })).status).toBe(401);
  });
});

describe('POST /api/user/password', () => {
  it('refuses a wrong current password with a clear message', async () => {
    const { token, input } = await register(app);
    const response = await post('/api/user/password', { currentPassword: 'wrong-one', newPassword: 'brand-new-42' }, token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Your current password is not correct', errors: [{ path: 'currentPassword', message: 'Your current password is not correct' }] });
    expect((await login(input.email, input.password)).status).toBe(200);
    // Nothing changed, so nothing is mailed.
    expect(await mailsTo(input.email)).toEqual([]);
  });

  it("tells the account's address, without the password", async () => {
    const { token, input } = await register(app);
    expect((await post('/api/user/password', { currentPassword: input.password, newPassword: 'brand-new-42' }, token)).status).toBe(200);
    const [notice, ...more] = await mailsTo(input.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Your password was changed — Haat Demo');
    expect(notice?.text_body).toContain('The password of your Haat Demo account was changed on ');
    expect(notice?.text_body).toContain("If this wasn't you, contact us by replying to this e-mail.");
    expect(`${notice?.text_body} ${notice?.html_body}`).not.toMatch(new RegExp(`brand-new-42|${input.password}`));
  });

  it('sets the new password, keeps this session and ends the others', async () => {
    const { token, input } = await register(app);
    const elsewhere = ((await (await login(input.email, input.password)).json()) as { token: string }).token;
    const response = await post('/api/user/password', { currentPassword: input.password, newPassword: 'brand-new-42' }, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Your password was changed' });
    expect((await app.fetch('/api/user/profile', { headers: bearer(token) })).status).toBe(200);
    expect((await app.fetch('/api/user/profile', { headers: bearer(elsewhere) })).status).toBe(401);
    expect((await login(input.email, input.password)).status).toBe(401);
    expect((await login(input.email, 'brand-new-42')).status).toBe(200);
  });

  it('applies the signup rules to the new password, and needs a session', async () => {
    const { token, input } = await register(app);
    const short = await post('/api/user/password', { currentPassword: input.password, newPassword: '123' }, token);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ errors: [{ path: 'newPassword', message: 'Password must be at least 6 characters long' }] });
    expect((await post('/api/user/password', { currentPassword: input.password, newPassword: input.password }, token)).status).toBe(400);
    expect((await post('/api/user/password', { currentPassword: input.password, newPassword: 'brand-new-42' })).status).toBe(401);
  });
});

describe('outstanding password reset links (docs/decisions/0031)', () => {
  /** Asks for a reset link for `email` and returns its token, as mailed. */
  async function resetLink(email: string): Promise<string> {
    expect((await post('/api/user/forgot-password', { email })).status).toBe(200);
    await app.settled();
    const [mail] = await app.runtime.db.selectFrom('outbox').selectAll().where('to_address', '=', email).where('subject', 'like', 'Reset%').orderBy('created_at', 'desc').execute();
    const link = /\/reset-password\/([A-Za-z0-9_-]{43})\b/.exec(mail?.text_body ?? '')?.[1];
    expect(link, mail?.text_body).toBeDefined();
    return link!;
  }
  const useResetLink = (link: string) => post(`/api/user/reset-password/${link}`, { newPassword: 'taken-over' });

  it('a link mailed to the old address stops working once a new e-mail is confirmed', async () => {
    const { token, input } = await register(app);
    const link = await resetLink(input.email);
    time.advance(MINUTE);
    const fresh = `moved-on-${input.email}`;
    expect((await post('/api/user/email', { email: fresh }, token)).status).toBe(200);
    expect((await post('/api/user/email/confirm', { token: await mailedToken(fresh) })).status).toBe(200);

    const used = await useResetLink(link);
    expect(used.status).toBe(400);
    expect(await used.json()).toEqual({ message: 'Invalid or expired reset link' });
    expect((await login(fresh, input.password)).status).toBe(200);
  });

  it('asking for a new e-mail without confirming it leaves the link working', async () => {
    const { token, input } = await register(app);
    const link = await resetLink(input.email);
    expect((await post('/api/user/email', { email: `maybe-${input.email}` }, token)).status).toBe(200);
    expect((await useResetLink(link)).status).toBe(200);
  });

  it('a password change ends them too', async () => {
    const { token, input } = await register(app);
    const link = await resetLink(input.email);
    expect((await post('/api/user/password', { currentPassword: input.password, newPassword: 'brand-new-pass' }, token)).status).toBe(200);
    expect((await useResetLink(link)).status).toBe(400);
    expect((await login(input.email, 'brand-new-pass')).status).toBe(200);
  });
});
