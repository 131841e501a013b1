import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { createCatalogueVersion } from './catalogue-version';
import { createCatalogRepo } from './repo';

describe('catalogue version, one process', () => {
  const setup = () => {
    const state = { stored: 1, reads: 0, now: 0 };
    const version = createCatalogueVersion({
      read: async () => {
        state.reads += 1;
        return state.stored;
      },
      maxAgeMs: 1000,
      now: () => state.now,
    });
    return { state, version };
  };

  it('reads at most once per interval, and concurrent callers share one read', async () => {
    const { state, version } = setup();
    expect(await Promise.all([version.current(), version.current()])).toEqual([1, 1]);
    expect(state.reads).toBe(1);
    state.stored = 2;
    state.now = 999;
    expect(await version.current()).toBe(1);
    state.now = 1000;
    expect(await version.current()).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('a caller inside a transaction never joins a read under way outside, and keeps what it reads to itself (docs/decisions/0050)', async () => {
    const state = { stored: 1, reads: [] as string[], now: 0, inTransaction: false };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const version = createCatalogueVersion({
      read: async () => {
        const where = state.inTransaction ? 'transaction' : 'pool';
        state.reads.push(where);
        // The read outside waits for a pool connection the transactions hold.
        if (where === 'pool') await held;
        return state.stored;
      },
      maxAgeMs: 1000,
      now: () => state.now,
      inTransaction: () => state.inTransaction,
    });
    const outside = version.current();
    state.inTransaction = true;
    state.stored = 2; // the transaction's own, uncommitted write
    expect(await version.current()).toBe(2);
    expect(await version.refresh()).toBe(2);
    expect(state.reads).toEqual(['pool', 'transaction', 'transaction']);
    expect(version.known()).toBeUndefined();
    state.inTransaction = false;
    state.stored = 1; // rolled back
    release();
    expect(await outside).toBe(1);
    expect(version.known()).toBe(1);
    // Fresh: inside a transaction too, the version every caller sees, without a read.
    state.inTransaction = true;
    expect(await version.current()).toBe(1);
    expect(state.reads).toHaveLength(3);
  });

  it('reads at once when told of a write', async () => {
    const { state, version } = setup();
    await version.current();
    state.stored = 5;
    expect(await version.refresh()).toBe(5);
    expect(version.known()).toBe(5);
    expect(await version.current()).toBe(5);
  });
});

/** Two connections to one database: two processes of a scaled-out shop (docs/architecture.md#the-page-cache-and-the-catalogue-version). */
describe('catalogue version across processes', () => {
  let database: TestDatabase;
  let writer: Db;
  let reader: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    writer = connectDatabase(database.url);
    await migrateToLatest(writer);
    reader = connectDatabase(database.url);
  });
  afterAll(async () => {
    await writer.destroy();
    await reader.destroy();
    await database.drop();
  });

  it("sees another process's write within the interval, whatever the write was", async () => {
    let now = 0;
    const version = createCatalogueVersion({ read: createCatalogRepo(reader).readCatalogueVersion, maxAgeMs: 1000, now: () => now });
    const repo = createCatalogRepo(writer);
    let seen = await version.current();

    const writes: [string, () => Promise<unknown>][] = [
      ['insert a category', () => addCategory(writer, 'Shelf')],
      ['insert a product', async () => addProducts(writer, (await repo.findCategoryByName('shelf'))?.id ?? '', 2)],
      ['update a product', () => writer.updateTable('products').set({ in_stock: 0 }).execute()],
      ['delete a product', async () => repo.deleteProduct((await writer.selectFrom('products').select('id').executeTakeFirstOrThrow()).id)],
      ['update a category', () => writer.updateTable('categories').set({ name: 'Renamed' }).execute()],
      ['delete a category', () => writer.deleteFrom('products').execute().then(() => writer.deleteFrom('categories').execute())],
    ];
    for (const [name, write] of writes) {
      await write();
      now += 500;
      expect(await version.current(), `${name}: not yet`).toBe(seen);
      now += 500;
      const next = await version.current();
      expect(next, name).toBeGreaterThan(seen);
      seen = next;
    }
  });

  it('is not bumped by a write that fails', async () => {
    const repo = createCatalogRepo(writer);
    const before = await repo.readCatalogueVersion();
    expect(await repo.insertProducts([]).then(() => repo.readCatalogueVersion())).toBe(before);
    const categoryId = await addCategory(writer, 'Taken');
    const after = await repo.readCatalogueVersion();
    expect(await repo.insertCategory({ id: 'x', name: 'taken', name_key: 'taken', image: '', created_at: new Date().toISOString(), updated_at: new Date().toISOString() })).toBe('duplicate');
    expect(await repo.readCatalogueVersion()).toBe(after);
    expect(categoryId).toBeTruthy();
  });
});
