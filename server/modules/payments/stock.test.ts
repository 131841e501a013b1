import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_STOCK } from '../../../common/orders';
import type { TestApp } from '../../test/app';
import { setStock, stockLeft } from '../../test/catalog-fixtures';
import { PRICE, DELIVERY, attemptsOf, checkoutBody, get, newCustomer, orderRow, payOnline, post, settle, submitHostedPage, type Shop } from '../../test/orders-fixtures';
import { startPaymentsApp, stoppedTestClock } from '../../test/payments-app';
import type { Reconciler } from './reconciler';
import type { PhonePeSimulator } from './simulator/simulator';

// Stock and online payments (docs/decisions/0015): a failed or expired payment gives the order's stock
// back exactly once, whoever reports it; a retry takes it again or answers 409.
const time = stoppedTestClock();
let app: TestApp;
let sim: PhonePeSimulator;
let reconciler: Reconciler;
let shop: Shop;

beforeAll(async () => {
  ({ app, sim, reconciler, shop } = await startPaymentsApp({ time }));
});
afterAll(() => app.close());

const buyNow = (quantity: number) => checkoutBody([{ productId: shop.mug, color: 'Red', quantity }], quantity * PRICE + DELIVERY);
const left = () => stockLeft(app.runtime.db, shop.mug, 'Red');

describe('an online order’s stock', () => {
  it('is taken with the order; a failure reported by the webhook, the return page and the reconciler at once gives it back once', async () => {
    await setStock(app.runtime.db, shop.mug, 'Red', 5);
    const buyer = await newCustomer(app);
    const { orderId } = await payOnline(app, buyer, buyNow(2));
    expect(await left()).toBe(3);
    expect((await orderRow(app, orderId)).stock_held).toBe(1);

    sim.failOrder(`${orderId}_1`, { webhook: false });
    time.advance(30_000); // past the reconciler's first check and the status call's interval
    await Promise.all([
      Promise.resolve(sim.sendWebhook(`${orderId}_1`)),
      get(app, `/api/payments/status/${orderId}`, buyer.auth),
      reconciler.runOnce(),
      reconciler.runOnce(),
    ]);
    await settle(app);
    sim.sendWebhook(`${orderId}_1`);
    await settle(app);
    expect(await left()).toBe(5);
    expect(await orderRow(app, orderId)).toMatchObject({ payment_status: 'Failed', stock_held: 0 });
  });

  it('is taken again by a retry, or the retry answers 409 and nothing changes', async () => {
    await setStock(app.runtime.db, shop.mug, 'Red', 2);
    const buyer = await newCustomer(app);
    const { orderId, paymentLink } = await payOnline(app, buyer, buyNow(2));
    expect(await left()).toBe(0);
    await submitHostedPage(app, paymentLink, 'failure');
    await settle(app);
    expect(await left()).toBe(2);

    const retried = await post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth);
    expect(retried.status).toBe(200);
    expect(await left()).toBe(0);
    expect(await orderRow(app, orderId)).toMatchObject({ payment_status: 'Pending', stock_held: 1 });

    await submitHostedPage(app, retried.body.paymentLink as string, 'failure');
    await settle(app);
    expect(await left()).toBe(2);
    // Someone else buys one meanwhile: the retry cannot take 2.
    await setStock(app.runtime.db, shop.mug, 'Red', 1);
    const refused = await post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth);
    expect(refused).toMatchObject({ status: 409, body: { message: OUT_OF_STOCK } });
    expect(await left()).toBe(1);
    expect(await orderRow(app, orderId)).toMatchObject({ payment_status: 'Failed', stock_held: 0 });
    expect(await attemptsOf(app, orderId)).toHaveLength(2);
  });

  it('a payment paid keeps the stock taken', async () => {
    await setStock(app.runtime.db, shop.mug, 'Red', 3);
    const buyer = await newCustomer(app);
    const { orderId, paymentLink } = await payOnline(app, buyer, buyNow(1));
    await submitHostedPage(app, paymentLink, 'success');
    await settle(app);
    expect(await orderRow(app, orderId)).toMatchObject({ payment_status: 'Completed', stock_held: 1 });
    expect(await left()).toBe(2);
    await setStock(app.runtime.db, shop.mug, 'Red', null);
  });
});
