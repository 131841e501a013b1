import { describe, expect, it } from 'vitest';
import { DEGRADED_PAGE_HEADER, PUBLIC_PAGE_HEADER } from '../../common/public-page';
import { pageData, passDegradedFlag, publicPageHeaders } from './public-page';

const args = (loader: HeadersInit = {}, parent: HeadersInit = {}) => ({
  loaderHeaders: new Headers(loader),
  parentHeaders: new Headers(parent),
  actionHeaders: new Headers(),
  errorHeaders: undefined,
});
const degraded = { [DEGRADED_PAGE_HEADER]: 'true' };

describe('the degraded flag of a page', () => {
  it('is carried by a loader answer that fell back, and only by it', () => {
    expect(pageData({ a: 1 }, { degraded: true }).init?.headers).toEqual(degraded);
    expect(pageData({ a: 1 }, { degraded: false }).init).toBeNull();
    expect(pageData({ a: 1 }, { degraded: false }).data).toEqual({ a: 1 });
  });

  it('reaches the page from its own loader or a route above, next to the public mark', () => {
    expect(new Headers(publicPageHeaders(args())).get(PUBLIC_PAGE_HEADER)).toBe('anonymous');
    expect(new Headers(publicPageHeaders(args())).has(DEGRADED_PAGE_HEADER)).toBe(false);
    expect(new Headers(publicPageHeaders(args(degraded))).has(DEGRADED_PAGE_HEADER)).toBe(true);
    expect(new Headers(publicPageHeaders(args({}, degraded))).has(DEGRADED_PAGE_HEADER)).toBe(true);
    expect(new Headers(passDegradedFlag(args(degraded))).has(DEGRADED_PAGE_HEADER)).toBe(true);
    expect(new Headers(passDegradedFlag(args())).has(DEGRADED_PAGE_HEADER)).toBe(false);
  });
});
