import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { cacheStatements } from './statement-cache';
import type { Database } from './types';

export type Db = Kysely<Database>;

/**
 * Opens the database `url` names: `file:…` is SQLite (`file::memory:` for tests), `postgres://…`
 * PostgreSQL. A `reader` (the orders' export's worker thread, docs/decisions/0070) only reads: a
 * read-only SQLite connection to the existing file, or a PostgreSQL pool of one connection.
 */
export function connectDatabase(url: string, options: { reader?: boolean } = {}): Db {
  const reader = options.reader === true;
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    if (path !== ':memory:' && !reader) mkdirSync(dirname(resolve(path)), { recursive: true });
    const sqlite = new SQLite(path === ':memory:' ? ':memory:' : resolve(path), reader ? { readonly: true, fileMustExist: true } : {});
    // WAL lets readers run while a write commits; the busy timeout makes a second writer wait
    // instead of failing with SQLITE_BUSY. WAL is the file's own setting: a reader finds it set.
    if (!reader) sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    if (!reader) sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: cacheStatements(sqlite) }) });
  }
  const pool = new pg.Pool({ connectionString: url, max: reader ? 1 : 10 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
