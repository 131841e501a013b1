import { istWallClock } from '../../../common/ist';
import { fromPaise, toPaise } from '../../../common/money';
import { SUGGESTION_COUNT, type SearchAnswer, type SearchMiss, type SearchQuery, type Suggestion } from '../../../common/search';
import { toIso } from '../../db/time';
import { groupStock, toProduct, type ProductRow } from './mappers';
import type { CatalogRepo } from './repo';
import { allowsTypo, MAX_TYPO_CANDIDATES, normaliseMissQuery, searchWords, toFts5Match, toTsQuery, withinOneEdit, type SearchTerm } from './search-query';
import { MISS_RETENTION_DAYS, type SearchFilter, type SearchRepo } from './search-repo';

/** How many missed searches the shop's list shows. */
export const MISSES_LIST_SIZE = 50;

const DAY_MS = 24 * 60 * 60 * 1000;
const istDay = (at: number) => istWallClock(at).toISOString().slice(0, 10);

/** A search and the search box's suggestions, run elsewhere than the caller's thread (server/search-threads.ts, docs/decisions/0073). */
export interface SearchReads {
  /** False while they cannot be run there (their threads failing): the service then runs them itself. */
  available(): boolean;
  search(query: SearchQuery): Promise<SearchAnswer>;
  suggest(text: string | undefined): Promise<Suggestion[]>;
}

/**
 * Product search (docs/decisions/0054-product-search.md): the shopper's words through the
 * database's full-text index, filters, disjunctive facets and sorts; suggestions for the search
 * box; and the count of searches that found nothing. With `reads`, shoppers' searches and
 * suggestions run there (server/search-threads.ts); the count of misses stays here.
 */
export function createSearchService(deps: { search: SearchRepo; catalog: CatalogRepo; clock: () => Date; reads?: SearchReads | null }) {
  const { search, catalog } = deps;

  /** The engine's query for the text: every word, with the stored words one typo away from it. Undefined: no word. */
  async function engineQuery(text: string): Promise<string | undefined> {
    const terms: SearchTerm[] = await Promise.all(
      searchWords(text).map(async (word) => {
        if (!allowsTypo(word)) return { word, typos: [] };
        const candidates = await search.typoCandidates(word);
        const typos = candidates.filter((term) => term !== word && withinOneEdit(term, word)).slice(0, MAX_TYPO_CANDIDATES);
        return { word, typos };
      }),
    );
    return search.engine === 'tsquery' ? toTsQuery(terms) : toFts5Match(terms);
  }

  async function withStock(rows: readonly ProductRow[]) {
    const stock = groupStock(await catalog.stockOfProducts(rows.map((row) => row.id)));
    return rows.map((row) => toProduct(row, stock.get(row.id)));
  }

  const empty = (): SearchAnswer => ({ products: [], pages: 0, total: 0, facets: { categories: [], colors: [], sizes: [], price: { min: null, max: null } } });

  async function searchProducts(query: SearchQuery): Promise<SearchAnswer> {
    const hasText = query.q !== undefined;
    const match = hasText ? await engineQuery(query.q ?? '') : undefined;
    // Text without a single word (only punctuation or emoji) matches nothing.
    if (hasText && match === undefined) return empty();
    const filter: SearchFilter = {
      match,
      category: query.category,
      color: query.color,
      size: query.size,
      minPaise: query.minPrice === undefined ? undefined : toPaise(query.minPrice),
      maxPaise: query.maxPrice === undefined ? undefined : toPaise(query.maxPrice),
      inStock: query.inStock,
    };
    const order = query.sort === undefined || (query.sort === 'relevance' && !hasText) ? (hasText ? 'relevance' : 'newest') : query.sort;
    const { rows, facets: { total, categories, colors, sizes, ...price } } = await search.pageAndFacets(filter, order, (query.page - 1) * query.limit, query.limit);
    return {
      products: await withStock(rows),
      pages: Math.ceil(total / query.limit),
      total,
      facets: {
        categories,
        colors,
        sizes,
        price: { min: price.min === null ? null : fromPaise(price.min), max: price.max === null ? null : fromPaise(price.max) },
      },
    };
  }

  async function suggestProducts(text: string | undefined): Promise<Suggestion[]> {
    const match = text === undefined ? undefined : await engineQuery(text);
    if (match === undefined) return [];
    const rows = await search.suggest(match, SUGGESTION_COUNT);
    return rows.map((row) => ({ _id: row.id, name: row.name, primaryImage: row.primary_image, discountPrice: fromPaise(row.discount_price) }));
  }

  /** The reads on this thread's connection (a search thread runs these). */
  const local: SearchReads = { available: () => true, search: searchProducts, suggest: suggestProducts };
  const reads = () => (deps.reads?.available() ? deps.reads : local);

  /** Counts a search with text that found nothing, under its normalised words and today's IST date. */
  async function recordMiss(text: string): Promise<void> {
    const query = normaliseMissQuery(text);
    if (query === '') return;
    const now = deps.clock().getTime();
    await search.recordMiss(istDay(now), query, new Date(now).toISOString(), istDay(now - MISS_RETENTION_DAYS * DAY_MS));
  }

  return {
    search: searchProducts,
    recordMiss,

    /**
     * A shopper's search, as the API and the /search page run it: the answer, and a search with
     * words that found nothing counted as a miss (`missed`: the answer must not be cached for all).
     * The shop's owner checking a missed search from the dashboard is not a shopper: `byOwner`
     * searches are not counted (docs/decisions/0069).
     */
    async find(query: SearchQuery, { byOwner = false }: { byOwner?: boolean } = {}): Promise<{ answer: SearchAnswer; missed: boolean }> {
      const answer = await reads().search(query);
      const missed = answer.total === 0 && query.q !== undefined;
      if (missed && !byOwner) await recordMiss(query.q ?? '');
      return { answer, missed };
    },

    /** The search box's suggestions (in a search thread when there are some). */
    suggest: (text: string | undefined): Promise<Suggestion[]> => reads().suggest(text),

    /** The most missed searches of the last `days` IST days (today included), most first. */
    async misses(days: number): Promise<SearchMiss[]> {
      const fromDay = istDay(deps.clock().getTime() - (days - 1) * DAY_MS);
      const rows = await search.topMisses(fromDay, MISSES_LIST_SIZE);
      return rows.map((row) => ({ query: row.query, count: row.count, lastAt: toIso(row.last_at) }));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
