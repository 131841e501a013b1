import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '../../common/catalog';
import type { ReviewPage } from '../../common/reviews';
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

  it('has reviews by customers with delivered orders, counted into the products’ ratings (docs/decisions/0055)', async () => {
    const reviewed = products.filter((product) => product.reviewCount > 0);
    expect(reviewed.length).toBeGreaterThanOrEqual(3);
    const shirt = products.find((product) => product.name === 'Jaipur Block Print Cotton Shirt')!;
    // 5, 4 and 4 stars.
    expect(shirt).toMatchObject({ rating: 4.3, reviewCount: 3 });
    const page = (await (await app.fetch(`/api/products/${shirt._id}/reviews`)).json()) as ReviewPage;
    expect(page).toMatchObject({ total: 3, average: 4.3, counts: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(page.reviews.map((review) => review.author)).toEqual(['Priya S.', 'Ravi M.', 'Asha K.']);
    for (const product of reviewed) {
      const rows = await app.runtime.db.selectFrom('reviews').innerJoin('orders', 'orders.user_id', 'reviews.user_id').select('orders.status').where('reviews.product_id', '=', product._id).execute();
      expect(rows.every((row) => row.status === 'Delivered')).toBe(true);
      expect(await app.runtime.services.orders.listForUser((await app.runtime.db.selectFrom('reviews').select('user_id').where('product_id', '=', product._id).executeTakeFirstOrThrow()).user_id)).toHaveLength(1);
    }
  });

  it('has two coupons to try at checkout (docs/decisions/0060)', async () => {
    const coupons = (await app.runtime.services.coupons.list()).coupons;
    expect(coupons.map((coupon) => coupon.code).sort()).toEqual(['FLAT100', 'WELCOME10']);
    expect(coupons.find((coupon) => coupon.code === 'WELCOME10')).toMatchObject({ type: 'percent', value: 10, maxDiscount: 200, firstOrderOnly: true, perCustomerLimit: 1, active: true });
    expect(coupons.find((coupon) => coupon.code === 'FLAT100')).toMatchObject({ type: 'flat', value: 100, minOrderValue: 999, active: true });
  });
});
