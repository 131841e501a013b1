import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '../../common/catalog';
import { startTestApp, type TestApp } from '../test/app';

// The demo seed through the real app (SEED_DEMO=true): sizes and tracked stock reach the answers.
let app: TestApp;
let products: Product[];

beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO: 'true' });
  products = ((await (await app.fetch('/api/products?limit=100')).json()) as ProductPage).products;
}, 120_000);
afterAll(() => app?.close());

describe('the demo shop', () => {
  it('sizes its clothing and footwear and tracks stock (but for some made-to-order items), some of it low and some sold out', () => {
    const sized = products.filter((product) => product.sizes.length > 0);
    expect(sized.map((product) => product.category.name)).toEqual(expect.arrayContaining(["Men's Clothing", 'Ethnic Wear', 'Footwear']));
    expect(sized.every((product) => product.colors.every((color) => color.stockBySize && Object.keys(color.stockBySize).length === product.sizes.length))).toBe(true);
    const tracked = products.filter((product) => product.colors.some((color) => color.stock !== null || color.stockBySize));
    const untracked = products.filter((product) => !tracked.includes(product));
    expect(untracked.length).toBeGreaterThan(0);
    expect(untracked.every((product) => product.sizes.length === 0 && product.colors.every((color) => color.stock === null))).toBe(true);
    const levels = tracked.flatMap((product) => product.colors.flatMap((color) => (color.stockBySize ? Object.values(color.stockBySize) : [color.stock])));
    expect(levels.every((left) => left !== null)).toBe(true);
    expect(levels.some((left) => left! >= 1 && left! <= 5)).toBe(true);
    expect(levels.some((left) => left === 0)).toBe(true);
  });
});
