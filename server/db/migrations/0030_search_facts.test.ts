import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema } from '../../../common/search';
import { createCatalogRepo } from '../../modules/catalog/repo';
import { createSearchRepo } from '../../modules/catalog/search-repo';
import { createSearchService } from '../../modules/catalog/search-service';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { addSearchCatalogue } from '../../test/search-fixtures';
import { connectDatabase, type Db } from '../connect';
import { migrateTo, migrateToLatest } from '../migrate';

// Migration 0030 on a shop that already has products (docs/decisions/0071): their search facts are
// filled, so the narrow path answers as the general one; down and up again leave it so.
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url);
  await migrateTo(db, '0029_desk_summary');
  await addSearchCatalogue(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const answers = async (facts: boolean) => {
  const service = createSearchService({ search: createSearchRepo(db, { facts }), catalog: createCatalogRepo(db), clock: () => new Date() });
  const all = [];
  for (const q of ['saree', 'kurta', 'red', 'footwear', 'gold']) all.push(await service.search(searchQuerySchema.parse({ q, limit: '100' })), await service.suggest(q));
  return all;
};

describe('migration 0030_search_facts', () => {
  it('fills the facts of the products already there', async () => {
    await migrateToLatest(db);
    const general = await answers(false);
    expect(general[0]).toMatchObject({ total: 4 });
    expect(await answers(true)).toEqual(general);
    await migrateTo(db, '0029_desk_summary');
    await migrateToLatest(db);
    expect(await answers(true)).toEqual(general);
  });
});
