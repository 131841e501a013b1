import { describe, expect, it } from 'vitest';
import {
  FEATURED_BADGES,
  NEW_ARRIVAL_BADGE,
  productBadge,
  starIcons,
  visibleSwatches,
} from './product-display';

describe('starIcons', () => {
  it.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4, ['full', 'full', 'full', 'full', 'empty']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [4.3, ['full', 'full', 'full', 'full', 'half']],
    [4.2, ['full', 'full', 'full', 'full', 'empty']],
    [4.25, ['full', 'full', 'full', 'full', 'half']],
    [4.75, ['full', 'full', 'full', 'full', 'full']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%d → %j', (rating, expected) => {
    expect(starIcons(rating)).toEqual(expected);
  });

  it('clamps out-of-range and non-numbers', () => {
    expect(starIcons(7)).toEqual(starIcons(5));
    expect(starIcons(-2)).toEqual(starIcons(0));
    expect(starIcons(Number.NaN)).toEqual(starIcons(0));
  });

  it('always returns five icons', () => {
    for (const rating of [0, 0.3, 1.5, 2.9, 5, 9]) expect(starIcons(rating)).toHaveLength(5);
  });
});

describe('visibleSwatches', () => {
  it('shows everything up to the limit', () => {
    expect(visibleSwatches(['Red', 'Blue'])).toEqual({ shown: ['Red', 'Blue'], extra: 0 });
    expect(visibleSwatches(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c', 'd'], extra: 0 });
    expect(visibleSwatches([])).toEqual({ shown: [], extra: 0 });
  });

  it('counts the rest for the +N chip', () => {
    expect(visibleSwatches(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      shown: ['a', 'b', 'c', 'd'],
      extra: 2,
    });
    expect(visibleSwatches(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], extra: 1 });
  });
});

describe('productBadge', () => {
  const base = { _id: 'p1', inStock: true, isFeatured: false, isNewArrival: false };

  it('labels new arrivals that are not featured', () => {
    expect(productBadge({ ...base, isNewArrival: true })).toBe(NEW_ARRIVAL_BADGE);
  });

  it('gives featured products one of the featured labels, new or not', () => {
    const labels: readonly string[] = FEATURED_BADGES;
    expect(labels).toContain(productBadge({ ...base, isFeatured: true }));
    expect(labels).toContain(productBadge({ ...base, isFeatured: true, isNewArrival: true }));
  });

  it('keeps the same label for the same product', () => {
    const product = { ...base, _id: 'abc123', isFeatured: true };
    expect(productBadge(product)).toBe(productBadge({ ...product }));
    expect(productBadge({ ...product, isNewArrival: true })).toBe(productBadge(product));
  });

  it('spreads labels across products', () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 50; i++) seen.add(productBadge({ ...base, _id: `id-${i}`, isFeatured: true }));
    expect(seen.size).toBe(FEATURED_BADGES.length);
  });

  it('shows nothing when out of stock or plain', () => {
    expect(productBadge(base)).toBeNull();
    expect(productBadge({ ...base, inStock: false, isFeatured: true })).toBeNull();
    expect(productBadge({ ...base, inStock: false, isNewArrival: true })).toBeNull();
  });
});
