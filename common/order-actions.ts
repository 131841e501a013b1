import type { AdminOrder } from './admin-orders';

/**
 * What the shop may do next with an order (business-spec §2), as the admin's order page offers it:
 * one rule, here, so the page shows exactly the buttons whose call the server would accept.
 * The server's state machines (orders/states.ts) stay the authority; this mirrors them:
 * - Confirm payment: a UPI-QR or cash-on-delivery order (no gateway) whose payment is Pending and
 *   that is not cancelled. A gateway confirms its own payments.
 * - Mark processing: Pending.
 * - Mark shipped: Pending or Processing; a gateway order only once paid (goods never leave for
 *   money that did not arrive).
 * - Mark delivered: Shipped or Completed (the spec's "handed to the delivery partner"), on the same
 *   payment condition.
 * - Cancel: not yet Shipped, Completed, Delivered or Canceled.
 * - Record refund: a cancelled UPI or COD order that was paid, with no refund recorded yet; or a
 *   cancelled gateway order whose gateway refund failed (the shop paid it back itself). A gateway
 *   order's refund otherwise starts by itself when it is cancelled.
 */
export const ORDER_ACTIONS = ['confirmPayment', 'markProcessing', 'markShipped', 'markDelivered', 'cancel', 'recordRefund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderActionFacts = Pick<AdminOrder, 'status' | 'paymentStatus' | 'paymentGateway' | 'refund'>;

export function allowedOrderActions(order: OrderActionFacts): OrderAction[] {
  const byHand = order.paymentGateway === null;
  const paidOrByHand = byHand || order.paymentStatus === 'Completed';
  const allowed: Record<OrderAction, boolean> = {
    confirmPayment: byHand && order.paymentStatus === 'Pending' && order.status !== 'Canceled',
    markProcessing: order.status === 'Pending',
    markShipped: (order.status === 'Pending' || order.status === 'Processing') && paidOrByHand,
    markDelivered: (order.status === 'Shipped' || order.status === 'Completed') && paidOrByHand,
    cancel: order.status === 'Pending' || order.status === 'Processing',
    recordRefund: order.status === 'Canceled' && order.paymentStatus === 'Completed' && ((byHand && order.refund === null) || order.refund?.status === 'Failed'),
  };
  return ORDER_ACTIONS.filter((action) => allowed[action]);
}
