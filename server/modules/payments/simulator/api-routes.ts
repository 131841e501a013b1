import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { SimulatorContext } from './context';
import { DEFAULT_EXPIRE_AFTER_SECONDS, MERCHANT_ID_PATTERN, firstProblem, payRequest, refundRequest } from './requests';
import type { SimOrder, SimRefund } from './store';

/** PhonePe's error body: `{ code, message, data }`. */
function gatewayError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json({ success: false, code, message, data: {} }, status);
}

/** The OAuth and PG endpoints of payments-phonepe.md, answering as PhonePe does. */
export function apiRoutes(ctx: SimulatorContext) {
  const { store } = ctx;
  const api = new Hono();

  api.post('/v1/oauth/token', async (c) => {
    if (!(c.req.header('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      return gatewayError(c, 400, 'BAD_REQUEST', 'Expected an application/x-www-form-urlencoded body');
    }
    const form = await c.req.parseBody();
    if (form.grant_type !== 'client_credentials') return gatewayError(c, 400, 'BAD_REQUEST', 'grant_type must be client_credentials');
    const { clientId, clientSecret, clientVersion } = ctx.credentials;
    const valid =
      form.client_id === clientId && sameSecret(form.client_secret, clientSecret) && form.client_version === String(clientVersion);
    if (!valid) return gatewayError(c, 400, 'INVALID_CLIENT', 'Client authentication failure');
    return c.json(store.issueToken());
  });

  api.use('/checkout/*', faultsThenAuth(ctx));
  api.use('/payments/*', faultsThenAuth(ctx));

  api.post('/checkout/v2/pay', async (c) => {
    const request = await readRequest(c, payRequest);
    if (typeof request === 'string') return gatewayError(c, 400, 'BAD_REQUEST', request);
    if (store.hasOrder(request.merchantOrderId)) return gatewayError(c, 400, 'BAD_REQUEST', 'merchantOrderId has been used already');
    const order = store.createOrder({
      merchantOrderId: request.merchantOrderId,
      amount: request.amount,
      expireAfterSeconds: request.expireAfter ?? DEFAULT_EXPIRE_AFTER_SECONDS,
      redirectUrl: request.paymentFlow.merchantUrls.redirectUrl,
      message: request.paymentFlow.message,
      metaInfo: request.metaInfo ?? {},
    });
    ctx.logger.info({ merchantOrderId: order.merchantOrderId, amount: order.amount }, 'simulator order created');
    return c.json({ orderId: order.orderId, state: order.state, expireAt: order.expireAt, redirectUrl: `${ctx.publicBaseUrl()}/pay/${order.orderId}` });
  });

  api.get('/checkout/v2/order/:merchantOrderId/status', (c) => {
    const merchantOrderId = c.req.param('merchantOrderId');
    if (!MERCHANT_ID_PATTERN.test(merchantOrderId)) return gatewayError(c, 400, 'INVALID_MERCHANT_ORDER_ID', 'Invalid merchantOrderId');
    ctx.countStatusCall(merchantOrderId);
    const order = store.order(merchantOrderId);
    if (!order) return gatewayError(c, 400, 'MERCHANT_ORDER_MAPPING_NOT_FOUND', 'No order with this merchantOrderId');
    return c.json(orderStatus(order, c.req.query('details') === 'true'));
  });

  api.post('/payments/v2/refund', async (c) => {
    const request = await readRequest(c, refundRequest);
    if (typeof request === 'string') return gatewayError(c, 400, 'BAD_REQUEST', request);
    if (store.hasRefund(request.merchantRefundId)) return gatewayError(c, 400, 'BAD_REQUEST', 'merchantRefundId has been used already');
    const order = store.order(request.originalMerchantOrderId);
    if (!order) return gatewayError(c, 400, 'MERCHANT_ORDER_MAPPING_NOT_FOUND', 'No order with this originalMerchantOrderId');
    if (order.state !== 'COMPLETED') return gatewayError(c, 400, 'BAD_REQUEST', 'Only a completed order can be refunded');
    if (request.amount > store.refundable(order)) return gatewayError(c, 400, 'BAD_REQUEST', 'amount exceeds what is left to refund');
    const refund = store.createRefund(request);
    return c.json({ refundId: refund.refundId, amount: refund.amount, state: refund.state });
  });

  api.get('/payments/v2/refund/:merchantRefundId/status', (c) => {
    const refund = store.refund(c.req.param('merchantRefundId'));
    // The same "no mapping" answer as for orders, so the adapter can tell "never arrived" apart.
    if (!refund) return gatewayError(c, 400, 'MERCHANT_ORDER_MAPPING_NOT_FOUND', 'No refund with this merchantRefundId');
    return c.json(refundStatus(refund));
  });

  return api;
}

/** The body of the status call and of the webhooks' payload. */
export function orderStatus(order: SimOrder, allAttempts = false) {
  return {
    orderId: order.orderId,
    state: order.state,
    amount: order.amount,
    expireAt: order.expireAt,
    metaInfo: order.metaInfo,
    ...(order.errorCode === undefined ? {} : { errorCode: order.errorCode, detailedErrorCode: order.detailedErrorCode }),
    // Like PhonePe: without details=true only the latest attempt is listed.
    paymentDetails: allAttempts ? order.paymentDetails : order.paymentDetails.slice(-1),
  };
}

function refundStatus(refund: SimRefund) {
  return {
    merchantRefundId: refund.merchantRefundId,
    refundId: refund.refundId,
    originalMerchantOrderId: refund.originalMerchantOrderId,
    amount: refund.amount,
    state: refund.state,
    timestamp: refund.createdAt,
  };
}

/** Test faults first (so a fault can stand in for an auth failure), then `Authorization: O-Bearer`. */
function faultsThenAuth(ctx: SimulatorContext): MiddlewareHandler {
  return async (c, next) => {
    const fault = ctx.takeFault();
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.status !== undefined) {
      const status = fault.status as ContentfulStatusCode;
      return gatewayError(c, status, status === 401 ? 'UNAUTHORIZED' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST', 'Simulated fault');
    }
    const [scheme, token] = (c.req.header('Authorization') ?? '').split(' ', 2);
    if (scheme !== 'O-Bearer' || !token || !ctx.store.isTokenValid(token)) {
      return gatewayError(c, 401, 'UNAUTHORIZED', 'Missing, invalid or expired O-Bearer token');
    }
    await next();
  };
}

/** The JSON body parsed with `schema`, or the problem to answer a 400 with. */
async function readRequest<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema> | string> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return 'Malformed JSON body';
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : firstProblem(parsed.error);
}

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
