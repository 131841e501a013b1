import type { Db } from '../db/connect';
import { newId } from '../db/ids';

/**
 * The demo shop's coupons (docs/decisions/0060), so a newcomer can try one at checkout and see it
 * in the admin: WELCOME10 (10% off a first order, up to ₹200) and FLAT100 (₹100 off from ₹999).
 */
export async function seedDemoCoupons(db: Db, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const common = { starts_on: null, ends_on: null, usage_limit: null, active: 1, used: 0, ever_used: 0, created_at: at, updated_at: at };
  const rows = [
    { ...common, id: newId(), code: 'WELCOME10', type: 'percent' as const, value: 10, min_order: 0, max_discount: 20_000, per_customer_limit: 1, first_order_only: 1 },
    { ...common, id: newId(), code: 'FLAT100', type: 'flat' as const, value: 10_000, min_order: 99_900, max_discount: null, per_customer_limit: null, first_order_only: 0 },
  ];
  await db.insertInto('coupons').values(rows).execute();
  return rows.map((row) => row.code);
}
