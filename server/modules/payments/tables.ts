import type { AttemptState } from './attempt-states';

/** One attempt to collect an online order's amount through the gateway. Amount in paise. */
export interface PaymentAttemptsTable {
  id: string;
  order_id: string;
  /** 1, 2, … per order; UNIQUE with order_id. */
  sequence: number;
  /** What the gateway knows it by: `{customOrderId}_{sequence}`. UNIQUE. */
  merchant_order_id: string;
  /** The gateway's id (OMO…), once it answered. */
  gateway_order_id: string | null;
  state: AttemptState;
  amount: number;
  /** The gateway's hosted payment page, once it answered. */
  redirect_url: string | null;
  expires_at: string | Date;
  /** When the reconciler next asks the gateway; NULL once final. */
  next_check_at: string | Date | null;
  /** When a shopper's status call last asked the gateway (at most one per few seconds goes through). */
  status_checked_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
}

export type RefundState = 'PENDING' | 'COMPLETED' | 'FAILED';

/** Money sent back through the gateway for one attempt. Amount in paise. */
export interface PaymentRefundsTable {
  id: string;
  order_id: string;
  attempt_id: string;
  /** What the gateway knows the refund by; UNIQUE, so it is never sent twice. */
  merchant_refund_id: string;
  amount: number;
  state: RefundState;
  reason: string;
  gateway_refund_id: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

export interface PaymentTables {
  payment_attempts: PaymentAttemptsTable;
  payment_refunds: PaymentRefundsTable;
}
