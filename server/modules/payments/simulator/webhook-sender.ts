import type { Logger } from 'pino';
import { resolveUrl, type UrlSource } from '../url-source';

export interface WebhookSenderOptions {
  url: UrlSource;
  /** The Authorization header value: sha256 hex of "user:password". */
  authorization: string;
  /** Wait before each retry of a failed delivery (non-2xx, timeout, refused); one retry per entry. */
  retryDelaysMs: number[];
  /** How long after a successful delivery the deliberate duplicate goes out. */
  duplicateDelayMs: number;
  timeoutMs: number;
  logger: Logger;
}

/**
 * Delivers webhooks the way the real gateway does: in the background, never holding up the
 * shopper's redirect; again and again while the shop answers non-2xx or too slowly; and once more
 * after success, because the real gateway sometimes repeats an event and the shop must not care.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const { logger } = options;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const closing = new AbortController();
  let unfinished = 0;
  let idleWaiters: (() => void)[] = [];

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  function finished() {
    unfinished -= 1;
    if (unfinished === 0) wakeIdleWaiters();
  }

  function wakeIdleWaiters() {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async function attempt(body: string, attemptIndex: number, thenDuplicate: boolean): Promise<void> {
    const failure = await post(body);
    if (closing.signal.aborted) return;
    if (failure === undefined) {
      logger.info({ url: resolveUrl(options.url), attempt: attemptIndex + 1 }, 'simulator webhook delivered');
      if (thenDuplicate) start(body, false, options.duplicateDelayMs);
      finished();
      return;
    }
    const delay = options.retryDelaysMs[attemptIndex];
    if (delay === undefined) {
      logger.error({ url: resolveUrl(options.url), attempts: attemptIndex + 1, failure }, 'simulator webhook given up');
      finished();
      return;
    }
    logger.warn({ url: resolveUrl(options.url), attempt: attemptIndex + 1, failure, retryInMs: delay }, 'simulator webhook failed; will retry');
    later(delay, () => void attempt(body, attemptIndex + 1, thenDuplicate));
  }

  /** undefined when the shop took it (2xx), else what went wrong. */
  async function post(body: string): Promise<string | undefined> {
    try {
      const response = await fetch(resolveUrl(options.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: options.authorization },
        body,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      await response.body?.cancel();
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  function start(body: string, withDuplicate: boolean, delayMs: number) {
    unfinished += 1;
    later(delayMs, () => void attempt(body, 0, withDuplicate));
  }

  return {
    /** Queues `payload`; returns at once. */
    send(payload: unknown, { duplicate = true }: { duplicate?: boolean } = {}) {
      if (closing.signal.aborted) return;
      start(JSON.stringify(payload), duplicate, 0);
    },

    /** Resolves once every queued webhook (retries and duplicates included) was delivered or given up. */
    idle(): Promise<void> {
      if (unfinished === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },

    /** Drops everything queued and aborts deliveries in flight (shutdown, end of a test). */
    close() {
      closing.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      unfinished = 0;
      wakeIdleWaiters();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
