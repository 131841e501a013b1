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

// Migration 0032 on a shop that already has products (docs/decisions/0076): PostgreSQL's search
// rows get the products' facts, so its narrow path answers as the general one; down and up again
// leave it so. On SQLite it changes nothing.
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url);
  await migrateTo(db, '0031_one_letter_prefixes');
  await addSearchCatalogue(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const postgres = () => database.url.startsWith('postgres');
const answers = async (facts: boolean) => {
  const service = createSearchService({ search: createSearchRepo(db, { facts }), catalog: createCatalogRepo(db), clock: () => new Date() });
  const all = [];
  for (const q of ['saree', 'kurta', 'red', 'footwear', 'gold']) {
    all.push(await service.search(searchQuerySchema.parse({ q, limit: '100' })), await service.search(searchQuerySchema.parse({ q, color: 'red', sort: 'newest' })), await service.suggest(q));
  }
  return all;
};
const factColumns = async () =>
  (await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'product_search' and column_name in ('status', 'price', 'colors')`.execute(db)).rows.length;

describe('migration 0032_postgres_search_facts', () => {
  it('fills the facts of the products already there, and keeps them after', async () => {
    // Before it, PostgreSQL's search has only the general path.
    const before = await answers(false);
    expect(before[0]).toMatchObject({ total: 4 });
    await migrateToLatest(db);
    if (postgres()) expect(await factColumns()).toBe(3);
    expect(await answers(true)).toEqual(before);
    expect(await answers(false)).toEqual(before);

    // A write after the migration reaches the facts (its trigger) and the document (0024's, now storing facts too).
    const { id } = await db.selectFrom('products').select('id').where('name', '=', 'Cotton Saree').executeTakeFirstOrThrow();
    await db.updateTable('products').set({ discount_price: 12_345_00, sizes: JSON.stringify(['Free Size']) }).where('id', '=', id).execute();
    await db.updateTable('products').set({ name: 'Cotton Saree Zari' }).where('id', '=', id).execute();
    const changed = await answers(false);
    expect(await answers(true)).toEqual(changed);

    await migrateTo(db, '0031_one_letter_prefixes');
    if (postgres()) expect(await factColumns()).toBe(0);
    expect(await answers(false)).toEqual(changed);
    await migrateToLatest(db);
    expect(await answers(true)).toEqual(changed);
  });
});
