import type { Logger } from 'pino';
import { ORDER_NOT_FOUND, type AdminOrder } from '../../../common/admin-orders';
import type { CancelUnpaidAnswer } from '../../../common/orders';
import { AppError } from '../../errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { OrderLifecycle } from '../orders/module';

/** What the cancellation needs of payments: a refund of a gateway-paid order, written in the caller's transaction. */
export interface RefundPort {
  refundOrder(orderId: string, amountPaise: number, reason: string): Promise<boolean>;
}

/**
 * Cancelling an order (docs/decisions/0016), a use case above orders and payments as checkout is:
 * in one transaction the order becomes Canceled (only before it shipped: 409 otherwise) with its
 * reason, its stock comes back, and when it was paid through a gateway a refund of the whole
 * amount starts (the refund row and its job; the order's `refund` shows Pending until the gateway
 * settles it); then the cancelled e-mail, which names the refund. Orders never imports payments:
 * both are called from here.
 */
export function createCancellation(deps: { orders: OrderLifecycle; refunds: RefundPort; transaction: UnitOfWork['transaction']; logger: Logger }) {
  const { orders, refunds, transaction, logger } = deps;

  return {
    /** POST /api/orders/{id}/cancel, and PUT /api/orders/{id} with status Canceled. */
    async cancel(ref: string, reason: string): Promise<AdminOrder> {
      const target = await orders.find(ref);
      const refunding = await transaction(async () => {
        const order = await orders.cancel(target.id, reason);
        // Read inside the transaction, after the cancel's UPDATE: a payment that completed just before counts.
        const paidAtGateway = order.paymentGateway !== null && order.paymentStatus === 'Completed';
        const started = paidAtGateway && (await refunds.refundOrder(order.id, order.totalPaise, `Cancelled by the shop: ${reason}`));
        await orders.queueCancelled(order.id);
        return started;
      });
      logger.info({ customOrderId: target.customOrderId, refunding }, 'order cancelled by the shop');
      // Wakes the job worker: the e-mail and the refund go now.
      orders.wakeMail();
      return orders.adminView(target.id);
    },

    /**
     * POST /api/orders/{customOrderId}/cancel-unpaid: the customer cancels their own gateway order
     * that was never paid (docs/decisions/0045). The same cancel, in one transaction: Canceled, its
     * stock back, the cancelled e-mail; no refund, as nothing was paid. A payment that completed
     * just before is found after the UPDATE and rolls the cancel back (409); one that completes
     * after is refunded by the completion (money on a cancelled order).
     */
    async cancelUnpaid(userId: string, customOrderId: string): Promise<CancelUnpaidAnswer> {
      const target = await orders.findOwned(userId, customOrderId);
      if (!target) throw AppError.notFound(ORDER_NOT_FOUND);
      if (target.paymentMethod !== 'online' || target.paymentGateway === null) throw AppError.conflict(NOT_UNPAID_ONLINE);
      if (target.needsReview) throw AppError.conflict('This order is being reviewed by the shop');
      await transaction(async () => {
        const order = await orders.cancel(target.id, CANCELLED_BEFORE_PAYING);
        if (order.paymentStatus === 'Completed' || order.paymentStatus === 'Refunded') throw AppError.conflict('This order is already paid');
        await orders.queueCancelled(order.id);
      });
      logger.info({ customOrderId: target.customOrderId }, 'unpaid order cancelled by the customer');
      orders.wakeMail();
      return { orderId: target.customOrderId, status: 'Canceled' };
    },
  };
}

export const NOT_UNPAID_ONLINE = 'Only an online order that was never paid can be cancelled here';
export const CANCELLED_BEFORE_PAYING = 'Cancelled by the customer before paying';

export type Cancellation = ReturnType<typeof createCancellation>;
