import { describe, expect, it } from 'vitest';
import type { Order } from '../../../common/orders';
import { orderCompletedEmail } from './completed-email';
import { orderConfirmationEmail } from './confirmation-email';
import { orderCancelledEmail, orderDeliveredEmail, orderRefundedEmail } from './lifecycle-emails';
import { mailLine } from './mail-line';
import { sampleOrder } from '../../test/orders-fixtures';

const line = { _id: 'b'.repeat(24), productId: 'c'.repeat(24), name: 'Kurta', primaryImage: '/media/k.webp', quantity: 1, color: 'Teal', size: 'M', price: 999 };
const order = sampleOrder({
  paymentId: 'pay_1',
  paymentMethod: 'online',
  paymentStatus: 'Completed',
  products: [line, { ...line, _id: 'd'.repeat(24), name: 'Mug', color: 'White', size: null, quantity: 2, price: 250 }],
  status: 'Canceled',
  deliveryPartner: 'Delhivery',
  trackingId: 'DL1',
  totalPrice: 1559,
  codCharge: 0,
  itemsTotal: 1499,
  cancelReason: 'Out of stock',
  refund: { status: 'Pending', amount: 1559, reference: null } as Order['refund'],
});

const options = { order, shopName: 'Haat', publicUrl: 'https://shop.example.in' };

describe('an order e-mail line', () => {
  it('names the colour and the size, the size only when the product has one', () => {
    expect(mailLine(line)).toBe('Kurta (Teal, M) × 1');
    expect(mailLine({ ...line, size: null })).toBe('Kurta (Teal) × 1');
  });

  it.each([
    ['confirmation', orderConfirmationEmail({ ...options, deliveryDays: 5 })],
    ['shipped', orderCompletedEmail(options)],
    ['delivered', orderDeliveredEmail(options)],
    ['cancelled', orderCancelledEmail(options)],
    ['refunded', orderRefundedEmail(options)],
  ])('the %s mail says the size in its text and HTML', (_name, mail) => {
    expect(mail.text).toContain('Kurta (Teal, M) × 1');
    expect(mail.html).toContain('Kurta (Teal, M) × 1');
    expect(mail.text).toContain('Mug (White) × 2');
  });
});
