import type { Logger } from 'pino';
import { newId } from '../../db/ids';
import type { Jobs } from '../jobs/service';
import type { PaymentAttempt } from './attempt';
import type { PaymentGateway, RefundState } from './gateway';
import type { PaymentAttemptsRepo } from './repo';

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
 */
export function createRefunds(deps: { repo: PaymentAttemptsRepo; jobs: Jobs; gateway: PaymentGateway | null; logger: Logger; clock: () => Date }) {
  const { repo, jobs, gateway, logger, clock } = deps;
  const now = () => clock().toISOString();

  jobs.register(
    SEND_REFUND,
    async (payload, job) => {
      const { refundId } = payload as { refundId: string };
      const refund = await repo.findRefund(refundId);
      if (!refund || refund.state !== 'PENDING') return;
      if (!gateway) throw new Error('No payment gateway is configured to refund through');
      let state: RefundState;
      const known = await gateway.refundStatus(refund.merchant_refund_id);
      if (known.state === 'UNKNOWN_REFUND') {
        const sent = await gateway.refund({
          merchantRefundId: refund.merchant_refund_id,
          originalMerchantOrderId: attemptIdOfRefund(refund.merchant_refund_id),
          amountPaise: refund.amount,
        });
        await repo.noteGatewayRefundId(refund.id, sent.refundId, now());
        state = sent.state;
      } else {
        state = known.state;
      }
      if (state === 'PENDING') return { retryInMs: recheckMs(job.attempt) };
      if (await repo.settleRefund(refund.id, state, null, now())) {
        const log = { merchantRefundId: refund.merchant_refund_id, amountPaise: refund.amount };
        if (state === 'COMPLETED') logger.info(log, 'refund completed');
        else logger.error(log, 'refund failed at the gateway; the shop must refund by hand');
      }
    },
    { maxAttempts: 15 },
  );

  return {
    /**
     * Writes a refund of `amountPaise` of `attempt` and its job, in the caller's transaction. Once
     * per attempt: a second call writes nothing. Call `jobs.wake()` after the commit.
     */
    async start(attempt: PaymentAttempt, amountPaise: number, reason: string): Promise<void> {
      const at = now();
      const id = newId();
      const written = await repo.insertRefund(
        {
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
        },
      );
      if (written) await jobs.enqueue({ kind: SEND_REFUND, payload: { refundId: id } });
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
