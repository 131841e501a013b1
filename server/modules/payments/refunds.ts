import type { Logger } from 'pino';
import { formatRupees, fromPaise } from '../../../common/money';
import { newId } from '../../db/ids';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Jobs } from '../jobs/module';
import { toAttempt, type PaymentAttempt } from './attempt';
import type { PaymentGateway, RefundState, WebhookEvent } from './gateway';
import type { OrdersPort } from './ports';
import type { PaymentAttemptsRepo } from './repo';
import type { PaymentRefundsTable } from './tables';

/** The job that sends one refund to the gateway and follows it until the gateway settles it. */
export const SEND_REFUND = 'payments.refund';

/** One refund per attempt: its merchant refund id is the attempt's id at the gateway with `-R`. */
const refundIdOf = (merchantOrderId: string) => `${merchantOrderId}-R`;
const attemptIdOfRefund = (merchantRefundId: string) => merchantRefundId.replace(/-R$/, '');

/** How often a refund the gateway has not finished is asked about again: 15 s, 30 s … at most an hour. */
const recheckMs = (attempt: number) => Math.min(15_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

/**
 * Refunds through the gateway (PhonePe v2 `POST /payments/v2/refund`; the simulator implements
 * it). `start` writes the refund row and its job in the caller's transaction (the one that found
 * the payment must go back), so a crash cannot lose it. The job asks the refund's status first
 * and sends it only when the gateway has never heard of it, under one merchant refund id per
 * attempt: a repeat after a crash or a timeout never refunds twice.
 *
 * A refund is finished by one idempotent transition (`settle`), whoever learns the outcome first:
 * the job's status call, a `pg.refund.*` webhook (only a hint: the status call decides) or the
 * reconciler. One conditional UPDATE on the refund row (PENDING → COMPLETED/FAILED) decides; only
 * its caller moves the order (refund Completed and payment Refunded, or Failed and flagged), in
 * the same transaction, with the event and the e-mail.
 */
export function createRefunds(deps: {
  repo: PaymentAttemptsRepo;
  transaction: UnitOfWork['transaction'];
  orders: OrdersPort;
  jobs: Jobs;
  gateway: PaymentGateway | null;
  logger: Logger;
  clock: () => Date;
}) {
  const { repo, transaction, orders, jobs, gateway, logger, clock } = deps;
  const now = () => clock().toISOString();

  /** The gateway's final word on a pending refund: true for the one caller that settled it. */
  async function settle(refund: PaymentRefundsTable, state: Exclude<RefundState, 'PENDING'>, gatewayRefundId: string | null): Promise<boolean> {
    const settled = await transaction(async () => {
      if (!(await repo.settleRefund(refund.id, state, gatewayRefundId, now()))) return false;
      const reference = gatewayRefundId ?? refund.gateway_refund_id ?? refund.merchant_refund_id;
      await orders.refundSettled(refund.order_id, state === 'COMPLETED' ? 'Completed' : 'Failed', reference, refund.amount);
      return true;
    });
    if (!settled) return false;
    const log = { merchantRefundId: refund.merchant_refund_id, amountPaise: refund.amount };
    if (state === 'COMPLETED') logger.info(log, 'refund completed');
    else logger.error(log, 'refund failed at the gateway; the shop must refund by hand');
    jobs.wake();
    return true;
  }

  /** Asks the gateway about a pending refund and settles it when final. 'unknown': never sent yet (the job sends it). */
  async function refresh(refund: PaymentRefundsTable): Promise<RefundState | 'UNKNOWN_REFUND'> {
    if (!gateway) throw new Error('No payment gateway is configured to refund through');
    const known = await gateway.refundStatus(refund.merchant_refund_id);
    if (known.state === 'COMPLETED' || known.state === 'FAILED') await settle(refund, known.state, null);
    return known.state;
  }

  jobs.register(
    SEND_REFUND,
    async (payload, job) => {
      const { refundId } = payload as { refundId: string };
      const refund = await repo.findRefund(refundId);
      if (!refund || refund.state !== 'PENDING') return;
      if (!gateway) throw new Error('No payment gateway is configured to refund through');
      let state = await refresh(refund);
      if (state === 'UNKNOWN_REFUND') {
        const sent = await gateway.refund({
          merchantRefundId: refund.merchant_refund_id,
          originalMerchantOrderId: attemptIdOfRefund(refund.merchant_refund_id),
          amountPaise: refund.amount,
        });
        await repo.noteGatewayRefundId(refund.id, sent.refundId, now());
        state = sent.state;
        if (state !== 'PENDING') await settle(refund, state, sent.refundId);
      }
      if (state === 'PENDING') return { retryInMs: recheckMs(job.attempt) };
    },
    {
      maxAttempts: 15,
      // In words for the shop's failed work (docs/decisions/0062): the amount and the order it goes back to.
      describe: async (payload) => {
        const refund = await repo.findRefund((payload as { refundId: string }).refundId);
        return refund ? `Refund of ${formatRupees(fromPaise(refund.amount))} to the customer of order ${(await orders.findById(refund.order_id))?.customOrderId ?? 'that is gone'}` : 'A refund through the payment gateway';
      },
    },
  );

  async function start(attempt: PaymentAttempt, amountPaise: number, reason: string): Promise<void> {
    const at = now();
    const id = newId();
    const written = await repo.insertRefund({
      id,
      order_id: attempt.orderId,
      attempt_id: attempt.id,
      merchant_refund_id: refundIdOf(attempt.merchantOrderId),
      amount: amountPaise,
      state: 'PENDING',
      reason,
      gateway_refund_id: null,
      created_at: at,
      updated_at: at,
    });
    if (written) await jobs.enqueue({ kind: SEND_REFUND, payload: { refundId: id } });
  }

  return {
    /**
     * Writes a refund of `amountPaise` of `attempt` and its job, in the caller's transaction. Once
     * per attempt: a second call writes nothing. Call `jobs.wake()` after the commit.
     */
    start,

    /**
     * Refunds the whole of a gateway-paid order (the shop cancelled it), in the caller's
     * transaction: the refund row and job, and the order's refund shown Pending. False when no
     * completed attempt is found (the order is flagged for the shop instead).
     */
    async refundOrder(orderId: string, amountPaise: number, reason: string): Promise<boolean> {
      const row = await repo.completedAttemptOf(orderId);
      if (!row) {
        await orders.flagForReview(orderId, 'Cancelled after a gateway payment, but no completed payment was found to refund: refund by hand');
        return false;
      }
      await start(toAttempt(row), amountPaise, reason);
      await orders.refundStarted(orderId, amountPaise);
      return true;
    },

    settle,

    /** A `pg.refund.*` webhook that passed the Authorization check: ask the gateway, then settle. */
    async acceptWebhook(event: WebhookEvent): Promise<void> {
      const refund = event.merchantRefundId ? await repo.findRefundByMerchantId(event.merchantRefundId) : undefined;
      if (!refund) {
        logger.warn({ merchantRefundId: event.merchantRefundId, event: event.event }, 'refund webhook for a refund we do not know; ignored');
        return;
      }
      if (refund.state === 'PENDING') await refresh(refund);
    },

    /** The reconciler's look at pending refunds nobody settled for `staleMs`; how many it asked about. */
    async reconcile(staleMs: number, limit: number): Promise<number> {
      if (!gateway) return 0;
      const at = clock();
      let asked = 0;
      for (const refund of await repo.dueRefunds(new Date(at.getTime() - staleMs).toISOString(), limit)) {
        if (!(await repo.claimRefund(refund.id, refund.updated_at, at.toISOString()))) continue;
        asked += 1;
        try {
          await refresh(refund);
        } catch (error) {
          logger.warn({ err: error, merchantRefundId: refund.merchant_refund_id }, 'refund status check failed; will ask again');
        }
      }
      return asked;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
