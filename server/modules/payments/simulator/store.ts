import { randomBytes, randomInt } from 'node:crypto';

/**
 * The simulator's memory: tokens, orders and refunds. Plain maps in one process, which is all a
 * development server or a test needs; a restart forgets every order (the shop then sees
 * UNKNOWN_ORDER for them, as it would for an order the gateway never received).
 */

export type Outcome = 'COMPLETED' | 'FAILED';

export interface SimPaymentAttempt {
  transactionId: string;
  paymentMode: 'UPI_INTENT';
  /** Epoch ms. */
  timestamp: number;
  amount: number;
  state: Outcome;
  errorCode?: string;
  detailedErrorCode?: string;
  rail: { type: 'UPI'; utr: string; upiTransactionId: string; vpa: string };
}

export interface SimOrder {
  merchantOrderId: string;
  /** The gateway's id (OMO…), also the hosted page's address. */
  orderId: string;
  amount: number;
  /** Epoch ms. */
  expireAt: number;
  redirectUrl: string;
  message?: string;
  metaInfo: Record<string, string>;
  /** What the status call answers: PENDING, COMPLETED, FAILED, EXPIRED, or whatever a test forced. */
  state: string;
  errorCode?: string;
  detailedErrorCode?: string;
  paymentDetails: SimPaymentAttempt[];
}

/** What a refund becomes once `refundSettleSeconds` passed; PENDING: it waits until a test (or the refunds page) settles it. */
export type RefundOutcome = 'COMPLETED' | 'FAILED' | 'PENDING';

export interface SimRefund {
  merchantRefundId: string;
  refundId: string;
  originalMerchantOrderId: string;
  amount: number;
  state: string;
  outcome: RefundOutcome;
  /** Epoch ms. */
  createdAt: number;
}

export interface NewOrder {
  merchantOrderId: string;
  amount: number;
  expireAfterSeconds: number;
  redirectUrl: string;
  message?: string;
  metaInfo: Record<string, string>;
}

// The hosted page's make-believe payer.
const SHOPPER_VPA = 'sim-shopper@ybl';
// Anyone who can reach the shop can reach the simulator: bound the memory it can be made to use.
const MAX_ORDERS = 10_000;
const MAX_REFUNDS = 10_000;

export function createSimulatorStore(clock: () => Date, settings: { tokenTtlSeconds: number; refundSettleSeconds: number }) {
  const tokens = new Map<string, number>(); // access token → expires at (epoch ms)
  const orders = new Map<string, SimOrder>(); // by merchantOrderId
  const merchantIdOf = new Map<string, string>(); // gateway order id → merchantOrderId
  const refunds = new Map<string, SimRefund>(); // by merchantRefundId
  let nextRefundOutcome: RefundOutcome = 'COMPLETED';
  const now = () => clock().getTime();

  /** Expiry is applied when an order is looked at: a pending order past expireAt has EXPIRED. */
  function current(order: SimOrder | undefined): SimOrder | undefined {
    if (order && order.state === 'PENDING' && now() >= order.expireAt) order.state = 'EXPIRED';
    return order;
  }

  return {
    issueToken() {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + settings.tokenTtlSeconds;
      const accessToken = randomBytes(24).toString('base64url');
      for (const [token, expiry] of tokens) if (expiry <= now()) tokens.delete(token);
      tokens.set(accessToken, expiresAt * 1000);
      return {
        access_token: accessToken,
        encrypted_access_token: randomBytes(24).toString('base64url'),
        expires_in: settings.tokenTtlSeconds,
        issued_at: issuedAt,
        expires_at: expiresAt,
        session_expires_at: expiresAt,
        token_type: 'O-Bearer',
      };
    },

    isTokenValid(token: string): boolean {
      const expiresAt = tokens.get(token);
      return expiresAt !== undefined && now() < expiresAt;
    },

    /** Every token issued so far stops working now (new ones work as usual). */
    expireTokens() {
      tokens.clear();
    },

    hasOrder(merchantOrderId: string): boolean {
      return orders.has(merchantOrderId);
    },

    createOrder(input: NewOrder): SimOrder {
      const order: SimOrder = {
        merchantOrderId: input.merchantOrderId,
        orderId: `OMO${randomId(20)}`,
        amount: input.amount,
        expireAt: now() + input.expireAfterSeconds * 1000,
        redirectUrl: input.redirectUrl,
        ...(input.message === undefined ? {} : { message: input.message }),
        metaInfo: input.metaInfo,
        state: 'PENDING',
        paymentDetails: [],
      };
      orders.set(order.merchantOrderId, order);
      merchantIdOf.set(order.orderId, order.merchantOrderId);
      forgetOldest(orders, MAX_ORDERS, (oldest) => merchantIdOf.delete(oldest.orderId));
      return order;
    },

    order(merchantOrderId: string): SimOrder | undefined {
      return current(orders.get(merchantOrderId));
    },

    orderByGatewayId(orderId: string): SimOrder | undefined {
      const merchantOrderId = merchantIdOf.get(orderId);
      return merchantOrderId === undefined ? undefined : current(orders.get(merchantOrderId));
    },

    /** The shopper paid or the payment failed: one UPI attempt is recorded. Only a PENDING order moves. */
    settle(order: SimOrder, outcome: Outcome): boolean {
      if (current(order)?.state !== 'PENDING') return false;
      const attempt: SimPaymentAttempt = {
        transactionId: `OM${randomId(20)}`,
        paymentMode: 'UPI_INTENT',
        timestamp: now(),
        amount: order.amount,
        state: outcome,
        rail: { type: 'UPI', utr: String(randomInt(100_000, 1_000_000)) + String(randomInt(100_000, 1_000_000)), upiTransactionId: `YBL${randomId(16)}`, vpa: SHOPPER_VPA },
      };
      if (outcome === 'FAILED') {
        // Made-up codes, clearly the simulator's: real ones vary by bank and app.
        order.errorCode = attempt.errorCode = 'PAYMENT_DECLINED';
        order.detailedErrorCode = attempt.detailedErrorCode = 'SIMULATED_DECLINE';
      }
      order.paymentDetails.push(attempt);
      order.state = outcome;
      return true;
    },

    /** Test hook: the status call will answer this state, known to PhonePe or not. */
    forceState(order: SimOrder, wireState: string) {
      order.state = wireState;
    },

    /** Test hook: the order (and so its status answer) carries another amount than was asked. */
    forceAmount(order: SimOrder, amount: number) {
      order.amount = amount;
      for (const attempt of order.paymentDetails) attempt.amount = amount;
    },

    /** Paise of `order` not yet refunded or being refunded. */
    refundable(order: SimOrder): number {
      let taken = 0;
      for (const refund of refunds.values()) {
        if (refund.originalMerchantOrderId === order.merchantOrderId && refund.state !== 'FAILED') taken += refund.amount;
      }
      return order.amount - taken;
    },

    hasRefund(merchantRefundId: string): boolean {
      return refunds.has(merchantRefundId);
    },

    createRefund(input: { merchantRefundId: string; originalMerchantOrderId: string; amount: number }): SimRefund {
      const refund: SimRefund = { ...input, refundId: `OMR${randomId(20)}`, state: 'PENDING', outcome: nextRefundOutcome, createdAt: now() };
      refunds.set(refund.merchantRefundId, refund);
      forgetOldest(refunds, MAX_REFUNDS);
      return refund;
    },

    /** What refunds created from now on become after refundSettleSeconds (default COMPLETED). */
    setRefundOutcome(outcome: RefundOutcome) {
      nextRefundOutcome = outcome;
    },

    refundOutcome: (): RefundOutcome => nextRefundOutcome,

    /** A refund stays PENDING for refundSettleSeconds, then becomes its outcome (unless that is PENDING), as banks take a while. */
    refund(merchantRefundId: string): SimRefund | undefined {
      const refund = refunds.get(merchantRefundId);
      if (refund && refund.state === 'PENDING' && refund.outcome !== 'PENDING' && now() >= refund.createdAt + settings.refundSettleSeconds * 1000) refund.state = refund.outcome;
      return refund;
    },

    /** Settles a PENDING refund now. False when it is settled already. */
    settleRefund(refund: SimRefund, state: 'COMPLETED' | 'FAILED'): boolean {
      if (refund.state !== 'PENDING') return false;
      refund.state = state;
      return true;
    },

    /** The latest refunds, newest first (the refunds page). */
    latestRefunds(limit: number): SimRefund[] {
      return [...refunds.values()].slice(-limit).reverse();
    },
  };
}

export type SimulatorStore = ReturnType<typeof createSimulatorStore>;

/** Maps iterate in insertion order, so the first entries are the oldest. */
function forgetOldest<V>(map: Map<string, V>, max: number, onForget?: (value: V) => void) {
  for (const [key, value] of map) {
    if (map.size <= max) return;
    map.delete(key);
    onForget?.(value);
  }
}

function randomId(length: number): string {
  return randomBytes(length).toString('hex').slice(0, length).toUpperCase();
}
