import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, ordersOf, post, stockShop } from '../../test/orders-fixtures';

// Orders keep a snapshot of each line's image; the catalogue asks before deleting media files.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
});
afterAll(() => app.close());

describe('images an order still shows', () => {
  it('are reported in use, others are not', async () => {
    const shop = await stockShop(app);
    const customer = await newCustomer(app);
    const { status } = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD), customer.auth);
    expect(status).toBe(201);
    const [order] = await ordersOf(app, customer);
    const image = order?.products[0]?.primaryImage ?? '';
    expect(image).not.toBe('');
    const inUse = await app.runtime.services.orders.imagesInUse([image, '/media/unused-640.webp']);
    expect([...inUse]).toEqual([image]);
  });
});
