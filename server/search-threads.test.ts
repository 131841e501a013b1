import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer, SearchQuery, Suggestion } from '../common/search';
import { AppError } from './errors';
import { createCatalogRepo } from './modules/catalog/repo';
import { createSearchRepo } from './modules/catalog/search-repo';
import { createSearchService } from './modules/catalog/search-service';
import { createSearchThreads, SEARCHES_BUSY } from './search-threads';
import { app, createProduct, edit, productForm, send, startCatalogAdminApp } from './test/admin-routes-fixtures';

/**
 * Shoppers' searches in worker threads over their own read-only connections (docs/decisions/0073),
 * on a SQLite file whatever database the suite runs on (PostgreSQL's searches stay in-process): the
 * same answers as the in-process search, a write seen by the very next search, a thread that stops
 * failing only its own searches, and a bounded queue.
 */
const databaseUrl = `file:${join(mkdtempSync(join(tmpdir(), 'haat-search-threads-')), 'haat.db')}`;
startCatalogAdminApp({ DATABASE_URL: databaseUrl, SEARCH_THREADS: '2' });

const logged: string[] = [];
const logger = pino({ level: 'error' }, new Writable({ write: (line, _encoding, done) => (logged.push(String(line)), done()) }));
const query = (q: string, more: Partial<SearchQuery> = {}): SearchQuery => ({ q, page: 1, limit: 10, minPrice: undefined, maxPrice: undefined, inStock: undefined, ...more });

async function searched(path: string): Promise<SearchAnswer> {
  const response = await app.fetch(path);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchAnswer;
}

describe('search threads', () => {
  it('answer as the search on the main thread does, and see a write at the next search', async () => {
    const threads = app.runtime.services.searchThreads;
    expect(threads.reads).not.toBeNull();
    const kurta = await createProduct(await productForm({ name: 'Chanderi Kurta' }));
    const stole = await createProduct(await productForm({ name: 'Chanderi Stole', description: 'Kurta dupatta' }));
    const inProcess = createSearchService({ search: createSearchRepo(app.runtime.db), catalog: createCatalogRepo(app.runtime.db), clock: () => new Date() });
    for (const [text, more] of [['chanderi', {}], ['kurta', {}], ['chanderi', { color: 'red' }], ['chandri', { sort: 'price-asc' }]] as const) {
      const params = new URLSearchParams({ q: text, ...more });
      expect(await searched(`/api/products/search?${params}`)).toEqual(JSON.parse(JSON.stringify(await inProcess.search(query(text, more)))));
    }
    expect(threads.started()).toBe(2);
    const suggestions = (await (await app.fetch('/api/products/suggest?q=chand')).json()) as Suggestion[];
    expect(suggestions.map((s) => s._id).sort()).toEqual([kurta._id, stole._id].sort());

    // The thread's connection reads what the main thread's write committed, at once.
    expect((await edit(kurta._id, { name: 'Banarasi Kurta' })).status).toBe(200);
    expect((await searched('/api/products/search?q=banarasi')).products.map((p) => p._id)).toEqual([kurta._id]);
    expect((await send('DELETE', `/api/products/${stole._id}`, undefined)).status).toBe(200);
    expect((await searched('/api/products/search?q=chanderi')).products.map((p) => p._id)).toEqual([]);
  });

  it('count a missed search on the main thread (the threads never write)', async () => {
    const misses = async () => (await app.runtime.db.selectFrom('search_misses').select(['query', 'count']).where('query', '=', 'zardozi').execute())[0]?.count;
    const before = Number((await misses()) ?? 0);
    expect((await searched('/api/products/search?q=zardozi')).total).toBe(0);
    expect(Number(await misses())).toBe(before + 1);
  });

  it('fail only the searches of a thread that stops, and start another for the next', async () => {
    const pool = createSearchThreads({ databaseUrl, threads: 1, logger, restartDelayMs: 0 });
    try {
      const reads = pool.reads!;
      const asked = reads.search(query('kurta'));
      await pool.stopForTests();
      await expect(asked).rejects.toThrow(/exited/);
      expect(logged.join('')).toContain('a search thread stopped');
      expect((await reads.search(query('kurta'))).total).toBe(1);
      expect(pool.started()).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('do not start a failing thread again for every search: the service searches on the main thread meanwhile', async () => {
    const pool = createSearchThreads({ databaseUrl: 'file:/no-such-directory/haat.db', threads: 1, logger, restartDelayMs: 400 });
    try {
      const service = createSearchService({ search: createSearchRepo(app.runtime.db), catalog: createCatalogRepo(app.runtime.db), clock: () => new Date(), reads: pool.reads });
      await expect(service.find(query('kurta'))).rejects.toThrow(); // the thread cannot open the file
      expect(pool.reads!.available()).toBe(false);
      expect((await service.find(query('kurta'))).answer.total).toBe(1); // answered on this thread
      expect(pool.started()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(pool.reads!.available()).toBe(true); // the next search tries a thread again
    } finally {
      await pool.close();
    }
  });

  it('refuse a search beyond the queue with 429 and a message', async () => {
    const pool = createSearchThreads({ databaseUrl, threads: 1, logger, maxQueued: 2 });
    try {
      const reads = pool.reads!;
      const first = [reads.search(query('kurta')), reads.suggest('kur')];
      const refused = await reads.search(query('kurta')).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ kind: 'TOO_MANY_REQUESTS', message: SEARCHES_BUSY, details: { retryAfterSeconds: 1 } });
      await Promise.all(first);
      expect(pool.queued()).toBe(0);
      expect((await reads.suggest('kur')).length).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('are not used where they cannot help: no threads, an in-memory database, PostgreSQL', () => {
    expect(createSearchThreads({ databaseUrl, threads: 0, logger }).reads).toBeNull();
    expect(createSearchThreads({ databaseUrl: 'file::memory:', threads: 2, logger }).reads).toBeNull();
    expect(createSearchThreads({ databaseUrl: 'postgres://127.0.0.1/shop', threads: 2, logger }).reads).toBeNull();
  });
});
