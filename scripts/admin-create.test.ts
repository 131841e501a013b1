import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../server/db/connect';
import { createAdminRepo } from '../server/modules/accounts/admin-repo';
import { createAdminService } from '../server/modules/accounts/admin-service';
import { createSessionRepo } from '../server/modules/accounts/session-repo';
import { createSessionService } from '../server/modules/accounts/session-service';

const dir = mkdtempSync(join(tmpdir(), 'haat-admin-create-'));
const databaseUrl = `file:${join(dir, 'shop.db')}`;
const script = join(import.meta.dirname, 'admin-create.ts');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the script as `npm run admin:create` does (tsx), against the temporary SQLite file. */
async function run(args: string[], stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'silent' }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    if (stdin !== undefined) child.stdin?.end(stdin);
    else child.stdin?.end();
  });
}

async function withServices<T>(work: (services: { admins: ReturnType<typeof createAdminService>; sessions: ReturnType<typeof createSessionService> }) => Promise<T>): Promise<T> {
  const db = connectDatabase(databaseUrl);
  try {
    return await work({ admins: createAdminService(createAdminRepo(db)), sessions: createSessionService(createSessionRepo(db)) });
  } finally {
    await db.destroy();
  }
}

// Each case starts a process (tsx): slower than an in-process test, and slower still on a busy machine.
describe('npm run admin:create', { timeout: 60_000 }, () => {
  it('creates the admin in a fresh database (migrating it first)', async () => {
    const result = await run(['--email', 'Owner@Example.in', '--password', 'first-secret']);
    expect(result).toMatchObject({ code: 0, stdout: 'Admin owner@example.in: created.\n' });
    expect(await withServices(({ admins }) => admins.checkPassword('owner@example.in', 'first-secret'))).toBe(true);
  });

  it('says so when the password is the same', async () => {
    const result = await run(['--email=owner@example.in', '--password=first-secret']);
    expect(result).toMatchObject({ code: 0, stdout: 'Admin owner@example.in: already has this password.\n' });
  });

  it('resets the password (read from stdin with --password -) and ends that admin’s sessions', async () => {
    const token = await withServices(async ({ admins, sessions }) => (await sessions.createSession('admin', (await admins.idOf('owner@example.in')) ?? '')).token);
    const result = await run(['--email', 'owner@example.in', '--password', '-'], 'second-secret\n');
    expect(result).toMatchObject({ code: 0, stdout: 'Admin owner@example.in: password reset (its sessions ended).\n' });
    await withServices(async ({ admins, sessions }) => {
      expect(await admins.checkPassword('owner@example.in', 'second-secret')).toBe(true);
      expect(await admins.checkPassword('owner@example.in', 'first-secret')).toBe(false);
      expect(await sessions.resolve(token)).toBeNull();
    });
  });

  it.each([
    [['--email', 'owner@example.in'], /Both --email and --password are required/],
    [['--email', 'not-an-email', '--password', '123'], /Invalid email address\npassword: Password must be at least 6 characters long/],
    [['--mail', 'owner@example.in'], /Unknown option '--mail'/],
  ])('exits 2 with the usage line for %j', async (args, problem) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(problem);
    expect(result.stderr).toMatch(/^Usage: npm run admin:create -- --email <email> --password /m);
  });

  it('exits 1 when the database cannot be used', async () => {
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', script, '--email', 'owner@example.in', '--password', 'secret-one'],
        { env: { ...process.env, DATABASE_URL: 'mysql://nope', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } },
        (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Invalid DATABASE_URL/);
  });
});

