import type { Logger } from 'pino';
import type { AdminOrder } from '../../../common/admin-orders';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors';
import type { OrderEvents } from './events';
import { refundReason, type OrderInvoicing } from './invoicing';
import type { OrderLookup } from './lookup';
import { toAdminOrder, toOrderRecord, type OrderRecord } from './mappers';
import type { OrderMail } from './order-mail';
import type { OrdersRepo } from './repo';
import { orderStatusMachine, paymentStatusMachine } from '../../../common/order-states';
import type { OrderHolds } from './order-holds';

export const CONFIRM_GATEWAY_ORDER = 'This order is paid through the payment gateway, which confirms its payment';
export const CONFIRM_CANCELLED_ORDER = 'A cancelled order’s payment cannot be confirmed';
export const REFUND_GATEWAY_ORDER = 'This order was paid through the payment gateway: cancel it to refund it through the gateway';
export const REFUND_NOT_PAID = 'Only a paid order can be refunded';
export const ALREADY_REFUNDED = 'This order was refunded already';
export const cannotCancel = (status: string) => (status === 'Canceled' ? 'This order is already cancelled' : `An order that is ${status} cannot be cancelled`);

/**
 * The shop's lifecycle actions of docs/decisions/0016 that stay inside the orders module: confirm a
 * UPI or COD payment, record a refund made by hand, and the
 * order's half of a cancel (the cancellation module adds the gateway refund in the same
 * transaction). Each is one conditional UPDATE; its event and e-mail are written only by the
 * caller whose UPDATE made the change.
 */
export function createOrderLifecycle(deps: {
  repo: OrdersRepo;
  lookup: OrderLookup;
  events: OrderEvents;
  orderMail: OrderMail;
  holds: OrderHolds;
  invoicing: OrderInvoicing;
  transaction: UnitOfWork['transaction'];
  logger: Logger;
  clock: () => Date;
}) {
  const { repo, lookup, events, orderMail, holds, invoicing, transaction, logger, clock } = deps;
  const now = () => clock().toISOString();

  async function fresh(orderId: string): Promise<AdminOrder> {
    return toAdminOrder(await lookup.requireOrder(orderId));
  }

  return {
    /** POST /api/orders/{id}/confirm-payment: a UPI-QR or COD payment Pending → Completed; a repeat answers the order unchanged. */
    async confirmPayment(ref: string, reference: string | undefined): Promise<AdminOrder> {
      const { order } = await lookup.requireOrder(ref);
      if (order.payment_gateway !== null) throw AppError.conflict(CONFIRM_GATEWAY_ORDER);
      if (order.status === 'Canceled') throw AppError.conflict(CONFIRM_CANCELLED_ORDER);
      const at = now();
      const confirmed = await transaction(async () => {
        const fields = { paid_at: at, payment_reference: reference || null };
        if (!(await repo.setPaymentStatus(order.id, paymentStatusMachine.sourcesOf('Completed'), 'Completed', fields, at, { unlessCanceled: true, withoutGateway: true }))) return false;
        await events.record(order.id, 'paid', at, reference || null);
        await invoicing.invoiceIfDue(order.id, at);
        // A UPI-QR order is confirmed here; a COD order had its confirmation at placement (once per order).
        await orderMail.queueConfirmation(order.id);
        return true;
      });
      if (confirmed) {
        logger.info({ customOrderId: order.custom_order_id }, 'payment confirmed by the shop');
        orderMail.wake();
        return fresh(order.id);
      }
      const now_ = await fresh(order.id);
      if (now_.paymentStatus === 'Completed') return now_;
      throw AppError.conflict(now_.status === 'Canceled' ? CONFIRM_CANCELLED_ORDER : `A payment that is ${now_.paymentStatus} cannot be confirmed`);
    },

    /**
     * POST /api/orders/{id}/refund: a paid UPI or COD order refunded by hand, recorded with its
     * reference; also a gateway order whose gateway refund failed, once the shop paid it back itself.
     */
    async recordRefund(ref: string, reference: string): Promise<AdminOrder> {
      const { order } = await lookup.requireOrder(ref);
      if (order.payment_gateway !== null && order.refund_status !== 'Failed') throw AppError.conflict(REFUND_GATEWAY_ORDER);
      const at = now();
      const recorded = await transaction(async () => {
        if (!(await repo.recordManualRefund(order.id, reference, at))) return false;
        await events.record(order.id, 'refund_completed', at, reference);
        await invoicing.creditNoteIfInvoiced(order.id, at, refundReason(reference));
        await orderMail.queueRefunded(order.id);
        return true;
      });
      if (!recorded) {
        const current = await lookup.requireOrder(order.id);
        throw AppError.conflict(current.order.payment_status === 'Refunded' || current.order.refund_status !== null ? ALREADY_REFUNDED : REFUND_NOT_PAID);
      }
      logger.info({ customOrderId: order.custom_order_id }, 'refund by hand recorded');
      orderMail.wake();
      return fresh(order.id);
    },

    /** The order as the admin API answers it now. */
    adminView: fresh,

    /** The customer's own order (by its custom id), for their cancel of an unpaid one; null when not theirs. */
    async findOwned(userId: string, customOrderId: string): Promise<OrderRecord | null> {
      const rows = await lookup.findOwnedByRef(userId, customOrderId);
      return rows ? toOrderRecord(rows) : null;
    },

    /** The order the admin names, for the cancel action (404 'Order not found'). */
    async find(ref: string): Promise<OrderRecord> {
      return toOrderRecord(await lookup.requireOrder(ref));
    },

    /**
     * The order's half of a cancel, inside the cancellation's transaction: status → Canceled
     * (only from the machine's sources: 409 otherwise, and the transaction rolls back), the
     * reason, the stock back, the `cancelled` event. Answers the order as it is now, inside the
     * transaction (a payment that completed meanwhile shows as paid: the caller refunds it).
     */
    async cancel(orderId: string, reason: string): Promise<OrderRecord> {
      const at = now();
      if (!(await repo.cancel(orderId, orderStatusMachine.sourcesOf('Canceled'), reason, at))) {
        const current = await repo.findById(orderId);
        throw AppError.conflict(cannotCancel(current?.order.status ?? 'gone'));
      }
      const rows = (await repo.findById(orderId))!;
      await holds.release(orderId, rows.items);
      await events.record(orderId, 'cancelled', at, reason);
      await invoicing.creditNoteIfInvoiced(orderId, at, `Order cancelled: ${reason}`);
      return toOrderRecord(rows);
    },

    /** The cancelled e-mail, after the refund (if any) started in the same transaction. */
    queueCancelled: orderMail.queueCancelled,
    wakeMail: orderMail.wake,
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
