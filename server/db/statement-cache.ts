import type SQLite from 'better-sqlite3';

/** How many distinct statements a connection keeps compiled (an `IN (?, ?, …)` of each length is one). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Makes `database.prepare` reuse compiled statements, least recently used out first. Kysely's
 * SQLite driver prepares every query anew, and SQLite's parse and plan cost about as much as
 * running a small statement: an order's dozen statements run markedly faster compiled once.
 * Safe because better-sqlite3 binds parameters per call (Kysely never calls `bind`), and one
 * connection runs one statement at a time; a statement still busy (a streamed `iterate`) is not
 * handed out again: a fresh one is prepared instead.
 */
export function cacheStatements(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) {
      // Most recently used goes last (a Map keeps insertion order).
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = prepare(source);
    if (!cached) {
      cache.set(source, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
    }
    return statement;
  }) as SQLite.Database['prepare'];
  return database;
}
