import { sql, type Kysely } from 'kysely';

// The orders module's tables. An order keeps a snapshot of what was bought (order_items: name,
// image, colour, price at the time), so editing or deleting a product never changes an old order.
// Money is integer paise; flags 0/1; the allowed values are the states of common/order-states.ts (a migration is frozen, so they are written out here).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('custom_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('contact_number', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method in ('online', 'cod')`))
    .addColumn('payment_status', 'text', (c) => c.notNull().check(sql`payment_status in ('Pending', 'Completed', 'Failed')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('Pending', 'Processing', 'Shipped', 'Completed', 'Delivered', 'Canceled')`),
    )
    .addColumn('items_total', 'integer', (c) => c.notNull())
    .addColumn('delivery_charge', 'integer', (c) => c.notNull())
    .addColumn('cod_charge', 'integer', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('cart_id', 'text')
    // "This cart at this total is being paid": set while an online cart checkout's payment is
    // open, cleared when it is paid or failed. UNIQUE, so two submissions of one cart cannot both
    // create an order (NULLs never clash).
    .addColumn('checkout_key', 'text', (c) => c.unique())
    .addColumn('payment_id', 'text')
    .addColumn('needs_review', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_reason', 'text')
    .addColumn('delivery_partner', 'text')
    .addColumn('tracking_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .execute();
  // A customer's orders, newest first; and every order newest first (the admin list).
  await db.schema.createIndex('orders_user_newest').on('orders').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_newest').on('orders').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('primary_image', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').columns(['order_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
}
