import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Product search (docs/decisions/0054-product-search.md): the database's own full-text index of
 * every product's name, category, colour names, features and description, kept by triggers in
 * the very transaction that writes a product or renames a category, so no writer (the admin, the
 * demo seed, an import, psql) can leave it behind. And the count of searches that found nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_misses')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_misses_pkey', ['day', 'query'])
    .execute();
  // The words of the catalogue (a deleted product's words stay: they then match nothing), where a
  // typed word's typo matches are looked up (search-repo.ts).
  await db.schema.createTable('search_terms').addColumn('term', 'text', (c) => c.primaryKey()).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await db.schema
    .createTable('product_search')
    .addColumn('product_id', 'text', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('document', sql`tsvector`, (c) => c.notNull())
    .execute();
  await sql`create index product_search_document on product_search using gin (document)`.execute(db);
  // Typo look-ups go through a trigram index of the words.
  await sql`create index search_terms_trigrams on search_terms using gin (term gin_trgm_ops)`.execute(db);

  // Weights: A the name, B the category and colour names, C the features, D the description.
  await sql`
    create function product_search_document(p products) returns tsvector language sql stable as $$
      select setweight(to_tsvector('simple', p.name), 'A')
        || setweight(to_tsvector('simple', coalesce((select name from categories where id = p.category_id), '')), 'B')
        || setweight(to_tsvector('simple', coalesce((select string_agg(colour->>'name', ' ') from jsonb_array_elements(p.colors::jsonb) colour), '')), 'B')
        || setweight(to_tsvector('simple', p.features), 'C')
        || setweight(to_tsvector('simple', p.description), 'D')
    $$`.execute(db);
  await sql`
    create function product_search_store(p products) returns void language plpgsql as $$
      declare document tsvector := product_search_document(p);
      begin
        insert into product_search (product_id, document) values (p.id, document)
          on conflict (product_id) do update set document = excluded.document;
        insert into search_terms (term) select unnest(tsvector_to_array(document)) on conflict do nothing;
      end $$`.execute(db);
  await sql`
    create function product_search_on_product() returns trigger language plpgsql as $$
      begin
        perform product_search_store(new);
        return null;
      end $$`.execute(db);
  await sql`
    create trigger products_search after insert or update of name, description, features, category_id, colors on products
    for each row execute function product_search_on_product()`.execute(db);
  await sql`
    create function product_search_on_category() returns trigger language plpgsql as $$
      begin
        perform product_search_store(p) from products p where p.category_id = new.id;
        return null;
      end $$`.execute(db);
  await sql`
    create trigger categories_search after update of name on categories
    for each row when (old.name is distinct from new.name) execute function product_search_on_category()`.execute(db);
  await sql`select product_search_store(p) from products p`.execute(db);
}

/** The products' words as SQLite's FTS5 reads them: letters, digits, combining marks (Devanagari vowel signs) and private-use characters. */
const TOKENIZER = `unicode61 remove_diacritics 2 categories 'L* N* M* Co'`;

/**
 * The characters that separate words in `search_terms` on SQLite (a trigger has no regular
 * expressions): ASCII punctuation and white space, and the Unicode punctuation of Indian product
 * text. A word kept with some other symbol in it is harmless: it is only ever a typo candidate,
 * which FTS5 then tokenizes like any query word.
 */
const SEPARATORS = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~\t\n\r\u00a0\u0964\u0965\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u20b9'];

/** SQL for a JSON array of the words of `text`, lower-cased, for `json_each` (a word is then `value`). */
function wordArray(text: string): string {
  const spaced = SEPARATORS.reduce((expr, char) => `replace(${expr}, ${char === "'" ? "''''" : `'${char}'`}, ' ')`, `lower(${text})`);
  return `'[' || replace(json_quote(${spaced}), ' ', '","') || ']'`;
}

/** Only words of 4 or more characters are kept: the shortest a typo of a 5-letter word can be. */
const keptWords = (text: string) => `insert or ignore into search_terms (term) select value from json_each(${wordArray(text)}) where length(value) >= 4`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upSqlite(db: Kysely<any>): Promise<void> {
  // The FTS5 rowid of each product (product ids are text; a products rowid may change on VACUUM).
  await sql`create table product_search_keys (search_id integer primary key, product_id text not null unique)`.execute(db);
  await sql`
    create virtual table product_search using fts5(name, category, colors, features, description, tokenize = ${sql.raw(`"${TOKENIZER}"`)}, prefix = '2 3')`.execute(db);

  const columnsOf = (p: string) => sql.raw(`
    ${p}.name,
    coalesce((select name from categories where id = ${p}.category_id), ''),
    coalesce((select group_concat(json_extract(colour.value, '$.name'), ' ') from json_each(${p}.colors) colour), ''),
    ${p}.features,
    ${p}.description`);
  // The words of a product's name, features, description and colour names (its category's are the category's).
  const productText = (p: string) =>
    `${p}.name || ' ' || ${p}.features || ' ' || ${p}.description || ' ' || coalesce((select group_concat(json_extract(colour.value, '$.name'), ' ') from json_each(${p}.colors) colour), '')`;
  const productWords = (p: string) => sql.raw(keptWords(productText(p)));
  await sql`
    create trigger products_search_insert after insert on products begin
      insert into product_search_keys (product_id) values (new.id);
      insert into product_search (rowid, name, category, colors, features, description)
        select search_id, ${columnsOf('new')} from product_search_keys where product_id = new.id;
      ${productWords('new')};
    end`.execute(db);
  await sql`
    create trigger products_search_update after update of name, description, features, category_id, colors on products begin
      delete from product_search where rowid = (select search_id from product_search_keys where product_id = old.id);
      insert into product_search (rowid, name, category, colors, features, description)
        select search_id, ${columnsOf('new')} from product_search_keys where product_id = old.id;
      ${productWords('new')};
    end`.execute(db);
  await sql`
    create trigger products_search_delete after delete on products begin
      delete from product_search where rowid = (select search_id from product_search_keys where product_id = old.id);
      delete from product_search_keys where product_id = old.id;
    end`.execute(db);
  await sql`
    create trigger categories_search_rename after update of name on categories when old.name is not new.name begin
      update product_search set category = new.name
        where rowid in (select k.search_id from products p join product_search_keys k on k.product_id = p.id where p.category_id = new.id);
      ${sql.raw(keptWords('new.name'))};
    end`.execute(db);
  await sql`
    create trigger categories_search_insert after insert on categories begin
      ${sql.raw(keptWords('new.name'))};
    end`.execute(db);

  await sql`insert into product_search_keys (product_id) select id from products order by created_at, id`.execute(db);
  await sql`
    insert into product_search (rowid, name, category, colors, features, description)
      select k.search_id, ${columnsOf('p')} from products p join product_search_keys k on k.product_id = p.id`.execute(db);
  for (const [table, text] of [['products p', productText('p')], ['categories c', 'c.name']] as const) {
    await sql`insert or ignore into search_terms (term) select words.value from ${sql.raw(table)}, json_each(${sql.raw(wordArray(text))}) words where length(words.value) >= 4`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger categories_search on categories`.execute(db);
    await sql`drop trigger products_search on products`.execute(db);
    await sql`drop function product_search_on_category(), product_search_on_product(), product_search_store(products), product_search_document(products)`.execute(db);
    await db.schema.dropTable('search_terms').execute();
    await db.schema.dropTable('product_search').execute();
  } else {
    for (const trigger of ['categories_search_insert', 'categories_search_rename', 'products_search_delete', 'products_search_update', 'products_search_insert']) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table product_search`.execute(db);
    await sql`drop table product_search_keys`.execute(db);
    await db.schema.dropTable('search_terms').execute();
  }
  await db.schema.dropTable('search_misses').execute();
}
