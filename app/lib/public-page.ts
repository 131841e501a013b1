import { data, type HeadersFunction } from 'react-router';
import { DEGRADED_PAGE_HEADER, PUBLIC_PAGE_HEADER } from '../../common/public-page';

/**
 * A loader's answer with its degraded flag: `degraded` when a section of the page fell back
 * (settle.ts), so the public cache never keeps the fallback for everyone
 * (docs/decisions/0007-public-catalogue-cache.md). The flag travels as an internal header the
 * server removes; the loader's data is unchanged. `headers`: the loader's own (the root clears
 * the one-time notice cookie).
 */
export function pageData<T>(value: T, { degraded, headers }: { degraded: boolean; headers?: Record<string, string> }) {
  const all = { ...headers, ...(degraded ? { [DEGRADED_PAGE_HEADER]: 'true' } : {}) };
  return data(value, Object.keys(all).length > 0 ? { headers: all } : undefined);
}

/** The degraded flag of this route's loader or of any route above it, passed down to the page. */
function degradedMark(...sources: Headers[]): Record<string, string> {
  return sources.some((headers) => headers.has(DEGRADED_PAGE_HEADER)) ? { [DEGRADED_PAGE_HEADER]: 'true' } : {};
}

/**
 * The `headers` export of a layout route whose loader may fall back (the root): a route's headers
 * reach the page only through its `headers` export, so this hands its degraded flag down.
 */
export const passDegradedFlag: HeadersFunction = ({ loaderHeaders, parentHeaders }) => degradedMark(loaderHeaders, parentHeaders);

/**
 * A route's `headers` export for a page that depends only on its URL and the catalogue (never on
 * who asks, apart from the root's signed-in customer, which the server checks itself): anonymous
 * visitors may then get it from the public cache, unless a loader flagged it degraded.
 */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => ({
  [PUBLIC_PAGE_HEADER]: 'anonymous',
  ...degradedMark(loaderHeaders, parentHeaders),
});
