import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuerySchema, type SearchAnswer } from '../../../common/search';
import { connectDatabase, type Db } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { addSearchCatalogue } from '../../test/search-fixtures';
import { createCatalogRepo } from './repo';
import { createSearchRepo } from './search-repo';
import { createSearchService } from './search-service';

// A search reads its ranks, filters and facets from narrow facts kept by triggers (SQLite: migration
// 0030, docs/decisions/0071; PostgreSQL: migration 0032, docs/decisions/0076): every answer must be
// the general path's, also after any writer (here plain SQL, as psql would) changes a product's
// price, status, category, colours, sizes, creation time, deletes one or adds one.
let database: TestDatabase;
let db: Db;
let ids: Map<string, string>;
let categories: Map<string, string>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url);
  await migrateToLatest(db);
  ({ ids, categories } = await addSearchCatalogue(db));
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const service = (facts: boolean) => createSearchService({ search: createSearchRepo(db, { facts }), catalog: createCatalogRepo(db), clock: () => new Date() });

const TEXTS = ['saree', 'kurt', 'sarre', 'red', 'footwear', 'for', 'कुर्ता', 'b', 'zzz'];
const FILTERS: Record<string, string>[] = [
  {},
  { category: 'Kurtas' },
  { category: 'footwear' },
  { color: 'red' },
  { color: 'BLACK' },
  { size: 'm' },
  { minPrice: '500' },
  { maxPrice: '1500' },
  { minPrice: '500', maxPrice: '2000', color: 'white' },
  { category: 'kurtas', size: 'l', color: 'white' },
  { inStock: 'true' },
];
const SORTS = [undefined, 'relevance', 'newest', 'price-asc', 'price-desc', 'rating', 'discount'];
const PAGES = [
  { page: '1', limit: '100' },
  { page: '2', limit: '2' },
];

/** Every text × filter × sort × page, through both paths; and the suggestions. */
async function expectSameAnswers() {
  const [narrow, general] = [service(true), service(false)];
  let compared = 0;
  for (const q of TEXTS) {
    expect(await narrow.suggest(q), `suggest ${q}`).toEqual(await general.suggest(q));
    for (const filter of FILTERS) {
      for (const sort of SORTS) {
        for (const page of PAGES) {
          const query = searchQuerySchema.parse({ q, ...filter, ...(sort === undefined ? {} : { sort }), ...page });
          expect(await narrow.search(query), JSON.stringify(query)).toEqual(await general.search(query));
          compared += 1;
        }
      }
    }
  }
  return compared;
}

/** The facets counted directly from every match the answer lists. */
function directFacets(answer: SearchAnswer) {
  const count = (names: string[]) => names.reduce((counts, name) => counts.set(name, (counts.get(name) ?? 0) + 1), new Map<string, number>());
  const prices = answer.products.map((product) => product.discountPrice);
  return {
    categories: count(answer.products.map((product) => product.category.name)),
    colors: count(answer.products.flatMap((product) => [...new Set(product.colors.map((color) => color.name))])),
    sizes: count(answer.products.flatMap((product) => [...new Set(product.sizes)])),
    price: prices.length === 0 ? { min: null, max: null } : { min: Math.min(...prices), max: Math.max(...prices) },
  };
}
const asMap = (facet: { name: string; count: number }[]) => new Map(facet.map(({ name, count }) => [name, count]));

describe('search facts (migrations 0030 and 0032)', () => {
  it('answers every search and suggestion exactly as the general path', async () => {
    expect(await expectSameAnswers()).toBe(TEXTS.length * FILTERS.length * SORTS.length * PAGES.length);
  }, 60_000);

  it('follows every write to a product, whoever makes it, in the same transaction', async () => {
    const id = (name: string) => ids.get(name)!;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ discount_price: 9_999_00 }).where('id', '=', id('Cotton Saree')).execute();
      await trx.updateTable('products').set({ status: 'draft' }).where('id', '=', id('Banarasi Silk Saree')).execute();
      await trx.updateTable('products').set({ category_id: categories.get('Sarees')! }).where('id', '=', id('Silk Dupatta')).execute();
      await trx.updateTable('products').set({ colors: JSON.stringify([{ _id: 'c1', name: 'Green', images: [], swatch: null }, { _id: 'c2', name: 'Green', images: [], swatch: null }]) }).where('id', '=', id('Running Shoes')).execute();
      await trx.updateTable('products').set({ sizes: JSON.stringify(['XXL', 'M']) }).where('id', '=', id('Cotton Kurta')).execute();
      await trx.updateTable('products').set({ created_at: '2027-01-01T00:00:00.000Z' }).where('id', '=', id('Chiffon Printed Saree')).execute();
      await trx.deleteFrom('products').where('id', '=', id('Terracotta Vase')).execute();
    });
    await addSearchCatalogue(db, [{ name: 'Red Potli Bag', category: 'Bags', colors: ['Red', 'Gold'], sizes: ['M'], features: 'Silk brocade', description: 'For a saree evening.', price: 799 }]);

    const answer = await service(true).search(searchQuerySchema.parse({ q: 'saree', limit: '100' }));
    expect(answer.products.map((product) => product.name).sort()).toEqual(['Chiffon Printed Saree', 'Cotton Saree', 'Oxidised Silver Jhumka', 'Red Potli Bag', 'Silk Dupatta']);
    const newest = await service(true).search(searchQuerySchema.parse({ q: 'saree', sort: 'newest' }));
    expect(newest.products[0]?.name).toBe('Chiffon Printed Saree');
    const direct = directFacets(answer);
    expect(asMap(answer.facets.categories)).toEqual(direct.categories);
    expect(asMap(answer.facets.colors)).toEqual(direct.colors);
    expect(asMap(answer.facets.sizes)).toEqual(direct.sizes);
    expect(answer.facets.price).toEqual(direct.price);
    expect(answer.facets.price.max).toBe(9999);
    const shoes = await service(true).search(searchQuerySchema.parse({ q: 'running' }));
    expect(shoes.facets.colors).toEqual([{ name: 'Green', count: 1 }]);
    expect((await service(true).search(searchQuerySchema.parse({ q: 'dupatta', category: 'sarees' }))).products.map((product) => product.name)).toEqual(['Silk Dupatta']);
    expect((await service(true).search(searchQuerySchema.parse({ q: 'kurta', size: 'xxl' }))).products.map((product) => product.name)).toEqual(['Cotton Kurta']);
    expect(await service(true).suggest('terracotta')).toEqual([]);

    await expectSameAnswers();
  }, 60_000);
});
