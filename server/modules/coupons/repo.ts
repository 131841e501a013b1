import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { wroteRow } from '../../db/writes';
import type { CouponsTable } from './tables';

export type CouponRules = Omit<CouponsTable, 'id' | 'used' | 'ever_used' | 'created_at' | 'updated_at'>;

/** The coupons' SQL, and only SQL. `db` is the unit of work's handle: inside a transaction every query joins it. */
export function createCouponsRepo(db: Db) {
  return {
    async list(): Promise<CouponsTable[]> {
      return db.selectFrom('coupons').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    async findById(id: string): Promise<CouponsTable | undefined> {
      return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The coupon with this code (kept in capitals: the caller normalises what the shopper typed). */
    async findByCode(code: string): Promise<CouponsTable | undefined> {
      return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /** 'duplicate' when another coupon has the code (the UNIQUE column decides). */
    async insert(row: CouponsTable): Promise<'inserted' | 'duplicate'> {
      const inserted = await db
        .insertInto('coupons')
        .values(row)
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted ? 'inserted' : 'duplicate';
    },

    /** The coupon's rules replaced; 'missing' or 'duplicate' (another coupon has the new code). Its counts stay. */
    async update(id: string, rules: CouponRules, now: string): Promise<'updated' | 'missing' | 'duplicate'> {
      try {
        return (await wroteRow(db.updateTable('coupons').set({ ...rules, updated_at: now }).where('id', '=', id).returning('id'))) ? 'updated' : 'missing';
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    /** Deletes a coupon no order ever used; false when it is gone or was used (then it is kept). */
    async deleteUnused(id: string): Promise<boolean> {
      return wroteRow(db.deleteFrom('coupons').where('id', '=', id).where('ever_used', '=', 0).returning('id'));
    },

    async deactivate(id: string, now: string): Promise<boolean> {
      return wroteRow(db.updateTable('coupons').set({ active: 0, updated_at: now }).where('id', '=', id).returning('id'));
    },

    /** The customer's uses of the coupon held now. */
    async customerUses(couponId: string, userId: string): Promise<number> {
      const row = await db.selectFrom('coupon_customer_uses').select('used').where('coupon_id', '=', couponId).where('user_id', '=', userId).executeTakeFirst();
      return row ? Number(row.used) : 0;
    },

    /**
     * One more use of the coupon, unless that would pass its usage limit: one conditional UPDATE,
     * so of racing orders only as many as the limit allows get a row back (on PostgreSQL the
     * second waits for the first's commit and re-reads `used`). Answers the coupon as it is now.
     */
    async takeUse(couponId: string): Promise<CouponsTable | undefined> {
      return db
        .updateTable('coupons')
        .set({ used: sql`used + 1`, ever_used: 1 })
        .where('id', '=', couponId)
        .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used', '<', eb.ref('usage_limit'))]))
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * One more use by this customer, unless that would pass `limit` (null: none). The row is made
     * first (ON CONFLICT DO NOTHING), then raised conditionally: it is also the lock under which a
     * 'first order only' coupon counts the customer's orders, so one customer's racing checkouts
     * take turns.
     */
    async takeCustomerUse(couponId: string, userId: string, limit: number | null): Promise<boolean> {
      await db
        .insertInto('coupon_customer_uses')
        .values({ coupon_id: couponId, user_id: userId, used: 0 })
        .onConflict((oc) => oc.columns(['coupon_id', 'user_id']).doNothing())
        .execute();
      return wroteRow(
        db
          .updateTable('coupon_customer_uses')
          .set({ used: sql`used + 1` })
          .where('coupon_id', '=', couponId)
          .where('user_id', '=', userId)
          .$if(limit !== null, (qb) => qb.where('used', '<', limit!))
          .returning('used'),
      );
    },

    /** A use given back (its order's hold flipped off first, so once per use). */
    async giveBackUse(couponId: string, userId: string): Promise<void> {
      await db.updateTable('coupons').set({ used: sql`used - 1` }).where('id', '=', couponId).where('used', '>', 0).execute();
      await db.updateTable('coupon_customer_uses').set({ used: sql`used - 1` }).where('coupon_id', '=', couponId).where('user_id', '=', userId).where('used', '>', 0).execute();
    },
  };
}

export type CouponsRepo = ReturnType<typeof createCouponsRepo>;
