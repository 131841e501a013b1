// Starts the production server for the browser tests on a fresh database with the demo
// catalogue: SQLite in a temporary folder, or a new PostgreSQL database when TEST_DATABASE_URL
// is set (CI runs the suite on both).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const dataDir = mkdtempSync(join(tmpdir(), 'haat-e2e-'));
let databaseUrl = `file:${join(dataDir, 'e2e.db')}`;

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS haat_e2e WITH (FORCE)');
  await client.query('CREATE DATABASE haat_e2e');
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = '/haat_e2e';
  databaseUrl = url.href;
}

Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
});
await import('../../server/main');
