import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COD_UNAVAILABLE, PRICES_CHANGED } from '../../../common/orders';
import type { ShopSettings } from '../../../common/settings';
import type { TestApp } from '../../test/app';
import { setStock, stockLeft } from '../../test/catalog-fixtures';
import { CART_DELIVERY, COD, DELIVERY, PRICE, addToCart, attemptsOf, cartOf, checkoutBody, get, newCustomer, orderRow, outboxFor, payOnline, post, settle, submitHostedPage, type Customer, type Shop } from '../../test/orders-fixtures';
import { startPaymentsApp, stoppedTestClock, refundsOf as refundsOfOrder } from '../../test/payments-app';
import { NOT_A_GATEWAY_ORDER } from './order-payments-service';
import type { Reconciler } from './reconciler';
import type { PhonePeSimulator } from './simulator/simulator';

/**
 * A shopper who left the gateway without paying (docs/decisions/0045): Pay again opens a new
 * attempt beside the open one, cash on delivery instead switches the order, cancel ends it. An old
 * attempt paid late, found by the webhook or the reconciler, is never a second charge: its money
 * goes back through a refund written in the completing transaction.
 */
const time = stoppedTestClock();
let app: TestApp;
let sim: PhonePeSimulator;
let reconciler: Reconciler;
let shop: Shop;
let defaults: ShopSettings;

beforeAll(async () => {
  ({ app, sim, reconciler, shop } = await startPaymentsApp({ time }));
  defaults = await app.runtime.services.settings.get();
  await setStock(app.runtime.db, shop.mug, 'Red', 1000);
});
afterAll(() => app.close());

const buyNow = (quantity = 1) => checkoutBody([{ productId: shop.mug, color: 'Red', quantity }], quantity * PRICE + DELIVERY);
const codTotal = (quantity = 1) => quantity * PRICE + DELIVERY + COD;
const left = async () => (await stockLeft(app.runtime.db, shop.mug, 'Red'))!;
const saveRules = (rules: Partial<Pick<ShopSettings, 'codEnabled' | 'codMaxOrderValue'>>) => app.runtime.services.settings.update({ ...defaults, ...rules });

const refundsOf = (customOrderId: string) => refundsOfOrder(app, customOrderId);
const refundJobsOf = async (customOrderId: string) => {
  const refundIds = new Set((await refundsOf(customOrderId)).map((refund) => refund.id));
  const jobs = await app.runtime.db.selectFrom('jobs').selectAll().where('kind', '=', 'payments.refund').execute();
  return jobs.filter((job) => refundIds.has((JSON.parse(job.payload) as { refundId: string }).refundId));
};
const paidEventsOf = async (customOrderId: string) => {
  const order = await orderRow(app, customOrderId);
  return app.runtime.db.selectFrom('order_events').selectAll().where('order_id', '=', order.id).where('type', '=', 'paid').execute();
};

/** Lets the reconciler find what the gateway holds now (its first check is 20 s after an attempt starts). */
async function reconcile(): Promise<void> {
  time.advance(30_000);
  await reconciler.runOnce();
  await settle(app);
}

/** An online order whose shopper came back from the gateway without paying ('Leave pending'). */
async function leftPending(buyer: Customer) {
  const answer = await payOnline(app, buyer, buyNow());
  expect((await submitHostedPage(app, answer.paymentLink, 'pending')).status).toBe(303);
  await settle(app);
  return answer;
}

const payAgain = (buyer: Customer, orderId: string) => post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth);
const codInstead = (buyer: Customer, orderId: string, totalPrice: unknown) => post(app, `/api/payments/cod-instead/${orderId}`, { totalPrice }, buyer.auth);

describe('Pay again while the first attempt is still open', () => {
  it('opens _2 beside the open _1 at once; the order keeps its one stock hold', async () => {
    const buyer = await newCustomer(app);
    const before = await left();
    const { orderId, paymentLink } = await leftPending(buyer);
    const again = await payAgain(buyer, orderId);
    expect(again.status).toBe(200);
    expect(again.body.paymentLink).not.toBe(paymentLink);
    expect((await attemptsOf(app, orderId)).map((attempt) => [attempt.merchant_order_id, attempt.state])).toEqual([
      [`${orderId}_1`, 'PENDING'],
      [`${orderId}_2`, 'PENDING'],
    ]);
    expect(await orderRow(app, orderId)).toMatchObject({ payment_status: 'Pending', stock_held: 1 });
    expect(await left()).toBe(before - 1);
  });

  it('_2 paid, then _1 paid late (webhook): the order is paid once, _1 is refunded', async () => {
    const buyer = await newCustomer(app);
    const { orderId, paymentLink } = await leftPending(buyer);
    const again = await payAgain(buyer, orderId);
    await submitHostedPage(app, again.body.paymentLink as string, 'success');
    await settle(app);
    const paid = await orderRow(app, orderId);
    expect(paid.payment_status).toBe('Completed');

    // The first tab's page is paid after all: its webhook finds the order paid already.
    expect((await submitHostedPage(app, paymentLink, 'success')).status).toBe(303);
    await settle(app);
    expect(await orderRow(app, orderId)).toMatchObject({ payment_status: 'Completed', payment_id: paid.payment_id });
    expect(await paidEventsOf(orderId)).toHaveLength(1);
    expect(await refundsOf(orderId)).toMatchObject([{ merchant_refund_id: `${orderId}_1-R`, amount: (PRICE + DELIVERY) * 100 }]);
    expect(await refundJobsOf(orderId)).toHaveLength(1);
  });

  it('_1 paid late, found by the reconciler (no webhook), after _2 paid: refunded once, whatever asks again', async () => {
    const buyer = await newCustomer(app);
    const { orderId } = await leftPending(buyer);
    const again = await payAgain(buyer, orderId);
    await submitHostedPage(app, again.body.paymentLink as string, 'success');
    await settle(app);
    sim.completeOrder(`${orderId}_1`, { webhook: false });
    await Promise.all([reconcile(), reconcile(), get(app, `/api/payments/status/${orderId}`, buyer.auth)]);
    sim.sendWebhook(`${orderId}_1`);
    await settle(app);
    expect((await attemptsOf(app, orderId)).map((attempt) => attempt.state)).toEqual(['COMPLETED', 'COMPLETED']);
    expect((await orderRow(app, orderId)).payment_status).toBe('Completed');
    expect(await paidEventsOf(orderId)).toHaveLength(1);
    expect(await refundsOf(orderId)).toMatchObject([{ merchant_refund_id: `${orderId}_1-R` }]);
    expect(await refundJobsOf(orderId)).toHaveLength(1);
  });

  it('_1 paid late first: it pays the order, and _2 paid after it is the one refunded', async () => {
    const buyer = await newCustomer(app);
    const { orderId } = await leftPending(buyer);
    const again = await payAgain(buyer, orderId);
    sim.completeOrder(`${orderId}_1`, { webhook: false });
    await reconcile();
    expect((await orderRow(app, orderId)).payment_status).toBe('Completed');
    await submitHostedPage(app, again.body.paymentLink as string, 'success');
    await settle(app);
    expect(await paidEventsOf(orderId)).toHaveLength(1);
    expect(await refundsOf(orderId)).toMatchObject([{ merchant_refund_id: `${orderId}_2-R` }]);
  });
});

describe('cash on delivery instead', () => {
  it('quotes the COD total, then switches: COD, its charge in the total, the stock kept, the COD e-mail once', async () => {
    const buyer = await newCustomer(app);
    const { orderId } = await leftPending(buyer);
    const held = await left();
    expect(await get(app, `/api/payments/cod-instead/${orderId}`, buyer.auth)).toEqual({ status: 200, body: { orderId, available: true, codCharge: COD, totalPrice: codTotal() } });
    expect(await codInstead(buyer, orderId, codTotal())).toEqual({ status: 200, body: { orderId, totalPrice: codTotal() } });
    expect(await orderRow(app, orderId)).toMatchObject({
      payment_method: 'cod',
      payment_gateway: null,
      payment_status: 'Pending',
      status: 'Pending',
      cod_charge: COD * 100,
      total_price: codTotal() * 100,
      stock_held: 1,
      checkout_key: null,
    });
    expect(await left()).toBe(held);
    await settle(app);
    const mails = await outboxFor(app, buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(orderId);
    // Done once: a repeat, Pay again and the quote all say so.
    expect(await codInstead(buyer, orderId, codTotal())).toEqual({ status: 409, body: { message: NOT_A_GATEWAY_ORDER } });
    expect(await payAgain(buyer, orderId)).toEqual({ status: 409, body: { message: 'This order is paid on delivery' } });
    expect((await outboxFor(app, buyer.email)).length).toBe(1);
  });

  it('after a failed payment takes the stock back again; a cart checkout’s lines leave the cart', async () => {
    const buyer = await newCustomer(app);
    const line = { productId: shop.tee, color: 'White', quantity: 1 };
    const cart = await addToCart(app, buyer, line);
    const { orderId, paymentLink } = await payOnline(app, buyer, checkoutBody([line], PRICE + CART_DELIVERY, { cartId: cart._id }));
    await submitHostedPage(app, paymentLink, 'failure');
    await settle(app);
    expect(await orderRow(app, orderId)).toMatchObject({ payment_status: 'Failed', stock_held: 0 });
    const quote = await get<{ totalPrice: number }>(app, `/api/payments/cod-instead/${orderId}`, buyer.auth);
    expect(quote.body.totalPrice).toBe(PRICE + CART_DELIVERY + COD);
    expect((await codInstead(buyer, orderId, quote.body.totalPrice)).status).toBe(200);
    expect(await orderRow(app, orderId)).toMatchObject({ payment_method: 'cod', payment_status: 'Pending' });
    expect((await cartOf(app, buyer)).cartItems).toHaveLength(0);
  });

  it('the old attempt paid late (webhook, then the reconciler for another): refunded, the order stays COD, never paid online', async () => {
    const buyer = await newCustomer(app);
    const byWebhook = await leftPending(buyer);
    const byReconciler = await leftPending(buyer);
    for (const { orderId } of [byWebhook, byReconciler]) expect((await codInstead(buyer, orderId, codTotal())).status).toBe(200);

    await submitHostedPage(app, byWebhook.paymentLink, 'success');
    await settle(app);
    sim.completeOrder(`${byReconciler.orderId}_1`, { webhook: false });
    await reconcile();
    for (const { orderId } of [byWebhook, byReconciler]) {
      expect(await orderRow(app, orderId), orderId).toMatchObject({ payment_method: 'cod', payment_status: 'Pending', payment_id: null, needs_review: 0, invoice_number: null });
      expect(await paidEventsOf(orderId)).toHaveLength(0);
      expect(await refundsOf(orderId)).toMatchObject([{ merchant_refund_id: `${orderId}_1-R`, amount: (PRICE + DELIVERY) * 100 }]);
      expect(await refundJobsOf(orderId)).toHaveLength(1);
    }
  });

  it('an old attempt that expires after the switch does not fail the COD order or give its stock back', async () => {
    const buyer = await newCustomer(app);
    const { orderId } = await leftPending(buyer);
    await codInstead(buyer, orderId, codTotal());
    time.advance(21 * 60_000);
    await reconciler.runOnce();
    await settle(app);
    expect((await attemptsOf(app, orderId))[0]?.state).toBe('FAILED');
    expect(await orderRow(app, orderId)).toMatchObject({ payment_method: 'cod', payment_status: 'Pending', stock_held: 1 });
  });

  // Ten orders, each with its switch, its status call and a reconciler pass at once: more
  // transactions than the PostgreSQL pool's 10 connections, none waiting on another's (docs/decisions/0050).
  it('racing the old attempt’s capture, 10 orders: each ends paid online or COD, never both, and a capture on COD has its refund job', async () => {
    const buyer = await newCustomer(app);
    const orders = [];
    for (let i = 0; i < 10; i += 1) orders.push(await leftPending(buyer));
    for (const { orderId } of orders) sim.completeOrder(`${orderId}_1`, { webhook: false });
    time.advance(30_000);
    const answers = await Promise.all(
      orders.flatMap(({ orderId }) => [codInstead(buyer, orderId, codTotal()), get(app, `/api/payments/status/${orderId}`, buyer.auth), reconciler.runOnce().then(() => null)]),
    );
    await settle(app);
    await reconcile();
    const outcomes = new Set<string>();
    for (const [index, { orderId }] of orders.entries()) {
      const switched = answers[index * 3] as { status: number };
      const row = await orderRow(app, orderId);
      const refunds = await refundsOf(orderId);
      expect((await attemptsOf(app, orderId))[0]?.state, orderId).toBe('COMPLETED');
      if (switched.status === 200) {
        outcomes.add('cod');
        expect(row, orderId).toMatchObject({ payment_method: 'cod', payment_status: 'Pending', payment_id: null });
        expect(await paidEventsOf(orderId)).toHaveLength(0);
        expect(refunds, orderId).toHaveLength(1);
        expect(await refundJobsOf(orderId)).toHaveLength(1);
      } else {
        outcomes.add('online');
        expect(switched.status, orderId).toBe(409);
        expect(row, orderId).toMatchObject({ payment_method: 'online', payment_status: 'Completed', cod_charge: 0 });
        expect(await paidEventsOf(orderId)).toHaveLength(1);
        expect(refunds, orderId).toHaveLength(0);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe('GET and POST /api/payments/cod-instead/{customOrderId}', () => {
  it('only the order’s customer (401, 404); 400 on a bad body', async () => {
    const buyer = await newCustomer(app);
    const { orderId } = await leftPending(buyer);
    const stranger = await newCustomer(app);
    expect((await get(app, `/api/payments/cod-instead/${orderId}`, {})).status).toBe(401);
    expect((await post(app, `/api/payments/cod-instead/${orderId}`, { totalPrice: codTotal() })).status).toBe(401);
    expect(await get(app, `/api/payments/cod-instead/${orderId}`, stranger.auth)).toEqual({ status: 404, body: { message: 'Order not found' } });
    expect(await codInstead(stranger, orderId, codTotal())).toEqual({ status: 404, body: { message: 'Order not found' } });
    expect((await post(app, `/api/payments/cod-instead/${orderId}`, {}, buyer.auth)).status).toBe(400);
    expect((await codInstead(buyer, orderId, 'a lot')).status).toBe(400);
    expect((await codInstead(buyer, orderId, -1)).status).toBe(400);
    expect((await post(app, `/api/payments/cod-instead/${orderId}`, { totalPrice: codTotal(), paymentMethod: 'cod' }, buyer.auth)).status).toBe(400);
    expect((await orderRow(app, orderId)).payment_method).toBe('online');
  });

  it('409: another total than the quote’s, COD switched off, above the COD limit, a paid, cancelled or COD order', async () => {
    const buyer = await newCustomer(app);
    const { orderId } = await leftPending(buyer);
    expect(await codInstead(buyer, orderId, PRICE + DELIVERY)).toEqual({ status: 409, body: { message: PRICES_CHANGED } });
    try {
      await saveRules({ codEnabled: false });
      expect(await get(app, `/api/payments/cod-instead/${orderId}`, buyer.auth)).toEqual({ status: 200, body: { orderId, available: false, reason: COD_UNAVAILABLE } });
      expect(await codInstead(buyer, orderId, codTotal())).toEqual({ status: 409, body: { message: COD_UNAVAILABLE } });
      await saveRules({ codEnabled: true, codMaxOrderValue: 100 });
      expect((await codInstead(buyer, orderId, codTotal())).status).toBe(409);
      expect((await get(app, `/api/payments/cod-instead/${orderId}`, buyer.auth)).body).toMatchObject({ available: false, reason: expect.stringContaining('100') });
    } finally {
      await saveRules({});
    }
    expect((await orderRow(app, orderId)).payment_method).toBe('online');

    const paid = await payOnline(app, buyer, buyNow());
    await submitHostedPage(app, paid.paymentLink, 'success');
    await settle(app);
    expect(await codInstead(buyer, paid.orderId, codTotal())).toEqual({ status: 409, body: { message: 'This order is already paid' } });

    const cancelled = await leftPending(buyer);
    expect((await post(app, `/api/orders/${cancelled.orderId}/cancel-unpaid`, {}, buyer.auth)).status).toBe(200);
    expect(await codInstead(buyer, cancelled.orderId, codTotal())).toEqual({ status: 409, body: { message: 'This order was canceled' } });

    const cod = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.mug, color: 'Red', quantity: 1 }], codTotal()), buyer.auth);
    expect(await codInstead(buyer, cod.body.orderId as string, codTotal())).toEqual({ status: 409, body: { message: NOT_A_GATEWAY_ORDER } });
  });
});

describe('POST /api/orders/{customOrderId}/cancel-unpaid', () => {
  it('cancels the customer’s unpaid online order: stock back, no refund, the cancelled e-mail; a repeat is a 409', async () => {
    const buyer = await newCustomer(app);
    const before = await left();
    const { orderId } = await leftPending(buyer);
    expect(await left()).toBe(before - 1);
    expect(await post(app, `/api/orders/${orderId}/cancel-unpaid`, {}, buyer.auth)).toEqual({ status: 200, body: { orderId, status: 'Canceled' } });
    expect(await orderRow(app, orderId)).toMatchObject({ status: 'Canceled', payment_status: 'Pending', stock_held: 0, refund_status: null });
    expect(await left()).toBe(before);
    expect(await refundsOf(orderId)).toHaveLength(0);
    await settle(app);
    expect((await outboxFor(app, buyer.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/cancel/i)]);
    expect(await post(app, `/api/orders/${orderId}/cancel-unpaid`, {}, buyer.auth)).toEqual({ status: 409, body: { message: 'This order is already cancelled' } });
    expect(await payAgain(buyer, orderId)).toEqual({ status: 409, body: { message: 'This order was canceled' } });
  });

  it('the old attempt paid after the cancel is refunded', async () => {
    const buyer = await newCustomer(app);
    const { orderId, paymentLink } = await leftPending(buyer);
    await post(app, `/api/orders/${orderId}/cancel-unpaid`, {}, buyer.auth);
    await submitHostedPage(app, paymentLink, 'success');
    await settle(app);
    expect(await orderRow(app, orderId)).toMatchObject({ status: 'Canceled', payment_status: 'Completed', refund_status: 'Pending' });
    expect(await refundsOf(orderId)).toMatchObject([{ merchant_refund_id: `${orderId}_1-R` }]);
  });

  it('only the order’s customer (401, 404); 409 for a paid order (left as it was) and a COD order', async () => {
    const buyer = await newCustomer(app);
    const { orderId } = await leftPending(buyer);
    const stranger = await newCustomer(app);
    expect((await post(app, `/api/orders/${orderId}/cancel-unpaid`, {})).status).toBe(401);
    expect(await post(app, `/api/orders/${orderId}/cancel-unpaid`, {}, stranger.auth)).toEqual({ status: 404, body: { message: 'Order not found' } });

    sim.completeOrder(`${orderId}_1`, { webhook: false });
    // Paid at the gateway, recorded by the return page's status call: the cancel is refused and rolled back.
    await get(app, `/api/payments/status/${orderId}`, buyer.auth);
    expect(await post(app, `/api/orders/${orderId}/cancel-unpaid`, {}, buyer.auth)).toEqual({ status: 409, body: { message: 'This order is already paid' } });
    expect(await orderRow(app, orderId)).toMatchObject({ status: 'Pending', payment_status: 'Completed', stock_held: 1 });

    const cod = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.mug, color: 'Red', quantity: 1 }], codTotal()), buyer.auth);
    expect((await post(app, `/api/orders/${cod.body.orderId as string}/cancel-unpaid`, {}, buyer.auth)).status).toBe(409);
  });
});
