import { istWallClock } from '../../common/ist';
import { formatRupees } from '../../common/money';
import type { OrderEvent, OrderEventType, OrderStatus, PaymentMethod, PaymentStatus } from '../../common/orders';

/**
 * The customer's list (docs/storefront-texts.md#states): Pending yellow, Processing grey (the spec gives it no colour),
 * Shipped and Completed blue, Delivered green, Canceled red. Total, so a new status fails to compile
 * until it is given a colour.
 */
const ORDER_STATUS_CLASSES: Record<OrderStatus, string> = {
  Pending: 'bg-warning-100 text-warning-800',
  Processing: 'bg-zinc-100 text-zinc-800',
  Shipped: 'bg-info-100 text-info-800',
  Completed: 'bg-info-100 text-info-800',
  Delivered: 'bg-success-100 text-success-800',
  Canceled: 'bg-danger-100 text-danger-800',
};

export function orderStatusClass(status: OrderStatus): string {
  return ORDER_STATUS_CLASSES[status];
}

/**
 * A status inside a sentence (the timeline's 'Status changed: Cancelled'): the data's 'Canceled'
 * is written 'Cancelled', as Indian English spells it. The status pills keep the contract's
 * status values as they are, 'Canceled' included (docs/storefront-texts.md#states).
 */
export function orderStatusLabel(status: string): string {
  return status === 'Canceled' ? 'Cancelled' : status;
}

/** A Completed payment is green, anything else red (docs/storefront-texts.md#states); Refunded (docs/decisions/0016, money given back) is neutral. */
const PAYMENT_STATUS_CLASSES: Record<PaymentStatus, string> = {
  Pending: 'bg-danger-100 text-danger-800',
  Completed: 'bg-success-100 text-success-800',
  Failed: 'bg-danger-100 text-danger-800',
  Refunded: 'bg-zinc-100 text-zinc-800',
};

export function paymentStatusClass(status: PaymentStatus): string {
  return PAYMENT_STATUS_CLASSES[status];
}

/** An ordered line's colour, size and quantity as every order view prints it: 'Red · Size M · Qty 2'. */
export function orderLineLabel(line: { color: string; size?: string | null; quantity: number }): string {
  return [line.color, line.size ? `Size ${line.size}` : null, `Qty ${line.quantity}`].filter(Boolean).join(' · ');
}

/** What each timeline entry says, to the customer and the shop alike (docs/decisions/0016). */
const EVENT_LABELS: Record<OrderEventType, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  payment_failed: 'Payment failed',
  payment_retried: 'Payment retried',
  cod_chosen: 'Changed to cash on delivery',
  status_changed: 'Status changed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refund_started: 'Refund started',
  refund_completed: 'Refund completed',
  refund_failed: 'Refund failed',
  replacement_requested: 'Replacement requested',
  replacement_accepted: 'Replacement accepted',
  replacement_declined: 'Replacement declined',
  invoice_issued: 'Invoice issued',
  credit_note_issued: 'Credit note issued',
  credit_note_refused: 'Credit note not issued',
  address_corrected: 'Delivery address corrected',
  invoice_reissued: 'Invoice corrected',
};

/** 'Status changed: Processing', 'Cancelled: Out of stock', 'Order placed'. */
export function orderEventLabel(event: Pick<OrderEvent, 'type' | 'note'>): { title: string; note: string | null } {
  // A status change's note is the new status: written as the status pill writes it.
  const note = event.note ?? null;
  return { title: EVENT_LABELS[event.type], note: event.type === 'status_changed' && note !== null ? orderStatusLabel(note) : note };
}

export function paymentMethodLabel(method: PaymentMethod): string {
  return method === 'cod' ? 'Cash on Delivery' : 'Online';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '22 Nov 2026' in India's time (the shop's customers are there), by hand: the server render and
 * the browser must print the same text whatever their time zone and ICU data.
 */
export function formatOrderDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const date = istWallClock(time);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '22 Nov 2026, 3:05 pm' in India's time, by hand for the same reason as formatOrderDate. */
export function formatOrderTime(iso: string): string {
  const day = formatOrderDate(iso);
  if (day === '') return '';
  const date = istWallClock(Date.parse(iso));
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${day}, ${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}


/**
 * A coupon's row in an order's figures, or null without a discount (docs/decisions/0060):
 * 'Discount (DIWALI10)' and '-₹100', as the checkout modal, the orders pages and the admin show it.
 */
export function discountRow({ discount, couponCode }: { discount: number; couponCode: string | null }): { label: string; amount: string } | null {
  if (!(discount > 0)) return null;
  return { label: couponCode ? `Discount (${couponCode})` : 'Discount', amount: `-${formatRupees(discount)}` };
}
