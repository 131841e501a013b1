import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Sizes, stock that never oversells, the order lifecycle (docs/decisions/0015, docs/decisions/0016):
// - products.sizes: JSON text of the product's size names (`[]` = no sizes).
// - product_stock: one row per tracked (product, colour id, size) — size '' without sizes. No row
//   means "not tracked" (unlimited). `stock >= 0` is a CHECK as well as the condition of every
//   UPDATE that takes stock, so no interleaving can sell what is not there. Writes bump the
//   catalogue version like product writes do: product answers carry stock.
// - cart_items gains `size` ('' without sizes) and its line key becomes (cart, product, colour,
//   size): the table is rebuilt, as SQLite cannot drop a UNIQUE constraint.
// - order_items gains `color_id` and `size` (NULL for orders placed before sizes), so stock goes
//   back to the colour it came from even after the colour is renamed.
// - orders.stock_held: 1 while the order holds its stock. Every give-back is a conditional UPDATE
//   1 → 0 first, every take 0 → 1, so stock comes back exactly once however many callers report
//   the same failure or cancellation.
// - orders: cancel reason, delivered_at (the replacement window), the refund summary the order
//   answer carries (`refund: { status, amount, reference }`), the payment reference the shop
//   gave when confirming a UPI or COD payment.
// - order_events: the order's timeline, written in the transaction of each transition.
// - order_replacements: one replacement request per order (UNIQUE order_id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('sizes', 'text', (c) => c.notNull().defaultTo('[]')).execute();

  await db.schema
    .createTable('product_stock')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('color_id', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_stock_pk', ['product_id', 'color_id', 'size'])
    .addCheckConstraint('product_stock_not_negative', sql`stock >= 0`)
    .execute();
  // The low-stock list: lowest first.
  await db.schema.createIndex('product_stock_level').on('product_stock').columns(['stock']).execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create trigger product_stock_catalogue_version
      after insert or update or delete or truncate on product_stock
      for each statement execute function bump_catalogue_version()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`
        create trigger ${sql.raw(`product_stock_${event}_catalogue_version`)}
        after ${sql.raw(event)} on product_stock
        begin
          update catalogue_version set version = version + 1 where id = 1;
        end`.execute(db);
    }
  }

  await db.schema
    .createTable('cart_items_v2')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('cart_items_line_v2', ['cart_id', 'product_id', 'color', 'size'])
    .execute();
  await sql`insert into cart_items_v2 (id, cart_id, product_id, color, size, quantity, created_at, updated_at)
    select id, cart_id, product_id, color, '', quantity, created_at, updated_at from cart_items`.execute(db);
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('cart_items_v2').renameTo('cart_items').execute();

  await db.schema.alterTable('order_items').addColumn('color_id', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('size', 'text').execute();

  for (const [column, type] of [
    ['cancel_reason', 'text'],
    ['delivered_at', 'timestamptz'],
    ['refund_status', 'text'],
    ['refund_amount', 'integer'],
    ['refund_reference', 'text'],
    ['payment_reference', 'text'],
  ] as const) {
    await db.schema.alterTable('orders').addColumn(column, type).execute();
  }
  await db.schema.alterTable('orders').addColumn('stock_held', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'at', 'id']).execute();

  await db.schema
    .createTable('order_replacements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_replacements').execute();
  await db.schema.dropTable('order_events').execute();
  for (const column of ['stock_held', 'payment_reference', 'refund_reference', 'refund_amount', 'refund_status', 'delivered_at', 'cancel_reason']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.alterTable('order_items').dropColumn('size').execute();
  await db.schema.alterTable('order_items').dropColumn('color_id').execute();
  await db.schema.dropTable('product_stock').execute();
  await db.schema.alterTable('products').dropColumn('sizes').execute();
}
