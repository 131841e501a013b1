/**
 * The orders a product search can come in (docs/decisions/0054), zod-free: the /search page's
 * sort control is in the browser's first load of that page, which carries no zod (docs/decisions/0053).
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating', 'discount'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The orders a product list (/products, a category's page) can come in: a search's but relevance, as a list has no words to rank by. */
export const LIST_SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'discount'] as const satisfies readonly SearchSort[];
export type ListSort = (typeof LIST_SORTS)[number];
