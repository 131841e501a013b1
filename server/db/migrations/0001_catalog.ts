import type { Kysely } from 'kysely';

// Migrations are written once for both dialects: only portable column types (text, integer,
// double precision, timestamptz) and plain indexes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('primary_image', 'text', (c) => c.notNull())
    .addColumn('video', 'text')
    .addColumn('colors', 'text', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('actual_price', 'integer', (c) => c.notNull())
    .addColumn('discount_price', 'integer', (c) => c.notNull())
    .addColumn('delivery_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cod_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('in_stock', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_new_arrival', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Every list is "newest first" with an id tie-break, so each index ends in (created_at, id):
  // a page is then an index range scan, however many products there are.
  await db.schema.createIndex('products_newest').on('products').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('products_category_newest')
    .on('products')
    .columns(['category_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('products_featured_newest')
    .on('products')
    .columns(['is_featured', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('products_new_arrival_newest')
    .on('products')
    .columns(['is_new_arrival', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('categories').execute();
}
