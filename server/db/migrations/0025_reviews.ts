import { sql, type Kysely } from 'kysely';

// docs/decisions/0055: product reviews. A review names its product and its author (one per
// customer and product: a UNIQUE pair, so two racing posts leave exactly one), a whole rating
// 1..5, a title, a body and the author's name as shown ('Asha K.'). Hiding sets `hidden_at`
// once. The product keeps its reviews' count and sum of ratings beside the admin's own rating
// (`review_count`, `review_total`), changed only by increments in the review's transaction, so
// lists and sorts read the rating in SQL and no average is computed from a stale read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`review_count >= 0`))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('review_total', 'integer', (c) => c.notNull().defaultTo(0).check(sql`review_total >= 0`))
    .execute();
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('hidden_at', 'timestamptz')
    .addUniqueConstraint('reviews_one_per_customer', ['product_id', 'user_id'])
    .execute();
  // A product's visible reviews, newest first (the storefront's list and its counts).
  await sql`create index reviews_visible on reviews (product_id, created_at, id) where hidden_at is null`.execute(db);
  await db.schema.createIndex('reviews_user').on('reviews').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
  await db.schema.alterTable('products').dropColumn('review_total').execute();
  await db.schema.alterTable('products').dropColumn('review_count').execute();
}
