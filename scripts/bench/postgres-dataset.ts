/**
 * The bench on PostgreSQL (`--database-url postgres://…`): the generated shop (dataset.ts, a SQLite
 * file) copied once into a template database on that server, and every run given a fresh copy of
 * it (`CREATE DATABASE … TEMPLATE`), so a run's orders never leak into the next, as with SQLite.
 *
 * The copy goes through the app's own schema: the template is migrated first, then every table both
 * databases have is filled from SQLite's rows, parents before children, with PostgreSQL's triggers
 * on: the search documents and words (migration 0024) are made by PostgreSQL itself, as the
 * shop's own writes make them. The desk's dirty days (migration 0029) are copied instead
 * (`setDeskTriggers`). SQLite's full-text tables (virtual tables and their shadows) have no
 * PostgreSQL twin and are left out.
 */
import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { connectDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';

/** PostgreSQL takes at most 65,535 parameters a statement. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS_PER_INSERT = 2_000;
const RUN_DATABASE = 'haat_bench_run';

/** The URL of the same server with another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A fresh database for one run on the server of `serverUrl`, copied from the template of this
 * generated shop (made first if the server has none for it); returns its URL.
 */
export async function preparePostgresRun(serverUrl: string, sqlitePath: string, identity: string, log: (line: string) => void): Promise<string> {
  const template = `haat_bench_${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  try {
    const exists = await server.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const partial = `${template}_partial`;
      await server.query(`drop database if exists ${quote(partial)} with (force)`);
      await server.query(`create database ${quote(partial)}`);
      const started = performance.now();
      log(`Copying the generated shop into PostgreSQL (${template}, once per generated shop)…`);
      await copyShop(sqlitePath, withDatabase(serverUrl, partial), log);
      await server.query(`alter database ${quote(partial)} rename to ${quote(template)}`);
      log(`Copied in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    } else {
      log(`Using PostgreSQL's copy of the generated shop (${template}).`);
    }
    await server.query(`drop database if exists ${quote(RUN_DATABASE)} with (force)`);
    await server.query(`create database ${quote(RUN_DATABASE)} template ${quote(template)}`);
  } finally {
    await server.end();
  }
  return withDatabase(serverUrl, RUN_DATABASE);
}

async function copyShop(sqlitePath: string, targetUrl: string, log: (line: string) => void): Promise<void> {
  const db = connectDatabase(targetUrl);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  const source = new SQLite(sqlitePath, { readonly: true });
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    const tables = await tablesToCopy(source, target);
    // Rows the migrations seeded (a version, the defaults) give way to the generated shop's.
    await target.query(`truncate ${tables.map((table) => quote(table.name)).join(', ')} cascade`);
    const deskTriggers = await setDeskTriggers(target, 'disable');
    for (const table of tables) {
      const started = performance.now();
      const rows = await copyTable(source, target, table);
      if (rows > 0) log(`  ${table.name}: ${rows.toLocaleString('en-US')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    await setDeskTriggers(target, 'enable', deskTriggers);
    await target.query('analyze');
  } finally {
    source.close();
    await target.end();
  }
}

/**
 * The desk's triggers (migration 0029) are off while the orders are copied: each order would bump
 * its day's dirty mark, about 1,400 updates of one row per day in the copy's one transaction, a
 * chain of row versions PostgreSQL walks on every bump (the copy of a million orders took over 8
 * minutes and had not ended). The marks themselves are copied: SQLite's twin triggers made them
 * when the generator wrote the orders.
 */
async function setDeskTriggers(target: pg.Client, to: 'disable' | 'enable', known?: { table: string; name: string }[]): Promise<{ table: string; name: string }[]> {
  const triggers =
    known ??
    (await target.query<{ table: string; name: string }>(`select tgrelid::regclass::text as table, tgname as name from pg_trigger where not tgisinternal and tgname like '%desk%'`)).rows;
  for (const trigger of triggers) await target.query(`alter table ${trigger.table} ${to} trigger ${quote(trigger.name)}`);
  return triggers;
}

interface Table {
  name: string;
  columns: string[];
  /** Columns PostgreSQL numbers itself (identity or serial): its sequence is moved past the copied values. */
  numbered: string[];
  identity: boolean;
}

/** The tables both databases have, with the columns both have, parents before children. */
async function tablesToCopy(source: SQLite.Database, target: pg.Client): Promise<Table[]> {
  const virtual = source.prepare<[], { name: string }>(`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`).all().map((row) => row.name);
  const isFullText = (name: string) => virtual.some((table) => name === table || name.startsWith(`${table}_`));
  const sqliteTables = source
    .prepare<[], { name: string }>(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`)
    .all()
    .map((row) => row.name)
    .filter((name) => !isFullText(name));
  const { rows: columns } = await target.query<{ table_name: string; column_name: string; is_identity: string; column_default: string | null; is_generated: string }>(
    `select table_name, column_name, is_identity, column_default, is_generated from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const { rows: links } = await target.query<{ child: string; parent: string }>(
    `select distinct tc.table_name as child, ccu.table_name as parent from information_schema.table_constraints tc
       join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
     where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  );
  const tables = new Map<string, Table>();
  for (const name of sqliteTables) {
    const sqliteColumns = new Set(source.prepare<[string], { name: string }>(`select name from pragma_table_info(?)`).all(name).map((row) => row.name));
    const own = columns.filter((column) => column.table_name === name && column.is_generated !== 'ALWAYS' && sqliteColumns.has(column.column_name));
    if (own.length === 0) continue;
    tables.set(name, {
      name,
      columns: own.map((column) => column.column_name),
      numbered: own.filter((column) => column.is_identity === 'YES' || column.column_default?.startsWith('nextval(')).map((column) => column.column_name),
      identity: own.some((column) => column.is_identity === 'YES'),
    });
  }
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name) || !tables.has(name)) return;
    path.add(name);
    for (const link of links) if (link.child === name && link.parent !== name) place(link.parent, path);
    placed.add(name);
    ordered.push(tables.get(name)!);
  };
  for (const name of [...tables.keys()].sort()) place(name, new Set());
  return ordered;
}

async function copyTable(source: SQLite.Database, target: pg.Client, table: Table): Promise<number> {
  const columnList = table.columns.map(quote).join(', ');
  const perInsert = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / table.columns.length)));
  const statementFor = (rows: number) => {
    const tuples = Array.from({ length: rows }, (_, row) => `(${table.columns.map((_, column) => `$${row * table.columns.length + column + 1}`).join(', ')})`);
    return `insert into ${quote(table.name)} (${columnList}) ${table.identity ? 'overriding system value ' : ''}values ${tuples.join(', ')} on conflict do nothing`;
  };
  const full = statementFor(perInsert);
  const read = source.prepare(`select ${columnList} from ${quote(table.name)}`).raw(true);
  let batch: unknown[] = [];
  let rows = 0;
  const flush = async () => {
    const count = batch.length / table.columns.length;
    if (count === 0) return;
    await target.query(count === perInsert ? full : statementFor(count), batch);
    rows += count;
    batch = [];
  };
  await target.query('begin');
  for (const row of read.iterate() as Iterable<unknown[]>) {
    batch.push(...row);
    if (batch.length === perInsert * table.columns.length) await flush();
  }
  await flush();
  for (const column of table.numbered) {
    await target.query(`select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column)}) from ${quote(table.name)}), 0) + 1, false)`, [table.name, column]);
  }
  await target.query('commit');
  return rows;
}
