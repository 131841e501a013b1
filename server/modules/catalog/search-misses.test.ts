import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchMiss } from '../../../common/search';
import { bearer, createTestClock, DAY, register, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { createLoaderServices } from '../../http/loader-context';
import { startTestApp, type TestApp } from '../../test/app';
import { addSearchCatalogue } from '../../test/search-fixtures';
import { MAX_MISSES_PER_DAY } from './search-repo';

// Searches that found nothing, counted per normalised text and IST day (docs/decisions/0054-product-search.md).
let app: TestApp;
let admin: Record<string, string>;
// 20:00 UTC on 22 Nov is 01:30 IST on 23 Nov.
const time = createTestClock(new Date('2026-11-22T20:00:00.000Z'));

beforeAll(async () => {
  app = await startTestApp({}, { clock: time.clock, rateLimiter: unlimitedRateLimiter });
  await addSearchCatalogue(app.runtime.db);
  admin = bearer((await signInAdmin(app)).token);
});
afterAll(() => app.close());

const searchFor = async (text: string, extra = '') => {
  const response = await app.fetch(`/api/products/search?q=${encodeURIComponent(text)}${extra}`);
  expect(response.status).toBe(200);
  return response;
};
const misses = async (query = '') => {
  const response = await app.fetch(`/api/admin/search/misses${query}`, { headers: admin });
  if (response.status === 401) throw new Error('the admin session expired: sign in again after moving the clock');
  expect(response.status).toBe(200);
  return (await response.json()) as SearchMiss[];
};

describe('missed searches', () => {
  it('are counted under the normalised words and the IST day, and a miss is never cached', async () => {
    const first = await searchFor('Purple Lehenga');
    expect(first.headers.get('cache-control')).toBe('no-store');
    await searchFor('  purple   LEHENGA!! ');
    await searchFor('purple lehenga');
    expect(await misses()).toEqual([{ query: 'purple lehenga', count: 3, lastAt: '2026-11-22T20:00:00.000Z' }]);
    const days = await app.runtime.db.selectFrom('search_misses').select(['day', 'query', 'count']).execute();
    expect(days).toEqual([{ day: '2026-11-23', query: 'purple lehenga', count: 3 }]);
  });

  it('counts only searches with words that found nothing: not hits, not empty text, not suggestions, not a filter that emptied a list', async () => {
    const hit = await searchFor('saree');
    expect(hit.headers.get('cache-control')).toMatch(/public/);
    await searchFor('!!!');
    await app.fetch('/api/products/search?color=Nowhere');
    await app.fetch('/api/products/suggest?q=nothing-like-this');
    const listed = (await misses()).map((miss) => miss.query);
    expect(listed).not.toContain('saree');
    expect(listed).not.toContain('nothing like this');
    // Words that match but a filter that empties the list: still a miss of those words.
    await searchFor('saree', '&color=Green');
    expect((await misses()).map((miss) => miss.query)).toContain('saree');
  });

  it('does not count the owner checking a missed search on the shop’s page (docs/decisions/0069)', async () => {
    await searchFor('Golden Kolhapuri');
    const reads = createLoaderServices(app.runtime.services);
    const query = { q: 'golden kolhapuri', page: 1, limit: 10, minPrice: undefined, maxPrice: undefined, inStock: undefined };
    expect((await reads.search.find(query, { byOwner: true })).missed).toBe(true);
    expect((await misses()).find((miss) => miss.query === 'golden kolhapuri')?.count).toBe(1);
    await reads.search.find(query);
    expect((await misses()).find((miss) => miss.query === 'golden kolhapuri')?.count).toBe(2);
  });

  it('sums the days of the range, most missed first, and keeps the last time', async () => {
    time.advance(DAY);
    admin = bearer((await signInAdmin(app)).token);
    await searchFor('purple lehenga');
    await searchFor('velvet sherwani');
    const week = await misses('?range=7d');
    expect(week[0]).toEqual({ query: 'purple lehenga', count: 4, lastAt: '2026-11-23T20:00:00.000Z' });
    expect(week.map((miss) => miss.query)).toContain('velvet sherwani');
    const today = await misses('?range=1d');
    expect(today.find((miss) => miss.query === 'purple lehenga')?.count).toBe(1);
  });

  it('are the same through the loaders’ door as over HTTP, for each of the dashboard’s ranges in days', async () => {
    const reads = createLoaderServices(app.runtime.services);
    for (const days of [1, 7, 30, 90]) expect(await reads.search.misses(days), `${days}d`).toEqual(await misses(`?range=${days}d`));
    expect((await reads.search.misses(1)).map((miss) => miss.query)).toEqual(expect.arrayContaining(['purple lehenga', 'velvet sherwani']));
  });

  it('cuts a long text to 100 characters and lists at most 50', async () => {
    await searchFor('zzabcdefghijkl '.repeat(20));
    const cut = (await misses()).find((miss) => miss.query.startsWith('zz'));
    expect(cut?.query).toHaveLength(100);
    for (let i = 0; i < 55; i += 1) await searchFor(`nomatch${i}`);
    expect(await misses()).toHaveLength(50);
  });

  it(`keeps at most ${MAX_MISSES_PER_DAY} distinct texts a day: later new ones are dropped, known ones still count`, async () => {
    time.advance(DAY);
    admin = bearer((await signInAdmin(app)).token);
    const day = '2026-11-25';
    const rows = Array.from({ length: MAX_MISSES_PER_DAY - 1 }, (_, i) => ({ day, query: `filler ${i}`, count: 1, last_at: time.clock().toISOString() }));
    for (let i = 0; i < rows.length; i += 500) await app.runtime.db.insertInto('search_misses').values(rows.slice(i, i + 500)).execute();
    await searchFor('last one in');
    await searchFor('one too many');
    await searchFor('filler 7');
    const stored = await app.runtime.db.selectFrom('search_misses').select(['query', 'count']).where('day', '=', day).execute();
    expect(stored).toHaveLength(MAX_MISSES_PER_DAY);
    expect(stored.find((row) => row.query === 'last one in')?.count).toBe(1);
    expect(stored.find((row) => row.query === 'one too many')).toBeUndefined();
    expect(stored.find((row) => row.query === 'filler 7')?.count).toBe(2);
  });

  it('are the admin’s only: anonymous 401, customer 403; a bad range 400', async () => {
    expect((await app.fetch('/api/admin/search/misses')).status).toBe(401);
    const customer = await register(app);
    expect((await app.fetch('/api/admin/search/misses', { headers: bearer(customer.token) })).status).toBe(403);
    for (const range of ['0d', '366d', '30', 'week', '-1d']) {
      const response = await app.fetch(`/api/admin/search/misses?range=${range}`, { headers: admin });
      expect(response.status, range).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('range must be a number of days from 1d to 365d');
    }
  });
});
