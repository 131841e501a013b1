import { formatRupees } from '../../common/money';
import type { PaymentStatusAnswer } from '../../common/orders';

/**
 * What the payment return page says about the money of an order that was cancelled (superseded by
 * a newer checkout of the same cart, or cancelled by the shop), or null when the order stands.
 * Money that still arrived for it is Completed, then Refunded once its refund completes
 * (docs/decisions/0030-state-rules-the-database-keeps.md): never an order confirmation.
 */
export function cancelledOrderPayment(answer: Pick<PaymentStatusAnswer, 'status' | 'paymentStatus' | 'totalPrice'>): string | null {
  if (answer.status !== 'Canceled') return null;
  const amount = formatRupees(answer.totalPrice);
  if (answer.paymentStatus === 'Refunded') return `Your payment of ${amount} was refunded.`;
  if (answer.paymentStatus === 'Completed') return `Your payment of ${amount} arrived after the order was cancelled and is being refunded to you.`;
  return `If you paid, the ${amount} is refunded to you.`;
}
