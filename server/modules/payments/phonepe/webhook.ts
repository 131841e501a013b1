import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentState, WebhookEvent } from '../gateway';
import { toPaymentState, webhookBody } from './wire';

/**
 * The Authorization header PhonePe puts on every webhook: lowercase hex sha256 of
 * "USERNAME:PASSWORD", no prefix. It is a fixed shared secret, not a signature of the body.
 */
export function webhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`, 'utf8').digest('hex');
}

/** verifyWebhook for the gateway interface: authentic and well-formed, or null. */
export function createWebhookVerifier(username: string, password: string) {
  const expected = Buffer.from(webhookAuthorization(username, password), 'utf8');

  return function verifyWebhook(authorization: string | undefined, rawBody: string): WebhookEvent | null {
    if (authorization === undefined) return null;
    const given = Buffer.from(authorization, 'utf8');
    // timingSafeEqual throws on different lengths; the length of a sha256 hex digest is no secret.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return parseWebhookBody(rawBody);
  };
}

function parseWebhookBody(rawBody: string): WebhookEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) return null;
  const { event, payload } = parsed.data;
  const merchantOrderId = payload.merchantOrderId ?? payload.originalMerchantOrderId;
  if (!merchantOrderId) return null;
  return {
    event,
    merchantOrderId,
    ...(payload.merchantRefundId ? { merchantRefundId: payload.merchantRefundId } : {}),
    ...(payload.orderId ? { gatewayOrderId: payload.orderId } : {}),
    state: webhookState(payload.state),
    amountPaise: payload.amount,
  };
}

/** Unlike a status answer, a webhook with a state we do not know says nothing: UNKNOWN, not PENDING. */
function webhookState(wireState: string): PaymentState | 'UNKNOWN' {
  return wireState === 'PENDING' || wireState === 'COMPLETED' || wireState === 'FAILED' || wireState === 'EXPIRED'
    ? toPaymentState(wireState)
    : 'UNKNOWN';
}
