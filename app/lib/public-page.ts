import type { HeadersFunction } from 'react-router';
import { PUBLIC_PAGE_HEADER } from '../../common/public-page';

/**
 * A route's `headers` export for a page that depends only on its URL and the catalogue (never on
 * who asks, apart from the root's signed-in customer, which the server checks itself): anonymous
 * visitors may then get it from the public cache.
 */
export const publicPageHeaders: HeadersFunction = () => ({ [PUBLIC_PAGE_HEADER]: 'anonymous' });
