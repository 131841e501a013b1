import { courierTrackingUrl } from '../../../common/couriers';
import { formatRupees } from '../../../common/money';
import type { Order } from '../../../common/orders';
import { escapeHtml, type MailMessage } from '../mail/module';
import { mailLine } from './mail-line';

/**
 * "Your order is on its way": sent once per order when the goods leave, that is when the shop
 * first marks it Shipped or Completed (PUT /api/orders/{id}; docs/decisions/0016), with the
 * delivery partner, the tracking id and, for a known courier, its tracking page, and a link to the
 * GST invoice (the customer signs in to open it). A text and an HTML part; everything the shop or the customer typed is escaped in the HTML.
 */
export function orderCompletedEmail(options: { order: Order; shopName: string; publicUrl: string }): MailMessage {
  const { order, shopName, publicUrl } = options;
  const ordersLink = `${publicUrl}/orders`;
  const partner = order.deliveryPartner ?? '—';
  const tracking = order.trackingId ?? '—';
  const trackingUrl = courierTrackingUrl(order.deliveryPartner, order.trackingId);
  const address = [order.deliveryAddress.street, order.deliveryAddress.city, `${order.deliveryAddress.state} ${order.deliveryAddress.zipCode}`, order.deliveryAddress.country];
  const lines = order.products.map(mailLine);
  // Invoiced in the transaction that shipped the order, before this e-mail was queued (docs/decisions/0022).
  const invoice = order.invoice && { number: order.invoice.number, url: `${publicUrl}/api/orders/${encodeURIComponent(order.customOrderId)}/invoice.pdf` };
  const due = order.paymentMethod === 'cod' && order.paymentStatus !== 'Completed' ? `Cash on delivery: please keep ${formatRupees(order.totalPrice)} ready.` : null;

  const text = [
    `Hello ${order.user.name},`,
    '',
    `Your order ${order.customOrderId} at ${shopName} is on its way.`,
    '',
    `Delivery partner: ${partner}`,
    `Tracking ID: ${tracking}`,
    ...(trackingUrl ? [`Track the parcel: ${trackingUrl}`] : []),
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    ...(due ? [due, ''] : []),
    'Delivering to:',
    order.user.name,
    ...address,
    '',
    ...(invoice ? [`Your invoice ${invoice.number}: ${invoice.url} (sign in to download)`, ''] : []),
    'Follow your order at:',
    ordersLink,
    '',
    `— ${shopName}`,
  ].join('\n');

  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #111">
<p>Hello ${escapeHtml(order.user.name)},</p>
<p>Your order <strong>${order.customOrderId}</strong> at ${escapeHtml(shopName)} is on its way.</p>
<table style="border-collapse: collapse">
<tr><td style="padding-right: 16px">Delivery partner</td><td><strong>${escapeHtml(partner)}</strong></td></tr>
<tr><td style="padding-right: 16px">Tracking ID</td><td><strong style="font-family: monospace">${escapeHtml(tracking)}</strong></td></tr>
</table>
${trackingUrl ? `<p><a href="${escapeHtml(trackingUrl)}">Track the parcel with ${escapeHtml(partner)}</a></p>\n` : ''}<ul>
${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
${due ? `<p>${escapeHtml(due)}</p>\n` : ''}<p>Delivering to:<br>${[order.user.name, ...address].map(escapeHtml).join('<br>')}</p>
${invoice ? `<p>Your invoice <a href="${escapeHtml(invoice.url)}">${escapeHtml(invoice.number)}</a> (sign in to download).</p>\n` : ''}<p><a href="${escapeHtml(ordersLink)}">Follow your order</a>.</p>
<p>— ${escapeHtml(shopName)}</p>
</body></html>`;

  return { to: order.user.email, subject: `Order ${order.customOrderId} is on its way — ${shopName}`, text, html };
}
