import { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import { webhookAuthorization } from '../phonepe/webhook';
import { resolveUrl, type UrlSource } from '../url-source';
import { apiRoutes, orderStatus } from './api-routes';
import type { Fault, SimulatorContext, WebhookOverrides } from './context';
import { pageRoutes } from './page-routes';
import { refundPages } from './refund-pages';
import { createSimulatorStore, type Outcome, type RefundOutcome, type SimOrder, type SimRefund } from './store';
import { createWebhookSender } from './webhook-sender';

/**
 * A PhonePe Standard Checkout v2 stand-in that speaks the real wire protocol over real HTTP, so
 * the shop runs the very adapter it uses in production against it (PAYMENT_PROVIDER=phonepe-sim).
 * State lives in this process's memory: it is for development and tests, one process at a time.
 */

/** Where the shop mounts the simulator. */
export const SIMULATOR_BASE_PATH = '/__sim/phonepe';

export interface PhonePeSimulatorOptions {
  /** Where a browser reaches the simulator, e.g. http://localhost:3000/__sim/phonepe (hosted page links). */
  publicBaseUrl: UrlSource;
  /**
   * The path every route lives under, as the shop's listener sees it (SIMULATOR_BASE_PATH by
   * default). Not taken from publicBaseUrl: behind a proxy that strips a prefix the two differ.
   */
  basePath?: string;
  /** The shop's webhook endpoint. */
  webhookUrl: UrlSource;
  webhookUser: string;
  webhookPassword: string;
  clientId: string;
  clientSecret: string;
  clientVersion?: number;
  clock?: () => Date;
  logger?: Logger;
  /** Waits before each retry of a webhook the shop did not accept. Default 2 s, 5 s, 10 s. */
  webhookRetryDelaysMs?: number[];
  /** Waits before the deliberate duplicate of a delivered webhook. Default 1 s. */
  webhookDuplicateDelayMs?: number;
  /** How long the shop has to answer a webhook. Default 5 s (PhonePe asks for 3-5 s). */
  webhookTimeoutMs?: number;
  /** Lifetime of an access token. Default 1 hour. */
  tokenTtlSeconds?: number;
  /** How long a refund stays PENDING before COMPLETED. Default 5 s. */
  refundSettleSeconds?: number;
}

export interface PhonePeSimulator {
  /** Mount it as is: its routes already carry the base path. */
  app: Hono;
  /** Settles a PENDING order without the hosted page (reconciler tests); sends the webhook unless told not to. */
  completeOrder(merchantOrderId: string, options?: { webhook?: boolean }): SimOrder;
  failOrder(merchantOrderId: string, options?: { webhook?: boolean }): SimOrder;
  /** Sends the order's webhook again, optionally altered (a wrong amount, another state). */
  sendWebhook(merchantOrderId: string, overrides?: WebhookOverrides): void;
  /** The status call will answer this state (EXPIRED, or one PhonePe might add tomorrow). */
  forceOrderState(merchantOrderId: string, wireState: string): void;
  /** The status call (and webhooks) will report this amount in paise: the shop's amount check must catch it. */
  forceOrderAmount(merchantOrderId: string, amountPaise: number): void;
  /** Every token issued so far is refused from now on: the adapter's next call gets a 401. */
  expireTokens(): void;
  /** The next `count` PG calls (not OAuth, not the page) answer `status` and/or wait `delayMs`. */
  injectFaults(fault: Fault & { count?: number }): void;
  /** How many status calls the shop made for this merchant order id. */
  statusCalls(merchantOrderId: string): number;
  /** A copy of the order as the simulator sees it now. */
  getOrder(merchantOrderId: string): SimOrder | undefined;
  /** What refunds created from now on become after refundSettleSeconds: COMPLETED (default), FAILED, or PENDING until settled. */
  setRefundOutcome(outcome: RefundOutcome): void;
  /** Settles a PENDING refund now and sends its pg.refund.* webhook unless told not to. */
  completeRefund(merchantRefundId: string, options?: { webhook?: boolean }): SimRefund;
  failRefund(merchantRefundId: string, options?: { webhook?: boolean }): SimRefund;
  /** Sends the refund's webhook again (a duplicate), whatever its state. */
  sendRefundWebhook(merchantRefundId: string, options?: { duplicate?: boolean }): void;
  getRefund(merchantRefundId: string): SimRefund | undefined;
  /** Resolves once every queued webhook was delivered or given up. */
  webhooksIdle(): Promise<void>;
  /** Stops pending webhook deliveries. */
  close(): void;
}

export function createPhonePeSimulator(options: PhonePeSimulatorOptions): PhonePeSimulator {
  const clock = options.clock ?? (() => new Date());
  const logger = options.logger ?? pino({ enabled: false });
  const { publicBaseUrl } = options;
  const basePath = (options.basePath ?? SIMULATOR_BASE_PATH).replace(/\/+$/, '');
  const store = createSimulatorStore(clock, {
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    refundSettleSeconds: options.refundSettleSeconds ?? 5,
  });
  const webhooks = createWebhookSender({
    url: options.webhookUrl,
    authorization: webhookAuthorization(options.webhookUser, options.webhookPassword),
    retryDelaysMs: options.webhookRetryDelaysMs ?? [2_000, 5_000, 10_000],
    duplicateDelayMs: options.webhookDuplicateDelayMs ?? 1_000,
    timeoutMs: options.webhookTimeoutMs ?? 5_000,
    logger,
  });
  let faults: Fault[] = [];
  // Bounded like the store's maps: a long-running demo must not grow it forever.
  const statusCalls = new Map<string, number>();

  const ctx: SimulatorContext = {
    store,
    clock,
    logger,
    publicBaseUrl: () => resolveUrl(publicBaseUrl),
    credentials: { clientId: options.clientId, clientSecret: options.clientSecret, clientVersion: options.clientVersion ?? 1 },
    takeFault: () => faults.shift(),
    countStatusCall(merchantOrderId) {
      if (statusCalls.size >= 10_000 && !statusCalls.has(merchantOrderId)) statusCalls.clear();
      statusCalls.set(merchantOrderId, (statusCalls.get(merchantOrderId) ?? 0) + 1);
    },
    notify(order, overrides = {}) {
      const state = overrides.state ?? order.state;
      const event = overrides.event ?? (state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed');
      const payload = { merchantOrderId: order.merchantOrderId, ...orderStatus(order, true), state, amount: overrides.amount ?? order.amount };
      webhooks.send({ event, payload }, { duplicate: overrides.duplicate ?? true });
    },
    notifyRefund(refund, { duplicate = true } = {}) {
      const event = refund.state === 'COMPLETED' ? 'pg.refund.completed' : refund.state === 'FAILED' ? 'pg.refund.failed' : 'pg.refund.accepted';
      const payload = {
        merchantRefundId: refund.merchantRefundId,
        originalMerchantOrderId: refund.originalMerchantOrderId,
        refundId: refund.refundId,
        state: refund.state,
        amount: refund.amount,
        timestamp: refund.createdAt,
      };
      webhooks.send({ event, payload }, { duplicate });
    },
  };

  const app = basePath === '' ? new Hono() : new Hono().basePath(basePath);
  app.route('/', apiRoutes(ctx));
  app.route('/', pageRoutes(ctx));
  app.route('/', refundPages(ctx));
  app.notFound((c) => c.json({ success: false, code: 'NOT_FOUND', message: 'Not found', data: {} }, 404));
  app.onError((error, c) => {
    logger.error({ err: error }, 'simulator error');
    return c.json({ success: false, code: 'INTERNAL_SERVER_ERROR', message: 'Simulator error', data: {} }, 500);
  });

  function existing(merchantOrderId: string): SimOrder {
    const order = store.order(merchantOrderId);
    if (!order) throw new Error(`The simulator has no order ${merchantOrderId}`);
    return order;
  }

  function settle(merchantOrderId: string, outcome: Outcome, { webhook = true }: { webhook?: boolean } = {}): SimOrder {
    const order = existing(merchantOrderId);
    if (!store.settle(order, outcome)) throw new Error(`Order ${merchantOrderId} is ${order.state}, not PENDING`);
    if (webhook) ctx.notify(order);
    return structuredClone(order);
  }

  function existingRefund(merchantRefundId: string): SimRefund {
    const refund = store.refund(merchantRefundId);
    if (!refund) throw new Error(`The simulator has no refund ${merchantRefundId}`);
    return refund;
  }

  function settleRefund(merchantRefundId: string, state: 'COMPLETED' | 'FAILED', { webhook = true }: { webhook?: boolean } = {}): SimRefund {
    const refund = existingRefund(merchantRefundId);
    if (!store.settleRefund(refund, state)) throw new Error(`Refund ${merchantRefundId} is ${refund.state}, not PENDING`);
    if (webhook) ctx.notifyRefund(refund);
    return structuredClone(refund);
  }

  return {
    app,
    setRefundOutcome: (outcome) => store.setRefundOutcome(outcome),
    completeRefund: (merchantRefundId, settleOptions) => settleRefund(merchantRefundId, 'COMPLETED', settleOptions),
    failRefund: (merchantRefundId, settleOptions) => settleRefund(merchantRefundId, 'FAILED', settleOptions),
    sendRefundWebhook: (merchantRefundId, options) => ctx.notifyRefund(existingRefund(merchantRefundId), options),
    getRefund(merchantRefundId) {
      const refund = store.refund(merchantRefundId);
      return refund && structuredClone(refund);
    },
    completeOrder: (merchantOrderId, settleOptions) => settle(merchantOrderId, 'COMPLETED', settleOptions),
    failOrder: (merchantOrderId, settleOptions) => settle(merchantOrderId, 'FAILED', settleOptions),
    sendWebhook: (merchantOrderId, overrides) => ctx.notify(existing(merchantOrderId), overrides),
    forceOrderState: (merchantOrderId, wireState) => store.forceState(existing(merchantOrderId), wireState),
    forceOrderAmount: (merchantOrderId, amountPaise) => store.forceAmount(existing(merchantOrderId), amountPaise),
    expireTokens: () => store.expireTokens(),
    injectFaults({ count = 1, ...fault }) {
      faults = [...faults, ...Array.from({ length: count }, () => ({ ...fault }))];
    },
    statusCalls: (merchantOrderId) => statusCalls.get(merchantOrderId) ?? 0,
    getOrder(merchantOrderId) {
      const order = store.order(merchantOrderId);
      return order && structuredClone(order);
    },
    webhooksIdle: () => webhooks.idle(),
    close: () => webhooks.close(),
  };
}
