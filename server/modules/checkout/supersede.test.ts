import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import {
  CART_DELIVERY,
  PRICE,
  addToCart,
  attemptsOf,
  checkoutBody,
  newCustomer,
  orderRow,
  ordersOf,
  outboxFor,
  payOnline,
  settle,
  stockShop,
  submitHostedPage,
  type Line,
  type Shop,
} from '../../test/orders-fixtures';
import { toAttempt } from '../payments/attempt';

// docs/decisions/0012: one cart checkout must never end in two paid orders. A new checkout of a cart
// whose older order still has a live payment either answers that order (same lines and total) or
// replaces it (the cart changed); a payment that still completes on a replaced order is flagged
// for review and refunded through the gateway, never fulfilled.
let app: TestApp;
let shop: Shop;
let skewMs = 0;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter, clock: () => new Date(Date.now() + skewMs) });
  shop = await stockShop(app);
});
afterAll(() => app.close());

const refundsOf = (orderId: string) => app.runtime.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).execute();

async function checkoutCart(buyer: Awaited<ReturnType<typeof newCustomer>>, cartId: string, lines: Line[]) {
  const items = lines.reduce((sum, line) => sum + line.quantity * PRICE, 0);
  return payOnline(app, buyer, checkoutBody(lines, items + CART_DELIVERY, { cartId, email: buyer.email }));
}

describe('a second checkout of a cart whose first payment is still open', () => {
  it('answers the same order and link when nothing changed (the shopper left the gateway pending and came back)', async () => {
    const buyer = await newCustomer(app);
    const lines = [{ productId: shop.tee, color: 'Black', quantity: 1 }];
    const cart = await addToCart(app, buyer, lines[0]!);
    const first = await checkoutCart(buyer, cart._id, lines);
    expect((await submitHostedPage(app, first.paymentLink, 'pending')).status).toBe(303);
    expect(await checkoutCart(buyer, cart._id, lines)).toEqual(first);
    expect(await ordersOf(app, buyer)).toHaveLength(1);
  });

  it('replaces the first order when the cart changed; the first one’s late payment is flagged and refunded, never fulfilled', async () => {
    const buyer = await newCustomer(app);
    const tee = { productId: shop.tee, color: 'Black', quantity: 1 };
    const mug = { productId: shop.mug, color: 'Red', quantity: 1 };
    const cart = await addToCart(app, buyer, tee);
    const first = await checkoutCart(buyer, cart._id, [tee]);
    await submitHostedPage(app, first.paymentLink, 'pending');

    await addToCart(app, buyer, mug);
    const second = await checkoutCart(buyer, cart._id, [tee, mug]);
    expect(second.orderId).not.toBe(first.orderId);
    const replacedRow = await orderRow(app, first.orderId);
    expect(replacedRow).toMatchObject({ status: 'Canceled', cancel_reason: `Replaced by order ${second.orderId}, placed from the same cart` });
    const timeline = await app.runtime.db.selectFrom('order_events').select(['type', 'note']).where('order_id', '=', replacedRow.id).orderBy('at').orderBy('id').execute();
    expect(timeline).toEqual([
      { type: 'placed', note: null },
      { type: 'cancelled', note: `Replaced by order ${second.orderId}, placed from the same cart` },
    ]);

    // The shopper pays both: the new order, then the old tab's still-open attempt.
    await submitHostedPage(app, second.paymentLink, 'success');
    await submitHostedPage(app, first.paymentLink, 'success');
    await settle(app);
    await app.settled();

    const paid = await orderRow(app, second.orderId);
    expect(paid).toMatchObject({ payment_status: 'Completed', needs_review: 0 });
    const replaced = await orderRow(app, first.orderId);
    // The money was captured: Completed, then Refunded once its refund completes (docs/decisions/0030-state-rules-the-database-keeps.md).
    expect(replaced).toMatchObject({ status: 'Canceled', payment_status: 'Completed', needs_review: 1 });
    expect(replaced.review_reason).toContain('refunding');
    // One confirmation e-mail: the paid order's.
    const mails = await outboxFor(app, buyer.email);
    expect(mails.map((mail) => mail.subject).join('\n')).toContain(second.orderId);
    expect(mails.filter((mail) => mail.subject.includes('Order'))).toHaveLength(1);

    // The refund went to the gateway, once, for the whole amount; it completes when the gateway says so.
    const [refund] = await refundsOf(replaced.id);
    expect(refund).toMatchObject({ merchant_refund_id: `${first.orderId}_1-R`, amount: replaced.total_price, state: 'PENDING' });
    expect(refund!.gateway_refund_id).not.toBeNull();
    skewMs += 60_000;
    await app.settled();
    expect((await refundsOf(replaced.id))[0]).toMatchObject({ state: 'COMPLETED' });
    expect(await orderRow(app, first.orderId)).toMatchObject({ payment_status: 'Refunded', refund_status: 'Completed' });
    expect(await refundsOf(paid.id)).toEqual([]);
  });

  it('flags and refunds money that arrives for an order already paid (a second attempt paid too)', async () => {
    const buyer = await newCustomer(app);
    const lines = [{ productId: shop.tee, color: 'White', quantity: 2 }];
    const cart = await addToCart(app, buyer, lines[0]!);
    const { orderId, paymentLink } = await checkoutCart(buyer, cart._id, lines);
    await submitHostedPage(app, paymentLink, 'success');
    await settle(app);
    const order = await orderRow(app, orderId);
    expect(order.payment_status).toBe('Completed');
    // A second attempt of the same order (as a retry would open) that the gateway also reports paid.
    const [first] = await attemptsOf(app, orderId);
    const second = { ...first!, id: `${first!.id.slice(0, 20)}beef`, sequence: 2, merchant_order_id: `${orderId}_2`, state: 'PENDING' as const };
    await app.runtime.db.insertInto('payment_attempts').values(second).execute();
    const outcome = await app.runtime.services.payments.completion.settle(
      toAttempt(second),
      { merchantOrderId: second.merchant_order_id, state: 'COMPLETED', amountPaise: order.total_price },
    );
    expect(outcome).toBe('refunding');
    expect(await orderRow(app, orderId)).toMatchObject({ payment_status: 'Completed', needs_review: 1 });
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ merchant_refund_id: `${orderId}_2-R`, amount: order.total_price })]);
    // Still one confirmation e-mail.
    await app.settled();
    expect((await outboxFor(app, buyer.email)).filter((mail) => mail.subject.includes(orderId))).toHaveLength(1);
  });
});
