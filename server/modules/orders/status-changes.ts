import type { OrderStatus } from '../../../common/orders';
import type { OrderEvents } from './events';
import type { OrderInvoicing } from './invoicing';
import type { OrderMail } from './order-mail';
import type { OrdersTable } from './tables';

/** Shipped and Completed both mean the goods left the shop (Completed is the spec's admin form's word for it). */
const GOODS_LEFT: ReadonlySet<OrderStatus> = new Set(['Shipped', 'Completed']);

/**
 * What a status move writes beside the order, inside the transaction whose conditional UPDATE
 * made the move (so a racing second editor writes nothing): one timeline event, and the e-mail
 * the move owes the customer. The goods leave once: the first move into Shipped or Completed is
 * `shipped` (partner and tracking id) with the "on its way" e-mail; Delivered is `delivered` with
 * its e-mail; any other move is `status_changed` with the new status. Cancelling is not here: it
 * gives stock back and may refund (the cancellation module).
 */
export function createStatusChanges(deps: { events: OrderEvents; orderMail: OrderMail; invoicing: OrderInvoicing }) {
  const { events, orderMail, invoicing } = deps;
  return {
    /** `order` as it was before the move; `after` its partner and tracking id after it. True when an e-mail was queued. */
    async recordMove(order: OrdersTable, to: OrderStatus, after: { partner: string | null; trackingId: string | null }, at: string): Promise<boolean> {
      // Goods that left the shop are invoiced, if payment did not invoice them first (docs/decisions/0022).
      if (to === 'Delivered' || GOODS_LEFT.has(to)) await invoicing.invoiceIfDue(order.id, at);
      if (to === 'Delivered') {
        await events.record(order.id, 'delivered', at);
        await orderMail.queueDelivered(order.id);
        return true;
      }
      if (GOODS_LEFT.has(to) && !GOODS_LEFT.has(order.status)) {
        await events.record(order.id, 'shipped', at, [after.partner, after.trackingId].filter(Boolean).join(' · ') || null);
        await orderMail.queueCompleted(order.id);
        return true;
      }
      await events.record(order.id, 'status_changed', at, to);
      return false;
    },
  };
}

export type StatusChanges = ReturnType<typeof createStatusChanges>;
