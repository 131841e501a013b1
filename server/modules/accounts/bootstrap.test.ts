import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: 'Owner@Example.in', ADMIN_PASSWORD: 'first-pass' });
});
afterAll(() => app.close());

describe('admin bootstrap from ADMIN_EMAIL + ADMIN_PASSWORD', () => {
  it('creates that admin, case-insensitively by e-mail', async () => {
    const { admins } = app.runtime.services;
    expect(await admins.checkPassword('owner@example.in', 'first-pass')).toBe(true);
    expect(await admins.checkPassword('OWNER@example.in', 'first-pass')).toBe(true);
  });

  it('updates the password on the next start, and leaves an unchanged one alone', async () => {
    const { admins } = app.runtime.services;
    expect(await admins.upsertAdmin('owner@example.in', 'second-pass')).toBe('updated');
    expect(await admins.upsertAdmin('owner@example.in', 'second-pass')).toBe('unchanged');
    expect(await admins.checkPassword('owner@example.in', 'first-pass')).toBe(false);
    expect(await admins.checkPassword('owner@example.in', 'second-pass')).toBe(true);
  });
});
