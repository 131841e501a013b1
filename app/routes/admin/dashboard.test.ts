import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchMiss } from '../../../common/search';
import { loader } from './dashboard';

const missed = (n: number): SearchMiss[] => Array.from({ length: n }, (_, i) => ({ query: `nothing ${i}`, count: n - i, lastAt: '2026-11-27T10:00:00.000Z' }));

function context(options: { admin: boolean; misses: (days: number) => Promise<SearchMiss[]> }): { context: AppLoadContext; asked: number[] } {
  const asked: number[] = [];
  const stats = async (range: string) => ({ range });
  const ctx = {
    auth: { admin: async () => (options.admin ? { _id: 'a', email: 'admin@example.com' } : null), customer: async () => null },
    logger: { error: () => undefined },
    services: {
      mail: { delivers: () => true },
      desk: { stats },
      orders: { toActOn: async () => ({ toShip: 0, toConfirm: 0, replacements: 0, refundsFailed: 0 }) },
      jobs: { failedCount: async () => 0 },
      search: {
        misses: (days: number) => {
          asked.push(days);
          return options.misses(days);
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context: ctx, asked };
}

const load = (ctx: AppLoadContext, query = '') => loader({ request: new Request(`http://shop.test/admin${query}`), context: ctx, params: {} } as Parameters<typeof loader>[0]);

// The dashboard's searches with no results (docs/decisions/0062, 0054): the range's days, read through the catalogue's door.
describe('/admin searches with no results', () => {
  it('reads the missed searches of the chosen range in days (today is 1) and keeps the first 10', async () => {
    for (const [query, days] of [['', 7], ['?range=today', 1], ['?range=30d', 30], ['?range=90d', 90]] as const) {
      const { context: ctx, asked } = context({ admin: true, misses: async () => missed(50) });
      const data = await load(ctx, query);
      expect(asked).toEqual([days]);
      expect(data.desk?.misses).toEqual(missed(50).slice(0, 10));
    }
  });

  it('answers an empty list as it is', async () => {
    const { context: ctx } = context({ admin: true, misses: async () => [] });
    expect((await load(ctx)).desk?.misses).toEqual([]);
  });

  it('a failure reading them shows the figures’ error, never a crash', async () => {
    const { context: ctx } = context({ admin: true, misses: async () => Promise.reject(new Error('database is locked')) });
    expect((await load(ctx)).desk).toMatchObject({ stats: null, misses: null, error: expect.any(String) });
  });

  it('reads nothing for anyone but an admin', async () => {
    const { context: ctx, asked } = context({ admin: false, misses: async () => missed(3) });
    expect((await load(ctx)).desk).toBeNull();
    expect(asked).toEqual([]);
  });
});
