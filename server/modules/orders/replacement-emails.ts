import type { Order } from '../../../common/orders';
import { REPLACEMENT_REASON_LABELS, type Replacement } from '../../../common/replacements';
import { escapeHtml, type MailMessage } from '../mail/module';
import { orderNotice, type Options } from './lifecycle-emails';
import { mailLine } from './mail-line';

const lineOf = (order: Order, request: Replacement) => order.products.find((line) => line._id === request.lineId);

/** What the customer asked, in words: 'Kurta (Teal, M) × 1 — Wrong size, wants L — "too tight"'. */
function requestSummary(order: Order, request: Replacement): string {
  const line = lineOf(order, request);
  const parts = [line ? mailLine(line) : 'An item', REPLACEMENT_REASON_LABELS[request.reason]];
  if (request.size) parts.push(`wants size ${request.size}`);
  if (request.note) parts.push(`“${request.note}”`);
  return parts.join(' — ');
}

/** To the shop's support address: a customer asked to replace a line; the admin order page decides. */
export function replacementRequestedEmail(options: Options & { to: string }, request: Replacement): MailMessage {
  const { order, shopName, publicUrl, to } = options;
  const link = `${publicUrl}/admin/orders/${order.customOrderId}`;
  const photos = request.photos.map((url) => `${publicUrl}${url}`);
  const summary = requestSummary(order, request);
  const subject = `Replacement requested for order ${order.customOrderId} — ${shopName}`;
  const text = [
    `${order.user.name} (${order.user.email}, ${order.contactNumber}) asked for a replacement.`,
    '',
    summary,
    ...(photos.length > 0 ? ['', 'Photos:', ...photos] : []),
    '',
    'Accept or decline it on the order page:',
    link,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #111">
<p>${escapeHtml(order.user.name)} (${escapeHtml(order.user.email)}, ${escapeHtml(order.contactNumber)}) asked for a replacement.</p>
<p>${escapeHtml(summary)}</p>
${photos.length > 0 ? `<p>Photos: ${photos.map((url, i) => `<a href="${escapeHtml(url)}">photo ${i + 1}</a>`).join(', ')}</p>` : ''}
<p><a href="${escapeHtml(link)}">Accept or decline it on the order page</a></p>
</body></html>`;
  return { to, subject, text, html };
}

/** To the customer: the shop accepted the request, what happens next. */
export function replacementAcceptedEmail(options: Options, request: Replacement): MailMessage {
  const { order } = options;
  return orderNotice(options, `Replacement accepted for order ${order.customOrderId}`, [
    `${options.shopName} accepted your replacement request for order ${order.customOrderId}: ${requestSummary(order, request)}.`,
    ...(request.decisionNote ? [`The shop says: ${request.decisionNote}`] : []),
    'What happens next: the shop will contact you to arrange the pickup of the item and send the replacement. Please keep the item with its tags and packaging.',
  ]);
}

/** To the customer: the shop declined the request, and why. */
export function replacementDeclinedEmail(options: Options, request: Replacement): MailMessage {
  const { order } = options;
  return orderNotice(options, `Replacement request for order ${order.customOrderId}`, [
    `${options.shopName} could not accept your replacement request for order ${order.customOrderId}: ${requestSummary(order, request)}.`,
    `Why: ${request.decisionNote ?? '—'}`,
    'What happens next: nothing is picked up. Reply to this e-mail or contact the shop if you have questions.',
  ]);
}
