import { toIso } from '../../db/time';
import type { AttemptState } from './attempt-states';
import type { PaymentAttemptsTable } from './tables';

/** A payment attempt as the payments services use it. Amount in paise. */
export interface PaymentAttempt {
  id: string;
  orderId: string;
  sequence: number;
  merchantOrderId: string;
  gatewayOrderId: string | null;
  state: AttemptState;
  amountPaise: number;
  redirectUrl: string | null;
  expiresAt: Date;
  nextCheckAt: Date | null;
  createdAt: Date;
}

export function toAttempt(row: PaymentAttemptsTable): PaymentAttempt {
  return {
    id: row.id,
    orderId: row.order_id,
    sequence: row.sequence,
    merchantOrderId: row.merchant_order_id,
    gatewayOrderId: row.gateway_order_id,
    state: row.state,
    amountPaise: row.amount,
    redirectUrl: row.redirect_url,
    expiresAt: new Date(toIso(row.expires_at)),
    nextCheckAt: row.next_check_at === null ? null : new Date(toIso(row.next_check_at)),
    createdAt: new Date(toIso(row.created_at)),
  };
}

/**
 * How long an attempt may wait for the gateway's answer to the create call (the adapter gives up
 * after 10 s). A pending attempt without a link that is older was abandoned (the process stopped
 * mid-call): it no longer makes a new checkout or a retry wait; the reconciler settles it.
 */
export const LINK_SETUP_MS = 60_000;

/** Where a pending attempt stands for a shopper who asks again: pay there, wait, or start anew. */
export function openAttemptLink(attempt: PaymentAttempt | undefined, now: Date): { link: string } | 'busy' | null {
  if (attempt?.state !== 'PENDING' || attempt.expiresAt <= now) return null;
  if (attempt.redirectUrl !== null) return { link: attempt.redirectUrl };
  return now.getTime() - attempt.createdAt.getTime() < LINK_SETUP_MS ? 'busy' : null;
}

/** `ORD-X7K2ABCDE_2`: the customer's order id and the attempt's number, unique per attempt as PhonePe asks. */
export function merchantOrderIdOf(customOrderId: string, sequence: number): string {
  return `${customOrderId}_${sequence}`;
}
