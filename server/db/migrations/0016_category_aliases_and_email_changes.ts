import type { Kysely } from 'kysely';

// docs/decisions/0027.
// - category_aliases: a renamed category's old names (lower-cased, as categories.name_key), so
//   /products/{old name} answers 301 to the current name. An alias names the category by id, so
//   a chain of renames (A → B → C) sends A straight to C; written in the rename's transaction; a
//   category created or renamed to an old name takes it (its alias is deleted in that transaction).
// - email_changes: a customer's pending new e-mail, confirmed by a single-use link mailed to the
//   new address; only the SHA-256 of its token is stored, as password_resets does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('category_aliases')
    .addColumn('name_key', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('category_aliases_category').on('category_aliases').column('category_id').execute();

  await db.schema
    .createTable('email_changes')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_changes_user').on('email_changes').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
  await db.schema.dropTable('category_aliases').execute();
}
