import { z } from 'zod';
import type { PaymentState, RefundState } from '../gateway';

/**
 * The shapes of PhonePe's answers (payments-phonepe.md), checked before use: a field the adapter
 * relies on is required; everything else may be missing or null, and unknown fields are ignored.
 */

const optionalText = z.string().nullish();
const paise = z.number().int().nonnegative();

export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  /** Epoch seconds. */
  expires_at: z.number(),
  issued_at: z.number().nullish(),
});

export const errorAnswer = z.object({ code: optionalText, message: optionalText });

export const createdOrderAnswer = z.object({
  orderId: z.string().min(1),
  state: z.string(),
  /** Epoch milliseconds. */
  expireAt: z.number(),
  redirectUrl: z.string().min(1),
});

const paymentAttempt = z.object({
  transactionId: optionalText,
  paymentMode: optionalText,
  state: optionalText,
  rail: z.object({ utr: optionalText }).nullish(),
});

export const orderStatusAnswer = z.object({
  orderId: optionalText,
  state: z.string(),
  amount: paise,
  errorCode: optionalText,
  paymentDetails: z.array(paymentAttempt).nullish(),
});

export const refundAnswer = z.object({ refundId: z.string().min(1), state: z.string() });

export const refundStatusAnswer = z.object({ state: z.string(), amount: paise });

export const webhookBody = z.object({
  event: z.string().min(1),
  payload: z.object({
    merchantOrderId: optionalText,
    // Refund events name the order they refund this way.
    originalMerchantOrderId: optionalText,
    merchantRefundId: optionalText,
    orderId: optionalText,
    state: z.string(),
    amount: paise,
  }),
});

/** The 400 codes PhonePe answers for an order id it does not know (the docs show both). */
export const UNKNOWN_ORDER_CODES: ReadonlySet<string> = new Set(['MERCHANT_ORDER_MAPPING_NOT_FOUND', 'INVALID_MERCHANT_ORDER_ID']);

/** EXPIRED is a failure; a state we do not know is not final, so the order stays PENDING. */
export function toPaymentState(wireState: string): PaymentState {
  switch (wireState) {
    case 'COMPLETED':
      return 'COMPLETED';
    case 'FAILED':
    case 'EXPIRED':
      return 'FAILED';
    default:
      return 'PENDING';
  }
}

/** Refunds pass through other states (e.g. CONFIRMED) on the way: none of them is final. */
export function toRefundState(wireState: string): RefundState {
  return wireState === 'COMPLETED' || wireState === 'FAILED' ? wireState : 'PENDING';
}
