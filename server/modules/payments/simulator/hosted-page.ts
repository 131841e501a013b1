import { html } from 'hono/html';
import { TEST_MODE_NOTICE } from '../../../../common/checkout-messages';
import { formatRupees, fromPaise } from '../../../../common/money';
import type { SimOrder } from './store';

/**
 * The simulator's stand-in for PhonePe's hosted payment page: plain server-rendered HTML with
 * one form, no script and no inline style, so it runs under a strict Content-Security-Policy.
 */

/** Relative to the base path. Pages live at /pay/{id}, so they link it as `..` + this, whatever the prefix. */
export const STYLESHEET_PATH = '/assets/simulator.css';

export const OUTCOMES = { success: 'Pay successfully', failure: 'Fail the payment', pending: 'Leave pending' } as const;
export type PageOutcome = keyof typeof OUTCOMES;

export function isPageOutcome(value: unknown): value is PageOutcome {
  return typeof value === 'string' && Object.hasOwn(OUTCOMES, value);
}

/**
 * The page's own policy: its stylesheet, and a form whose submission ends in a redirect to the
 * shop (browsers check form-action against the redirect target too, hence the shop's origin).
 */
export function pageContentSecurityPolicy(redirectUrl?: string): string {
  const shopOrigin = redirectUrl === undefined ? '' : ` ${new URL(redirectUrl).origin}`;
  return `default-src 'none'; style-src 'self'; form-action 'self'${shopOrigin}; frame-ancestors 'none'; base-uri 'none'`;
}

export function paymentPage(order: SimOrder, options: { now: Date }) {
  const amount = formatRupees(fromPaise(order.amount));
  const minutesLeft = Math.max(0, Math.ceil((order.expireAt - options.now.getTime()) / 60_000));
  const body =
    order.state === 'PENDING'
      ? html`<p class="amount">${amount}</p>
          ${order.message ? html`<p class="message">${order.message}</p>` : ''}
          <p class="meta">Order ${order.merchantOrderId} · expires in ${minutesLeft} min</p>
          <form method="post">
            <button name="outcome" value="success" class="success">${OUTCOMES.success}</button>
            <button name="outcome" value="failure" class="failure">${OUTCOMES.failure}</button>
            <button name="outcome" value="pending" class="pending">${OUTCOMES.pending}</button>
          </form>
          <p class="hint">“Leave pending” returns to the shop with the payment still open, as when a UPI app is closed half-way.</p>`
      : html`<p class="amount">${amount}</p>
          <p class="meta">Order ${order.merchantOrderId}</p>
          <p class="done">This payment is ${order.state.toLowerCase()}.</p>
          <p><a href="${order.redirectUrl}">Back to the shop</a></p>`;
  return layout(`Pay ${amount}`, body);
}

export function notFoundPage() {
  return layout('Payment not found', html`<p class="done">There is no payment at this address.</p>`);
}

/**
 * `depth`: how many path segments below the simulator's root the page is (its stylesheet link is
 * relative, as the simulator may be mounted anywhere): 1 for `/refunds`, 2 for `/pay/{id}`.
 */
export function layout(title: string, body: unknown, depth: 1 | 2 = 2) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title} · PhonePe simulator</title>
    <link rel="stylesheet" href="${depth === 1 ? '.' : '..'}${STYLESHEET_PATH}">
  </head>
  <body>
    <header class="banner"><strong>PhonePe simulator</strong> · ${TEST_MODE_NOTICE} For development and tests only.</header>
    <main>${body}</main>
  </body>
</html>`;
}

export const STYLESHEET = `
body { margin: 0; font-family: system-ui, sans-serif; background: #f4f1f8; color: #1d1030; }
.banner { background: #5f259f; color: #fff; padding: 0.75rem 1rem; text-align: center; }
main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; }
.amount { font-size: 2.25rem; font-weight: 700; margin: 0 0 0.5rem; }
.meta, .hint { color: #5a4d6b; font-size: 0.875rem; }
form { display: grid; gap: 0.75rem; margin: 1.5rem 0; }
button { font: inherit; padding: 0.75rem; border: 0; border-radius: 0.5rem; cursor: pointer; color: #fff; }
.success { background: #1b7f3b; }
.failure { background: #b3261e; }
.pending { background: #6b6478; }
`;
