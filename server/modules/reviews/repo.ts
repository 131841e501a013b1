import type { Db } from '../../db/connect';
import { isForeignKeyViolation } from '../../db/errors';
import type { ReviewsTable } from './tables';

/** The reviews' SQL, and only SQL. `db` is the unit of work's handle: inside a transaction every query joins it. */
export function createReviewsRepo(db: Db) {
  const newestFirst = (productId: string) => db.selectFrom('reviews').selectAll().where('product_id', '=', productId).orderBy('created_at', 'desc').orderBy('id', 'desc');

  return {
    /**
     * 'duplicate' when the customer reviewed the product already (the UNIQUE pair decides, and ON
     * CONFLICT DO NOTHING keeps a PostgreSQL transaction usable); 'no-product' when it is gone.
     */
    async insert(row: ReviewsTable): Promise<'inserted' | 'duplicate' | 'no-product'> {
      try {
        const inserted = await db
          .insertInto('reviews')
          .values(row)
          .onConflict((oc) => oc.columns(['product_id', 'user_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        return inserted ? 'inserted' : 'duplicate';
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'no-product';
        throw error;
      }
    },

    /** One page of the product's visible reviews, newest first. */
    async listVisible(productId: string, offset: number, limit: number): Promise<ReviewsTable[]> {
      return newestFirst(productId).where('hidden_at', 'is', null).offset(offset).limit(limit).execute();
    },

    /** How many visible reviews gave each rating (ratings nobody gave are absent). */
    async countVisibleByRating(productId: string): Promise<{ rating: number; count: number }[]> {
      const rows = await db
        .selectFrom('reviews')
        .select((eb) => ['rating', eb.fn.countAll<string | number>().as('count')])
        .where('product_id', '=', productId)
        .where('hidden_at', 'is', null)
        .groupBy('rating')
        .execute();
      return rows.map((row) => ({ rating: Number(row.rating), count: Number(row.count) }));
    },

    /** One page of all the product's reviews, hidden ones included, newest first (the admin's list). */
    async listAll(productId: string, offset: number, limit: number): Promise<ReviewsTable[]> {
      return newestFirst(productId).offset(offset).limit(limit).execute();
    },

    async countAll(productId: string): Promise<number> {
      const row = await db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async find(id: string): Promise<ReviewsTable | undefined> {
      return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Whether the customer has reviewed the product (hidden or not). */
    async exists(userId: string, productId: string): Promise<boolean> {
      return (await db.selectFrom('reviews').select('id').where('product_id', '=', productId).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
    },

    /** Hides a visible review: the row as hidden, or undefined when it was hidden already (or is not there). Once, whoever races. */
    async hide(id: string, at: string): Promise<ReviewsTable | undefined> {
      return db.updateTable('reviews').set({ hidden_at: at }).where('id', '=', id).where('hidden_at', 'is', null).returningAll().executeTakeFirst();
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
