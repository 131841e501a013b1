import type { PaymentLinkAnswer } from '../../../common/orders';
import { openAttemptLink, toAttempt } from './attempt';
import type { PaymentLinks } from './payment-links';
import type { OrderRecord } from './ports';
import type { PaymentAttemptsRepo } from './repo';
import type { PaymentAttemptsTable } from './tables';

/**
 * What checkout asks of payments for a new online order: write its first attempt (inside the
 * placing transaction, before the gateway is called), open it at the gateway after the commit,
 * find the link still open for an order placed before, or give the UPI link.
 */
export function createPaymentOpenings(deps: { repo: PaymentAttemptsRepo; links: PaymentLinks; provider: 'gateway' | 'upi'; clock: () => Date }) {
  const { repo, links, provider, clock } = deps;
  return {
    /** 'gateway': PhonePe (or its simulator); 'upi': a UPI link the shop confirms by hand. */
    provider,

    async begin(order: OrderRecord): Promise<PaymentAttemptsTable> {
      const attempt = links.newAttempt(order, 1);
      await repo.insert(attempt);
      return attempt;
    },

    /** The hosted page of a written attempt (a 502 when the gateway fails; the attempt is then Failed). */
    open: links.open,

    /** The link of the order's attempt that is still open; 'busy' while it is being made. */
    async openLinkOf(order: OrderRecord): Promise<PaymentLinkAnswer | 'busy' | null> {
      const row = await repo.latestForOrder(order.id);
      const open = openAttemptLink(row && toAttempt(row), clock());
      if (open === 'busy') return 'busy';
      return open ? { paymentLink: open.link, orderId: order.customOrderId } : null;
    },

    upiLink: links.upiLink,
  };
}

export type PaymentOpenings = ReturnType<typeof createPaymentOpenings>;
