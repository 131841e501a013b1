import { sql, type Kysely } from 'kysely';

// No double charge, no duplicate order (docs/decisions/0012):
// - orders.idempotency_key: what the checkout modal sends once per opening (Idempotency-Key),
//   UNIQUE per customer, so a repeated or concurrent submission finds the order already placed.
// - orders.superseded_by: a newer checkout of the same cart replaced this unpaid online order; a
//   payment that still completes on it is refunded, never fulfilled.
// - payment_attempts.status_checked_at: when the gateway was last asked about it on a shopper's
//   behalf; a conditional UPDATE on it lets one status call per few seconds through to the gateway.
// - payment_refunds: money sent back through the gateway, one row per refund (its merchant refund
//   id is UNIQUE, so it is never sent twice).
// - orders.payment_gateway: which gateway collects an online order ('phonepe'); NULL for cash on
//   delivery and for a UPI QR the shop confirms by hand. Only a gateway-paid order must wait for
//   the gateway before it ships.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_gateway', 'text').execute();
  await sql`update orders set payment_gateway = 'phonepe' where payment_method = 'online' and exists (select 1 from payment_attempts where payment_attempts.order_id = orders.id)`.execute(db);
  await db.schema.alterTable('orders').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('superseded_by', 'text').execute();
  await db.schema.createIndex('orders_user_idempotency').on('orders').columns(['user_id', 'idempotency_key']).unique().execute();
  // The open orders of a cart, for a new checkout of it to supersede.
  await db.schema.createIndex('orders_cart').on('orders').columns(['cart_id']).execute();

  await db.schema.alterTable('payment_attempts').addColumn('status_checked_at', 'timestamptz').execute();

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('attempt_id', 'text', (c) => c.notNull().references('payment_attempts.id').onDelete('cascade'))
    .addColumn('merchant_refund_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('gateway_refund_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_refunds_order').on('payment_refunds').columns(['order_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.alterTable('payment_attempts').dropColumn('status_checked_at').execute();
  await db.schema.dropIndex('orders_cart').execute();
  await db.schema.dropIndex('orders_user_idempotency').execute();
  await db.schema.alterTable('orders').dropColumn('superseded_by').execute();
  await db.schema.alterTable('orders').dropColumn('idempotency_key').execute();
  await db.schema.alterTable('orders').dropColumn('payment_gateway').execute();
}
