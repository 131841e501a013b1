import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderRefund } from '../../common/orders';
import { orderSummary, type OrderSummaryInput } from './order-summary';

const order = (fields: Partial<OrderSummaryInput>): OrderSummaryInput => ({ status: 'Pending', paymentMethod: 'online', paymentStatus: 'Pending', totalPrice: 2559, refund: null, ...fields });
const refund = (status: OrderRefund['status'], amount = 2559): OrderRefund => ({ status, amount, reference: null });

describe('orderSummary', () => {
  it.each<[string, Partial<OrderSummaryInput>, string]>([
    // Online
    ['online, unpaid', {}, 'Payment pending — complete payment to confirm your order of ₹2,559'],
    ['online, unpaid, Processing', { status: 'Processing' }, 'Payment pending — complete payment to confirm your order of ₹2,559'],
    ['online, payment failed', { paymentStatus: 'Failed' }, 'Payment failed — try again to confirm your order of ₹2,559'],
    ['online, paid', { paymentStatus: 'Completed' }, 'Paid · preparing to ship'],
    ['online, paid, Processing', { status: 'Processing', paymentStatus: 'Completed' }, 'Paid · preparing to ship'],
    ['online, paid, Shipped', { status: 'Shipped', paymentStatus: 'Completed' }, 'Shipped · on its way'],
    ['online, paid, Completed (the goods left)', { status: 'Completed', paymentStatus: 'Completed' }, 'Shipped · on its way'],
    ['online, paid, Delivered', { status: 'Delivered', paymentStatus: 'Completed' }, 'Delivered'],
    // Cash on delivery
    ['COD, Pending', { paymentMethod: 'cod' }, 'Pay ₹2,559 in cash on delivery'],
    ['COD, Processing', { paymentMethod: 'cod', status: 'Processing' }, 'Pay ₹2,559 in cash on delivery'],
    ['COD, Shipped', { paymentMethod: 'cod', status: 'Shipped' }, 'Shipped · pay ₹2,559 in cash on delivery'],
    ['COD, Completed', { paymentMethod: 'cod', status: 'Completed' }, 'Shipped · pay ₹2,559 in cash on delivery'],
    ['COD, Delivered, not yet confirmed', { paymentMethod: 'cod', status: 'Delivered' }, 'Delivered'],
    ['COD, Delivered and paid', { paymentMethod: 'cod', status: 'Delivered', paymentStatus: 'Completed' }, 'Delivered'],
    ['COD paid before shipping', { paymentMethod: 'cod', paymentStatus: 'Completed' }, 'Paid · preparing to ship'],
    ['COD paid, Shipped', { paymentMethod: 'cod', status: 'Shipped', paymentStatus: 'Completed' }, 'Paid · on its way'],
    // Cancelled
    ['cancelled unpaid', { status: 'Canceled' }, 'Cancelled · nothing to pay'],
    ['cancelled, payment failed', { status: 'Canceled', paymentStatus: 'Failed' }, 'Cancelled · nothing to pay'],
    ['cancelled COD', { status: 'Canceled', paymentMethod: 'cod' }, 'Cancelled · nothing to pay'],
    ['cancelled, gateway refund pending', { status: 'Canceled', paymentStatus: 'Completed', refund: refund('Pending') }, 'Cancelled · refund of ₹2,559 on its way'],
    ['cancelled, refund done', { status: 'Canceled', paymentStatus: 'Refunded', refund: refund('Completed') }, 'Cancelled · ₹2,559 refunded'],
    ['cancelled, refunded without a refund record', { status: 'Canceled', paymentStatus: 'Refunded' }, 'Cancelled · ₹2,559 refunded'],
    ['cancelled, gateway refund failed', { status: 'Canceled', paymentStatus: 'Completed', refund: refund('Failed') }, 'Cancelled · the shop will refund ₹2,559 to you directly'],
    ['cancelled paid COD, no refund yet', { status: 'Canceled', paymentMethod: 'cod', paymentStatus: 'Completed' }, 'Cancelled · the shop will refund ₹2,559 to you'],
    // Refunded without a cancel (by hand, after delivery)
    ['refunded after delivery', { status: 'Delivered', paymentStatus: 'Refunded', refund: refund('Completed', 1200) }, 'Refunded · ₹1,200'],
    ['refund pending after delivery', { status: 'Delivered', paymentStatus: 'Completed', refund: refund('Pending') }, 'Refund of ₹2,559 on its way'],
    ['refund failed after delivery', { status: 'Delivered', paymentStatus: 'Completed', refund: refund('Failed') }, 'The shop will refund ₹2,559 to you directly'],
  ])('%s', (_name, fields, line) => {
    expect(orderSummary(order(fields))).toBe(line);
  });

  it('has a line for every status, payment method and payment status', () => {
    for (const status of ORDER_STATUSES)
      for (const paymentMethod of ['online', 'cod'] as const)
        for (const paymentStatus of PAYMENT_STATUSES)
          for (const refundStatus of [null, 'Pending', 'Completed', 'Failed'] as const) {
            const line = orderSummary(order({ status, paymentMethod, paymentStatus, refund: refundStatus ? refund(refundStatus) : null }));
            expect(line, `${status} ${paymentMethod} ${paymentStatus} ${refundStatus}`).toMatch(/^\S.*\S$/);
          }
  });

  it('never tells a cash-on-delivery shopper to complete a payment online', () => {
    for (const status of ORDER_STATUSES) expect(orderSummary(order({ status, paymentMethod: 'cod' }))).not.toMatch(/complete payment/);
  });
});
