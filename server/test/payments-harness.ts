import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { setBaseSecurityHeaders } from '../http/security-headers';
import type { PaymentGateway } from '../modules/payments/gateway';
import { simulatorBaseUrls } from '../modules/payments/phonepe/base-urls';
import { createPhonePeGateway, type PhonePeGatewayConfig } from '../modules/payments/phonepe/phonepe-gateway';
import { SIMULATOR_BASE_PATH, createPhonePeSimulator, type PhonePeSimulator, type PhonePeSimulatorOptions } from '../modules/payments/simulator/simulator';

/**
 * For the payments tests: the simulator and a tiny webhook receiver on one real HTTP server
 * (127.0.0.1, a free port), and the real PhonePe adapter pointed at it, sharing a clock the test
 * moves by hand. Every call the adapter makes is recorded.
 */

export const CREDENTIALS = {
  clientId: 'HAAT_TEST_CLIENT',
  clientSecret: 'test-client-secret',
  clientVersion: 1,
  webhookUser: 'haat-webhook',
  webhookPassword: 'webhook-password',
};
export const SIM_PATH = SIMULATOR_BASE_PATH;
const WEBHOOK_PATH = '/webhook';

export interface ManualClock {
  now: () => Date;
  advance(ms: number): void;
}

export function manualClock(start = new Date('2026-12-01T10:00:00.000Z')): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}

export interface RecordedCall {
  method: string;
  /** Relative to the simulator's base URL, query included. */
  path: string;
  status: number;
  headers: Headers;
  body?: string;
}

export interface WebhookDelivery {
  authorization: string | undefined;
  body: string;
  /** Epoch ms (real time), to check retry delays. */
  receivedAt: number;
}

/** What the receiver does with the next delivery: answer a status, optionally after a delay. */
export type ReceiverAnswer = number | { status: number; delayMs: number };

export interface Harness {
  baseUrl: string;
  simulatorUrl: string;
  webhookUrl: string;
  sim: PhonePeSimulator;
  gateway: PaymentGateway;
  clock: ManualClock;
  /** Every HTTP call made by gateways built here, in order. */
  calls: RecordedCall[];
  /** While true, the adapter's token requests fail as if the network were down. */
  breakTokenRequests: boolean;
  /** Another adapter against the same simulator (e.g. with wrong credentials). */
  makeGateway(overrides?: Partial<PhonePeGatewayConfig>): PaymentGateway;
  webhooks: {
    received: WebhookDelivery[];
    /** Queue answers for the next deliveries; once they run out the receiver answers 200. */
    answerNext(...answers: ReceiverAnswer[]): void;
    waitFor(count: number, timeoutMs?: number): Promise<WebhookDelivery[]>;
  };
  close(): Promise<void>;
}

export async function startHarness(
  options: { simulator?: Partial<PhonePeSimulatorOptions>; gateway?: Partial<PhonePeGatewayConfig> } = {},
): Promise<Harness> {
  const received: WebhookDelivery[] = [];
  const answers: ReceiverAnswer[] = [];
  // The simulator needs its own URL, so it is built (and the request handler attached) once the
  // server has a port.
  const server = createServer();

  async function receiveWebhook(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ authorization: req.headers.authorization, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now() });
    const answer = answers.shift() ?? 200;
    const { status, delayMs } = typeof answer === 'number' ? { status: answer, delayMs: 0 } : answer;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!res.destroyed) res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const simulatorUrl = baseUrl + SIM_PATH;
  const webhookUrl = baseUrl + WEBHOOK_PATH;
  const clock = manualClock();

  const sim = createPhonePeSimulator({
    publicBaseUrl: simulatorUrl,
    webhookUrl,
    webhookUser: CREDENTIALS.webhookUser,
    webhookPassword: CREDENTIALS.webhookPassword,
    clientId: CREDENTIALS.clientId,
    clientSecret: CREDENTIALS.clientSecret,
    clock: clock.now,
    webhookRetryDelaysMs: [50, 100],
    webhookDuplicateDelayMs: 30,
    webhookTimeoutMs: 500,
    ...options.simulator,
  });
  const simulatorListener = getRequestListener(sim.app.fetch);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    if (path.startsWith(`${SIM_PATH}/`)) {
      // As the shop's listener does for every response: the simulator's page must cope with these.
      setBaseSecurityHeaders(res);
      void simulatorListener(req, res);
    } else if (path === WEBHOOK_PATH && req.method === 'POST') {
      void receiveWebhook(req, res);
    } else {
      res.writeHead(404).end();
    }
  });

  const calls: RecordedCall[] = [];
  const makeGateway = (overrides: Partial<PhonePeGatewayConfig> = {}) =>
    createPhonePeGateway({ ...simulatorBaseUrls(simulatorUrl), ...CREDENTIALS, clock: clock.now, fetch: recordingFetch, ...options.gateway, ...overrides });

  const harness: Harness = {
    baseUrl,
    simulatorUrl,
    webhookUrl,
    sim,
    clock,
    calls,
    breakTokenRequests: false,
    // Built now, but it only fetches (and so reads `harness`) once a test calls it.
    gateway: makeGateway(),
    makeGateway,
    webhooks: {
      received,
      answerNext: (...next) => void answers.push(...next),
      async waitFor(count, timeoutMs = 3_000) {
        const deadline = Date.now() + timeoutMs;
        while (received.length < count) {
          if (Date.now() > deadline) throw new Error(`Expected ${count} webhooks, got ${received.length}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return received;
      },
    },
    async close() {
      sim.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function recordingFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : input);
    const path = url.pathname.slice(SIM_PATH.length) + url.search;
    if (harness.breakTokenRequests && path === '/v1/oauth/token') throw new TypeError('fetch failed');
    const response = await fetch(input, init);
    calls.push({
      method: init?.method ?? 'GET',
      path,
      status: response.status,
      headers: new Headers(init?.headers),
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    });
    return response;
  }

  return harness;
}

/** `calls` as 'METHOD path → status' lines, easy to compare whole. */
export function callLines(calls: RecordedCall[]): string[] {
  return calls.map((call) => `${call.method} ${call.path.split('?', 1)[0]} → ${call.status}`);
}
