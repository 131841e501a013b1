import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { cacheStatements } from './statement-cache';
import type { Database } from './types';

export type Db = Kysely<Database>;

/** Opens the database `url` names: `file:…` is SQLite (`file::memory:` for tests), `postgres://…` PostgreSQL. */
export function connectDatabase(url: string): Db {
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
    const sqlite = new SQLite(path === ':memory:' ? ':memory:' : resolve(path));
    // WAL lets readers run while a write commits; the busy timeout makes a second writer wait
    // instead of failing with SQLITE_BUSY.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: cacheStatements(sqlite) }) });
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
