import { describe, expect, it } from 'vitest';
import { isNarrowedOrSorted, listHref, listStateFrom } from './list-url';

const from = (query: string) => listStateFrom(new URLSearchParams(query));

describe('the product lists’ addresses (docs/decisions/0057)', () => {
  it('reads the sort, the in-stock filter and the page', () => {
    expect(from('sort=price-asc&inStock=true&page=3')).toEqual({ sort: 'price-asc', inStock: true, page: 3 });
    expect(from('')).toEqual({ sort: null, inStock: false, page: 1 });
  });

  it('leaves out what a list cannot do: relevance (no words), an unknown sort, a page that is not a number', () => {
    expect(from('sort=relevance')).toEqual({ sort: null, inStock: false, page: 1 });
    expect(from('sort=cheapest&page=0&inStock=yes')).toEqual({ sort: null, inStock: false, page: 1 });
    expect(from('page=2x')).toMatchObject({ page: 1 });
  });

  it('calls newest first the default, so its address has no sort', () => {
    expect(from('sort=newest')).toEqual({ sort: null, inStock: false, page: 1 });
    expect(listHref('/products', from('sort=newest&page=1'))).toBe('/products');
  });

  it('writes only what differs from the defaults, keeping the sort and the filter on every page', () => {
    expect(listHref('/products/Ethnic%20Wear', { sort: 'price-desc', inStock: true, page: 2 })).toBe('/products/Ethnic%20Wear?inStock=true&sort=price-desc&page=2');
    expect(listHref('/products', { sort: null, inStock: false, page: 4 })).toBe('/products?page=4');
  });

  it('knows a sorted or narrowed list from the plain one', () => {
    expect(isNarrowedOrSorted(from(''))).toBe(false);
    expect(isNarrowedOrSorted(from('page=2'))).toBe(false);
    expect(isNarrowedOrSorted(from('inStock=true'))).toBe(true);
    expect(isNarrowedOrSorted(from('sort=rating'))).toBe(true);
  });
});
