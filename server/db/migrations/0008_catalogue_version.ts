import { PostgresAdapter, sql, type Kysely } from 'kysely';

const TABLES = ['categories', 'products'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * One row counting catalogue changes (docs/decisions/0007-public-catalogue-cache.md): every
 * process caches public catalogue answers under the version it last read and drops them when it
 * changes. Triggers bump it inside the very transaction that writes a category or product, so no
 * writer (the admin, the demo seed, a script, psql) can change the catalogue without it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Statement-level: one bump per statement, however many rows it touches.
    await sql`
      create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin
        update catalogue_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      await sql`
        create trigger ${sql.raw(`${table}_catalogue_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_catalogue_version()`.execute(db);
    }
    return;
  }
  // SQLite has row-level triggers only: a bulk insert bumps once per row, in its own transaction.
  for (const table of TABLES) {
    for (const event of EVENTS) {
      await sql`
        create trigger ${sql.raw(`${table}_${event}_catalogue_version`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update catalogue_version set version = version + 1 where id = 1;
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of TABLES) await sql`drop trigger ${sql.raw(`${table}_catalogue_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function bump_catalogue_version()`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const event of EVENTS) await sql`drop trigger ${sql.raw(`${table}_${event}_catalogue_version`)}`.execute(db);
    }
  }
  await db.schema.dropTable('catalogue_version').execute();
}
