import { toOrderRecordOrNull, type OrderRecord } from './mappers';
import type { OrderMail } from './order-mail';
import type { OrdersRepo } from './repo';
import type { OrdersService } from './service';
import type { StockHold } from './stock-hold';
import { paymentStatusMachine } from './states';

/**
 * What the payments module may do to an order: read it, and move its payment status along the
 * payment machine (each move one conditional UPDATE, inside the caller's transaction when there
 * is one). Nothing else of the order is reachable from payments.
 */
export function createOrderPaymentState(deps: { repo: OrdersRepo; orderMail: OrderMail; stockHold: StockHold; findOwned: OrdersService['findOwned']; clock: () => Date }) {
  const { repo, orderMail, stockHold, findOwned, clock } = deps;
  const now = () => clock().toISOString();

  return {
    async findById(orderId: string): Promise<OrderRecord | null> {
      return toOrderRecordOrNull(await repo.findById(orderId));
    },

    /** The customer's own order, or null (the orders service's lookup: one rule for who owns what). */
    findOwned,

    /**
     * Pending → Completed (the machine's sources), with the gateway's payment id. False for an
     * order already paid or canceled (superseded by a newer checkout): the caller refunds.
     */
    async markPaid(orderId: string, paymentId: string | null): Promise<boolean> {
      const at = now();
      return repo.setPaymentStatus(orderId, paymentStatusMachine.sourcesOf('Completed'), 'Completed', { payment_id: paymentId, paid_at: at }, at, { unlessCanceled: true });
    },

    /**
     * Pending → Failed: the customer may retry. The order's stock goes back in the same
     * transaction, once (behind the stock_held flip), whoever reports the failure.
     */
    async markPaymentFailed(orderId: string): Promise<boolean> {
      if (!(await repo.setPaymentStatus(orderId, paymentStatusMachine.sourcesOf('Failed'), 'Failed', {}, now()))) return false;
      const rows = await repo.findById(orderId);
      if (rows) await stockHold.release(orderId, rows.items);
      return true;
    },

    /**
     * Failed → Pending: a retry opened a new payment attempt. The order takes its stock again in
     * the same transaction, or the spec's 409 (naming each short line) rolls the retry back.
     */
    async reopenPayment(orderId: string): Promise<boolean> {
      if (!(await repo.setPaymentStatus(orderId, paymentStatusMachine.sourcesOf('Pending'), 'Pending', {}, now()))) return false;
      const rows = await repo.findById(orderId);
      if (rows) await stockHold.take(orderId, rows.items);
      return true;
    },

    /** Marks the order for the shop to look at (not fulfilled). True when this call flagged it. */
    async flagForReview(orderId: string, reason: string): Promise<boolean> {
      return repo.flagForReview(orderId, reason, now());
    },

    /** The confirmation e-mail of an order just paid (in the completing transaction). */
    queueConfirmation: orderMail.queueConfirmation,
  };
}

export type OrderPaymentState = ReturnType<typeof createOrderPaymentState>;
