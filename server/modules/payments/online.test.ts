import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SETUP_IN_PROGRESS, PAYMENT_UNAVAILABLE, type PaymentStatusAnswer } from '../../../common/orders';
import type { TestApp } from '../../test/app';
import {
  CART_DELIVERY,
  DELIVERY,
  PRICE,
  addToCart,
  attemptsOf,
  cartOf,
  checkoutBody,
  get,
  hostedPage,
  newCustomer,
  orderRow,
  ordersOf,
  outboxFor,
  payOnline,
  post,
  settle,
  submitHostedPage,
  webhookRequest,
  type Customer,
  type Shop,
} from '../../test/orders-fixtures';
import { runningTestClock, startPaymentsApp } from '../../test/payments-app';
import { STATUS_CHECK_INTERVAL_MS } from './order-payments-service';
import type { PhonePeSimulator } from './simulator/simulator';

// Online payment end to end: the real PhonePe adapter talks to the simulator this app mounts at
// /__sim/phonepe over HTTP; the simulator's webhooks come back to /api/payments/phonepe/webhook.
let app: TestApp;
let sim: PhonePeSimulator;
let shop: Shop;
// The shop's clock runs ahead by this much: a test moves it past the status calls' interval.
const time = runningTestClock();

beforeAll(async () => {
  ({ app, sim, shop } = await startPaymentsApp({ time, env: { PHONEPE_WEBHOOK_USER: 'haat-hook', PHONEPE_WEBHOOK_PASSWORD: 'hook-secret' } }));
});
afterAll(() => app.close());

const tees = (quantity: number) => ({ productId: shop.tee, color: 'Black', quantity });
const cartTotal = (quantity: number) => quantity * PRICE + CART_DELIVERY;

/** A customer with `quantity` tees in the cart, checked out online: the answer and the cart id. */
async function cartCheckout(quantity = 2) {
  const buyer = await newCustomer(app);
  const cart = await addToCart(app, buyer, tees(quantity));
  const body = checkoutBody([tees(quantity)], cartTotal(quantity), { cartId: cart._id, email: buyer.email });
  const answer = await payOnline(app, buyer, body);
  return { buyer, cartId: cart._id, body, ...answer, merchantOrderId: `${answer.orderId}_1` };
}

const statusOf = (buyer: Customer, orderId: string) => get<PaymentStatusAnswer & { message?: string }>(app, `/api/payments/status/${orderId}`, buyer.auth);

describe('paying through the hosted page', () => {
  it('answers the hosted page and the order id; the order waits, Pending/Pending', async () => {
    const { buyer, orderId, paymentLink, merchantOrderId } = await cartCheckout(2);
    expect(orderId).toMatch(/^ORD-[0-9A-Z]{9}$/);
    expect(paymentLink).toMatch(/^http:\/\/localhost:3000\/__sim\/phonepe\/pay\/OMO[0-9A-F]{20}$/);
    expect((await ordersOf(app, buyer))[0]).toMatchObject({ customOrderId: orderId, paymentMethod: 'online', paymentStatus: 'Pending', status: 'Pending', totalPrice: 2058 });
    const [attempt] = await attemptsOf(app, orderId);
    expect(attempt).toMatchObject({ merchant_order_id: merchantOrderId, state: 'PENDING', amount: 205_800, redirect_url: paymentLink });
    const page = await fetch(hostedPage(app, paymentLink));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('₹2,058');
  });

  it('success: back to /paymentsuccess, the webhook pays the order once, the ordered lines leave the cart, one e-mail', async () => {
    const { buyer, orderId, paymentLink } = await cartCheckout(2);
    // The shopper keeps shopping while paying: only what was ordered leaves the cart.
    await addToCart(app, buyer, tees(1));

    const back = await submitHostedPage(app, paymentLink, 'success');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://localhost:3000/paymentsuccess?reference=${orderId}`);
    await settle(app); // the webhook and its deliberate duplicate

    const [order] = await ordersOf(app, buyer);
    expect(order).toMatchObject({ paymentStatus: 'Completed', status: 'Pending', paymentId: expect.stringMatching(/^OM[0-9A-F]{20}$/) });
    expect((await orderRow(app, orderId)).paid_at).not.toBeNull();
    expect((await cartOf(app, buyer)).cartItems.map((item) => item.quantity)).toEqual([1]);
    const mails = await outboxFor(app, buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(`Paid online: ₹2,058.`);
    expect((await statusOf(buyer, orderId)).body).toEqual({ orderId, paymentStatus: 'Completed', totalPrice: 2058, discount: 0, couponCode: null, status: 'Pending' });
  });

  it('failure: the order’s payment is Failed, the cart keeps its lines, no e-mail', async () => {
    const { buyer, orderId, paymentLink } = await cartCheckout(1);
    expect((await submitHostedPage(app, paymentLink, 'failure')).status).toBe(303);
    await settle(app);
    expect((await statusOf(buyer, orderId)).body).toEqual({ orderId, paymentStatus: 'Failed', totalPrice: cartTotal(1), discount: 0, couponCode: null, status: 'Pending' });
    expect((await attemptsOf(app, orderId))[0]?.state).toBe('FAILED');
    expect((await cartOf(app, buyer)).totalCartItems).toBe(1);
    expect(await outboxFor(app, buyer.email)).toEqual([]);
  });
});

describe('the return page’s status call', () => {
  it('asks the gateway itself when no webhook came, and settles the payment', async () => {
    const { buyer, orderId, merchantOrderId } = await cartCheckout(1);
    expect((await statusOf(buyer, orderId)).body.paymentStatus).toBe('Pending');
    sim.completeOrder(merchantOrderId, { webhook: false });
    time.advance(STATUS_CHECK_INTERVAL_MS);
    expect((await statusOf(buyer, orderId)).body).toEqual({ orderId, paymentStatus: 'Completed', totalPrice: cartTotal(1), discount: 0, couponCode: null, status: 'Pending' });
    await app.settled();
    expect(await outboxFor(app, buyer.email)).toHaveLength(1);
    expect((await cartOf(app, buyer)).totalCartItems).toBe(0);
  });

  it('asks the gateway at most once per interval however often the page polls; the rest come from the database', async () => {
    const { buyer, orderId, merchantOrderId } = await cartCheckout(1);
    // The clock stands still: on a loaded machine 200 polls can outlast the interval, and a poll
    // after it rightly asks again (status-throttle.test.ts; docs/decisions/0050).
    const release = time.hold();
    try {
      const answers = await Promise.all(Array.from({ length: 200 }, () => statusOf(buyer, orderId)));
      expect(answers.every((answer) => answer.status === 200 && answer.body.paymentStatus === 'Pending')).toBe(true);
      expect(sim.statusCalls(merchantOrderId)).toBe(1);
      // Once the interval has passed, the next call asks again (and sees the payment completed).
      sim.completeOrder(merchantOrderId, { webhook: false });
      expect((await statusOf(buyer, orderId)).body.paymentStatus).toBe('Pending');
      time.advance(STATUS_CHECK_INTERVAL_MS);
      expect((await statusOf(buyer, orderId)).body.paymentStatus).toBe('Completed');
      expect(sim.statusCalls(merchantOrderId)).toBe(2);
    } finally {
      release();
    }
  });

  it('answers 401 to a visitor and 404 for another customer’s, an unknown or a malformed order', async () => {
    const { orderId } = await cartCheckout(1);
    const stranger = await newCustomer(app);
    expect((await get(app, `/api/payments/status/${orderId}`, {})).status).toBe(401);
    for (const id of [orderId, 'ORD-000000000', 'nonsense']) {
      expect(await statusOf(stranger, id)).toEqual({ status: 404, body: { message: 'Order not found' } });
    }
  });
});

describe('POST /api/payments/phonepe/webhook', () => {
  it('the same webhook three times at once: one transition, one e-mail, the cart lines removed once', async () => {
    const { buyer, cartId, orderId, merchantOrderId } = await cartCheckout(2);
    await addToCart(app, buyer, tees(3)); // cart: 5 tees, 2 of them ordered
    const gatewayOrderId = sim.completeOrder(merchantOrderId, { webhook: false }).orderId;
    const request = () => app.fetch('/api/payments/phonepe/webhook', webhookRequest(app, { merchantOrderId, orderId: gatewayOrderId, amount: cartTotal(2) * 100 }));
    const answers = await Promise.all([request(), request(), request()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await settle(app);

    expect((await ordersOf(app, buyer))[0]?.paymentStatus).toBe('Completed');
    expect(await outboxFor(app, buyer.email)).toHaveLength(1);
    const cart = await cartOf(app, buyer);
    expect(cart._id).toBe(cartId);
    expect(cart.cartItems.map((item) => item.quantity)).toEqual([3]);
    expect((await attemptsOf(app, orderId)).map((attempt) => attempt.state)).toEqual(['COMPLETED']);
  });

  it('refuses a wrong or missing Authorization with 401, and nothing changes', async () => {
    const { buyer, orderId, merchantOrderId } = await cartCheckout(1);
    sim.completeOrder(merchantOrderId, { webhook: false });
    const payload = { merchantOrderId, amount: cartTotal(1) * 100 };
    for (const authorization of ['0'.repeat(64), 'Basic aGFhdC1ob29rOmhvb2stc2VjcmV0', '']) {
      const answer = await app.fetch('/api/payments/phonepe/webhook', webhookRequest(app, payload, authorization));
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ message: 'Unauthorized' });
    }
    await app.settled();
    expect((await ordersOf(app, buyer))[0]?.paymentStatus).toBe('Pending');
    expect((await attemptsOf(app, orderId))[0]?.state).toBe('PENDING');
    expect(await outboxFor(app, buyer.email)).toEqual([]);
  });

  it('needs no session and no Origin of ours (server to server), and answers 200 to a payment it does not know', async () => {
    const answer = await app.fetch('/api/payments/phonepe/webhook', {
      ...webhookRequest(app, { merchantOrderId: 'ORD-NOTOURS01_1', amount: 100 }),
      headers: { ...webhookRequest(app, {}).headers, origin: 'https://gateway.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(200);
    await app.settled();
  });

  it('is only a hint: a completed event the gateway’s status does not confirm changes nothing', async () => {
    const { buyer, merchantOrderId } = await cartCheckout(1);
    const answer = await app.fetch('/api/payments/phonepe/webhook', webhookRequest(app, { merchantOrderId, amount: cartTotal(1) * 100 }));
    expect(answer.status).toBe(200);
    await app.settled();
    expect((await ordersOf(app, buyer))[0]?.paymentStatus).toBe('Pending');
  });
});

describe('the amount check', () => {
  it('flags the order for review and does not pay it when the gateway reports another amount', async () => {
    const { buyer, orderId, merchantOrderId } = await cartCheckout(1);
    sim.completeOrder(merchantOrderId, { webhook: false });
    sim.forceOrderAmount(merchantOrderId, 100);
    sim.sendWebhook(merchantOrderId, { duplicate: false });
    await settle(app);

    expect((await statusOf(buyer, orderId)).body.paymentStatus).toBe('Pending');
    const row = await orderRow(app, orderId);
    expect(row).toMatchObject({ needs_review: 1, payment_id: null, paid_at: null });
    expect(row.review_reason).toBe(`Amount mismatch on ${merchantOrderId}: the gateway reported 100 paise, the order is ${cartTotal(1) * 100}`);
    expect((await attemptsOf(app, orderId))[0]?.state).toBe('COMPLETED');
    expect((await cartOf(app, buyer)).totalCartItems).toBe(1);
    expect(await outboxFor(app, buyer.email)).toEqual([]);
    expect(await post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth)).toEqual({ status: 409, body: { message: 'This order is being reviewed by the shop' } });
  });

  it('ignores a tampered amount in the webhook body: the status call’s amount decides', async () => {
    const { buyer, merchantOrderId } = await cartCheckout(1);
    sim.completeOrder(merchantOrderId, { webhook: false });
    sim.sendWebhook(merchantOrderId, { amount: 100, duplicate: false });
    await settle(app);
    expect((await ordersOf(app, buyer))[0]?.paymentStatus).toBe('Completed');
  });
});

describe('a second submission of the same cart', () => {
  it('answers the same order and link while its payment is open, instead of a second order', async () => {
    const { buyer, body, orderId, paymentLink } = await cartCheckout(2);
    expect(await payOnline(app, buyer, body)).toEqual({ orderId, paymentLink });
    expect(await ordersOf(app, buyer)).toHaveLength(1);
  });

  it('three at once make one order (the others get its link or “please wait”)', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, tees(1));
    const body = checkoutBody([tees(1)], cartTotal(1), { cartId: cart._id });
    const answers = await Promise.all([1, 2, 3].map(() => post(app, '/api/payments/phonepe', body, buyer.auth)));
    const orders = await ordersOf(app, buyer);
    expect(orders).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.orderId).toBe(orders[0]?.customOrderId);
      else expect(answer).toEqual({ status: 409, body: { message: PAYMENT_SETUP_IN_PROGRESS } });
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
  });

  it('starts a new order once the first one’s payment failed', async () => {
    const { buyer, body, orderId, paymentLink } = await cartCheckout(1);
    await submitHostedPage(app, paymentLink, 'failure');
    await settle(app);
    const again = await payOnline(app, buyer, body);
    expect(again.orderId).not.toBe(orderId);
    expect(await ordersOf(app, buyer)).toHaveLength(2);
  });
});

describe('when the gateway fails', () => {
  it('answers 502, and the order is Pending with its payment Failed; a retry then works', async () => {
    const buyer = await newCustomer(app);
    sim.injectFaults({ status: 500 });
    const failed = await post(app, '/api/payments/phonepe', checkoutBody([tees(1)], PRICE + DELIVERY), buyer.auth);
    expect(failed).toEqual({ status: 502, body: { message: PAYMENT_UNAVAILABLE } });
    const [order] = await ordersOf(app, buyer);
    expect(order).toMatchObject({ status: 'Pending', paymentStatus: 'Failed' });
    expect((await attemptsOf(app, order!.customOrderId)).map((attempt) => attempt.state)).toEqual(['FAILED']);

    const retried = await post(app, `/api/payments/retry/${order!.customOrderId}`, {}, buyer.auth);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ orderId: order!.customOrderId, paymentLink: expect.stringContaining('/__sim/phonepe/pay/OMO') });
    expect((await attemptsOf(app, order!.customOrderId)).map((attempt) => [attempt.merchant_order_id, attempt.state])).toEqual([
      [`${order!.customOrderId}_1`, 'FAILED'],
      [`${order!.customOrderId}_2`, 'PENDING'],
    ]);
    expect((await ordersOf(app, buyer))[0]?.paymentStatus).toBe('Pending');
    await submitHostedPage(app, retried.body.paymentLink as string, 'success');
    await settle(app);
    expect((await ordersOf(app, buyer))[0]?.paymentStatus).toBe('Completed');
  });

  it('renews an expired OAuth token and retries the call once', async () => {
    const buyer = await newCustomer(app);
    sim.expireTokens();
    const answer = await payOnline(app, buyer, checkoutBody([tees(1)], PRICE + DELIVERY));
    expect(sim.getOrder(`${answer.orderId}_1`)?.state).toBe('PENDING');
  });
});

describe('POST /api/payments/retry/{customOrderId}', () => {
  it('opens attempt _2 after a failure and answers its link', async () => {
    const { buyer, orderId, paymentLink } = await cartCheckout(1);
    await submitHostedPage(app, paymentLink, 'failure');
    await settle(app);
    const retried = await post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth);
    expect(retried.status).toBe(200);
    expect(retried.body.paymentLink).not.toBe(paymentLink);
    expect(sim.getOrder(`${orderId}_2`)).toMatchObject({ state: 'PENDING', amount: cartTotal(1) * 100 });
  });

  it('Pay again while the attempt is still open: opens _2 beside it (docs/decisions/0045)', async () => {
    const { buyer, orderId, paymentLink } = await cartCheckout(1);
    const again = await post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth);
    expect(again.status).toBe(200);
    expect(again.body.paymentLink).not.toBe(paymentLink);
    expect((await attemptsOf(app, orderId)).map((attempt) => attempt.state)).toEqual(['PENDING', 'PENDING']);
  });

  it('checks stock and price again (409s), and refuses a paid order, a COD order and others’ orders', async () => {
    const { buyer, orderId, paymentLink } = await cartCheckout(1);
    await submitHostedPage(app, paymentLink, 'failure');
    await settle(app);
    const { db } = app.runtime;
    await db.updateTable('products').set({ discount_price: 89_900 }).where('id', '=', shop.tee).execute();
    expect(await post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth)).toEqual({ status: 409, body: { message: 'Prices have changed. Please review your order.' } });
    await db.updateTable('products').set({ discount_price: 99_900, in_stock: 0 }).where('id', '=', shop.tee).execute();
    expect(await post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth)).toMatchObject({ status: 409, body: { message: 'Some items in your cart is Out Of Stock!' } });
    await db.updateTable('products').set({ in_stock: 1 }).where('id', '=', shop.tee).execute();

    const stranger = await newCustomer(app);
    expect(await post(app, `/api/payments/retry/${orderId}`, {}, stranger.auth)).toEqual({ status: 404, body: { message: 'Order not found' } });
    expect((await post(app, `/api/payments/retry/${orderId}`, {})).status).toBe(401);

    const paid = await cartCheckout(1);
    sim.completeOrder(paid.merchantOrderId, { webhook: false });
    await statusOf(paid.buyer, paid.orderId);
    expect(await post(app, `/api/payments/retry/${paid.orderId}`, {}, paid.buyer.auth)).toEqual({ status: 409, body: { message: 'This order is already paid' } });

    const cod = await post(app, '/api/payments/cod', checkoutBody([tees(1)], PRICE + DELIVERY + 20), buyer.auth);
    expect(await post(app, `/api/payments/retry/${cod.body.orderId}`, {}, buyer.auth)).toEqual({ status: 409, body: { message: 'This order is paid on delivery' } });
  });
});
