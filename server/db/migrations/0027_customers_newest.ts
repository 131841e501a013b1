import type { Kysely } from 'kysely';

// docs/decisions/0061: the owner's desk lists customers newest first, page by page; an index ending
// in (created_at, id), as every "newest first" list has, makes a page an index range scan. The
// desk's figures need no new index: they aggregate over orders_newest (created_at, id) and
// orders_user_newest (user_id, created_at, id).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_newest').on('users').columns(['created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_newest').execute();
}
