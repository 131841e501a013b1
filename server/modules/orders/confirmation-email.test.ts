import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail } from './confirmation-email';
import { sampleOrder } from '../../test/orders-fixtures';

// Paid online: no COD charge.
const order = sampleOrder({ paymentId: 'OM123', paymentMethod: 'online', paymentStatus: 'Completed', user: { name: 'Asha "A" Verma', email: 'asha@example.in' }, totalPrice: 2659, codCharge: 0 });

describe('the order confirmation e-mail', () => {
  it('shows a coupon’s discount as a line of its own, the total already net of it', () => {
    const mail = orderConfirmationEmail({ order: { ...order, discount: 260, couponCode: 'DIWALI10', totalPrice: order.totalPrice - 260 }, shopName: 'Kirana & Co', publicUrl: 'https://shop.example.in', deliveryDays: 5 });
    expect(mail.text).toContain('Discount (DIWALI10): -₹260');
    expect(mail.html).toContain('<tr><td>Discount (DIWALI10)</td><td style="text-align: right">-₹260</td></tr>');
    expect(mail.text).toContain('Paid online: ₹2,399.');
  });

  it('has the lines, charges and address in text, escaped in HTML, and links the orders page', () => {
    const mail = orderConfirmationEmail({ order, shopName: 'Kirana & Co', publicUrl: 'https://shop.example.in', deliveryDays: 4 });
    expect(mail).toMatchObject({ to: 'asha@example.in', subject: 'Order ORD-AB12CD34E confirmed — Kirana & Co' });
    expect(mail.text).toContain('- Kurta <Silk> (Navy & Gold) × 2: ₹2,599');
    expect(mail.text).toContain('Delivery: ₹60');
    expect(mail.text).not.toContain('Cash on delivery charge');
    expect(mail.text).toContain('Paid online: ₹2,659.');
    expect(mail.text).toContain('https://shop.example.in/orders');
    // The shop's delivery time (its settings), in the order confirmation page's words.
    expect(mail.text).toContain('Estimated delivery in 4 business days. Follow your order at:');
    expect(mail.html).toContain('Estimated delivery in 4 business days.');
    expect(mail.html).toContain('Kurta &lt;Silk&gt; (Navy &amp; Gold) × 2');
    expect(mail.html).toContain('Asha &quot;A&quot; Verma');
    expect(mail.html).toContain('Kirana &amp; Co');
    expect(mail.html).not.toContain('<Silk>');
  });

  it('tells a cash-on-delivery customer what to keep ready, with the COD charge', () => {
    const mail = orderConfirmationEmail({ order: { ...order, paymentMethod: 'cod', codCharge: 20, totalPrice: 2679 }, shopName: 'Haat', publicUrl: 'http://localhost:3000', deliveryDays: 1 });
    expect(mail.text).toContain('Cash on delivery charge: ₹20');
    expect(mail.text).toContain('Cash on delivery: please keep ₹2,679 ready.');
  });
});
