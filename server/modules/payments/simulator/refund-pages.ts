import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { formatRupees, fromPaise } from '../../../../common/money';
import type { SimulatorContext } from './context';
import { layout, pageContentSecurityPolicy } from './hosted-page';
import type { RefundOutcome, SimRefund } from './store';

/** The refunds page's buttons, as the payment page has its three: what the bank does with a refund. */
export const REFUND_OUTCOMES = { COMPLETED: 'Complete the refund', FAILED: 'Fail the refund', PENDING: 'Leave pending' } as const;

const isOutcome = (value: unknown): value is RefundOutcome => typeof value === 'string' && Object.hasOwn(REFUND_OUTCOMES, value);

/**
 * The simulator's refunds, for a person or a browser test: `/refunds` lists the latest and sets
 * what new refunds become (complete, fail, or stay pending until settled here);
 * `/refunds/{merchantRefundId}` settles one now, which sends its `pg.refund.completed` or
 * `pg.refund.failed` webhook, as the payment page does for payments.
 */
export function refundPages(ctx: SimulatorContext) {
  const { store } = ctx;
  const pages = new Hono();

  pages.get('/refunds', (c) => page(c, 200, listPage(store.latestRefunds(20), store.refundOutcome())));

  pages.post('/refunds', async (c) => {
    const outcome = await chosenOutcome(c);
    if (!isOutcome(outcome)) return c.text('Choose one of the three buttons', 400);
    store.setRefundOutcome(outcome);
    return c.redirect('./refunds', 303);
  });

  pages.get('/refunds/:merchantRefundId', (c) => {
    const refund = store.refund(c.req.param('merchantRefundId'));
    return refund ? page(c, 200, refundPage(refund)) : page(c, 404, layout('Refund not found', html`<p class="done">There is no refund with this id.</p>`));
  });

  pages.post('/refunds/:merchantRefundId', async (c) => {
    const refund = store.refund(c.req.param('merchantRefundId'));
    if (!refund) return c.text('No refund with this id', 404);
    const outcome = await chosenOutcome(c);
    if (!isOutcome(outcome)) return c.text('Choose one of the three buttons', 400);
    if (outcome !== 'PENDING' && store.settleRefund(refund, outcome)) {
      ctx.logger.info({ merchantRefundId: refund.merchantRefundId, state: refund.state }, 'simulator refund settled');
      ctx.notifyRefund(refund);
    }
    return c.redirect(`./${encodeURIComponent(refund.merchantRefundId)}`, 303);
  });

  return pages;
}

/** The button pressed; undefined for a body that is not a readable form (answered 400, never 500). */
async function chosenOutcome(c: Context): Promise<unknown> {
  try {
    return (await c.req.parseBody()).outcome;
  } catch {
    return undefined;
  }
}

function buttons() {
  return html`<form method="post">
    <button name="outcome" value="COMPLETED" class="success">${REFUND_OUTCOMES.COMPLETED}</button>
    <button name="outcome" value="FAILED" class="failure">${REFUND_OUTCOMES.FAILED}</button>
    <button name="outcome" value="PENDING" class="pending">${REFUND_OUTCOMES.PENDING}</button>
  </form>`;
}

function refundPage(refund: SimRefund) {
  return layout(
    `Refund ${refund.merchantRefundId}`,
    html`<p class="amount">${formatRupees(fromPaise(refund.amount))}</p>
      <p class="meta">Refund ${refund.merchantRefundId} of ${refund.originalMerchantOrderId}</p>
      <p class="done" data-state="${refund.state}">This refund is ${refund.state.toLowerCase()}.</p>
      ${refund.state === 'PENDING' ? buttons() : ''}`,
  );
}

function listPage(refunds: SimRefund[], outcome: RefundOutcome) {
  return layout(
    'Refunds',
    html`<p class="meta">New refunds: ${REFUND_OUTCOMES[outcome].toLowerCase()} (after a few seconds).</p>
      ${buttons()}
      <ul>
        ${refunds.map((refund) => html`<li><a href="./refunds/${encodeURIComponent(refund.merchantRefundId)}">${refund.merchantRefundId}</a> · ${refund.state}</li>`)}
      </ul>`,
    1,
  );
}

function page(c: Context, status: 200 | 404, body: ReturnType<typeof layout>) {
  c.header('Content-Security-Policy', pageContentSecurityPolicy());
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}
