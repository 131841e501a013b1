import { describe, expect, it } from 'vitest';
import type { Order } from '../../../common/orders';
import { orderCancelledEmail, orderDeliveredEmail } from './lifecycle-emails';

const order = {
  customOrderId: 'ORD-AB12CD34E',
  products: [{ name: 'Kurta', color: 'Teal', size: 'M', quantity: 1 }],
  user: { name: 'Asha Verma', email: 'asha@example.in' },
  totalPrice: 1059,
  cancelReason: 'Out of stock',
  refund: { status: 'Pending', amount: 1059, reference: null },
} as unknown as Order;
const options = { order, shopName: 'Haat', publicUrl: 'https://shop.example.in' };

// The mails promise what the shipping policy page does (ShippingPolicyContent.test.tsx), never other numbers.
describe('the promises of the order e-mails', () => {
  it('a cancelled, paid order: the refund reaches the original payment method in 2-3 business days', () => {
    const mail = orderCancelledEmail(options);
    expect(mail.text).toContain('A refund of ₹1,059 has been started: it reaches your original payment method in 2-3 business days.');
    expect(mail.text).not.toMatch(/working days/);
  });

  it('a delivered order: a replacement may be asked for within 14 days', () => {
    expect(orderDeliveredEmail(options).text).toContain('within 14 days');
  });
});
