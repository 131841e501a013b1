import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { ProductRow } from './mappers';
import { productRatingSql } from './rating-sql';
import { SHOWN } from './repo';
import { oneEditPatterns, oneEditVariants } from './search-query';
import { compareSizes } from './size-order';

/** What a search keeps of the shopper's request, in the database's units (paise). */
export interface SearchFilter {
  /** The engine's query (search-query.ts), or undefined: every product. */
  match?: string;
  category?: string;
  color?: string;
  size?: string;
  minPaise?: number;
  maxPaise?: number;
  inStock?: boolean;
}

export type SearchOrder = 'relevance' | 'newest' | 'price-asc' | 'price-desc' | 'rating' | 'discount';
type FacetCount = { name: string; count: number };
/** One row of the facets' statement (both paths): a facet, a name in it, its count; the price span on the total's row. */
type FacetRow = { facet: string; name: string | null; count: string | number; min: string | number | null; max: string | number | null };
/** A search's total and facets, prices in paise (null: nothing matches). */
export interface SearchFacets {
  total: number;
  min: number | null;
  max: number | null;
  categories: FacetCount[];
  colors: FacetCount[];
  sizes: FacetCount[];
}

/** At most this many distinct missed searches are counted a day; later ones are dropped (docs/decisions/0054). */
export const MAX_MISSES_PER_DAY = 5000;
/** Missed searches older than this many days are deleted as new ones come. */
export const MISS_RETENTION_DAYS = 400;

/**
 * The search's SQL (docs/decisions/0054-product-search.md), per dialect: SQLite's FTS5 table
 * `product_search` (with `product_search_keys` naming each row's product) or PostgreSQL's
 * `product_search` tsvector column; both kept by the triggers of migration 0024. A lower `score`
 * is a better match on both.
 */
export function createSearchRepo(db: Db, options: { facts?: boolean } = {}) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // `facts: false` keeps the general path: the reference the narrow path is tested against (search-facts.test.ts).
  const facts = options.facts !== false;
  /** PostgreSQL's ranking of a document (lower is better, as bm25's): the weights of name (A), category and colours (B), features (C), description (D). */
  const tsRank = (document: RawBuilder<unknown>, match: string) => sql`-ts_rank('{0.02, 0.05, 0.3, 1.0}', ${document}, to_tsquery('simple', ${match}))`;
  /** SQLite's ranking of a match of `product_search`: the same columns' weights. */
  const bm25 = sql`bm25(product_search, 100.0, 10.0, 10.0, 2.0, 1.0)`;

  /**
   * (product_id, score) of the products the query matches, or of every product. Only a page
   * sorted by relevance needs the score: counts and facets skip computing it (`ranked` false).
   */
  function matches(match: string | undefined, ranked = false): RawBuilder<unknown> {
    if (match === undefined) return sql`select id as product_id, 0 as score from products`;
    if (!ranked) {
      return postgres
        ? sql`select product_id, 0 as score from product_search where document @@ to_tsquery('simple', ${match})`
        : sql`select k.product_id, 0 as score from product_search join product_search_keys k on k.search_id = product_search.rowid where product_search match ${match}`;
    }
    if (postgres) {
      return sql`select product_id, ${tsRank(sql`document`, match)} as score from product_search where document @@ to_tsquery('simple', ${match})`;
    }
    return sql`select k.product_id, ${bm25} as score
      from product_search join product_search_keys k on k.search_id = product_search.rowid where product_search match ${match}`;
  }

  const jsonArray = (column: RawBuilder<unknown>) => (postgres ? sql`jsonb_array_elements(${column}::jsonb)` : sql`json_each(${column})`);
  const colourName = postgres ? sql`colour.value->>'name'` : sql`json_extract(colour.value, '$.name')`;
  const sizeName = postgres ? sql`size.value #>> '{}'` : sql`size.value`;
  /** The text values of a JSON array of names (the facts' colours and sizes), as rows with a `value` column. */
  const nameArray = (column: RawBuilder<unknown>) => (postgres ? sql`jsonb_array_elements_text(${column}::jsonb)` : sql`json_each(${column})`);
  const arrayLength = (column: RawBuilder<unknown>) => (postgres ? sql`jsonb_array_length(${column}::jsonb)` : sql`json_array_length(${column})`);

  /** The public `inStock` (docs/decisions/0015): the shop's flag on, and not every colour (and size) tracked at 0. */
  const inStock = sql`(p.in_stock = 1 and not (${arrayLength(sql`p.colors`)} > 0 and (select count(*) from product_stock s where s.product_id = p.id and s.stock = 0)
    >= ${arrayLength(sql`p.colors`)} * (case when ${arrayLength(sql`p.sizes`)} > 0 then ${arrayLength(sql`p.sizes`)} else 1 end)))`;

  type FilterName = 'category' | 'color' | 'size' | 'price';
  /** The filters' conditions but `except`'s (a facet ignores its own filter). */
  const allBut = (each: Record<FilterName, RawBuilder<unknown>>, except?: FilterName) => (Object.keys(each) as FilterName[]).filter((name) => name !== except).map((name) => each[name]);
  const always = sql`1 = 1`;
  /** Each filter's condition on `p` (a product) and `c` (its category); `1 = 1` when the filter is not set. */
  function filterConditions(filter: SearchFilter): Record<FilterName, RawBuilder<unknown>> {
    const price: RawBuilder<unknown>[] = [];
    if (filter.minPaise !== undefined) price.push(sql`p.discount_price >= ${filter.minPaise}`);
    if (filter.maxPaise !== undefined) price.push(sql`p.discount_price <= ${filter.maxPaise}`);
    return {
      category: filter.category === undefined ? always : sql`(c.name_key = ${filter.category.toLowerCase()} or c.id = ${filter.category})`,
      color: filter.color === undefined ? always : sql`exists (select 1 from ${jsonArray(sql`p.colors`)} colour where lower(${colourName}) = ${filter.color.toLowerCase()})`,
      size: filter.size === undefined ? always : sql`exists (select 1 from ${jsonArray(sql`p.sizes`)} size where lower(${sizeName}) = ${filter.size.toLowerCase()})`,
      price: price.length === 0 ? always : sql.join(price, sql` and `),
    };
  }
  /** The in-stock filter's condition: the one filter no facet leaves out. */
  const stockCondition = (filter: SearchFilter) => (filter.inStock === undefined ? always : filter.inStock ? inStock : sql`not ${inStock}`);

  /** The filter's conditions, all but `except` (a facet ignores its own filter). */
  function conditions(filter: SearchFilter, except?: FilterName): RawBuilder<unknown> {
    return sql.join([...allBut(filterConditions(filter), except), stockCondition(filter)], sql` and `);
  }

  /** Only active products are searched, suggested and counted (docs/decisions/0065). */
  const shown = sql`p.status = ${SHOWN}`;

  /** The matched products with their category, filtered; `m.score` ranks them. */
  const from = (filter: SearchFilter, except?: FilterName, ranked = false) =>
    sql`from (${matches(filter.match, ranked)}) m join products p on p.id = m.product_id join categories c on c.id = p.category_id where ${shown} and ${conditions(filter, except)}`;

  const ORDER: Record<SearchOrder, RawBuilder<unknown>> = {
    relevance: sql`m.score, p.created_at desc, p.id desc`,
    newest: sql`p.created_at desc, p.id desc`,
    'price-asc': sql`p.discount_price, p.created_at desc, p.id desc`,
    'price-desc': sql`p.discount_price desc, p.created_at desc, p.id desc`,
    // The rating shoppers see: the reviews' average once there are any (docs/decisions/0055).
    rating: sql`${productRatingSql('p')} desc, p.created_at desc, p.id desc`,
    discount: sql`case when p.actual_price > 0 then (p.actual_price - p.discount_price) * 1.0 / p.actual_price else 0 end desc, p.created_at desc, p.id desc`,
  };

  /**
   * The narrow path (docs/decisions/0071, 0076): the matches' status, creation time, category, price
   * and colour and size names are read from facts kept by triggers beside the index, instead of
   * each match's products and categories rows; the products of the page alone are read whole. Only
   * with words to match, and without the in-stock filter (which reads each match's stock rows):
   * otherwise the general path.
   */
  const narrow = (filter: SearchFilter): filter is SearchFilter & { match: string } => facts && filter.match !== undefined && filter.inStock === undefined;
  /**
   * The matches as facts `f` (`product_id`, `status`, `created_at`, `category_id`, `price`, `colors`,
   * `sizes`): SQLite's `product_search_facts` (migration 0030) by the FTS rowid; PostgreSQL's
   * `product_search` rows themselves (migration 0032). Ends in a WHERE clause, for more conditions.
   */
  const factsOf = (match: string) =>
    postgres
      ? sql`from product_search f where f.document @@ to_tsquery('simple', ${match})`
      : sql`from product_search join product_search_facts f on f.search_id = product_search.rowid where product_search match ${match}`;
  /** A fact row's score in `factsOf` (lower is better), computed only for a page sorted by relevance. */
  const factScore = (match: string, order: SearchOrder) => (order !== 'relevance' ? sql`0` : postgres ? tsRank(sql`f.document`, match) : bm25);
  /** Each filter's condition on `f` (a match's facts), as filterConditions' on the product. */
  function factConditions(filter: SearchFilter): Record<FilterName, RawBuilder<unknown>> {
    const price: RawBuilder<unknown>[] = [];
    if (filter.minPaise !== undefined) price.push(sql`f.price >= ${filter.minPaise}`);
    if (filter.maxPaise !== undefined) price.push(sql`f.price <= ${filter.maxPaise}`);
    const named = (names: RawBuilder<unknown>, name: string) => sql`exists (select 1 from ${nameArray(names)} named where lower(named.value) = ${name.toLowerCase()})`;
    return {
      category: filter.category === undefined ? always : sql`f.category_id in (select id from categories where name_key = ${filter.category.toLowerCase()} or id = ${filter.category})`,
      color: filter.color === undefined ? always : named(sql`f.colors`, filter.color),
      size: filter.size === undefined ? always : named(sql`f.sizes`, filter.size),
      price: price.length === 0 ? always : sql.join(price, sql` and `),
    };
  }
  /** The shown matches' facts `f`, filtered (all filters but `except`). */
  function narrowFrom(filter: SearchFilter & { match: string }, except?: FilterName): RawBuilder<unknown> {
    return sql`${factsOf(filter.match)} and f.status = ${SHOWN} and ${sql.join(allBut(factConditions(filter), except), sql` and `)}`;
  }
  /** The orders the facts can sort by, on a table with `score`, `created_at`, `price` and `product_id` (the rest: the general path). */
  const NARROW_ORDER: Partial<Record<SearchOrder, (t: string) => RawBuilder<unknown>>> = {
    relevance: (t) => sql.raw(`${t}score, ${t}created_at desc, ${t}product_id desc`),
    newest: (t) => sql.raw(`${t}created_at desc, ${t}product_id desc`),
    'price-asc': (t) => sql.raw(`${t}price, ${t}created_at desc, ${t}product_id desc`),
    'price-desc': (t) => sql.raw(`${t}price desc, ${t}created_at desc, ${t}product_id desc`),
  };
  /** The ids (and sort keys) of a page of the shown matches, best first: the products are joined to these rows only. */
  const narrowTop = (filter: SearchFilter & { match: string }, order: SearchOrder, offset: number, limit: number) =>
    sql`select f.product_id, f.created_at, f.price, ${factScore(filter.match, order)} as score ${narrowFrom(filter)}
      order by ${NARROW_ORDER[order]!('')} limit ${limit} offset ${offset}`;

  /**
   * A page and the facets on the narrow path, in one statement (docs/decisions/0073): the matches
   * are read once, with their facts, each filter's verdict and (for relevance) their score, into a
   * materialized table; the page's ids (numbered in the sort's order) and the counts are read from it.
   * Categories are counted per id and named after; colours and sizes per set of names (products
   * share a few sets), each set then split into its names: no match reads a products or categories
   * row or parses JSON.
   */
  function narrowPageAndFacets(filter: SearchFilter & { match: string }, order: SearchOrder, offset: number, limit: number) {
    const ok = factConditions(filter);
    const sorted = NARROW_ORDER[order]!('');
    return sql<FacetRow>`
      with hits as materialized (
        select f.product_id, f.created_at, f.price, f.category_id, f.colors, f.sizes, ${factScore(filter.match, order)} as score,
          ${ok.category} as category_ok, ${ok.color} as color_ok, ${ok.size} as size_ok, ${ok.price} as price_ok
        ${factsOf(filter.match)} and f.status = ${SHOWN}
      )
      select 'page' as facet, product_id as name, row_number() over (order by ${sorted}) as count, null as min, null as max
        from (select product_id, created_at, price, score from hits where category_ok and color_ok and size_ok and price_ok
          order by ${sorted} limit ${limit} offset ${offset}) page
      union all
      select 'total', null, count(case when price_ok then 1 end), min(price), max(price)
        from hits where category_ok and color_ok and size_ok
      union all
      select 'category', c.name, sum(counted.count), null, null
        from (select category_id, count(*) as count from hits where color_ok and size_ok and price_ok group by category_id) counted
        join categories c on c.id = counted.category_id group by c.name
      union all
      select 'color', colour.value, sum(counted.count), null, null
        from (select colors, count(*) as count from hits where category_ok and size_ok and price_ok group by colors) counted, ${nameArray(sql`counted.colors`)} colour group by colour.value
      union all
      select 'size', size.value, sum(counted.count), null, null
        from (select sizes, count(*) as count from hits where category_ok and color_ok and price_ok group by sizes) counted, ${nameArray(sql`counted.sizes`)} size group by size.value`.execute(db);
  }

  const counts = (rows: { name: string | null; count: string | number }[]): FacetCount[] =>
    rows.filter((row) => row.name !== null && row.name !== '').map((row) => ({ name: String(row.name), count: Number(row.count) }));

  /**
   * How many products match with every filter, the lowest and highest selling price (paise) with
   * every filter but the price, and the matches per category, colour and size, each with every
   * filter but its own (disjunctive facets). One statement: the matches are read once into a
   * materialized table with each filter's verdict, which each count then reads (docs/decisions/0057).
   */
  function generalFacets(filter: SearchFilter) {
    const ok = filterConditions(filter);
    return sql<FacetRow>`
      with hits as materialized (
        select p.id, p.discount_price as price, c.name as category, p.colors, p.sizes,
          ${ok.category} as category_ok, ${ok.color} as color_ok, ${ok.size} as size_ok, ${ok.price} as price_ok
        from (${matches(filter.match)}) m join products p on p.id = m.product_id join categories c on c.id = p.category_id
        where ${shown} and ${stockCondition(filter)}
      )
      select 'total' as facet, null as name, count(case when price_ok then 1 end) as count, min(price) as min, max(price) as max
        from hits where category_ok and color_ok and size_ok
      union all
      select 'category', category, count(*), null, null from hits where color_ok and size_ok and price_ok group by category
      union all
      select 'color', ${colourName}, count(distinct hits.id), null, null
        from hits cross join ${jsonArray(sql`hits.colors`)} colour where category_ok and size_ok and price_ok group by ${colourName}
      union all
      select 'size', ${sizeName}, count(distinct hits.id), null, null
        from hits cross join ${jsonArray(sql`hits.sizes`)} size where category_ok and color_ok and price_ok group by ${sizeName}`.execute(db);
  }

  /** The facets' rows (either path) as the answer has them: counts most first, sizes in the order a shopper reads them. */
  function toFacets(rows: readonly FacetRow[]): SearchFacets {
    const facet = (name: string) => counts(rows.filter((row) => row.facet === name)).sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // Sizes in the order a shopper reads them (S, M, L; 7, 8, 9), not by count.
    const sizes = counts(rows.filter((row) => row.facet === 'size')).sort((a, b) => compareSizes(a.name, b.name));
    const total = rows.find((row) => row.facet === 'total');
    const paise = (value: string | number | null | undefined) => (value == null ? null : Number(value));
    return { total: Number(total?.count ?? 0), min: paise(total?.min), max: paise(total?.max), categories: facet('category'), colors: facet('color'), sizes };
  }

  /** A page of the matches in `order`, with each product's category name. */
  async function page(filter: SearchFilter, order: SearchOrder, offset: number, limit: number): Promise<ProductRow[]> {
    if (narrow(filter) && NARROW_ORDER[order]) {
      const { rows } = await sql<ProductRow>`select p.*, c.name as category_name from (${narrowTop(filter, order, offset, limit)}) t
        join products p on p.id = t.product_id join categories c on c.id = p.category_id order by ${NARROW_ORDER[order]('t.')}`.execute(db);
      return rows;
    }
    const { rows } = await sql<ProductRow>`select p.*, c.name as category_name ${from(filter, undefined, order === 'relevance')} order by ${ORDER[order]} limit ${limit} offset ${offset}`.execute(db);
    return rows;
  }

  return {
    /** Which query language `SearchFilter.match` is written in (search-query.ts). */
    engine: postgres ? ('tsquery' as const) : ('fts5' as const),

    /** The stored words one typo away from `word` (candidates: the caller checks each is one edit away). */
    async typoCandidates(word: string): Promise<string[]> {
      if (postgres) {
        // The trigram index finds the words matching each pattern (one letter or neighbour pair left open).
        const likes = oneEditPatterns(word).map((pattern) => sql`term like ${pattern}`);
        const { rows } = await sql<{ term: string }>`select term from search_terms where ${sql.join(likes, sql` or `)} limit 200`.execute(db);
        return rows.map((row) => row.term);
      }
      // Each word one edit away, looked up in the catalogue's words (a primary-key seek each).
      const { rows } = await sql<{ term: string }>`select term from search_terms where term in (select value from json_each(${JSON.stringify(oneEditVariants(word))}))`.execute(db);
      return rows.map((row) => row.term);
    },

    page,

    /** How many products match with every filter. */
    async count(filter: SearchFilter): Promise<number> {
      const { rows } = await sql<{ total: string | number }>`select count(*) as total ${narrow(filter) ? narrowFrom(filter) : from(filter)}`.execute(db);
      return Number(rows[0]?.total ?? 0);
    },

    /**
     * A page of the matches in `order` and the search's facets (`toFacets`). On the narrow path one
     * statement reads the matches once for both (docs/decisions/0073), then the page's products are
     * read by id; otherwise the page and the facets are two statements.
     */
    async pageAndFacets(filter: SearchFilter, order: SearchOrder, offset: number, limit: number): Promise<{ rows: ProductRow[]; facets: SearchFacets }> {
      if (!narrow(filter) || !NARROW_ORDER[order]) {
        const [rows, facets] = await Promise.all([page(filter, order, offset, limit), generalFacets(filter)]);
        return { rows, facets: toFacets(facets.rows) };
      }
      const { rows: found } = await narrowPageAndFacets(filter, order, offset, limit);
      const ranked = found.filter((row) => row.facet === 'page');
      const products = ranked.length === 0 ? [] : await db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id').selectAll('p').select('c.name as category_name').where('p.id', 'in', ranked.map((row) => String(row.name))).execute();
      // The page's rows in the statement's order: each id's place is its row number (`count`).
      const position = new Map(ranked.map((row) => [String(row.name), Number(row.count)]));
      const rows = (products as ProductRow[]).sort((x, y) => position.get(x.id)! - position.get(y.id)!);
      return { rows, facets: toFacets(found.filter((row) => row.facet !== 'page')) };
    },

    /** Up to `limit` best matches, for the search box. */
    async suggest(match: string, limit: number): Promise<Pick<ProductRow, 'id' | 'name' | 'primary_image' | 'discount_price'>[]> {
      if (narrow({ match })) {
        const { rows } = await sql<Pick<ProductRow, 'id' | 'name' | 'primary_image' | 'discount_price'>>`select p.id, p.name, p.primary_image, p.discount_price
          from (${narrowTop({ match }, 'relevance', 0, limit)}) t join products p on p.id = t.product_id order by ${NARROW_ORDER.relevance!('t.')}`.execute(db);
        return rows;
      }
      const { rows } = await sql<Pick<ProductRow, 'id' | 'name' | 'primary_image' | 'discount_price'>>`select p.id, p.name, p.primary_image, p.discount_price
        from (${matches(match, true)}) m join products p on p.id = m.product_id where ${shown} order by m.score, p.created_at desc, p.id desc limit ${limit}`.execute(db);
      return rows;
    },

    /**
     * Counts one missed search: a new (day, query) row while the day has fewer than
     * MAX_MISSES_PER_DAY, else only a known one's count goes up (the unique key decides races).
     */
    async recordMiss(day: string, query: string, at: string, oldestDay: string): Promise<void> {
      await sql`insert into search_misses (day, query, count, last_at)
        select ${day}, ${query}, 1, ${at}
        where exists (select 1 from search_misses where day = ${day} and query = ${query})
           or (select count(*) from search_misses where day = ${day}) < ${MAX_MISSES_PER_DAY}
        on conflict (day, query) do update set count = search_misses.count + 1, last_at = excluded.last_at`.execute(db);
      await db.deleteFrom('search_misses').where('day', '<', oldestDay).execute();
    },

    /** The most missed searches since `fromDay` (an IST day), summed over the days. */
    async topMisses(fromDay: string, limit: number): Promise<{ query: string; count: number; last_at: string | Date }[]> {
      const rows = await db
        .selectFrom('search_misses')
        .select((eb) => ['query', eb.fn.sum<string | number>('count').as('count'), eb.fn.max('last_at').as('last_at')])
        .where('day', '>=', fromDay)
        .groupBy('query')
        .orderBy((eb) => eb.fn.sum('count'), 'desc')
        .orderBy('query')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ query: row.query, count: Number(row.count), last_at: row.last_at }));
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
