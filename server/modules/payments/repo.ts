import type { Db } from '../../db/connect';
import { wroteRow } from '../../db/writes';
import { attemptMachine, type AttemptState } from './attempt-states';
import type { PaymentAttemptsTable, PaymentRefundsTable, RefundState } from './tables';

/** The payment attempts' and refunds' SQL (`db` joins the caller's unit-of-work transaction). */
export function createPaymentAttemptsRepo(db: Db) {
  return {
    /** False when this order already has an attempt with this sequence (a concurrent retry won). */
    async insert(row: PaymentAttemptsTable): Promise<boolean> {
      return wroteRow(db.insertInto('payment_attempts').values(row).onConflict((oc) => oc.doNothing()).returning('id'));
    },

    /** The gateway answered the create call: where to send the shopper, and its final expiry. */
    async attachGatewayOrder(id: string, fields: { gateway_order_id: string; redirect_url: string; expires_at: string }, now: string): Promise<void> {
      await db
        .updateTable('payment_attempts')
        .set({ ...fields, updated_at: now })
        .where('id', '=', id)
        .where('state', '=', 'PENDING')
        .execute();
    },

    /**
     * The one transition: `to` only from the state machine's sources of `to`. True for the single
     * caller whose UPDATE changed the row; everyone else (a duplicate webhook, the reconciler, the
     * return page) gets false and does nothing more.
     */
    async transition(id: string, to: AttemptState, now: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('payment_attempts')
          .set({ state: to, next_check_at: null, updated_at: now })
          .where('id', '=', id)
          .where('state', 'in', attemptMachine.sourcesOf(to))
          .returning('id'),
      );
    },

    async findByMerchantOrderId(merchantOrderId: string): Promise<PaymentAttemptsTable | undefined> {
      return db.selectFrom('payment_attempts').selectAll().where('merchant_order_id', '=', merchantOrderId).executeTakeFirst();
    },

    async latestForOrder(orderId: string): Promise<PaymentAttemptsTable | undefined> {
      return db.selectFrom('payment_attempts').selectAll().where('order_id', '=', orderId).orderBy('sequence', 'desc').limit(1).executeTakeFirst();
    },

    /** Another attempt of the order that is still open or was paid. */
    async hasOtherLiveAttempt(orderId: string, exceptId: string): Promise<boolean> {
      const row = await db
        .selectFrom('payment_attempts')
        .select('id')
        .where('order_id', '=', orderId)
        .where('id', '!=', exceptId)
        .where('state', 'in', ['PENDING', 'COMPLETED'])
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Pending attempts whose check is due, oldest due first (index payment_attempts_due). */
    async due(now: string, limit: number): Promise<PaymentAttemptsTable[]> {
      return db
        .selectFrom('payment_attempts')
        .selectAll()
        .where('state', '=', 'PENDING')
        .where('next_check_at', '<=', now)
        .orderBy('next_check_at')
        .limit(limit)
        .execute();
    },

    /**
     * Takes a due attempt for one check: moves its next check to `leaseUntil` unless another
     * process already did (its next_check_at is no longer what we read). True when ours.
     */
    async claim(id: string, seenNextCheckAt: string | Date, leaseUntil: string, now: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('payment_attempts')
          .set({ next_check_at: leaseUntil, updated_at: now })
          .where('id', '=', id)
          .where('state', '=', 'PENDING')
          .where('next_check_at', '=', seenNextCheckAt)
          .returning('id'),
      );
    },

    /**
     * Takes the right to ask the gateway about a pending attempt for a shopper's status call: only
     * when nobody did since `notSince` (a conditional UPDATE, so across processes too). True when ours.
     */
    async claimStatusCheck(id: string, notSince: string, now: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('payment_attempts')
          .set({ status_checked_at: now })
          .where('id', '=', id)
          .where('state', '=', 'PENDING')
          .where((eb) => eb.or([eb('status_checked_at', 'is', null), eb('status_checked_at', '<=', notSince)]))
          .returning('id'),
      );
    },

    /** False when a refund with this merchant refund id exists already (nothing is written). */
    async insertRefund(row: PaymentRefundsTable): Promise<boolean> {
      return wroteRow(db.insertInto('payment_refunds').values(row).onConflict((oc) => oc.doNothing()).returning('id'));
    },

    async findRefund(id: string): Promise<PaymentRefundsTable | undefined> {
      return db.selectFrom('payment_refunds').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async refundsOfOrder(orderId: string): Promise<PaymentRefundsTable[]> {
      return db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
    },

    /** A pending refund's outcome, once: true when this call settled it. */
    async settleRefund(id: string, state: Exclude<RefundState, 'PENDING'>, gatewayRefundId: string | null, now: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('payment_refunds')
          .set((eb) => ({ state, gateway_refund_id: eb.fn.coalesce(eb.val(gatewayRefundId), eb.ref('gateway_refund_id')), updated_at: now }))
          .where('id', '=', id)
          .where('state', '=', 'PENDING')
          .returning('id'),
      );
    },

    async findRefundByMerchantId(merchantRefundId: string): Promise<PaymentRefundsTable | undefined> {
      return db.selectFrom('payment_refunds').selectAll().where('merchant_refund_id', '=', merchantRefundId).executeTakeFirst();
    },

    /** The attempt that collected the order's money (the latest completed one). */
    async completedAttemptOf(orderId: string): Promise<PaymentAttemptsTable | undefined> {
      return db.selectFrom('payment_attempts').selectAll().where('order_id', '=', orderId).where('state', '=', 'COMPLETED').orderBy('sequence', 'desc').limit(1).executeTakeFirst();
    },

    /** Pending refunds nobody looked at since `before`, oldest first: the reconciler asks the gateway about them. */
    async dueRefunds(before: string, limit: number): Promise<PaymentRefundsTable[]> {
      return db.selectFrom('payment_refunds').selectAll().where('state', '=', 'PENDING').where('updated_at', '<=', before).orderBy('updated_at').limit(limit).execute();
    },

    /** Takes a due refund for one look, unless another process just did (its updated_at moved). True when ours. */
    async claimRefund(id: string, seenUpdatedAt: string | Date, now: string): Promise<boolean> {
      return wroteRow(
        db.updateTable('payment_refunds').set({ updated_at: now }).where('id', '=', id).where('state', '=', 'PENDING').where('updated_at', '=', seenUpdatedAt).returning('id'),
      );
    },

    async noteGatewayRefundId(id: string, gatewayRefundId: string, now: string): Promise<void> {
      await db.updateTable('payment_refunds').set({ gateway_refund_id: gatewayRefundId, updated_at: now }).where('id', '=', id).execute();
    },

    async scheduleCheck(id: string, at: string, now: string): Promise<void> {
      await db.updateTable('payment_attempts').set({ next_check_at: at, updated_at: now }).where('id', '=', id).where('state', '=', 'PENDING').execute();
    },
  };
}

export type PaymentAttemptsRepo = ReturnType<typeof createPaymentAttemptsRepo>;
