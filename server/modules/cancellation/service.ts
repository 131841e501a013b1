import type { Logger } from 'pino';
import type { AdminOrder } from '../../../common/admin-orders';
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
  };
}

export type Cancellation = ReturnType<typeof createCancellation>;
