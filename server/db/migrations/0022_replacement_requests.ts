import { sql, type Kysely } from 'kysely';

// docs/decisions/0048: a replacement request names one order line, a reason from a list, a note,
// the size wanted and up to three photos (a JSON array of /media/ URLs), and the shop's decision.
// One open ('requested') request per line: a partial unique index, so two racing requests for a
// line leave exactly one. The old one-per-order `order_replacements` rows (a free-text reason) are
// copied as 'other' requests of the order's first line, and the old table goes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('replacement_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_item_id', 'text', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('wrong-size', 'damaged', 'not-as-described', 'other')`))
    .addColumn('note', 'text')
    .addColumn('size', 'text')
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested').check(sql`status in ('requested', 'accepted', 'declined')`))
    .addColumn('decision_note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('replacement_requests_order').on('replacement_requests').column('order_id').execute();
  await sql`create unique index replacement_requests_one_open_per_line on replacement_requests (order_item_id) where status = 'requested'`.execute(db);
  await sql`
    insert into replacement_requests (id, order_id, order_item_id, reason, note, status, created_at)
    select r.id, r.order_id, i.id, 'other', r.reason, 'requested', r.created_at
    from order_replacements r
    join order_items i on i.order_id = r.order_id and i.position = (select min(position) from order_items where order_id = r.order_id)
  `.execute(db);
  await db.schema.dropTable('order_replacements').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_replacements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The oldest request of each order comes back, its reason in words.
  await sql`
    insert into order_replacements (id, order_id, reason, created_at)
    select r.id, r.order_id, coalesce(r.note, r.reason), r.created_at from replacement_requests r
    where r.created_at = (select min(created_at) from replacement_requests o where o.order_id = r.order_id)
      and r.id = (select min(id) from replacement_requests o where o.order_id = r.order_id and o.created_at = r.created_at)
  `.execute(db);
  await db.schema.dropTable('replacement_requests').execute();
}
