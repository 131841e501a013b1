import { sql, type Kysely } from 'kysely';

// The payments module's table: one row per attempt to collect an online order's amount through
// the gateway (`ORD-…_1`, `ORD-…_2` after a retry). The row is written before the gateway is
// called, so a payment whose creation timed out is still known and reconciled.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // 1 for the first attempt, 2 after a retry…; the merchant order id ends with it.
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('merchant_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('gateway_order_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('PENDING', 'COMPLETED', 'FAILED')`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // When the reconciler should next ask the gateway; NULL once the attempt is final.
    .addColumn('next_check_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // An order's latest attempt; UNIQUE, so two concurrent retries cannot both open attempt N.
  await db.schema.createIndex('payment_attempts_order').on('payment_attempts').columns(['order_id', 'sequence']).unique().execute();
  // The reconciler's scan: pending attempts whose check is due.
  await db.schema.createIndex('payment_attempts_due').on('payment_attempts').columns(['state', 'next_check_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_attempts').execute();
}
