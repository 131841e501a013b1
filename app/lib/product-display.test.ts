import { describe, expect, it } from 'vitest';
import { HOT_DEAL_MIN_DISCOUNT_PERCENT, LOW_STOCK } from '../../common/catalog';
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
  const stocked = (stock: number | null) => ({ _id: 'c', name: 'Black', images: [], stock });
  const base = { _id: 'p1', inStock: true, isFeatured: false, isNewArrival: false, colors: [stocked(null)], actualPrice: 500, discountPrice: 500 };

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

  it('spreads the labels that claim nothing across products', () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 50; i++) seen.add(productBadge({ ...base, _id: `id-${i}`, isFeatured: true }));
    expect([...seen].sort()).toEqual(['Best Value', "Editor's Choice", 'Top Pick']);
  });

  // False urgency is a dark pattern (docs/decisions/0046): 'Limited Stock' and 'Hot Deal' are shown only when true.
  it("never says 'Limited Stock' or 'Hot Deal' of a well-stocked phone at its list price", () => {
    for (let i = 0; i < 50; i++) {
      const phone = { ...base, _id: `phone-${i}`, isFeatured: true, colors: [stocked(48)], actualPrice: 15999, discountPrice: 15999 };
      expect(productBadge(phone)).not.toMatch(/Limited Stock|Hot Deal/);
    }
  });

  it(`says 'Limited Stock' while ${LOW_STOCK} or fewer are left in all, every colour tracked`, () => {
    const product = { ...base, isFeatured: true };
    expect(productBadge({ ...product, colors: [stocked(2), stocked(3)] })).toBe('Limited Stock');
    expect(productBadge({ ...product, colors: [stocked(3), stocked(3)] })).not.toBe('Limited Stock');
    // An untracked colour is never short.
    expect(productBadge({ ...product, colors: [stocked(1), stocked(null)] })).not.toBe('Limited Stock');
    expect(productBadge({ ...product, colors: [] })).not.toBe('Limited Stock');
  });

  it(`says 'Hot Deal' only at ${HOT_DEAL_MIN_DISCOUNT_PERCENT}% off or more`, () => {
    const product = { ...base, isFeatured: true, colors: [stocked(48)] };
    expect(productBadge({ ...product, actualPrice: 1000, discountPrice: 1000 - HOT_DEAL_MIN_DISCOUNT_PERCENT * 10 })).toBe('Hot Deal');
    expect(productBadge({ ...product, actualPrice: 1000, discountPrice: 1000 - HOT_DEAL_MIN_DISCOUNT_PERCENT * 10 + 1 })).not.toBe('Hot Deal');
  });

  it('shows nothing when out of stock or plain', () => {
    expect(productBadge(base)).toBeNull();
    expect(productBadge({ ...base, inStock: false, isFeatured: true })).toBeNull();
    expect(productBadge({ ...base, inStock: false, isNewArrival: true })).toBeNull();
  });
});
