import { sql, type Kysely } from 'kysely';

// docs/decisions/0060: coupons. A coupon keeps its rules (money in paise, validity as IST calendar
// days), `used` (the uses held now) and `ever_used` (once any order took it: it is then
// deactivated, never deleted). Uses are taken in the order's transaction by conditional UPDATEs:
// `used < usage_limit` on the coupon's row and `used < per_customer_limit` on the customer's row of
// `coupon_customer_uses`, so the database, not a process, refuses the use past a limit. An order
// keeps what it was placed with (`discount`, `coupon_code`, `coupon_id`) and `coupon_held`, 1
// while it holds a use: each give-back (failed payment, superseded, cancelled) flips it 1 → 0
// first, so a use comes back once.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('percent', 'flat')`))
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('min_order', 'integer', (c) => c.notNull().defaultTo(0).check(sql`min_order >= 0`))
    .addColumn('max_discount', 'integer')
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('per_customer_limit', 'integer')
    .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0).check(sql`used >= 0`))
    .addColumn('ever_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('coupon_customer_uses')
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0).check(sql`used >= 0`))
    .addPrimaryKeyConstraint('coupon_customer_uses_pk', ['coupon_id', 'user_id'])
    .execute();
  await db.schema.alterTable('orders').addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('coupon_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('coupon_code', 'text').execute();
  await db.schema.alterTable('orders').addColumn('coupon_held', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['coupon_held', 'coupon_code', 'coupon_id', 'discount']) await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.dropTable('coupon_customer_uses').execute();
  await db.schema.dropTable('coupons').execute();
}
