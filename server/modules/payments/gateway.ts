/**
 * The one interface the orders module talks to for online payments (docs/architecture.md#payments). The
 * PhonePe adapter implements it over real HTTP, against PhonePe itself or against the simulator
 * this app mounts at /__sim/phonepe. Amounts are integer paise, as on PhonePe's wire.
 */

/** A final state is COMPLETED or FAILED; anything the gateway has not finished is PENDING. */
export type PaymentState = 'PENDING' | 'COMPLETED' | 'FAILED';
export type RefundState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface CreatePaymentInput {
  /** ≤ 63 characters of [A-Za-z0-9_-], new for every attempt (e.g. `ORD-X7K2…_2`). */
  merchantOrderId: string;
  amountPaise: number;
  /** Where the gateway sends the shopper's browser back to, whatever the outcome. */
  redirectUrl: string;
  message?: string;
  /** 300..3600; the gateway's default when omitted. */
  expireAfterSeconds?: number;
  udf1?: string;
}

export interface CreatedPayment {
  gatewayOrderId: string;
  /** The gateway's hosted payment page: send the shopper there. */
  redirectUrl: string;
  state: PaymentState;
  expireAt: Date;
}

export interface PaymentStatus {
  merchantOrderId: string;
  gatewayOrderId?: string;
  /** UNKNOWN_ORDER: the gateway has never heard of this id (the create call never reached it). */
  state: PaymentState | 'UNKNOWN_ORDER';
  amountPaise: number;
  transactionId?: string;
  paymentMode?: string;
  utr?: string;
  errorCode?: string;
}

/**
 * A webhook that passed the Authorization check. The header is a fixed secret, not a signature of
 * the body, so treat this as a hint: confirm with fetchStatus (and check the amount) before
 * fulfilling. The same event may arrive several times.
 */
export interface WebhookEvent {
  /** `checkout.order.completed`, `checkout.order.failed`, `pg.refund.completed`, … */
  event: string;
  /** For refund events, the original order's id. */
  merchantOrderId: string;
  merchantRefundId?: string;
  gatewayOrderId?: string;
  state: PaymentState | 'UNKNOWN';
  amountPaise: number;
}

export interface RefundInput {
  /** ≤ 63 characters, unique: never send the same refund twice (ask refundStatus after a timeout). */
  merchantRefundId: string;
  originalMerchantOrderId: string;
  amountPaise: number;
}

export interface PaymentGateway {
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  fetchStatus(merchantOrderId: string): Promise<PaymentStatus>;
  /** Checks the Authorization header (constant-time) and parses the body; null when not authentic or malformed. */
  verifyWebhook(authorization: string | undefined, rawBody: string): WebhookEvent | null;
  refund(input: RefundInput): Promise<{ refundId: string; state: RefundState }>;
  /** UNKNOWN_REFUND: the gateway has no refund with this id, so sending it (once) is safe. */
  refundStatus(merchantRefundId: string): Promise<{ state: RefundState | 'UNKNOWN_REFUND'; amountPaise: number }>;
}

export type GatewayFailureKind =
  /** No answer in time: the request may or may not have taken effect. */
  | 'TIMEOUT'
  /** The connection failed (refused, reset, DNS). */
  | 'NETWORK'
  /** Our credentials were refused: bad client id/secret, or a 401 even after a fresh token. */
  | 'UNAUTHORIZED'
  /** A 4xx: the gateway refused this request; `code` and the message say why. */
  | 'REJECTED'
  /** A 5xx. */
  | 'GATEWAY_ERROR'
  /** A 2xx we could not understand. */
  | 'BAD_RESPONSE';

// A registered symbol rather than `instanceof`, for the same reason as AppError (docs/decisions/0001):
// page loaders and services can hold two copies of this module in development.
const brand = Symbol.for('haat.PaymentGatewayError');

/**
 * Why a gateway call failed. Deliberately not an AppError: the shopper did nothing wrong, and the
 * orders module decides what each kind means for the order (retry, ask the status, give up).
 */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
  readonly [brand] = true;

  constructor(
    readonly kind: GatewayFailureKind,
    message: string,
    readonly details: { operation: string; status?: number; code?: string; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }

  get code(): string | undefined {
    return this.details.code;
  }

  /**
   * True when the request may have reached the gateway and taken effect, so the caller must ask
   * the status (fetchStatus / refundStatus) instead of assuming it failed or sending it again.
   */
  get outcomeUnknown(): boolean {
    return this.kind === 'TIMEOUT' || this.kind === 'NETWORK' || this.kind === 'GATEWAY_ERROR' || this.kind === 'BAD_RESPONSE';
  }
}

export function isPaymentGatewayError(error: unknown): error is PaymentGatewayError {
  return typeof error === 'object' && error !== null && brand in error;
}
