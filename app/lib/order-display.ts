import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../common/orders';

/** Spec §4, the customer's list: Pending yellow, Shipped and Completed blue, Delivered green, Canceled red. */
const ORDER_STATUS_CLASSES: Partial<Record<OrderStatus, string>> = {
  Pending: 'bg-warning-100 text-warning-800',
  Shipped: 'bg-info-100 text-info-800',
  Completed: 'bg-info-100 text-info-800',
  Delivered: 'bg-success-100 text-success-800',
  Canceled: 'bg-danger-100 text-danger-800',
};

/** The pill classes of an order status; any status the spec gives no colour (Processing) is grey. */
export function orderStatusClass(status: OrderStatus): string {
  return ORDER_STATUS_CLASSES[status] ?? 'bg-zinc-100 text-zinc-800';
}

/** Spec §4: a Completed payment is green, anything else red. */
export function paymentStatusClass(status: PaymentStatus): string {
  return status === 'Completed' ? 'bg-success-100 text-success-800' : 'bg-danger-100 text-danger-800';
}

/** An ordered line's colour and quantity as every order view prints it: 'Red · Qty 2'. */
export function orderLineLabel(line: { color: string; quantity: number }): string {
  return `${line.color} · Qty ${line.quantity}`;
}

export function paymentMethodLabel(method: PaymentMethod): string {
  return method === 'cod' ? 'Cash on Delivery' : 'Online';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * '22 Nov 2026' in India's time (the shop's customers are there), by hand: the server render and
 * the browser must print the same text whatever their time zone and ICU data.
 */
export function formatOrderDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const date = new Date(time + IST_OFFSET_MS);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
