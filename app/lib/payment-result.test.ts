import { describe, expect, it } from 'vitest';
import { cancelledOrderPayment } from './payment-result';

describe('cancelledOrderPayment (docs/decisions/0030-state-rules-the-database-keeps.md)', () => {
  it('a cancelled order’s money: being refunded, refunded, or refunded if it came; nothing for an order that stands', () => {
    expect(cancelledOrderPayment({ status: 'Canceled', paymentStatus: 'Completed', totalPrice: 1059 })).toBe('Your payment of ₹1,059 arrived after the order was cancelled and is being refunded to you.');
    expect(cancelledOrderPayment({ status: 'Canceled', paymentStatus: 'Refunded', totalPrice: 1059 })).toBe('Your payment of ₹1,059 was refunded.');
    expect(cancelledOrderPayment({ status: 'Canceled', paymentStatus: 'Pending', totalPrice: 1059 })).toBe('If you paid, the ₹1,059 is refunded to you.');
    expect(cancelledOrderPayment({ status: 'Pending', paymentStatus: 'Completed', totalPrice: 1059 })).toBeNull();
  });
});
