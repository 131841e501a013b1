import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStatusAnswer } from '../../../common/orders';
import type { TestApp } from '../../test/app';
import { setStock } from '../../test/catalog-fixtures';
import { DELIVERY, PRICE, checkoutBody, get, newCustomer, payOnline, type Customer, type Shop } from '../../test/orders-fixtures';
import { startPaymentsApp, stoppedTestClock } from '../../test/payments-app';
import { STATUS_CHECK_INTERVAL_MS } from './order-payments-service';
import { createPaymentAttemptsRepo } from './repo';
import type { PhonePeSimulator } from './simulator/simulator';

/**
 * The shopper's status call asks the gateway at most once per STATUS_CHECK_INTERVAL_MS per
 * attempt, whoever polls and however many processes answer: the right to ask is one conditional
 * UPDATE (`claimStatusCheck`), so of any number of concurrent claims at one instant exactly one
 * wins (docs/decisions/0050). The clock stands still here; only the test moves it.
 */
const time = stoppedTestClock();
let app: TestApp;
let sim: PhonePeSimulator;
let shop: Shop;

beforeAll(async () => {
  ({ app, sim, shop } = await startPaymentsApp({ time }));
  await setStock(app.runtime.db, shop.mug, 'Red', 1000);
});
afterAll(() => app.close());

const ROUNDS = 5;

async function pendingOrder(buyer: Customer) {
  const { orderId } = await payOnline(app, buyer, checkoutBody([{ productId: shop.mug, color: 'Red', quantity: 1 }], PRICE + DELIVERY));
  return { orderId, merchantOrderId: `${orderId}_1` };
}

const statusOf = (buyer: Customer, orderId: string) => get<PaymentStatusAnswer>(app, `/api/payments/status/${orderId}`, buyer.auth);

describe('the status call’s claim on the gateway', () => {
  it('of 100 concurrent claims at one instant exactly one wins, round after round', async () => {
    const buyer = await newCustomer(app);
    const { merchantOrderId } = await pendingOrder(buyer);
    const repo = createPaymentAttemptsRepo(app.runtime.db);
    const attempt = await app.runtime.db.selectFrom('payment_attempts').select('id').where('merchant_order_id', '=', merchantOrderId).executeTakeFirstOrThrow();
    for (let round = 0; round < ROUNDS * 4; round += 1) {
      const now = time.clock();
      const notSince = new Date(now.getTime() - STATUS_CHECK_INTERVAL_MS).toISOString();
      const claims = await Promise.all(Array.from({ length: 100 }, () => repo.claimStatusCheck(attempt.id, notSince, now.toISOString())));
      expect(claims.filter(Boolean), `round ${round}`).toHaveLength(1);
      // Within the interval nobody wins again.
      time.advance(STATUS_CHECK_INTERVAL_MS - 1);
      const later = time.clock();
      expect(await repo.claimStatusCheck(attempt.id, new Date(later.getTime() - STATUS_CHECK_INTERVAL_MS).toISOString(), later.toISOString())).toBe(false);
      time.advance(1);
    }
  }, 60_000);

  // 1,000 HTTP requests in all: on a loaded machine more than the default 20 s.
  it('200 polls at once ask the gateway once; the next interval’s 200 once more', async () => {
    const buyer = await newCustomer(app);
    const { orderId, merchantOrderId } = await pendingOrder(buyer);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const answers = await Promise.all(Array.from({ length: 200 }, () => statusOf(buyer, orderId)));
      expect(answers.every((answer) => answer.status === 200 && answer.body.paymentStatus === 'Pending')).toBe(true);
      expect(sim.statusCalls(merchantOrderId), `round ${round}`).toBe(round);
      time.advance(STATUS_CHECK_INTERVAL_MS);
    }
  }, 90_000);

  it('polls that outlast the interval (a loaded machine) ask again: once per interval, not once per burst', async () => {
    const buyer = await newCustomer(app);
    const { orderId, merchantOrderId } = await pendingOrder(buyer);
    const first = Promise.all(Array.from({ length: 100 }, () => statusOf(buyer, orderId)));
    await first;
    time.advance(STATUS_CHECK_INTERVAL_MS);
    await Promise.all(Array.from({ length: 100 }, () => statusOf(buyer, orderId)));
    expect(sim.statusCalls(merchantOrderId)).toBe(2);
  });
});
