/**
 * The /search page's address: every filter and the sort live in the URL (docs/decisions/0056), so
 * a search can be shared, bookmarked, reloaded and paged, and works before the scripts run. The
 * parameters are the API's (GET /api/products/search, docs/decisions/0054).
 */
import { SEARCH_SORTS, type SearchSort } from '../../common/search-sorts';
import { pageParam } from './list-params';

export { SEARCH_SORTS, type SearchSort };

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Rating',
  discount: 'Discount',
};

/** The longest query the box sends; the API reads only the first words of a longer one anyway. */
export const MAX_QUERY_LENGTH = 200;

export interface SearchState {
  q: string;
  category: string | null;
  color: string | null;
  size: string | null;
  /** Whole rupees, or null for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  /** null: the API's default (relevance with a query, newest without). */
  sort: SearchSort | null;
  page: number;
}

function text(params: URLSearchParams, name: string, max = 100): string | null {
  const value = params.get(name)?.trim() ?? '';
  return value === '' ? null : value.slice(0, max);
}

function rupees(params: URLSearchParams, name: string): number | null {
  const value = params.get(name)?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * What the URL asks for. A parameter the page cannot use (a price that is not a whole number, an
 * unknown sort, page 0) is left out rather than refused: a hand-edited address still shows results.
 */
export function searchStateFrom(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    category: text(params, 'category'),
    color: text(params, 'color'),
    size: text(params, 'size', 40),
    minPrice: rupees(params, 'minPrice'),
    maxPrice: rupees(params, 'maxPrice'),
    inStock: params.get('inStock') === 'true',
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : null,
    page: pageParam(params),
  };
}

/** The page's address for `state`: only what differs from the defaults, in a fixed order; page 1 is never written. */
export function searchHref(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  if (state.category !== null) params.set('category', state.category);
  if (state.color !== null) params.set('color', state.color);
  if (state.size !== null) params.set('size', state.size);
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.inStock) params.set('inStock', 'true');
  if (state.sort !== null) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query === '' ? '/search' : `/search?${query}`;
}

/** Whether any filter narrows the results (the query and the sort are not filters). */
export function hasFilters(state: SearchState): boolean {
  return state.category !== null || state.color !== null || state.size !== null || state.minPrice !== null || state.maxPrice !== null || state.inStock;
}

/** The same search without its filters (the sort stays). */
export function withoutFilters(state: SearchState): SearchState {
  return { ...state, category: null, color: null, size: null, minPrice: null, maxPrice: null, inStock: false, page: 1 };
}
