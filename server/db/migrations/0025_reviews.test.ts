import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { down, up } from './0025_reviews';

// Migration 0025 on a shop with products already (docs/decisions/0055): each keeps its row and
// the admin's rating, with no reviews counted; the database refuses a rating outside 1..5, a
// negative count and a second review of a product by one customer.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'silent' });
});
afterAll(() => app.close());

describe('migration 0025_reviews', () => {
  it('adds the counts at 0 to existing products and the reviews table with its rules; down and up again', async () => {
    const { db } = app.runtime;
    const category = await addCategory(db, 'Migration reviews');
    const [product] = await addProducts(db, category, 1);
    await down(db);
    await up(db);
    expect(await db.selectFrom('products').select(['rating', 'review_count', 'review_total']).where('id', '=', product!).executeTakeFirstOrThrow()).toEqual({ rating: 4.5, review_count: 0, review_total: 0 });

    await expect(db.updateTable('products').set({ review_count: -1 }).where('id', '=', product!).execute()).rejects.toThrow();
    const user = (await app.runtime.services.users.register({ name: 'Asha Kumar', email: `m25.${Date.now()}@example.in`, password: 'correct-horse', phoneNumber: '9876543210', address: { street: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' } })).user._id;
    const review = (id: string, rating: number) => ({ id, product_id: product!, user_id: user, rating, title: 't', body: '', author: 'Asha K.', created_at: new Date().toISOString(), hidden_at: null });
    await expect(db.insertInto('reviews').values(review('a'.repeat(24), 6)).execute()).rejects.toThrow();
    await expect(db.insertInto('reviews').values(review('a'.repeat(24), 0)).execute()).rejects.toThrow();
    await db.insertInto('reviews').values(review('a'.repeat(24), 5)).execute();
    await expect(db.insertInto('reviews').values(review('b'.repeat(24), 4)).execute()).rejects.toThrow();
  });
});
