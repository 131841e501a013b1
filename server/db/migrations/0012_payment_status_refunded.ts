import { PostgresAdapter, sql, type Kysely } from 'kysely';

// An order's payment may be Refunded (docs/decisions/0016). Migration 0006 wrote the
// payment status's CHECK without it, so the database refused the new state.
// - PostgreSQL: the constraint is replaced.
// - SQLite cannot change a CHECK: the orders table is rebuilt from its own CREATE statement with
//   the wider CHECK (SQLite's documented "other schema changes" procedure: foreign keys off, new
//   table, copy, drop, rename, indexes again, foreign key check). SQLite migrations run outside
//   a transaction (Kysely), which is what lets the foreign keys pragma take effect.
const NARROW = `payment_status in ('Pending', 'Completed', 'Failed')`;
const WIDE = `payment_status in ('Pending', 'Completed', 'Failed', 'Refunded')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await widen(db, NARROW, WIDE);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await widen(db, WIDE, NARROW);
}

async function widen(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table orders drop constraint if exists orders_payment_status_check`.execute(db);
    await sql`alter table orders add constraint orders_payment_status_check check (${sql.raw(to)})`.execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'orders'`.execute(db);
  const createSql = table.rows[0]?.sql;
  if (!createSql?.includes(from)) throw new Error(`orders has no CHECK (${from}) to change`);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'orders' and sql is not null`.execute(db);
  const rebuilt = createSql.replace(from, to).replace(/^create table ("?)orders\1/i, 'create table "orders_rebuilt"');

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into orders_rebuilt select * from orders`.execute(db);
    await sql`drop table orders`.execute(db);
    await sql`alter table orders_rebuilt rename to orders`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`Rebuilding orders broke ${broken.rows.length} foreign keys`);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
