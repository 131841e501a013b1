import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../common/admin-orders';
import type { TestApp } from '../../test/app';
import { CART_DELIVERY, DELIVERY, PRICE, addToCart, checkoutBody, get, newCustomer, orderRow, payOnline, post, settle, submitHostedPage, type Customer, type Shop } from '../../test/orders-fixtures';
import { runningTestClock, startPaymentsApp, refundsOf as refundsOfOrder } from '../../test/payments-app';
import type { PhonePeSimulator } from './simulator/simulator';

/**
 * Money the gateway captured for an order that can no longer take it (docs/decisions/0016-order-lifecycle.md,
 * 0030-state-rules-the-database-keeps.md): the order's payment is Completed when the capture is
 * recorded, then Refunded when the refund completes, one refund, whichever happened first: the
 * order superseded by a newer checkout of its cart, or the shop cancelling it while it is paid.
 */
let app: TestApp;
let sim: PhonePeSimulator;
let shop: Shop;
let admin: Record<string, string>;
const time = runningTestClock();

beforeAll(async () => {
  ({ app, sim, shop, admin } = await startPaymentsApp({ time }));
});
afterAll(() => app.close());

const refundsOf = (customOrderId: string) => refundsOfOrder(app, customOrderId);
const orderOf = async (customOrderId: string) => (await get<AdminOrder>(app, `/api/orders/${customOrderId}`, admin)).body;

/** Lets the gateway's refunds complete (the simulator settles them after a while) and the refund jobs see it. */
async function refundsComplete(): Promise<void> {
  await settle(app);
  time.advance(60_000);
  await settle(app);
}

async function expectCapturedThenRefunded(customOrderId: string): Promise<void> {
  const order = await orderOf(customOrderId);
  expect(order, customOrderId).toMatchObject({ status: 'Canceled', paymentStatus: 'Refunded', refund: { status: 'Completed', amount: order.totalPrice } });
  const refunds = await refundsOf(customOrderId);
  expect(refunds, `${customOrderId}: one refund`).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ state: 'COMPLETED', merchant_refund_id: `${customOrderId}_1-R` });
  expect(sim.getRefund(`${customOrderId}_1-R`)).toMatchObject({ state: 'COMPLETED' });
  const types = order.events.map((event) => event.type);
  expect(types.filter((type) => type === 'refund_completed'), customOrderId).toHaveLength(1);
}

describe('a payment captured on an order that was superseded', () => {
  it('is Completed, then Refunded when its refund completes: one refund', async () => {
    const buyer = await newCustomer(app);
    const tee = { productId: shop.tee, color: 'Black', quantity: 1 };
    const cart = await addToCart(app, buyer, tee);
    const first = await payOnline(app, buyer, checkoutBody([tee], PRICE + CART_DELIVERY, { cartId: cart._id }));
    await addToCart(app, buyer, tee);
    const second = await payOnline(app, buyer, checkoutBody([{ ...tee, quantity: 2 }], 2 * PRICE + CART_DELIVERY, { cartId: cart._id }));
    expect((await orderRow(app, first.orderId)).status).toBe('Canceled');

    // The old tab's page is paid anyway.
    expect((await submitHostedPage(app, first.paymentLink, 'success')).status).toBe(303);
    await settle(app);
    expect(await orderOf(first.orderId)).toMatchObject({ status: 'Canceled', paymentStatus: 'Completed', refund: { status: 'Pending' } });
    await refundsComplete();
    await expectCapturedThenRefunded(first.orderId);
    expect((await orderOf(second.orderId)).paymentStatus).toBe('Pending');
  });
});

describe('the shop cancelling an online order while its payment completes', () => {
  async function placed(buyer: Customer): Promise<string> {
    const { orderId } = await payOnline(app, buyer, checkoutBody([{ productId: shop.tee, color: 'White', quantity: 1 }], PRICE + DELIVERY));
    return orderId;
  }

  it('cancelled first, the capture recorded after: Completed, then Refunded, one refund', async () => {
    const buyer = await newCustomer(app);
    const orderId = await placed(buyer);
    sim.completeOrder(`${orderId}_1`, { webhook: false });
    expect((await post(app, `/api/orders/${orderId}/cancel`, { reason: 'Out of stock' }, admin)).status).toBe(200);
    // The shopper's return page asks; the gateway says paid: the page is told the order was cancelled.
    const status = `/api/payments/status/${orderId}`;
    expect(await get(app, status, buyer.auth)).toMatchObject({ status: 200, body: { status: 'Canceled', paymentStatus: 'Completed' } });
    await refundsComplete();
    await expectCapturedThenRefunded(orderId);
    expect((await get(app, status, buyer.auth)).body).toMatchObject({ status: 'Canceled', paymentStatus: 'Refunded' });
  });

  it('10 at once, each cancel racing its capture: every order ends Refunded with one refund', async () => {
    const buyer = await newCustomer(app);
    const orderIds = await Promise.all(Array.from({ length: 10 }, () => placed(buyer)));
    for (const orderId of orderIds) sim.completeOrder(`${orderId}_1`, { webhook: false });
    const answers = await Promise.all(
      orderIds.flatMap((orderId) => [post(app, `/api/orders/${orderId}/cancel`, { reason: 'Out of stock' }, admin), get(app, `/api/payments/status/${orderId}`, buyer.auth)]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    await refundsComplete();
    for (const orderId of orderIds) await expectCapturedThenRefunded(orderId);
  });
});
