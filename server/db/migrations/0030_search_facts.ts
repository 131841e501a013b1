import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What a search ranks, filters and counts by, kept narrow beside SQLite's full-text index
 * (docs/decisions/0071-search-reads-narrow-facts.md): per product, under its FTS rowid, the
 * status, creation time, category, selling price, colour and size names (`product_search_facts`). A search reads these instead of each match's products
 * row (its description, features and colours' JSON with their images) and categories row. Kept by
 * triggers in the very transaction of every product write, as the index itself (migration 0024),
 * so every process reads the same. PostgreSQL keeps reading the products (no change there).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  // The columns' types are the products' own, so values compare and sort exactly as theirs. `colors`
  // and `sizes` are JSON arrays of the distinct names, sorted: products with the same set share one
  // text, so a facet counts the matches per set and only then splits each set into its names.
  await sql`create table product_search_facts (
    search_id integer primary key,
    product_id text not null unique,
    status text not null,
    created_at timestamptz not null,
    category_id text not null,
    price integer not null,
    colors text not null,
    sizes text not null)`.execute(db);

  const names = (json: string, name: string) =>
    `(select json_group_array(name) from (select distinct ${name} as name from json_each(${json}) where ${name} is not null order by 1))`;
  const facts = (p: string) =>
    sql.raw(`${p}.status, ${p}.created_at, ${p}.category_id, ${p}.discount_price, ${names(`${p}.colors`, `json_extract(value, '$.name')`)}, ${names(`${p}.sizes`, 'value')}`);
  // A product gets its search key (migration 0024's insert trigger) after its row is written: its facts follow the key.
  await sql`
    create trigger product_search_keys_facts_insert after insert on product_search_keys begin
      insert into product_search_facts (search_id, product_id, status, created_at, category_id, price, colors, sizes)
        select new.search_id, p.id, ${facts('p')} from products p where p.id = new.product_id;
    end`.execute(db);
  await sql`
    create trigger product_search_keys_facts_delete after delete on product_search_keys begin
      delete from product_search_facts where search_id = old.search_id;
    end`.execute(db);
  await sql`
    create trigger products_search_facts_update after update of status, created_at, category_id, discount_price, colors, sizes on products begin
      update product_search_facts set (status, created_at, category_id, price, colors, sizes) = (select ${facts('new')}) where product_id = new.id;
    end`.execute(db);
  await sql`
    insert into product_search_facts (search_id, product_id, status, created_at, category_id, price, colors, sizes)
      select k.search_id, p.id, ${facts('p')} from products p join product_search_keys k on k.product_id = p.id`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const trigger of ['products_search_facts_update', 'product_search_keys_facts_delete', 'product_search_keys_facts_insert']) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table product_search_facts`.execute(db);
}
