/**
 * How many rows a page of a list shows when the client does not ask (spec: the API's `limit`
 * default, which the storefront's and the admin's list pages use too, so their pages match the API's).
 */
export const DEFAULT_PAGE_SIZE = 10;

/** The largest `limit` a list answer accepts. */
export const MAX_PAGE_SIZE = 100;

/** One page of a list: `page` counts from 1, `limit` rows per page. */
export interface PageRequest {
  page: number;
  limit: number;
}
