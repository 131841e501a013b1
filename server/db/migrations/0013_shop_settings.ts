import type { Kysely } from 'kysely';

// docs/decisions/0018: the shop's own details, one document the admin edits at
// /admin/settings. One row (id 1), its settings as JSON text parsed with common/settings.ts's
// schema when read: the document is read and written whole, never queried by field.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_settings').execute();
}
