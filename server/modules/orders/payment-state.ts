import { formatRupees, fromPaise } from '../../../common/money';
import type { OrderEvents } from './events';
import { refundReason, type OrderInvoicing } from './invoicing';
import { toOrderRecordOrNull, type OrderRecord } from './mappers';
import type { OrderMail } from './order-mail';
import type { OrdersRepo } from './repo';
import type { OrdersService } from './service';
import type { OrderHolds } from './order-holds';
import { paymentStatusMachine } from '../../../common/order-states';

/**
 * What the payments module may do to an order: read it, and move its payment status along the
 * payment machine (each move one conditional UPDATE, inside the caller's transaction when there
 * is one). Nothing else of the order is reachable from payments.
 */
export function createOrderPaymentState(deps: {
  repo: OrdersRepo;
  events: OrderEvents;
  orderMail: OrderMail;
  holds: OrderHolds;
  invoicing: OrderInvoicing;
  findOwned: OrdersService['findOwned'];
  clock: () => Date;
}) {
  const { repo, events, orderMail, holds, invoicing, findOwned, clock } = deps;
  const now = () => clock().toISOString();

  return {
    async findById(orderId: string): Promise<OrderRecord | null> {
      return toOrderRecordOrNull(await repo.findById(orderId));
    },

    /** The customer's own order, or null (the orders service's lookup: one rule for who owns what). */
    findOwned,

    /**
     * Pending → Completed (the machine's sources), with the gateway's payment id. False for an
     * order already paid, canceled (superseded by a newer checkout) or switched to cash on
     * delivery (docs/decisions/0045): the caller refunds.
     */
    async markPaid(orderId: string, paymentId: string | null): Promise<boolean> {
      const at = now();
      const options = { unlessCanceled: true, onlyOnline: true };
      if (!(await repo.setPaymentStatus(orderId, paymentStatusMachine.sourcesOf('Completed'), 'Completed', { payment_id: paymentId, paid_at: at }, at, options))) return false;
      await events.record(orderId, 'paid', at, paymentId);
      await invoicing.invoiceIfDue(orderId, at);
      return true;
    },

    /**
     * Money the gateway captured for an order cancelled meanwhile (superseded by a newer checkout
     * of its cart, or cancelled by the shop while the payment completed): its payment becomes
     * Completed by the same move as any capture (Pending → Completed, one conditional UPDATE), but
     * the order stays cancelled, unfulfilled and uninvoiced. The caller starts its refund in the
     * same transaction, so the refund's completion always finds it Completed and makes it Refunded
     * (docs/decisions/0030-state-rules-the-database-keeps.md). False when its payment was not Pending.
     */
    async recordCaptureOnCanceled(orderId: string, paymentId: string | null): Promise<boolean> {
      const at = now();
      if (!(await repo.setPaymentStatus(orderId, paymentStatusMachine.sourcesOf('Completed'), 'Completed', { payment_id: paymentId, paid_at: at }, at, { onlyCanceled: true }))) return false;
      await events.record(orderId, 'paid', at, paymentId);
      return true;
    },

    /**
     * Pending → Failed: the customer may retry. The order's stock and coupon use go back in the
     * same transaction, each once (behind its flag's flip), whoever reports the failure.
     */
    async markPaymentFailed(orderId: string): Promise<boolean> {
      const at = now();
      // A cash-on-delivery order (switched from online) is no longer failed by its old attempts.
      if (!(await repo.setPaymentStatus(orderId, paymentStatusMachine.sourcesOf('Failed'), 'Failed', {}, at, { onlyOnline: true }))) return false;
      await events.record(orderId, 'payment_failed', at);
      await holds.release(orderId, await repo.findItems(orderId));
      return true;
    },

    /**
     * Failed → Pending: a retry opened a new payment attempt. The order takes its stock and coupon
     * use again in the same transaction, or the spec's 409 (a short line, a coupon used up) rolls the retry back.
     */
    async reopenPayment(orderId: string): Promise<boolean> {
      const at = now();
      if (!(await repo.setPaymentStatus(orderId, paymentStatusMachine.sourcesOf('Pending'), 'Pending', {}, at))) return false;
      await events.record(orderId, 'payment_retried', at);
      await holds.take(orderId, await repo.findItems(orderId));
      return true;
    },

    /**
     * A gateway refund of the order's payment started (a cancel, or money that arrived on a
     * cancelled order): the order's `refund` shows it Pending. Once: false when a refund is already recorded.
     */
    async refundStarted(orderId: string, amountPaise: number): Promise<boolean> {
      const at = now();
      if (!(await repo.startRefund(orderId, amountPaise, at))) return false;
      await events.record(orderId, 'refund_started', at, formatRupees(fromPaise(amountPaise)));
      return true;
    },

    /**
     * The gateway settled a refund of this order (called only by the caller whose conditional
     * UPDATE settled the refund's own row). The order's pending refund → Completed (a paid order's
     * payment → Refunded, and the customer's e-mail) or → Failed (flagged: the shop must refund
     * by hand). A refund the order's summary does not track (a second payment of an order already
     * paid) is only written to the timeline. True when the order's refund moved.
     */
    async refundSettled(orderId: string, outcome: 'Completed' | 'Failed', reference: string | null, amountPaise: number): Promise<boolean> {
      const at = now();
      const moved = await repo.settleRefund(orderId, outcome, reference, at);
      const note = [formatRupees(fromPaise(amountPaise)), reference].filter(Boolean).join(' · ');
      await events.record(orderId, outcome === 'Completed' ? 'refund_completed' : 'refund_failed', at, note);
      if (outcome === 'Failed') await repo.flagForReview(orderId, `The gateway refund of ${formatRupees(fromPaise(amountPaise))} failed: refund the customer by hand`, at);
      else if (moved) {
        await invoicing.creditNoteIfInvoiced(orderId, at, refundReason(reference));
        await orderMail.queueRefunded(orderId);
      }
      return moved;
    },

    /**
     * The shopper pays an unpaid gateway order in cash on delivery instead (docs/decisions/0045),
     * inside the caller's transaction: the order becomes COD with its COD charge in the total, its
     * payment Pending, its stock held as a COD order's (taken again if a failed payment had given
     * it back: the spec's 409 rolls everything back), the `cod_chosen` event and the COD order's
     * confirmation e-mail as a job. False when the order can no longer switch (paid meanwhile,
     * cancelled, under review, not online).
     */
    async switchToCod(orderId: string, charges: { codChargePaise: number; totalPaise: number }): Promise<boolean> {
      const at = now();
      if (!(await repo.switchToCod(orderId, charges, at))) return false;
      await events.record(orderId, 'cod_chosen', at, formatRupees(fromPaise(charges.totalPaise)));
      await holds.take(orderId, await repo.findItems(orderId));
      await orderMail.queueConfirmation(orderId);
      // The shop has a COD order to ship now (docs/decisions/0063).
      await orderMail.queueShopNotice(orderId);
      return true;
    },

    /** Marks the order for the shop to look at (not fulfilled). True when this call flagged it. */
    async flagForReview(orderId: string, reason: string): Promise<boolean> {
      return repo.flagForReview(orderId, reason, now());
    },

    /** The confirmation e-mail of an order just paid (in the completing transaction). */
    queueConfirmation: orderMail.queueConfirmation,
    /** The shop's new-order notice of an order just paid online, in the completing transaction (docs/decisions/0063). */
    queueShopNotice: orderMail.queueShopNotice,
  };
}

export type OrderPaymentState = ReturnType<typeof createOrderPaymentState>;
