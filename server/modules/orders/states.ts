import type { OrderStatus, PaymentStatus } from '../../../common/orders';
import { defineStateMachine } from '../../lib/state-machine';

/**
 * Where an order may go (spec §4's statuses). The shop moves it along; Pending ↔ Completed is
 * what the spec's admin screen offers, so a Completed order may be set back to Pending. Delivered
 * and Canceled are final.
 */
export const orderStatusMachine = defineStateMachine<OrderStatus>('order status', 'Pending', {
  Pending: ['Processing', 'Shipped', 'Completed', 'Delivered', 'Canceled'],
  Processing: ['Pending', 'Shipped', 'Completed', 'Delivered', 'Canceled'],
  Shipped: ['Completed', 'Delivered', 'Canceled'],
  Completed: ['Pending', 'Shipped', 'Delivered'],
  Delivered: [],
  Canceled: [],
});

/**
 * An order's payment. Pending → Completed when the gateway confirms the amount (or, later, the shop
 * confirms a UPI or COD payment); Pending → Failed when the attempt fails or expires; Failed →
 * Pending when the customer retries. Completed is final (refunds will be their own record).
 */
export const paymentStatusMachine = defineStateMachine<PaymentStatus>('order payment status', 'Pending', {
  Pending: ['Completed', 'Failed'],
  Failed: ['Pending'],
  Completed: ['Refunded'],
  Refunded: [],
});
