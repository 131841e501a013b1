import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import {
  CART_DELIVERY,
  PRICE,
  addToCart,
  attemptsOf,
  cartOf,
  checkoutBody,
  newCustomer,
  ordersOf,
  outboxFor,
  payOnline,
  post,
  submitHostedPage,
  type Shop,
} from '../../test/orders-fixtures';
import { startPaymentsApp, stoppedTestClock } from '../../test/payments-app';
import type { Reconciler } from './reconciler';
import type { PhonePeSimulator } from './simulator/simulator';

// The reconciler on a clock the test moves: the app, the adapter and the simulator share it.
const time = stoppedTestClock();
let app: TestApp;
let sim: PhonePeSimulator;
let reconciler: Reconciler;
let shop: Shop;

beforeAll(async () => {
  ({ app, sim, reconciler, shop } = await startPaymentsApp({ time }));
});
afterAll(() => app.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;

async function cartCheckout() {
  const buyer = await newCustomer(app);
  const cart = await addToCart(app, buyer, { productId: shop.tee, color: 'Black', quantity: 1 });
  const answer = await payOnline(app, buyer, checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + CART_DELIVERY, { cartId: cart._id, email: buyer.email }));
  return { buyer, ...answer, merchantOrderId: `${answer.orderId}_1` };
}

describe('the payment reconciler', () => {
  it('finds a payment left pending on the page and completed later without a webhook, on PhonePe’s schedule', async () => {
    const { buyer, orderId, paymentLink, merchantOrderId } = await cartCheckout();
    expect((await submitHostedPage(app, paymentLink, 'pending')).status).toBe(303);
    sim.completeOrder(merchantOrderId, { webhook: false });

    // The first check is due 20 s after the payment started.
    expect(await reconciler.runOnce()).toBe(0);
    time.advance(19 * SECOND);
    expect(await reconciler.runOnce()).toBe(0);
    time.advance(2 * SECOND);
    expect(await reconciler.runOnce()).toBe(1);
    await app.settled();

    expect((await ordersOf(app, buyer))[0]).toMatchObject({ customOrderId: orderId, paymentStatus: 'Completed' });
    expect((await cartOf(app, buyer)).totalCartItems).toBe(0);
    expect(await outboxFor(app, buyer.email)).toHaveLength(1);
    time.advance(MINUTE);
    expect(await reconciler.runOnce()).toBe(0);
  });

  it('schedules the next check while the gateway says pending, and fails the payment once it has expired', async () => {
    const { buyer, orderId } = await cartCheckout();
    time.advance(21 * SECOND);
    expect(await reconciler.runOnce()).toBe(1);
    const [attempt] = await attemptsOf(app, orderId);
    expect(attempt?.state).toBe('PENDING');
    // Then every 3 s for the first 30 s after the first check.
    expect(new Date(attempt!.next_check_at!).getTime() - time.clock().getTime()).toBe(3 * SECOND);

    time.advance(21 * MINUTE); // past the 20-minute expiry and the last look after it
    expect(await reconciler.runOnce()).toBeGreaterThanOrEqual(1);
    expect((await attemptsOf(app, orderId)).map((row) => [row.state, row.next_check_at])).toEqual([['FAILED', null]]);
    expect((await ordersOf(app, buyer))[0]?.paymentStatus).toBe('Failed');
    expect(await outboxFor(app, buyer.email)).toEqual([]);
  });

  it('keeps a payment pending when the gateway cannot be asked, and asks again after the lease', async () => {
    const { buyer, orderId, merchantOrderId } = await cartCheckout();
    sim.completeOrder(merchantOrderId, { webhook: false });
    time.advance(21 * SECOND);
    sim.injectFaults({ status: 503 });
    expect(await reconciler.runOnce()).toBe(1);
    expect((await attemptsOf(app, orderId))[0]?.state).toBe('PENDING');
    time.advance(10 * SECOND);
    expect(await reconciler.runOnce()).toBe(0); // still leased
    time.advance(25 * SECOND);
    expect(await reconciler.runOnce()).toBe(1);
    expect((await ordersOf(app, buyer))[0]?.paymentStatus).toBe('Completed');
    await app.settled();
  });

  it('lets two passes at once check an attempt only once (the claim decides)', async () => {
    const { orderId, merchantOrderId } = await cartCheckout();
    sim.completeOrder(merchantOrderId, { webhook: false });
    time.advance(21 * SECOND);
    const checked = await Promise.all([reconciler.runOnce(), reconciler.runOnce(), reconciler.runOnce()]);
    expect(checked.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await attemptsOf(app, orderId))[0]?.state).toBe('COMPLETED');
    await app.settled();
  });
});

describe('retry after expiry without the reconciler', () => {
  it('asks the gateway, fails the expired attempt and opens _2', async () => {
    const { buyer, orderId } = await cartCheckout();
    time.advance(21 * MINUTE);
    const retried = await post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth);
    expect(retried.status).toBe(200);
    expect((await attemptsOf(app, orderId)).map((row) => [row.merchant_order_id, row.state])).toEqual([
      [`${orderId}_1`, 'FAILED'],
      [`${orderId}_2`, 'PENDING'],
    ]);
    expect((await ordersOf(app, buyer))[0]?.paymentStatus).toBe('Pending');
  });

  it('finds the order paid after all when the expired attempt was completed', async () => {
    const { buyer, orderId, merchantOrderId } = await cartCheckout();
    sim.completeOrder(merchantOrderId, { webhook: false });
    time.advance(21 * MINUTE);
    expect(await post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth)).toEqual({ status: 409, body: { message: 'This order is already paid' } });
    expect((await ordersOf(app, buyer))[0]?.paymentStatus).toBe('Completed');
    await app.settled();
  });
});

describe('an attempt abandoned while its link was being made (the process stopped mid-call)', () => {
  it('makes a resubmission of the cart wait briefly, then lets it start a new order', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, { productId: shop.tee, color: 'Black', quantity: 1 });
    const body = checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + CART_DELIVERY, { cartId: cart._id });
    const first = await payOnline(app, buyer, body);
    // As if the gateway's answer never came back: no link stored.
    await app.runtime.db.updateTable('payment_attempts').set({ redirect_url: null, gateway_order_id: null }).where('merchant_order_id', '=', `${first.orderId}_1`).execute();

    expect(await post(app, '/api/payments/phonepe', body, buyer.auth)).toEqual({ status: 409, body: { message: 'Please wait while we setup payments!' } });
    time.advance(61 * SECOND);
    const second = await payOnline(app, buyer, body);
    expect(second.orderId).not.toBe(first.orderId);
    // The abandoned attempt is left to the reconciler, which fails it at expiry (nobody has its link).
    expect((await attemptsOf(app, first.orderId))[0]?.state).toBe('PENDING');
  });
});
