import type { Kysely } from 'kysely';

// docs/decisions/0031.
// - send_quotas: how many e-mails of one kind went to one recipient (or for one account) in the
//   current window, so a limit on mail holds across processes: a counter taken by a conditional
//   upsert, which the database decides under concurrency.
// - server_secrets: secrets the processes of one shop share, made once by whichever process
//   needs one first (the device cookies' HMAC key).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('send_quotas')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('send_quotas_window_ends').on('send_quotas').column('window_ends_at').execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropTable('send_quotas').execute();
}
