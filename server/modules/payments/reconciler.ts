import type { Logger } from 'pino';
import { toAttempt } from './attempt';
import type { PaymentCompletion } from './completion-service';
import type { Refunds } from './refunds';
import type { PaymentAttemptsRepo } from './repo';

export interface ReconcilerOptions {
  /** How often to look for due checks. Default 5 s. */
  intervalMs?: number;
  /** At most this many attempts per pass. Default 25. */
  batchSize?: number;
  /**
   * A claimed attempt is not picked again (by this or another process) for this long, unless its
   * check schedules the next one sooner. Default 30 s, longer than a status call may take.
   */
  leaseMs?: number;
}

/** A pending refund nobody looked at for this long is asked about (its job usually does sooner). */
export const REFUND_STALE_MS = 60_000;

/**
 * Asks the gateway about pending payments on PhonePe's schedule (reconcile-schedule.ts), because
 * webhooks get lost and shoppers close the tab: every few seconds it takes a bounded batch of
 * pending attempts whose next check is due, claims each (a conditional UPDATE, so two processes
 * never check the same one at once), asks the status and settles it through the same transition
 * as the webhook. An attempt past its expiry is failed. Pending refunds untouched for a minute are
 * asked about too, and settled through the refunds' one transition.
 */
export function createReconciler(deps: { repo: PaymentAttemptsRepo; completion: PaymentCompletion; refunds: Refunds; clock: () => Date; logger: Logger } & ReconcilerOptions) {
  const { repo, completion, refunds, clock, logger } = deps;
  const intervalMs = deps.intervalMs ?? 5_000;
  const batchSize = deps.batchSize ?? 25;
  const leaseMs = deps.leaseMs ?? 30_000;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;

  /** One pass; resolves to how many attempts it checked. */
  async function runOnce(): Promise<number> {
    const now = clock();
    const due = await repo.due(now.toISOString(), batchSize);
    let checked = 0;
    for (const row of due) {
      if (row.next_check_at === null) continue;
      const claimed = await repo.claim(row.id, row.next_check_at, new Date(now.getTime() + leaseMs).toISOString(), now.toISOString());
      if (!claimed) continue;
      checked += 1;
      try {
        await completion.refresh(toAttempt(row));
      } catch (error) {
        // The lease brings it back later; one bad attempt must not stop the others.
        logger.error({ err: error, merchantOrderId: row.merchant_order_id }, 'reconciling a payment failed');
      }
    }
    // Pending refunds too: a refund whose webhook was lost and whose job gave up still settles.
    return checked + (await refunds.reconcile(REFUND_STALE_MS, batchSize));
  }

  function tick() {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'payment reconciler pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runOnce,
    start(): void {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      logger.debug({ intervalMs }, 'payment reconciler started');
    },
    /** Stops the timer and waits for a pass under way. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type Reconciler = ReturnType<typeof createReconciler>;
