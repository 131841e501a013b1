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
  created_at: string | Date;
  updated_at: string | Date;
}

export interface PaymentTables {
  payment_attempts: PaymentAttemptsTable;
}
