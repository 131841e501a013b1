import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema } from '../../../common/search';
import { createCatalogRepo } from '../../modules/catalog/repo';
import { createSearchRepo } from '../../modules/catalog/search-repo';
import { createSearchService } from '../../modules/catalog/search-service';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { addSearchCatalogue } from '../../test/search-fixtures';
import { connectDatabase, type Db } from '../connect';
import { migrateTo, migrateToLatest } from '../migrate';

// Migration 0031 on a shop that already has products (docs/decisions/0073): SQLite's index is made
// again with one-letter prefixes, and answers every search as before, its triggers still keeping it.
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url);
  await migrateTo(db, '0030_search_facts');
  await addSearchCatalogue(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const postgres = () => database.url.startsWith('postgres');
const answers = async () => {
  // PostgreSQL's facts come with migration 0032: before it, its search takes the general path.
  const service = createSearchService({ search: createSearchRepo(db, { facts: !postgres() }), catalog: createCatalogRepo(db), clock: () => new Date() });
  const all = [];
  for (const q of ['saree', 'kurta', 'k', 's r', 'red s', 'footwear g', 'gold']) all.push(await service.search(searchQuerySchema.parse({ q, limit: '100' })), await service.suggest(q));
  return all;
};
const prefixes = async () => (await sql<{ sql: string }>`select sql from sqlite_master where name = 'product_search'`.execute(db)).rows[0]?.sql.match(/prefix = '([^']*)'/)?.[1];

describe('migration 0031_one_letter_prefixes', () => {
  it('makes the index again with one-letter prefixes; every search answers the same, before and after a write', async () => {
    const before = await answers();
    expect(before[0]).toMatchObject({ total: 4 });
    expect((before[4] as { total: number }).total).toBeGreaterThan(0); // 'k': a one-letter prefix
    await migrateToLatest(db);
    if (!postgres()) expect(await prefixes()).toBe('1 2 3');
    expect(await answers()).toEqual(before);

    // The triggers of migration 0024 keep the new table: a rename is found at once, the old name no longer.
    const { id } = await db.selectFrom('products').select('id').where('name', 'like', '%Saree%').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('products').set({ name: 'Zardozi Potli' }).where('id', '=', id).execute();
    const service = createSearchService({ search: createSearchRepo(db, { facts: !postgres() }), catalog: createCatalogRepo(db), clock: () => new Date() });
    expect((await service.search(searchQuerySchema.parse({ q: 'zardozi' }))).products.map((p) => p._id)).toEqual([id]);
    expect((await service.search(searchQuerySchema.parse({ q: 'z' }))).products.map((p) => p._id)).toContain(id);
    const after = await answers();

    await migrateTo(db, '0030_search_facts');
    if (!postgres()) expect(await prefixes()).toBe('2 3');
    expect(await answers()).toEqual(after);
    await migrateToLatest(db);
    expect(await answers()).toEqual(after);
  });
});
