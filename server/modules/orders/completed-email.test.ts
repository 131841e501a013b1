import { describe, expect, it } from 'vitest';
import { orderCompletedEmail } from './completed-email';
import { sampleOrder } from '../../test/orders-fixtures';

// Handed to the courier, to be paid in cash on delivery.
const order = sampleOrder({ status: 'Completed', deliveryPartner: 'Blue <Dart>', trackingId: 'BD"123"' });

describe('the order completed ("on its way") e-mail', () => {
  it('names the delivery partner and tracking id in text, escaped in HTML, and links the orders page', () => {
    const mail = orderCompletedEmail({ order, shopName: 'Kirana & Co', publicUrl: 'https://shop.example.in' });
    expect(mail).toMatchObject({ to: 'asha@example.in', subject: 'Order ORD-AB12CD34E is on its way — Kirana & Co' });
    expect(mail.text).toContain('Delivery partner: Blue <Dart>');
    expect(mail.text).toContain('Tracking ID: BD"123"');
    expect(mail.text).toContain('- Kurta <Silk> (Navy & Gold) × 2');
    expect(mail.text).toContain('Cash on delivery: please keep ₹2,679 ready.');
    expect(mail.text).toContain('https://shop.example.in/orders');
    expect(mail.html).toContain('Blue &lt;Dart&gt;');
    expect(mail.html).toContain('BD&quot;123&quot;');
    expect(mail.html).toContain('Kurta &lt;Silk&gt; (Navy &amp; Gold) × 2');
    expect(mail.html).not.toContain('<Dart>');
  });

  it('links the GST invoice once issued, in text and HTML, and says nothing of one before', () => {
    const invoiced = { ...order, invoice: { number: 'INV/26-27/00042', date: '2026-11-22T10:05:00.000Z' } };
    const mail = orderCompletedEmail({ order: invoiced, shopName: 'Haat', publicUrl: 'https://shop.example.in' });
    expect(mail.text).toContain('Your invoice INV/26-27/00042: https://shop.example.in/api/orders/ORD-AB12CD34E/invoice.pdf (sign in to download)');
    expect(mail.html).toContain('<a href="https://shop.example.in/api/orders/ORD-AB12CD34E/invoice.pdf">INV/26-27/00042</a> (sign in to download)');
    // The spec's words of the e-mail stay as they were.
    expect(mail.text).toContain('Tracking ID: BD"123"');
    expect(mail.text).toContain('Follow your order at:');
    const uninvoiced = orderCompletedEmail({ order, shopName: 'Haat', publicUrl: 'https://shop.example.in' });
    expect(uninvoiced.text).not.toContain('invoice');
    expect(uninvoiced.html).not.toContain('invoice');
  });

  it('asks for no cash when the order is paid', () => {
    const mail = orderCompletedEmail({ order: { ...order, paymentMethod: 'online', paymentStatus: 'Completed' }, shopName: 'Haat', publicUrl: 'http://localhost:3000' });
    expect(mail.text).not.toContain('Cash on delivery');
  });
});
