import type { Logger } from 'pino';
import type { BackgroundTasks } from '../../background';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Jobs } from '../jobs/module';
import { toAttempt, type PaymentAttempt } from './attempt';
import type { PaymentGateway, PaymentStatus, WebhookEvent } from './gateway';
import type { CartPort, OrdersPort } from './ports';
import { nextCheckDelayMs } from './reconcile-schedule';
import type { Refunds } from './refunds';
import type { PaymentAttemptsRepo } from './repo';

export type SettleOutcome =
  /** This call paid the order. */
  | 'paid'
  | 'failed'
  /** Still open at the gateway; the next check is scheduled. */
  | 'pending'
  /** Someone else settled it first (a duplicate webhook, the return page, the reconciler). */
  | 'already-settled'
  /** The gateway's amount is not ours: flagged for review, not paid. */
  | 'flagged'
  /** Paid on an order that was already paid, was canceled (a newer checkout replaced it) or changed to cash on delivery: refunded. */
  | 'refunding'
  /** The gateway could not be asked; nothing changed. */
  | 'unreachable';

/**
 * Payment completion (docs/api.md): the one idempotent transition behind the webhook, the
 * return page's status call and the reconciler. Each asks the gateway for the status (a webhook is
 * only a hint) and hands the answer to `settle`, where one conditional UPDATE on the pending
 * attempt decides who goes on; only that caller pays the order, empties the cart lines and writes
 * the one confirmation e-mail's job. Money that arrives for an order that cannot take it (paid
 * already, or canceled because a newer checkout of its cart replaced it) is flagged and refunded.
 */
export function createPaymentCompletion(deps: {
  repo: PaymentAttemptsRepo;
  transaction: UnitOfWork['transaction'];
  orders: OrdersPort;
  cart: CartPort;
  gateway: PaymentGateway | null;
  background: BackgroundTasks;
  jobs: Jobs;
  refunds: Refunds;
  logger: Logger;
  clock: () => Date;
}) {
  const { repo, transaction, orders, cart, gateway, background, jobs, refunds, logger, clock } = deps;
  const now = () => clock().toISOString();

  async function complete(attempt: PaymentAttempt, status: PaymentStatus): Promise<SettleOutcome> {
    const result = await transaction(async (): Promise<{ outcome: SettleOutcome; reason?: string }> => {
      if (!(await repo.transition(attempt.id, 'COMPLETED', now()))) return { outcome: 'already-settled' };
      if (status.amountPaise !== attempt.amountPaise) {
        const reason = `Amount mismatch on ${attempt.merchantOrderId}: the gateway reported ${status.amountPaise} paise, the order is ${attempt.amountPaise}`;
        await orders.flagForReview(attempt.orderId, reason);
        return { outcome: 'flagged', reason };
      }
      const paymentId = status.transactionId ?? status.gatewayOrderId ?? attempt.gatewayOrderId;
      if (!(await orders.markPaid(attempt.orderId, paymentId))) {
        const order = await orders.findById(attempt.orderId);
        if (order?.paymentMethod === 'cod') {
          // The shopper chose cash on delivery while this attempt was open (docs/decisions/0045):
          // the order stays COD, unflagged (the shop ships it as any COD order), and the money goes back.
          const reason = `Payment ${attempt.merchantOrderId} completed after the order changed to cash on delivery: refunding it`;
          await refunds.start(attempt, status.amountPaise, reason);
          return { outcome: 'refunding', reason };
        }
        // Captured money is Completed on the order first, then Refunded when its refund completes
        // (written below, in this transaction), also on an order that can no longer take it.
        if (order?.status === 'Canceled') await orders.recordCaptureOnCanceled(attempt.orderId, paymentId);
        const reason =
          order?.status === 'Canceled'
            ? `Payment ${attempt.merchantOrderId} completed on a canceled order${order.supersededBy ? ' (a newer checkout of the same cart replaced it)' : ''}: refunding it`
            : `Payment ${attempt.merchantOrderId} completed on an order already paid: refunding it`;
        await orders.flagForReview(attempt.orderId, reason);
        await refunds.start(attempt, status.amountPaise, reason);
        // A cancelled order shows the refund of the money that arrived late; an order paid twice keeps its one payment.
        if (order?.status === 'Canceled') await orders.refundStarted(attempt.orderId, status.amountPaise);
        return { outcome: 'refunding', reason };
      }
      const order = await orders.findById(attempt.orderId);
      if (order?.cartId) await cart.removeOrderedLines(order.cartId, order.lines);
      await orders.queueConfirmation(attempt.orderId);
      await orders.queueShopNotice(attempt.orderId);
      return { outcome: 'paid' };
    });

    if (result.outcome === 'paid') {
      logger.info({ merchantOrderId: attempt.merchantOrderId, amountPaise: attempt.amountPaise }, 'payment completed; order paid');
      jobs.wake();
    } else if (result.outcome === 'refunding') {
      logger.warn({ merchantOrderId: attempt.merchantOrderId, reason: result.reason }, 'payment needs review; refunding it');
      jobs.wake();
    } else if (result.outcome === 'flagged') {
      logger.warn({ merchantOrderId: attempt.merchantOrderId, reason: result.reason }, 'payment needs review; order not fulfilled');
    } else {
      await flagIfPaidAfterFailing(attempt);
    }
    return result.outcome;
  }

  /** Money arrived for an attempt we had given up on (a create call that timed out, say). */
  async function flagIfPaidAfterFailing(attempt: PaymentAttempt): Promise<void> {
    const row = await repo.findByMerchantOrderId(attempt.merchantOrderId);
    if (row?.state !== 'FAILED') return;
    const reason = `Payment ${attempt.merchantOrderId} completed at the gateway after it was marked failed`;
    if (await orders.flagForReview(attempt.orderId, reason)) logger.warn({ merchantOrderId: attempt.merchantOrderId, reason }, 'payment needs review');
  }

  async function fail(attempt: PaymentAttempt, reason: string): Promise<SettleOutcome> {
    const failed = await transaction(async () => {
      if (!(await repo.transition(attempt.id, 'FAILED', now()))) return false;
      // An older attempt failing late must not fail an order whose newer attempt is open or paid.
      if (!(await repo.hasOtherLiveAttempt(attempt.orderId, attempt.id))) await orders.markPaymentFailed(attempt.orderId);
      return true;
    });
    if (!failed) return 'already-settled';
    logger.info({ merchantOrderId: attempt.merchantOrderId, reason }, 'payment failed');
    return 'failed';
  }

  /** Acts on what the gateway says about the attempt now. */
  async function settle(attempt: PaymentAttempt, status: PaymentStatus): Promise<SettleOutcome> {
    if (status.state === 'COMPLETED') return complete(attempt, status);
    if (status.state === 'FAILED') return fail(attempt, status.errorCode ?? 'failed at the gateway');
    // PENDING, or UNKNOWN_ORDER (the create call never reached it): look again on PhonePe's schedule
    // until the attempt has expired, then give up.
    const at = clock().getTime();
    const started = attempt.createdAt.getTime();
    const delay = nextCheckDelayMs(at - started, attempt.expiresAt.getTime() - started);
    if (delay === null) return fail(attempt, status.state === 'UNKNOWN_ORDER' ? 'the gateway never received it' : 'expired');
    await repo.scheduleCheck(attempt.id, new Date(at + delay).toISOString(), new Date(at).toISOString());
    return 'pending';
  }

  /** Asks the gateway about the attempt and settles it. A completed attempt is left alone. */
  async function refresh(attempt: PaymentAttempt): Promise<SettleOutcome> {
    if (!gateway || attempt.state === 'COMPLETED') return 'already-settled';
    let status: PaymentStatus;
    try {
      status = await gateway.fetchStatus(attempt.merchantOrderId);
    } catch (error) {
      logger.warn({ err: error, merchantOrderId: attempt.merchantOrderId }, 'payment status check failed; will ask again');
      return 'unreachable';
    }
    return settle(attempt, status);
  }

  return {
    settle,
    refresh,
    fail,

    /**
     * A webhook that passed the Authorization check. Handled after the answer (the gateway wants a
     * 2xx within seconds): the body only says which attempt to look at; the status call decides.
     */
    acceptWebhook(event: WebhookEvent): void {
      background.run('payment webhook', async () => {
        // A refund's outcome: the refund's own transition (refunds.ts), after a status call.
        if (event.event.startsWith('pg.refund.')) return refunds.acceptWebhook(event);
        const row = await repo.findByMerchantOrderId(event.merchantOrderId);
        if (!row) {
          logger.warn({ merchantOrderId: event.merchantOrderId, event: event.event }, 'webhook for a payment we do not know; ignored');
          return;
        }
        const attempt = toAttempt(row);
        // A settled attempt needs no status call, unless money is reported for one we failed.
        if (attempt.state === 'PENDING' || (attempt.state === 'FAILED' && event.state === 'COMPLETED')) await refresh(attempt);
      });
    },

    /**
     * An attempt past its expiry (or abandoned before the shopper got its link), before a retry:
     * paid after all (then the order is paid), else failed now. Throws when the gateway cannot be
     * asked (the caller answers 502).
     */
    async closeBeforeRetry(attempt: PaymentAttempt): Promise<'paid' | 'closed'> {
      const status = gateway ? await gateway.fetchStatus(attempt.merchantOrderId) : undefined;
      if (status?.state === 'COMPLETED') {
        await complete(attempt, status);
        return 'paid';
      }
      await fail(attempt, 'expired or abandoned before a retry');
      return 'closed';
    },
  };
}

export type PaymentCompletion = ReturnType<typeof createPaymentCompletion>;
