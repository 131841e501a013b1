import { describe, expect, it } from 'vitest';
import { createCatalogueVersion } from './catalogue-version';
import type { CatalogRepo } from './repo';
import { createCatalogService } from './service';

/**
 * A list's product count is kept per catalogue version and shared among callers; a caller inside
 * a transaction counts on its own connection and shares nothing (docs/decisions/0050).
 */
describe('product counts', () => {
  it('a caller inside a transaction does not join a count under way outside, nor leave its own for the others', async () => {
    const state = { inTransaction: false, rows: 3, counts: [] as string[] };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const repo = {
      listProducts: async () => [],
      stockOfProducts: async () => [],
      countProducts: async () => {
        const where = state.inTransaction ? 'transaction' : 'pool';
        state.counts.push(where);
        // The count outside waits for a pool connection the transactions hold.
        if (where === 'pool') await held;
        return state.rows;
      },
    } as unknown as CatalogRepo;
    const version = createCatalogueVersion({ read: async () => 1, maxAgeMs: 60_000, inTransaction: () => state.inTransaction });
    await version.current();
    const catalog = createCatalogService(repo, version, () => state.inTransaction);

    const outside = catalog.listProducts({ page: 1, limit: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    state.inTransaction = true;
    state.rows = 4; // a product the transaction inserted, not committed
    expect((await catalog.listProducts({ page: 1, limit: 1 })).pages).toBe(4);
    state.inTransaction = false;
    state.rows = 3; // rolled back
    release();
    expect((await outside).pages).toBe(3);
    expect((await catalog.listProducts({ page: 1, limit: 1 })).pages).toBe(3);
    expect(state.counts).toEqual(['pool', 'transaction']);
  });
});
