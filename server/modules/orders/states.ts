import type { OrderStatus, PaymentStatus } from '../../../common/orders';
import { defineStateMachine } from '../../lib/state-machine';

/**
 * Where an order may go (spec §4's statuses; business-spec §2). The shop moves it along; Pending ↔
 * Completed is what the spec's admin screen offers, so a Completed order may be set back to
 * Pending (a slip of the hand). Shipped and Completed both mean the goods left: from there the
 * order can no longer be cancelled, only delivered. Delivered and Canceled are final.
 */
export const orderStatusMachine = defineStateMachine<OrderStatus>('order status', 'Pending', {
  Pending: ['Processing', 'Shipped', 'Completed', 'Delivered', 'Canceled'],
  Processing: ['Pending', 'Shipped', 'Completed', 'Delivered', 'Canceled'],
  Shipped: ['Completed', 'Delivered'],
  Completed: ['Pending', 'Shipped', 'Delivered'],
  Delivered: [],
  Canceled: [],
});

/** Statuses that mean the goods leave (or left) the shop: a gateway order must be paid first, and the "on its way" e-mail goes out. */
export const FULFILMENT_STATUSES: ReadonlySet<OrderStatus> = new Set(['Shipped', 'Completed', 'Delivered']);

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
