import { formatRupees } from '../../../common/money';
import type { Order } from '../../../common/orders';
import { REFUND_ARRIVES, REPLACEMENT_WINDOW_DAYS } from '../../../common/shop-promises';
import { escapeHtml, type MailMessage } from '../mail/module';
import { mailLine } from './mail-line';

export interface Options {
  order: Order;
  shopName: string;
  publicUrl: string;
}

/** A short e-mail about one order: a greeting, a few paragraphs, the lines, a link to /orders. Text and HTML. */
export function orderNotice({ order, shopName, publicUrl }: Options, subject: string, paragraphs: string[]): MailMessage {
  const ordersLink = `${publicUrl}/orders`;
  const lines = order.products.map(mailLine);
  const text = [`Hello ${order.user.name},`, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), ...lines.map((line) => `- ${line}`), '', 'Your orders:', ordersLink, '', `— ${shopName}`].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #111">
<p>Hello ${escapeHtml(order.user.name)},</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<ul>
${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(ordersLink)}">Your orders</a></p>
<p>— ${escapeHtml(shopName)}</p>
</body></html>`;
  return { to: order.user.email, subject: `${subject} — ${shopName}`, text, html };
}

/** The order reached the customer (the shop marked it Delivered). */
export function orderDeliveredEmail(options: Options): MailMessage {
  const { order } = options;
  return orderNotice(options, `Order ${order.customOrderId} was delivered`, [
    `Your order ${order.customOrderId} at ${options.shopName} was delivered.`,
    `Something not right? You can ask for a replacement within ${REPLACEMENT_WINDOW_DAYS} days from your orders page.`,
  ]);
}

/** The shop cancelled the order: the reason, and the refund when one started or is owed. */
export function orderCancelledEmail(options: Options): MailMessage {
  const { order } = options;
  const refund =
    order.refund?.status === 'Pending'
      ? `A refund of ${formatRupees(order.refund.amount)} has been started: it ${REFUND_ARRIVES}.`
      : order.refund?.status === 'Completed'
        ? `A refund of ${formatRupees(order.refund.amount)} has been made.`
        : null;
  return orderNotice(options, `Order ${order.customOrderId} was cancelled`, [
    `Your order ${order.customOrderId} at ${options.shopName} was cancelled.`,
    `Reason: ${order.cancelReason ?? '—'}`,
    ...(refund ? [refund] : []),
  ]);
}

/** The gateway confirmed the refund of the order's payment. */
export function orderRefundedEmail(options: Options): MailMessage {
  const { order } = options;
  const amount = formatRupees(order.refund?.amount ?? order.totalPrice);
  return orderNotice(options, `Refund for order ${order.customOrderId} completed`, [
    `The refund of ${amount} for your order ${order.customOrderId} at ${options.shopName} is complete.`,
    ...(order.refund?.reference ? [`Refund reference: ${order.refund.reference}`] : []),
  ]);
}
