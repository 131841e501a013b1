import { sql, type Kysely } from 'kysely';

// docs/decisions/0065: a product is 'active' (in the shop; every product before this migration),
// 'draft' (not in the shop yet) or 'archived' (taken off the shop, kept for old orders). The
// storefront's lists read only active products newest first, so their indexes lead with the
// status: a page stays an index range scan.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'draft', 'archived')`))
    .execute();
  await db.schema.createIndex('products_status_newest').on('products').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('products_status_category_newest').on('products').columns(['status', 'category_id', 'created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_status_category_newest').execute();
  await db.schema.dropIndex('products_status_newest').execute();
  await db.schema.alterTable('products').dropColumn('status').execute();
}
