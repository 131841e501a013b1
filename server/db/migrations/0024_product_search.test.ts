import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../common/search';
import { startTestApp, type TestApp } from '../../test/app';
import { addSearchCatalogue } from '../../test/search-fixtures';
import { down, up } from './0024_product_search';
import * as postgresFacts from './0032_postgres_search_facts';

// Migration 0024 on a shop with products already (docs/decisions/0054-product-search.md): the
// index is built from them, and the triggers keep it for any writer, plain SQL included.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const found = async (text: string) =>
  ((await (await app.fetch(`/api/products/search?q=${encodeURIComponent(text)}&limit=100`)).json()) as SearchAnswer).products.map((product) => product.name);

describe('migration 0024_product_search', () => {
  it('indexes the products already there, words and typos alike', async () => {
    const { db } = app.runtime;
    await addSearchCatalogue(db);
    // PostgreSQL's search facts (migration 0032) live in 0024's table: they go first and come back after.
    await postgresFacts.down(db);
    await down(db);
    await up(db);
    await postgresFacts.up(db);
    // A catalogue write bumps the version: the public cache holds nothing from before.
    await sql`update categories set updated_at = updated_at`.execute(db);
    expect(await found('kurt')).toEqual(expect.arrayContaining(['Cotton Kurta', 'Linen Kurta Pyjama Set']));
    expect(await found('सूती')).toEqual(['कुर्ता सूती']);
    expect(await found('sarre')).toHaveLength(4);
    expect(await found('jewellery')).toHaveLength(2);
  });

  it('keeps the index for a write in plain SQL (an import, psql)', async () => {
    const { db } = app.runtime;
    await sql`update products set name = 'Mysore Silk Saree' where name = 'Banarasi Silk Saree'`.execute(db);
    expect(await found('banarasi')).toEqual([]);
    expect(await found('mysor')).toEqual(['Mysore Silk Saree']);
    expect(await found('mysoer')).toEqual(['Mysore Silk Saree']);
    await sql`delete from products where name = 'Mysore Silk Saree'`.execute(db);
    expect(await found('mysore')).toEqual([]);
  });
});
