import { formatRupees } from '../../../common/money';
import type { Order } from '../../../common/orders';
import { escapeHtml, type MailMessage } from '../mail/module';
import { mailLine } from './mail-line';

/** How the order is paid, as the shop acts on it: cash to collect, a UPI transfer to check, or money already received. */
export function shopPaymentLine(order: Pick<Order, 'paymentMethod' | 'totalPrice'>, paymentGateway: string | null): string {
  const total = formatRupees(order.totalPrice);
  if (order.paymentMethod === 'cod') return `Cash on delivery: collect ${total}.`;
  if (paymentGateway === null) return `UPI QR: check that ${total} arrived, then confirm the payment on the order page.`;
  return `Paid online: ${total} received.`;
}

/**
 * To the shop's support address: an order it has to act on arrived (docs/decisions/0063). Sent once
 * per order, when it becomes the shop's: a cash-on-delivery or UPI-QR order as it is placed, an
 * online order once its payment completed. The order's id, the customer, the lines, the total,
 * how it is paid, and the admin's order page. Text and HTML.
 */
export function shopNewOrderEmail(options: { order: Order; paymentGateway: string | null; shopName: string; publicUrl: string; to: string }): MailMessage {
  const { order, paymentGateway, shopName, publicUrl, to } = options;
  const link = `${publicUrl}/admin/orders/edit/${order.customOrderId}`;
  const customer = `${order.user.name} (${order.user.email}, ${order.contactNumber})`;
  const lines = order.products.map((line) => `${mailLine(line)}: ${formatRupees(line.price * line.quantity)}`);
  const payment = shopPaymentLine(order, paymentGateway);
  const address = [order.deliveryAddress.street, order.deliveryAddress.city, `${order.deliveryAddress.state} ${order.deliveryAddress.zipCode}`, order.deliveryAddress.country].join(', ');
  const total = `Total: ${formatRupees(order.totalPrice)}`;

  const text = [
    `New order ${order.customOrderId} at ${shopName}.`,
    '',
    `Customer: ${customer}`,
    `Deliver to: ${address}`,
    '',
    ...lines.map((line) => `- ${line}`),
    total,
    '',
    payment,
    '',
    'Open the order:',
    link,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #111">
<p>New order <strong>${order.customOrderId}</strong> at ${escapeHtml(shopName)}.</p>
<p>Customer: ${escapeHtml(customer)}<br>Deliver to: ${escapeHtml(address)}</p>
<ul>
${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
<p><strong>${escapeHtml(total)}</strong></p>
<p>${escapeHtml(payment)}</p>
<p><a href="${escapeHtml(link)}">Open the order</a></p>
</body></html>`;
  return { to, subject: `New order ${order.customOrderId}: ${formatRupees(order.totalPrice)} — ${shopName}`, text, html };
}
