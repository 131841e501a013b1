import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EDIT_MESSAGES } from '../../../common/account-edit';
import { bearer, register, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';

/** PUT /api/admin/password (docs/decisions/0063): the admin's own password, with the customer's rules and messages. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
});
afterAll(() => app.close());

const change = (headers: Record<string, string>, body: unknown) =>
  app.fetch('/api/admin/password', { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const login = (email: string, password: string) =>
  app.fetch('/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
const profile = (token: string) => app.fetch('/api/admin/profile', { headers: bearer(token) });

describe('PUT /api/admin/password', () => {
  it('401 without a session, 403 to a customer', async () => {
    const body = { currentPassword: 'admin-secret', newPassword: 'new-secret' };
    expect((await change({}, body)).status).toBe(401);
    const customer = await register(app);
    expect((await change(bearer(customer.token), body)).status).toBe(403);
  });

  it('the customer’s messages: a wrong current password, the same password, a short one; nothing changes', async () => {
    const admin = await signInAdmin(app);
    const auth = bearer(admin.token);
    const wrong = await change(auth, { currentPassword: 'not-it', newPassword: 'new-secret' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: ACCOUNT_EDIT_MESSAGES.wrongPassword, errors: [{ path: 'currentPassword', message: ACCOUNT_EDIT_MESSAGES.wrongPassword }] });
    const same = await change(auth, { currentPassword: admin.password, newPassword: admin.password });
    expect(await same.json()).toMatchObject({ errors: [{ path: 'newPassword', message: ACCOUNT_EDIT_MESSAGES.samePassword }] });
    const short = await change(auth, { currentPassword: '', newPassword: '123' });
    expect(short.status).toBe(400);
    expect((await short.json()) as unknown).toMatchObject({
      errors: [
        { path: 'currentPassword', message: 'Enter your current password' },
        { path: 'newPassword', message: 'Password must be at least 6 characters long' },
      ],
    });
    // Not JSON at all: a 400, never a 500.
    expect((await app.fetch('/api/admin/password', { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: '{' })).status).toBe(400);
    expect((await login(admin.email, admin.password)).status).toBe(200);
  });

  it('changes it: the old one no longer signs in, the new one does; this session stays, the admin’s others end', async () => {
    const admin = await signInAdmin(app);
    const other = await login(admin.email, admin.password);
    const otherToken = ((await other.json()) as { token: string }).token;
    const someoneElse = await signInAdmin(app);

    const changed = await change(bearer(admin.token), { currentPassword: admin.password, newPassword: 'brand-new-secret' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ message: ACCOUNT_EDIT_MESSAGES.passwordChanged });

    expect((await profile(admin.token)).status).toBe(200);
    expect((await profile(otherToken)).status).toBe(401);
    expect((await profile(someoneElse.token)).status).toBe(200);
    expect((await login(admin.email, admin.password)).status).toBe(401);
    expect((await login(admin.email, 'brand-new-secret')).status).toBe(200);
  });
});
