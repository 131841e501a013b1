import pino, { type Logger } from 'pino';
import type { z } from 'zod';
import { isPaymentGatewayError, type PaymentGateway, type PaymentStatus } from '../gateway';
import { resolveUrl, type UrlSource } from '../url-source';
import { exchange, readAnswer, type FetchFunction } from './http';
import { createTokenSource } from './oauth';
import { createWebhookVerifier } from './webhook';
import {
  UNKNOWN_ORDER_CODES,
  createdOrderAnswer,
  orderStatusAnswer,
  refundAnswer,
  refundStatusAnswer,
  toPaymentState,
  toRefundState,
} from './wire';

export interface PhonePeGatewayConfig {
  pgBaseUrl: UrlSource;
  oauthBaseUrl: UrlSource;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  webhookUser: string;
  webhookPassword: string;
  clock?: () => Date;
  fetch?: FetchFunction;
  logger?: Logger;
  /** Per request, including reading the answer. */
  timeoutMs?: number;
}

// Every call has a deadline so a stalled gateway surfaces as a TIMEOUT (then ask the status) instead
// of a checkout that hangs; PhonePe normally answers in well under a second.
const DEFAULT_TIMEOUT_MS = 10_000;

/** PhonePe Standard Checkout v2 (payments-phonepe.md) over HTTP. */
export function createPhonePeGateway(config: PhonePeGatewayConfig): PaymentGateway {
  const fetchFn = config.fetch ?? fetch;
  const clock = config.clock ?? (() => new Date());
  const logger = config.logger ?? pino({ enabled: false });
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const tokens = createTokenSource({
    oauthBaseUrl: config.oauthBaseUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    clientVersion: config.clientVersion,
    fetch: fetchFn,
    clock,
    timeoutMs,
    logger,
  });

  /** One PG call with `Authorization: O-Bearer`; a 401 gets a fresh token and exactly one retry. */
  async function call<Schema extends z.ZodType>(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    schema: Schema,
    body?: unknown,
  ): Promise<z.output<Schema>> {
    const send = (token: string) =>
      exchange(
        fetchFn,
        operation,
        resolveUrl(config.pgBaseUrl) + path,
        {
          method,
          headers: {
            Authorization: `O-Bearer ${token}`,
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        timeoutMs,
      );
    const started = performance.now();
    const token = await tokens.get();
    let answer = await send(token);
    if (answer.status === 401) {
      logger.info({ operation }, 'PhonePe refused the access token; renewing it and retrying once');
      answer = await send(await tokens.renew(token));
    }
    logger.debug({ operation, status: answer.status, ms: Math.round(performance.now() - started) }, 'PhonePe call');
    return readAnswer(operation, answer, schema);
  }

  const segment = encodeURIComponent;

  return {
    async createPayment(input) {
      const answer = await call('create payment', 'POST', '/checkout/v2/pay', createdOrderAnswer, {
        merchantOrderId: input.merchantOrderId,
        amount: input.amountPaise,
        ...(input.expireAfterSeconds === undefined ? {} : { expireAfter: input.expireAfterSeconds }),
        ...(input.udf1 === undefined ? {} : { metaInfo: { udf1: input.udf1 } }),
        paymentFlow: {
          type: 'PG_CHECKOUT',
          ...(input.message === undefined ? {} : { message: input.message }),
          merchantUrls: { redirectUrl: input.redirectUrl },
        },
      });
      return {
        gatewayOrderId: answer.orderId,
        redirectUrl: answer.redirectUrl,
        state: toPaymentState(answer.state),
        expireAt: new Date(answer.expireAt),
      };
    },

    async fetchStatus(merchantOrderId): Promise<PaymentStatus> {
      let answer: z.output<typeof orderStatusAnswer>;
      try {
        answer = await call('order status', 'GET', `/checkout/v2/order/${segment(merchantOrderId)}/status?details=false`, orderStatusAnswer);
      } catch (error) {
        if (isUnknownMapping(error)) return { merchantOrderId, state: 'UNKNOWN_ORDER', amountPaise: 0 };
        throw error;
      }
      // With details=false PhonePe lists only the latest attempt; with more, the last is the latest.
      const attempt = answer.paymentDetails?.at(-1);
      return {
        merchantOrderId,
        gatewayOrderId: answer.orderId ?? undefined,
        state: toPaymentState(answer.state),
        amountPaise: answer.amount,
        transactionId: attempt?.transactionId ?? undefined,
        paymentMode: attempt?.paymentMode ?? undefined,
        utr: attempt?.rail?.utr ?? undefined,
        errorCode: answer.errorCode ?? undefined,
      };
    },

    verifyWebhook: createWebhookVerifier(config.webhookUser, config.webhookPassword),

    async refund(input) {
      const answer = await call('refund', 'POST', '/payments/v2/refund', refundAnswer, {
        merchantRefundId: input.merchantRefundId,
        originalMerchantOrderId: input.originalMerchantOrderId,
        amount: input.amountPaise,
      });
      return { refundId: answer.refundId, state: toRefundState(answer.state) };
    },

    async refundStatus(merchantRefundId) {
      try {
        const answer = await call('refund status', 'GET', `/payments/v2/refund/${segment(merchantRefundId)}/status`, refundStatusAnswer);
        return { state: toRefundState(answer.state), amountPaise: answer.amount };
      } catch (error) {
        if (isUnknownMapping(error)) return { state: 'UNKNOWN_REFUND', amountPaise: 0 };
        throw error;
      }
    },
  };
}

function isUnknownMapping(error: unknown): boolean {
  return isPaymentGatewayError(error) && error.kind === 'REJECTED' && error.code !== undefined && UNKNOWN_ORDER_CODES.has(error.code);
}
