import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache';

describe('the SQLite statement cache', () => {
  const open = (size?: number) => {
    const database = cacheStatements(new SQLite(':memory:'), size);
    database.exec('create table t (n integer)');
    database.exec('insert into t values (1), (2), (3)');
    return database;
  };

  it('hands out the compiled statement again for the same SQL, with fresh parameters each call', () => {
    const database = open();
    const first = database.prepare('select n from t where n >= ?');
    const second = database.prepare('select n from t where n >= ?');
    expect(second).toBe(first);
    expect(first.all(2)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(second.all(3)).toEqual([{ n: 3 }]);
  });

  it('prepares a fresh statement while the cached one is still streaming rows', () => {
    const database = open();
    const streaming = database.prepare('select n from t order by n');
    const rows = streaming.iterate();
    expect(rows.next().value).toEqual({ n: 1 });
    const other = database.prepare('select n from t order by n');
    expect(other).not.toBe(streaming);
    expect(other.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const database = open(2);
    const a = database.prepare('select 1');
    const b = database.prepare('select 2');
    expect(database.prepare('select 1')).toBe(a);
    database.prepare('select 3');
    expect(database.prepare('select 1')).toBe(a);
    expect(database.prepare('select 2')).not.toBe(b);
  });
});
