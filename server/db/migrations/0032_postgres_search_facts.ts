import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL's search reads narrow facts too (docs/decisions/0076): each `product_search` row, beside
 * its document, keeps the product's status, creation time, category, selling price and the JSON
 * arrays of its distinct colour and size names, sorted (as SQLite's `product_search_facts` of
 * migration 0030). A search then reads one row per match, the one its index check reads anyway,
 * instead of each match's wide products row and its categories row. Kept by the triggers of
 * migration 0024 (a product's insert, its text, category or colours changed, a category renamed)
 * and one more for the facts alone (status, creation time, price, sizes), in the same
 * transaction as the write. SQLite is unchanged.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function product_search_names(items text, path text) returns text language sql immutable as $$
      select coalesce(json_agg(name order by name collate "C"), '[]')::text
        from (select distinct case when path = '' then item #>> '{}' else item->>path end as name from jsonb_array_elements(items::jsonb) item) names
        where name is not null
    $$`.execute(db);
  // A product's facts, written out once: the migration's fill, the store and the facts' trigger all take them from here.
  await sql`
    create function product_search_facts(p products) returns table (status text, created_at timestamptz, category_id text, price integer, colors text, sizes text)
    language sql immutable as $$
      select p.status, p.created_at, p.category_id, p.discount_price, product_search_names(p.colors, 'name'), product_search_names(p.sizes, '')
    $$`.execute(db);
  await sql`
    alter table product_search
      add column status text, add column created_at timestamptz, add column category_id text,
      add column price integer, add column colors text, add column sizes text`.execute(db);
  await sql`
    update product_search s set (status, created_at, category_id, price, colors, sizes) = (select * from product_search_facts(p))
      from products p where p.id = s.product_id`.execute(db);
  for (const column of ['status', 'created_at', 'category_id', 'price', 'colors', 'sizes']) {
    await sql`alter table product_search alter column ${sql.ref(column)} set not null`.execute(db);
  }
  // Migration 0024's store, writing the facts with the document.
  await sql`
    create or replace function product_search_store(p products) returns void language plpgsql as $$
      declare document tsvector := product_search_document(p);
      begin
        insert into product_search (product_id, document, status, created_at, category_id, price, colors, sizes)
          select p.id, document, facts.* from product_search_facts(p) facts
          on conflict (product_id) do update set document = excluded.document, status = excluded.status, created_at = excluded.created_at,
            category_id = excluded.category_id, price = excluded.price, colors = excluded.colors, sizes = excluded.sizes;
        insert into search_terms (term) select unnest(tsvector_to_array(document)) on conflict do nothing;
      end $$`.execute(db);
  await sql`
    create function product_search_facts_on_product() returns trigger language plpgsql as $$
      begin
        update product_search set (status, created_at, category_id, price, colors, sizes) = (select * from product_search_facts(new))
          where product_id = new.id;
        return null;
      end $$`.execute(db);
  await sql`
    create trigger products_search_facts after update of status, created_at, discount_price, sizes on products
    for each row execute function product_search_facts_on_product()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger products_search_facts on products`.execute(db);
  await sql`drop function product_search_facts_on_product()`.execute(db);
  // Migration 0024's store as it was, written out again: a migration keeps the schema of its own moment and imports nothing from another.
  await sql`
    create or replace function product_search_store(p products) returns void language plpgsql as $$
      declare document tsvector := product_search_document(p);
      begin
        insert into product_search (product_id, document) values (p.id, document)
          on conflict (product_id) do update set document = excluded.document;
        insert into search_terms (term) select unnest(tsvector_to_array(document)) on conflict do nothing;
      end $$`.execute(db);
  await sql`alter table product_search drop column status, drop column created_at, drop column category_id, drop column price, drop column colors, drop column sizes`.execute(db);
  await sql`drop function product_search_facts(products)`.execute(db);
  await sql`drop function product_search_names(text, text)`.execute(db);
}
