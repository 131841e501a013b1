import { describe, expect, it } from 'vitest';
import { MAX_SIZE_NAME, MAX_SIZES } from '../../common/catalog';
import { demoProducts } from './catalogue';
import { demoSizes, demoStock, demoTracksStock } from './stock';

const levels = demoProducts.flatMap((product, p) => {
  const sizes = demoSizes(product);
  return product.colors.flatMap((_, c) => (sizes.length === 0 ? [''] : sizes).map((_, s) => demoStock(p, c, s)));
});

describe('demo sizes and stock', () => {
  it('sizes clothing and footwear, and nothing else', () => {
    for (const product of demoProducts) {
      const sizes = demoSizes(product);
      if (product.category === 'Footwear') expect(sizes, product.name).toEqual(['6', '7', '8', '9', '10']);
      else if (!["Men's Clothing", 'Ethnic Wear'].includes(product.category)) expect(sizes, product.name).toEqual([]);
      expect(sizes.length).toBeLessThanOrEqual(MAX_SIZES);
      for (const size of sizes) expect(size.length).toBeLessThanOrEqual(MAX_SIZE_NAME);
    }
    expect(demoSizes({ name: 'Slim Fit Stretch Denim Jeans', category: "Men's Clothing" })).toEqual(['28', '30', '32', '34', '36']);
    expect(demoSizes({ name: 'Banarasi Silk Saree with Zari Border', category: 'Ethnic Wear' })).toEqual([]);
  });

  it('has realistic stock: mostly plenty, some low (1..5), a few sold out', () => {
    const low = levels.filter((left) => left >= 1 && left <= 5).length;
    const soldOut = levels.filter((left) => left === 0).length;
    expect(levels.every((left) => Number.isInteger(left) && left >= 0 && left <= 40)).toBe(true);
    expect(low).toBeGreaterThanOrEqual(10);
    expect(soldOut).toBeGreaterThanOrEqual(3);
    expect(soldOut / levels.length).toBeLessThan(0.15);
  });

  it('tracks every sized product and most others; about a third of the rest is made to order (untracked)', () => {
    const untracked = demoProducts.filter((product, p) => !demoTracksStock(product, p));
    expect(untracked.every((product) => demoSizes(product).length === 0)).toBe(true);
    expect(untracked.length).toBeGreaterThanOrEqual(10);
    expect(untracked.length).toBeLessThan(demoProducts.length / 3);
  });

  it('leaves every product the shop lists as in stock something to sell', () => {
    demoProducts.forEach((product, p) => {
      if (!product.inStock) return;
      const sizes = demoSizes(product);
      const total = product.colors.reduce((sum, _, c) => sum + (sizes.length === 0 ? [''] : sizes).reduce((n, _, s) => n + demoStock(p, c, s), 0), 0);
      expect(total, product.name).toBeGreaterThan(0);
    });
  });
});
