import { formatRupees } from '../../common/money';
import type { Order } from '../../common/orders';

export type OrderSummaryInput = Pick<Order, 'status' | 'paymentMethod' | 'paymentStatus' | 'totalPrice' | 'refund'>;

/**
 * The plain-language line under an order on 'Your Orders' (docs/decisions/0027): the contract's status words and
 * colours stay, and this says what they mean for the shopper, from the order status, how it is
 * paid, the payment status, the total and any refund. Every combination the two machines allow
 * (docs/decisions/0016-order-lifecycle.md) has a line; see order-summary.test.ts.
 */
export function orderSummary(order: OrderSummaryInput): string {
  const { status, paymentMethod, paymentStatus, refund } = order;
  const total = formatRupees(order.totalPrice);
  const refundAmount = formatRupees(refund?.amount ?? order.totalPrice);

  if (status === 'Canceled') {
    if (refund?.status === 'Pending') return `Cancelled · refund of ${refundAmount} on its way`;
    if (refund?.status === 'Failed') return `Cancelled · the shop will refund ${refundAmount} to you directly`;
    if (refund?.status === 'Completed' || paymentStatus === 'Refunded') return `Cancelled · ${refundAmount} refunded`;
    if (paymentStatus === 'Completed') return `Cancelled · the shop will refund ${total} to you`;
    return 'Cancelled · nothing to pay';
  }

  // A refund of an order that was not cancelled (the shop gave the money back by hand, say).
  if (refund?.status === 'Pending') return `Refund of ${refundAmount} on its way`;
  if (refund?.status === 'Failed') return `The shop will refund ${refundAmount} to you directly`;
  if (refund?.status === 'Completed' || paymentStatus === 'Refunded') return `Refunded · ${refundAmount}`;

  const shipped = status === 'Shipped' || status === 'Completed';
  const paid = paymentStatus === 'Completed';

  if (paymentMethod === 'cod') {
    if (status === 'Delivered') return 'Delivered';
    if (paid) return shipped ? 'Paid · on its way' : 'Paid · preparing to ship';
    return shipped ? `Shipped · pay ${total} in cash on delivery` : `Pay ${total} in cash on delivery`;
  }

  // Online: the shop ships only once the payment is in.
  if (paymentStatus === 'Failed') return `Payment failed — try again to confirm your order of ${total}`;
  if (!paid) return `Payment pending — complete payment to confirm your order of ${total}`;
  if (status === 'Delivered') return 'Delivered';
  return shipped ? 'Shipped · on its way' : 'Paid · preparing to ship';
}
