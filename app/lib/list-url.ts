/**
 * The product lists' addresses (/products, /products/{category}): the sort and the in-stock
 * filter live in the URL beside the page (docs/decisions/0057), so a sorted list can be shared,
 * reloaded and paged, and its controls work before the scripts run.
 */
import { LIST_SORTS, type ListSort } from '../../common/search-sorts';
import { pageParam } from './list-params';

export { LIST_SORTS, type ListSort };

export interface ListState {
  /** null: newest first, the list's default. */
  sort: ListSort | null;
  inStock: boolean;
  page: number;
}

/** What the URL asks for; an unknown sort or a page that is not a number is left out, as on /search. */
export function listStateFrom(params: URLSearchParams): ListState {
  const sort = params.get('sort');
  return {
    sort: sort !== 'newest' && (LIST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListSort) : null,
    inStock: params.get('inStock') === 'true',
    page: pageParam(params),
  };
}

/** Whether the list is not the plain one (newest first, everything): it then has no page of its own for search engines. */
export function isNarrowedOrSorted(state: ListState): boolean {
  return state.sort !== null || state.inStock;
}

/** The address of the list at `path` for `state`: only what differs from the defaults; page 1 is never written. */
export function listHref(path: string, state: ListState): string {
  const params = new URLSearchParams();
  if (state.inStock) params.set('inStock', 'true');
  if (state.sort !== null) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}
