import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../common/admin-orders';
import type { TestApp } from '../../test/app';
import {
  DELIVERY,
  PRICE,
  checkoutBody,
  newCustomer,
  outboxFor,
  payOnline,
  post,
  settle,
  submitHostedPage,
  webhookRequest,
  type Shop,
} from '../../test/orders-fixtures';
import { runningTestClock, startPaymentsApp } from '../../test/payments-app';
import type { PhonePeSimulator } from '../payments/simulator/simulator';

// Cancelling an order paid through the gateway refunds it through the gateway's refund API: the
// real PhonePe adapter against the simulator this app mounts, over HTTP, with the simulator's
// refund outcomes (success, failure, pending) and its pg.refund.* webhooks.
let app: TestApp;
let sim: PhonePeSimulator;
let shop: Shop;
let admin: Record<string, string>;
const time = runningTestClock();

beforeAll(async () => {
  ({ app, sim, shop, admin } = await startPaymentsApp({ time, env: { PHONEPE_WEBHOOK_USER: 'haat-hook', PHONEPE_WEBHOOK_PASSWORD: 'hook-secret' } }));
});
afterAll(() => app.close());

/** A Buy Now order paid through the simulator's hosted page; its id, merchant refund id and buyer's e-mail. */
async function paidOrder() {
  const buyer = await newCustomer(app);
  // The order's e-mails go to the account's address (docs/decisions/0031), whatever the body says.
  const { email } = buyer;
  const { orderId, paymentLink } = await payOnline(app, buyer, checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY, { email }));
  expect((await submitHostedPage(app, paymentLink, 'success')).status).toBe(303);
  await settle(app);
  return { orderId, email, merchantRefundId: `${orderId}_1-R` };
}

async function cancel(orderId: string, reason = 'Sold out at the supplier') {
  const answer = await post(app, `/api/orders/${orderId}/cancel`, { reason }, admin);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as AdminOrder;
}

const orderOf = async (orderId: string) => (await (await app.fetch(`/api/orders/${orderId}`, { headers: admin })).json()) as AdminOrder;
const typesOf = (order: AdminOrder) => order.events.map((event) => event.type);
const subjects = async (email: string) => (await outboxFor(app, email)).map((mail) => mail.subject);

describe('cancelling a gateway-paid order', () => {
  it('starts a refund of the whole amount at once; the gateway completes it (webhook): Refunded, one event, one e-mail each', async () => {
    sim.setRefundOutcome('PENDING');
    const { orderId, email, merchantRefundId } = await paidOrder();
    const cancelled = await cancel(orderId);
    expect(cancelled).toMatchObject({ status: 'Canceled', paymentStatus: 'Completed', cancelReason: 'Sold out at the supplier', refund: { status: 'Pending', amount: PRICE + DELIVERY, reference: null } });
    expect(typesOf(cancelled)).toEqual(['placed', 'paid', 'invoice_issued', 'cancelled', 'credit_note_issued', 'refund_started']);

    await app.settled(); // the refund job sends it; the gateway holds it pending
    expect(sim.getRefund(merchantRefundId)).toMatchObject({ state: 'PENDING', amount: (PRICE + DELIVERY) * 100 });
    expect((await orderOf(orderId)).refund?.status).toBe('Pending');

    const done = sim.completeRefund(merchantRefundId);
    await settle(app); // the webhook and its deliberate duplicate
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ paymentStatus: 'Refunded', refund: { status: 'Completed', amount: PRICE + DELIVERY, reference: done.refundId } });
    expect(typesOf(order).filter((type) => type === 'refund_completed')).toHaveLength(1);
    const mails = await subjects(email);
    expect(mails.filter((subject) => subject.includes('was cancelled'))).toHaveLength(1);
    expect(mails.filter((subject) => subject.startsWith('Refund for order'))).toHaveLength(1);
    const [cancelMail] = (await outboxFor(app, email)).filter((mail) => mail.subject.includes('was cancelled'));
    expect(cancelMail?.text_body).toContain('A refund of ₹1,039 has been started');
  });

  it('a refund the gateway fails: refund Failed, the order flagged for the shop to refund by hand, payment still Completed', async () => {
    sim.setRefundOutcome('PENDING');
    const { orderId, email, merchantRefundId } = await paidOrder();
    await cancel(orderId);
    await app.settled();
    // As a browser test does it: the simulator's refund page, its "Fail the refund" button.
    const page = await app.fetch(`/__sim/phonepe/refunds/${merchantRefundId}`);
    expect(await page.text()).toContain('This refund is pending.');
    const pressed = await app.fetch(`/__sim/phonepe/refunds/${merchantRefundId}`, { method: 'POST', body: new URLSearchParams({ outcome: 'FAILED' }), redirect: 'manual' });
    expect(pressed.status).toBe(303);
    await settle(app);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ paymentStatus: 'Completed', refund: { status: 'Failed' }, needsReview: true, reviewReason: expect.stringContaining('refund the customer by hand') });
    expect(typesOf(order).filter((type) => type === 'refund_failed')).toHaveLength(1);
    expect((await subjects(email)).filter((subject) => subject.startsWith('Refund for order'))).toHaveLength(0);

    // The shop pays the customer back by hand and records it: Refunded, the customer told once.
    const recorded = await post(app, `/api/orders/${orderId}/refund`, { reference: 'NEFT UTR 4455' }, admin);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toMatchObject({ paymentStatus: 'Refunded', refund: { status: 'Completed', amount: PRICE + DELIVERY, reference: 'NEFT UTR 4455' } });
    expect((await post(app, `/api/orders/${orderId}/refund`, { reference: 'again' }, admin)).status).toBe(409);
    await app.settled();
    expect((await subjects(email)).filter((subject) => subject.startsWith('Refund for order'))).toHaveLength(1);
  });

  it('a refund left pending with no webhook: the reconciler asks and completes it once the gateway has', async () => {
    sim.setRefundOutcome('PENDING');
    const { orderId, merchantRefundId } = await paidOrder();
    await cancel(orderId);
    await app.settled();
    const reconciler = app.runtime.services.payments.reconciler!;
    time.advance(61_000);
    await reconciler.runOnce();
    expect((await orderOf(orderId)).refund?.status).toBe('Pending');
    sim.completeRefund(merchantRefundId, { webhook: false });
    time.advance(61_000);
    await reconciler.runOnce();
    await app.settled();
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'Refunded', refund: { status: 'Completed' } });
  });

  it('the simulator’s default outcome completes the refund after a while: the refund job’s own status call settles it', async () => {
    sim.setRefundOutcome('COMPLETED');
    const { orderId } = await paidOrder();
    await cancel(orderId);
    await app.settled();
    time.advance(60_000); // past the simulator's settle time and the job's next look
    await app.settled();
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'Refunded', refund: { status: 'Completed' } });
  });

  it('50 concurrent duplicate refund webhooks make one transition: one event, one e-mail, Refunded once', async () => {
    sim.setRefundOutcome('PENDING');
    const { orderId, email, merchantRefundId } = await paidOrder();
    await cancel(orderId);
    await app.settled();
    const refund = sim.completeRefund(merchantRefundId, { webhook: false });
    const payload = { merchantRefundId, originalMerchantOrderId: `${orderId}_1`, refundId: refund.refundId, state: 'COMPLETED', amount: refund.amount };
    const request = webhookRequest(app, payload);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => app.fetch('/api/payments/phonepe/webhook', { ...request, body: JSON.stringify({ event: 'pg.refund.completed', payload }) })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await app.settled();
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ paymentStatus: 'Refunded', refund: { status: 'Completed' } });
    expect(typesOf(order).filter((type) => type.startsWith('refund_'))).toEqual(['refund_started', 'refund_completed']);
    expect((await subjects(email)).filter((subject) => subject.startsWith('Refund for order'))).toHaveLength(1);
  });

  it('a shipped gateway order cannot be cancelled (409), and nothing is refunded', async () => {
    const { orderId, merchantRefundId } = await paidOrder();
    const shipped = await app.fetch(`/api/orders/${orderId}`, { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'Shipped', deliveryPartner: 'Blue Dart', trackingId: 'BD1' }) });
    expect(shipped.status).toBe(200);
    const refused = await post(app, `/api/orders/${orderId}/cancel`, { reason: 'x' }, admin);
    expect(refused).toEqual({ status: 409, body: { message: 'An order that is Shipped cannot be cancelled' } });
    await app.settled();
    expect(sim.getRefund(merchantRefundId)).toBeUndefined();
  });
});
