import type { OrderStatus, PaymentStatus } from './orders';
import { defineStateMachine } from './state-machine';

/**
 * The order's two machines (docs/decisions/0016-order-lifecycle.md), pure, so
 * the server's conditional UPDATEs and the admin screens' choices read the same table and cannot
 * disagree (docs/decisions/0030-state-rules-the-database-keeps.md).
 */

/**
 * Where an order may go. Shipped, Completed and Delivered mean the goods left
 * the shop: from there no way leads back to Pending or Processing, and none to Canceled (which
 * gives stock back and refunds), only on to delivery. Delivered and Canceled are final.
 */
export const orderStatusMachine = defineStateMachine<OrderStatus>('order status', 'Pending', {
  Pending: ['Processing', 'Shipped', 'Completed', 'Delivered', 'Canceled'],
  Processing: ['Pending', 'Shipped', 'Completed', 'Delivered', 'Canceled'],
  Shipped: ['Completed', 'Delivered'],
  Completed: ['Shipped', 'Delivered'],
  Delivered: [],
  Canceled: [],
});

/** Statuses that mean the goods leave (or left) the shop: a gateway order must be paid first, and the "on its way" e-mail goes out. */
export const FULFILMENT_STATUSES: ReadonlySet<OrderStatus> = new Set(['Shipped', 'Completed', 'Delivered']);

/** Goods leave only for money that arrived: an order a gateway collects must have its payment Completed; COD and UPI-QR orders go unpaid. */
export function goodsMayLeave(order: { paymentGateway: string | null; paymentStatus: PaymentStatus }): boolean {
  return order.paymentGateway === null || order.paymentStatus === 'Completed';
}

/**
 * An order's payment. Pending → Completed when the gateway confirms the amount or the shop
 * confirms a UPI or COD payment; Pending → Failed when the attempt fails or expires; Failed →
 * Pending when the customer retries; Completed → Refunded when the gateway confirms a refund or
 * the shop records one made by hand. Refunded is final.
 */
export const paymentStatusMachine = defineStateMachine<PaymentStatus>('order payment status', 'Pending', {
  Pending: ['Completed', 'Failed'],
  Failed: ['Pending'],
  Completed: ['Refunded'],
  Refunded: [],
});
