import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What a search ranks, filters and counts by, kept narrow beside SQLite's full-text index
 * (docs/decisions/0071-search-reads-narrow-facts.md): per product, under its FTS rowid, the
 * status, creation time, category and selling price (`product_search_facts`), and its colour and
 * size names (`product_search_values`). A search reads these instead of each match's products
 * row (its description, features and colours' JSON with their images) and categories row. Kept by
 * triggers in the very transaction of every product write, as the index itself (migration 0024),
 * so every process reads the same. PostgreSQL keeps reading the products (no change there).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  // The columns' types are the products' own, so values compare and sort exactly as theirs.
  await sql`create table product_search_facts (
    search_id integer primary key,
    product_id text not null unique,
    status text not null,
    created_at timestamptz not null,
    category_id text not null,
    price integer not null)`.execute(db);
  // One row per (product, 'color' or 'size', name): a product's repeated name counts once, as the facets' count(distinct).
  await sql`create table product_search_values (search_id integer not null, facet text not null, name text not null, primary key (search_id, facet, name)) without rowid`.execute(db);

  const values = (searchId: string, p: string) =>
    sql.raw(`
      insert or ignore into product_search_values (search_id, facet, name)
        select ${searchId}, 'color', json_extract(colour.value, '$.name') from json_each(${p}.colors) colour where json_extract(colour.value, '$.name') is not null;
      insert or ignore into product_search_values (search_id, facet, name)
        select ${searchId}, 'size', size.value from json_each(${p}.sizes) size where size.value is not null;`);
  // A product gets its search key (migration 0024's insert trigger) after its row is written: its facts follow the key.
  await sql`
    create trigger product_search_keys_facts_insert after insert on product_search_keys begin
      insert into product_search_facts (search_id, product_id, status, created_at, category_id, price)
        select new.search_id, p.id, p.status, p.created_at, p.category_id, p.discount_price from products p where p.id = new.product_id;
      insert or ignore into product_search_values (search_id, facet, name)
        select new.search_id, 'color', json_extract(colour.value, '$.name') from products p, json_each(p.colors) colour where p.id = new.product_id and json_extract(colour.value, '$.name') is not null;
      insert or ignore into product_search_values (search_id, facet, name)
        select new.search_id, 'size', size.value from products p, json_each(p.sizes) size where p.id = new.product_id and size.value is not null;
    end`.execute(db);
  await sql`
    create trigger product_search_keys_facts_delete after delete on product_search_keys begin
      delete from product_search_facts where search_id = old.search_id;
      delete from product_search_values where search_id = old.search_id;
    end`.execute(db);
  await sql`
    create trigger products_search_facts_update after update of status, created_at, category_id, discount_price on products begin
      update product_search_facts set status = new.status, created_at = new.created_at, category_id = new.category_id, price = new.discount_price where product_id = new.id;
    end`.execute(db);
  await sql`
    create trigger products_search_values_update after update of colors, sizes on products begin
      delete from product_search_values where search_id = (select search_id from product_search_keys where product_id = new.id);
      ${values('(select search_id from product_search_keys where product_id = new.id)', 'new')}
    end`.execute(db);

  await sql`
    insert into product_search_facts (search_id, product_id, status, created_at, category_id, price)
      select k.search_id, p.id, p.status, p.created_at, p.category_id, p.discount_price from products p join product_search_keys k on k.product_id = p.id`.execute(db);
  await sql`
    insert or ignore into product_search_values (search_id, facet, name)
      select k.search_id, 'color', json_extract(colour.value, '$.name') from products p join product_search_keys k on k.product_id = p.id, json_each(p.colors) colour
      where json_extract(colour.value, '$.name') is not null`.execute(db);
  await sql`
    insert or ignore into product_search_values (search_id, facet, name)
      select k.search_id, 'size', size.value from products p join product_search_keys k on k.product_id = p.id, json_each(p.sizes) size where size.value is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const trigger of ['products_search_values_update', 'products_search_facts_update', 'product_search_keys_facts_delete', 'product_search_keys_facts_insert']) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table product_search_values`.execute(db);
  await sql`drop table product_search_facts`.execute(db);
}
