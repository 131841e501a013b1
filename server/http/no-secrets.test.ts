import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../common/accounts';
import { bearer, cookie, json, register, unlimitedRateLimiter } from '../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../test/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
});
afterAll(() => app.close());

describe('no response carries a password hash or a token other than the one it issues', () => {
  it('holds across a whole account journey while other sessions exist', async () => {
    const other = await register(app);
    const otherLogin = (await (await app.fetch('/api/user/login', json({ email: other.input.email, password: other.input.password }))).json()) as AuthResponse;
    const admin = await app.runtime.services.sessions.createSession('admin', 'a'.repeat(24));

    const answers: { text: string; issued?: string }[] = [];
    const call = async (path: string, init?: RequestInit) => {
      const response = await app.fetch(path, init);
      const text = await response.text();
      const issued = response.ok && text.includes('"token"') ? (JSON.parse(text) as AuthResponse).token : undefined;
      answers.push({ text: text + response.headers.getSetCookie().join('\n'), issued });
      return { response, text, issued };
    };

    const mine = await register(app);
    const { issued: loginToken } = await call('/api/user/login', json({ email: mine.input.email, password: mine.input.password }));
    await call('/api/user/login', json({ email: mine.input.email, password: 'wrong-password' }));
    await call('/api/user/register', json(mine.input)); // 409
    await call('/api/user/profile', { headers: bearer(mine.token) });
    await call('/api/user/profile', { headers: cookie(`token=${loginToken}`) });
    await call('/api/user/address', { ...json({ ...mine.input.address, city: 'Mysuru' }, bearer(mine.token)), method: 'PUT' });
    await call('/api/user/forgot-password', json({ email: mine.input.email }));
    await call('/api/user/reset-password/nonsense', json({ newPassword: 'whatever' }));
    await call('/api/user/profile', { headers: { cookie: `token=${mine.token}; adminToken=${admin.token}`, 'x-use-admin-token': '1' } });
    await call('/api/user/logout', { method: 'POST', headers: bearer(mine.token) });
    await app.settled();

    const hashes = (await app.runtime.db.selectFrom('users').select('password_hash').execute()).map((row) => row.password_hash);
    const tokens = [other.token, otherLogin.token, admin.token, mine.token, loginToken!];
    for (const { text, issued } of answers) {
      expect(text).not.toMatch(/argon2|password_hash|passwordHash/i);
      for (const hash of hashes) expect(text).not.toContain(hash);
      for (const token of tokens.filter((t) => t !== issued)) expect(text).not.toContain(token);
    }
  });
});
