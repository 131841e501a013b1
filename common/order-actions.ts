import { ADMIN_ORDER_STATUSES, type AdminOrder, type AdminOrderStatus } from './admin-orders';
import type { OrderStatus } from './orders';
import { FULFILMENT_STATUSES, goodsMayLeave, orderStatusMachine, paymentStatusMachine } from './order-states';

/**
 * What the shop may do next with an order (docs/decisions/0016-order-lifecycle.md), as the admin's screens offer it.
 * Every choice is derived from the machines the server enforces (common/order-states.ts), so a
 * screen never offers a move the server refuses (docs/decisions/0030-state-rules-the-database-keeps.md);
 * the buttons are a narrower, plainer reading of the same table:
 * - Confirm payment: a UPI-QR or cash-on-delivery order (no gateway) whose payment may become
 *   Completed and that is not cancelled. A gateway confirms its own payments.
 * - Mark processing: wherever the machine allows Processing (a Pending order).
 * - Mark shipped: before the goods left, where the machine allows Shipped; a gateway order only
 *   once paid (goods never leave for money that did not arrive).
 * - Mark delivered: once the goods left (Shipped or Completed: the spec's "handed to the delivery
 *   partner"), on the same payment condition.
 * - Cancel: wherever the machine allows Canceled (not once the goods left).
 * - Record refund: a cancelled UPI or COD order that was paid, with no refund recorded yet; or a
 *   cancelled gateway order whose gateway refund failed (the shop paid it back itself). A gateway
 *   order's refund otherwise starts by itself when it is cancelled.
 */
export const ORDER_ACTIONS = ['confirmPayment', 'markProcessing', 'markShipped', 'markDelivered', 'cancel', 'recordRefund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderActionFacts = Pick<AdminOrder, 'status' | 'paymentStatus' | 'paymentGateway' | 'refund'>;

/** The status an action moves the order to, for those that move it. */
export const ACTION_STATUS: Partial<Record<OrderAction, OrderStatus>> = {
  markProcessing: 'Processing',
  markShipped: 'Shipped',
  markDelivered: 'Delivered',
  cancel: 'Canceled',
};

/** Whether the server takes the order to `to` from where it stands: the machine, and no goods leaving unpaid. */
export function canMoveTo(order: OrderActionFacts, to: OrderStatus): boolean {
  return orderStatusMachine.canTransition(order.status, to) && (!FULFILMENT_STATUSES.has(to) || goodsMayLeave(order));
}

/** The changes of status the order edit's dropdown offers: the spec's Pending and Completed, where the server would take the order. */
export function offeredStatusChanges(order: OrderActionFacts): AdminOrderStatus[] {
  return ADMIN_ORDER_STATUSES.filter((status) => canMoveTo(order, status));
}

export function allowedOrderActions(order: OrderActionFacts): OrderAction[] {
  const byHand = order.paymentGateway === null;
  const goodsLeft = FULFILMENT_STATUSES.has(order.status);
  const allowed: Record<OrderAction, boolean> = {
    confirmPayment: byHand && paymentStatusMachine.canTransition(order.paymentStatus, 'Completed') && order.status !== 'Canceled',
    markProcessing: canMoveTo(order, 'Processing'),
    markShipped: !goodsLeft && canMoveTo(order, 'Shipped'),
    markDelivered: goodsLeft && canMoveTo(order, 'Delivered'),
    cancel: canMoveTo(order, 'Canceled'),
    recordRefund:
      order.status === 'Canceled' && paymentStatusMachine.canTransition(order.paymentStatus, 'Refunded') && ((byHand && order.refund === null) || order.refund?.status === 'Failed'),
  };
  return ORDER_ACTIONS.filter((action) => allowed[action]);
}
