import { formatRupees } from '../../../common/money';
import type { Order } from '../../../common/orders';
import { estimatedDelivery } from '../../../common/shop-details';
import { escapeHtml, type MailMessage } from '../mail/module';
import { mailLine } from './mail-line';

/**
 * The order confirmation: sent once when an online payment is confirmed, or when a cash-on-delivery
 * order is placed. A text and an HTML part with the lines, the charges, the address and a link
 * to the customer's orders.
 */
export function orderConfirmationEmail(options: { order: Order; shopName: string; publicUrl: string; /** The shop's usual delivery time (its settings). */ deliveryDays: number }): MailMessage {
  const { order, shopName, publicUrl } = options;
  // The order confirmation page's words (docs/storefront-texts.md#screens), with the shop's own number of days.
  const estimate = estimatedDelivery(options.deliveryDays);
  const ordersLink = `${publicUrl}/orders`;
  const paid = order.paymentMethod === 'cod' ? `Cash on delivery: please keep ${formatRupees(order.totalPrice)} ready.` : `Paid online: ${formatRupees(order.totalPrice)}.`;
  const address = [order.deliveryAddress.street, order.deliveryAddress.city, `${order.deliveryAddress.state} ${order.deliveryAddress.zipCode}`, order.deliveryAddress.country];
  const charges: [string, number][] = [
    // A coupon's discount comes off the items (docs/decisions/0060): shown as the order was placed.
    ...(order.discount > 0 ? ([[`Discount (${order.couponCode ?? 'coupon'})`, -order.discount]] as [string, number][]) : []),
    ['Delivery', order.deliveryCharge],
    ...(order.codCharge > 0 ? ([['Cash on delivery charge', order.codCharge]] as [string, number][]) : []),
    ['Total', order.totalPrice],
  ];

  const text = [
    `Hello ${order.user.name},`,
    '',
    `Thank you for your order ${order.customOrderId} at ${shopName}.`,
    '',
    ...order.products.map((line) => `- ${mailLine(line)}: ${formatRupees(line.price * line.quantity)}`),
    ...charges.map(([label, amount]) => `${label}: ${formatRupees(amount)}`),
    '',
    paid,
    '',
    'Delivering to:',
    order.user.name,
    ...address,
    `Phone: ${order.contactNumber}`,
    '',
    `${estimate}. Follow your order at:`,
    ordersLink,
    '',
    `— ${shopName}`,
  ].join('\n');

  const rows = order.products
    .map(
      (line) =>
        `<tr><td>${escapeHtml(mailLine(line))}</td><td style="text-align: right">${formatRupees(line.price * line.quantity)}</td></tr>`,
    )
    .join('\n');
  const chargeRows = charges
    .map(([label, amount]) => `<tr><td>${escapeHtml(label)}</td><td style="text-align: right">${formatRupees(amount)}</td></tr>`)
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #111">
<p>Hello ${escapeHtml(order.user.name)},</p>
<p>Thank you for your order <strong>${order.customOrderId}</strong> at ${escapeHtml(shopName)}.</p>
<table style="border-collapse: collapse; min-width: 280px">
${rows}
${chargeRows}
</table>
<p>${escapeHtml(paid)}</p>
<p>Delivering to:<br>${[order.user.name, ...address, `Phone: ${order.contactNumber}`].map(escapeHtml).join('<br>')}</p>
<p>${estimate}. <a href="${escapeHtml(ordersLink)}">Follow your order</a>.</p>
<p>— ${escapeHtml(shopName)}</p>
</body></html>`;

  return { to: order.user.email, subject: `Order ${order.customOrderId} confirmed — ${shopName}`, text, html };
}
