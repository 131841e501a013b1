import { sql, type Kysely } from 'kysely';

// The jobs module's table: work that must happen after a commit (an e-mail, a refund) is a row
// written in the same transaction as its cause, then leased by a worker (docs/decisions/0012).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // "This effect, once": a second enqueue of the same key (a duplicate webhook, a racing
    // process) writes nothing. NULL for work that may repeat.
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'running', 'done', 'failed')`))
    // Runs started so far; also the fencing token of the lease (a worker whose lease ran out and
    // was taken over can no longer write the job's outcome).
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // The worker's scan: pending jobs whose time has come, running ones whose lease ran out.
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
  await db.schema.createIndex('jobs_leased').on('jobs').columns(['state', 'locked_until']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
