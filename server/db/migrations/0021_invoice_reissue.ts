import { PostgresAdapter, sql, type Kysely } from 'kysely';

// docs/decisions/0038: an order may hold more than one invoice and credit note over time. An
// invoice issued at the wrong place of supply is corrected by a credit note and a new invoice, so
// UNIQUE (order_id, kind) of migration 0014 goes. Exactly-once issuing does not rest on it: the
// order row's claims (migration 0015) decide who issues. `superseded_by` names the invoice that
// replaced one; the order's current invoice is the one with none.
// - PostgreSQL: the constraint is dropped.
// - SQLite cannot drop a table constraint: the table is rebuilt from its own CREATE statement
//   without it (as migration 0012: foreign keys off, new table, copy, drop, rename, indexes
//   again, foreign key check; SQLite migrations run outside a transaction).
// Both get `superseded_by` and an index on (order_id, kind), which the unique index served before.
const ONE_PER_ORDER = 'constraint "invoices_one_per_order_and_kind" unique ("order_id", "kind")';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table invoices drop constraint invoices_one_per_order_and_kind`.execute(db);
  } else {
    await rebuildInvoices(db, (createSql) => {
      if (!createSql.includes(`, ${ONE_PER_ORDER}`)) throw new Error('invoices has no UNIQUE (order_id, kind) to drop');
      return createSql.replace(`, ${ONE_PER_ORDER}`, '');
    });
  }
  await db.schema.alterTable('invoices').addColumn('superseded_by', 'text', (c) => c.references('invoices.id')).execute();
  await db.schema.createIndex('invoices_order').on('invoices').columns(['order_id', 'kind']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_order').execute();
  await db.schema.alterTable('invoices').dropColumn('superseded_by').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table invoices add constraint invoices_one_per_order_and_kind unique (order_id, kind)`.execute(db);
  } else {
    await rebuildInvoices(db, (createSql) => createSql.replace(/\)\s*$/, `, ${ONE_PER_ORDER})`));
  }
}

/** SQLite's rebuild of `invoices` with the CREATE statement `change` makes; rows, indexes and foreign keys kept. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildInvoices(db: Kysely<any>, change: (createSql: string) => string): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'invoices'`.execute(db);
  const createSql = table.rows[0]?.sql;
  if (!createSql) throw new Error('no invoices table');
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'invoices' and sql is not null`.execute(db);
  const rebuilt = change(createSql).replace(/^create table ("?)invoices\1/i, 'create table "invoices_rebuilt"');

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into invoices_rebuilt select * from invoices`.execute(db);
    await sql`drop table invoices`.execute(db);
    await sql`alter table invoices_rebuilt rename to invoices`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`Rebuilding invoices broke ${broken.rows.length} foreign keys`);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
