import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a temporary SQLite file by default, or, when
 * TEST_DATABASE_URL names a PostgreSQL server (CI), a new database created on it and dropped after.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return { url: `file:${join(dataDir, 'test.db')}`, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `haat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pg's Pool.end() resolves before its clients' sockets have closed; forcing the drop while
      // one is still saying goodbye makes it emit an unhandled 57P01. Let them go first (briefly).
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
