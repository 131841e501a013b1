import { describe, expect, it } from 'vitest';
import { hasFilters, searchHref, searchStateFrom, withoutFilters } from './search-url';

const stateOf = (query: string) => searchStateFrom(new URLSearchParams(query));

describe('the /search address', () => {
  it('reads every filter, the sort and the page', () => {
    expect(stateOf('q=kurta&category=Clothing&color=Red&size=XL&minPrice=100&maxPrice=999&inStock=true&sort=price-asc&page=3')).toEqual({
      q: 'kurta',
      category: 'Clothing',
      color: 'Red',
      size: 'XL',
      minPrice: 100,
      maxPrice: 999,
      inStock: true,
      sort: 'price-asc',
      page: 3,
    });
  });

  it('leaves out what it cannot use instead of refusing the page', () => {
    expect(stateOf('q=%20%20&minPrice=abc&maxPrice=-5&sort=cheapest&page=0&inStock=yes&category=')).toEqual({
      q: '',
      category: null,
      color: null,
      size: null,
      minPrice: null,
      maxPrice: null,
      inStock: false,
      sort: null,
      page: 1,
    });
  });

  it('caps a very long query', () => {
    expect(stateOf(`q=${'a'.repeat(10_000)}`).q).toHaveLength(200);
  });

  it('writes only what differs from the defaults, and never page 1', () => {
    expect(searchHref(stateOf('page=1'))).toBe('/search');
    expect(searchHref(stateOf('sort=rating&q=saree%20silk&inStock=true'))).toBe('/search?q=saree+silk&inStock=true&sort=rating');
  });

  it('round-trips an address it wrote', () => {
    const href = searchHref(stateOf('q=कुर्ता&color=Navy Blue&size=Free Size&minPrice=0&page=2'));
    expect(searchHref(searchStateFrom(new URL(href, 'http://shop').searchParams))).toBe(href);
  });

  it('clears the filters but keeps the query and the sort', () => {
    const state = stateOf('q=bag&color=Red&size=M&inStock=true&sort=newest&page=4');
    expect(hasFilters(state)).toBe(true);
    expect(searchHref(withoutFilters(state))).toBe('/search?q=bag&sort=newest');
    expect(hasFilters(withoutFilters(state))).toBe(false);
  });
});
