import { PostgresAdapter, sql, type Kysely } from 'kysely';

const TOKENIZER = `unicode61 remove_diacritics 2 categories 'L* N* M* Co'`;

/**
 * SQLite's full-text index (migration 0024) gains a prefix index of one letter
 * (docs/decisions/0073): the last word of a search typed so far ('dog b') or a letter of
 * 't-shirt' and "men's" is a one-letter prefix, which without it reads every indexed word that
 * starts with the letter (17 ms on 100,000 products, against 3.4 ms with it). FTS5 cannot change
 * a table's prefixes, so the table is made again with the same rows under the same rowids; the
 * triggers that keep it name it and need no change. PostgreSQL's index is unchanged.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await remake(db, '1 2 3');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await remake(db, '2 3');
}

/** product_search made again with `prefixes`, its rows copied under their rowids. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function remake(db: Kysely<any>, prefixes: string): Promise<void> {
  await sql`create temp table product_search_copy as select rowid as search_id, name, category, colors, features, description from product_search`.execute(db);
  await sql`drop table product_search`.execute(db);
  await sql`
    create virtual table product_search using fts5(name, category, colors, features, description, tokenize = ${sql.raw(`"${TOKENIZER}"`)}, prefix = ${sql.raw(`'${prefixes}'`)})`.execute(db);
  await sql`
    insert into product_search (rowid, name, category, colors, features, description)
      select search_id, name, category, colors, features, description from product_search_copy`.execute(db);
  await sql`drop table product_search_copy`.execute(db);
}
