import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { productRating } from './mappers';
import { productRatingSql } from './rating-sql';

// The shown rating in SQL equals the answers' (docs/decisions/0055), on SQLite and PostgreSQL: a
// sort by rating orders products as their pages show them.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'silent' });
});
afterAll(() => app.close());

describe('productRatingSql', () => {
  it('is the admin’s rating without reviews, else the reviews’ average to one decimal', async () => {
    const { db } = app.runtime;
    const category = await addCategory(db, 'Rating in SQL');
    const ids = await addProducts(db, category, 4);
    const figures = [
      [0, 0],
      [3, 13],
      [4, 15],
      [1, 2],
    ] as const;
    for (const [i, [count, total]] of figures.entries()) await db.updateTable('products').set({ review_count: count, review_total: total }).where('id', '=', ids[i]!).execute();
    const rows = await db.selectFrom('products').select(['id', 'rating', 'review_count', 'review_total', productRatingSql().as('shown')]).where('id', 'in', ids).orderBy(productRatingSql(), 'desc').orderBy('id').execute();
    expect(rows.map((row) => Number(row.shown))).toEqual([4.5, 4.3, 3.8, 2]);
    expect(rows.every((row) => Number(row.shown) === productRating(row))).toBe(true);
  });
});
