import type { Db } from '../../db/connect';
import { wroteRow } from '../../db/writes';
import type { PaymentStatus } from '../../../common/orders';
import type { OrderEventsTable, OrdersTable } from './tables';

/**
 * The order lifecycle's SQL (docs/decisions/0016): cancel, the refund summary and the timeline. Every move is one conditional UPDATE (or an insert that a UNIQUE key
 * refuses), so of two racing callers exactly one gets true and goes on.
 */
export function createOrderLifecycleRepo(db: Db) {
  return {
    /** Cancels the order while its status is one of `from` (the machine's sources of Canceled): true for the one caller that did. */
    async cancel(id: string, from: OrdersTable['status'][], reason: string, now: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('orders')
          .set({ status: 'Canceled', cancel_reason: reason, checkout_key: null, updated_at: now })
          .where('id', '=', id)
          .where('status', 'in', from)
          .returning('id'),
      );
    },

    /** A gateway refund of the order's payment started: the summary the answer shows, once (only while no refund is recorded). */
    async startRefund(id: string, amount: number, now: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('orders')
          .set({ refund_status: 'Pending', refund_amount: amount, updated_at: now })
          .where('id', '=', id)
          .where('refund_status', 'is', null)
          .returning('id'),
      );
    },

    /**
     * The gateway settled the order's pending refund: refund_status Pending → Completed (and a paid
     * order's payment Completed → Refunded in the same statement) or → Failed. True for the one caller that moved it.
     */
    async settleRefund(id: string, to: 'Completed' | 'Failed', reference: string | null, now: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('orders')
          .set((eb) => ({
            refund_status: to,
            refund_reference: eb.fn.coalesce(eb.val(reference), eb.ref('refund_reference')),
            ...(to === 'Completed'
              ? { payment_status: eb.case().when('payment_status', '=', 'Completed').then(eb.val<PaymentStatus>('Refunded')).else(eb.ref('payment_status')).end() }
              : {}),
            updated_at: now,
          }))
          .where('id', '=', id)
          .where('refund_status', '=', 'Pending')
          .returning('id'),
      );
    },

    /**
     * A refund the shop made by hand (UPI or COD, or a gateway order whose gateway refund failed):
     * payment Completed → Refunded with the refund recorded, in one statement.
     */
    async recordManualRefund(id: string, reference: string, now: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('orders')
          .set((eb) => ({ payment_status: 'Refunded', refund_status: 'Completed', refund_amount: eb.fn.coalesce('refund_amount', 'total_price'), refund_reference: reference, updated_at: now }))
          .where('id', '=', id)
          .where('payment_status', '=', 'Completed')
          // Paid by hand and not refunded yet, or a gateway refund that failed (the shop refunded it itself).
          .where((eb) => eb.or([eb.and([eb('payment_gateway', 'is', null), eb('refund_status', 'is', null)]), eb('refund_status', '=', 'Failed')]))
          .returning('id'),
      );
    },

    async insertEvent(row: OrderEventsTable): Promise<void> {
      await db.insertInto('order_events').values(row).execute();
    },
  };
}
