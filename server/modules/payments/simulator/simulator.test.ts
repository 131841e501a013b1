import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from '../gateway';
import { simulatorBaseUrls } from '../phonepe/base-urls';
import { createPhonePeGateway } from '../phonepe/phonepe-gateway';
import { webhookAuthorization } from '../phonepe/webhook';
import { CREDENTIALS, startHarness, type Harness } from '../../../test/payments-harness';
import { SIMULATOR_BASE_PATH, createPhonePeSimulator } from './simulator';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const AUTHORIZATION = webhookAuthorization(CREDENTIALS.webhookUser, CREDENTIALS.webhookPassword);
let sequence = 0;

async function newPayment(overrides: Partial<CreatePaymentInput> = {}) {
  const input = { merchantOrderId: `ORD-SIM_${++sequence}`, amountPaise: 12_999_900, redirectUrl: `${h.baseUrl}/paymentsuccess?reference=ref-${sequence}`, ...overrides };
  const created = await h.gateway.createPayment(input);
  return { merchantOrderId: input.merchantOrderId, gatewayOrderId: created.gatewayOrderId, shopUrl: input.redirectUrl, hostedPage: created.redirectUrl };
}

/** What a browser does on the hosted page: submit the form, but do not follow the redirect. */
function submit(pageUrl: string, outcome: string) {
  return fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });
}

describe('hosted payment page', () => {
  it('shows the amount in rupees with Indian grouping, the banner and three buttons, with no script or inline style', async () => {
    const payment = await newPayment({ message: 'Order <b>42</b> at Haat' });
    const answer = await fetch(payment.hostedPage);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await answer.text();
    expect(page).toContain('PhonePe simulator');
    expect(page).toContain('₹1,29,999');
    expect(page).toContain('Order &lt;b&gt;42&lt;/b&gt; at Haat');
    expect(page).toMatch(/<form method="post">/);
    for (const [value, label] of [['success', 'Pay successfully'], ['failure', 'Fail the payment'], ['pending', 'Leave pending']]) {
      expect(page).toContain(`<button name="outcome" value="${value}" class="${value}">${label}</button>`);
    }
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page).toContain('<link rel="stylesheet" href="../assets/simulator.css">');
    expect(new URL('../assets/simulator.css', payment.hostedPage).href).toBe(`${h.simulatorUrl}/assets/simulator.css`);
  });

  it('links its stylesheet from the refunds list too (one level up from a payment page)', async () => {
    const answer = await fetch(`${h.simulatorUrl}/refunds`);
    expect(answer.status).toBe(200);
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(await answer.text())?.[1];
    expect(new URL(href!, `${h.simulatorUrl}/refunds`).href).toBe(`${h.simulatorUrl}/assets/simulator.css`);
  });

  it('sets its own Content-Security-Policy, allowing its stylesheet and the form’s redirect to the shop', async () => {
    const payment = await newPayment({ redirectUrl: 'https://shop.example/paymentsuccess?reference=x' });
    const answer = await fetch(payment.hostedPage);
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'self'; form-action 'self' https://shop.example; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const css = await fetch(`${h.simulatorUrl}/assets/simulator.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('.banner');
  });

  it('pays: 303 to the shop, COMPLETED, and the webhook with the right Authorization, then its duplicate', async () => {
    const payment = await newPayment();
    const answer = await submit(payment.hostedPage, 'success');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(payment.shopUrl);
    expect((await h.gateway.fetchStatus(payment.merchantOrderId)).state).toBe('COMPLETED');

    const [first, duplicate] = await h.webhooks.waitFor(2);
    expect(first?.authorization).toBe(AUTHORIZATION);
    expect(h.gateway.verifyWebhook(first?.authorization, first?.body ?? '')).toEqual({
      event: 'checkout.order.completed',
      merchantOrderId: payment.merchantOrderId,
      gatewayOrderId: payment.gatewayOrderId,
      state: 'COMPLETED',
      amountPaise: 12_999_900,
    });
    const body = JSON.parse(first?.body ?? '{}') as { payload: { paymentDetails: unknown[] } };
    expect(body.payload.paymentDetails).toEqual([
      expect.objectContaining({ paymentMode: 'UPI_INTENT', state: 'COMPLETED', amount: 12_999_900, rail: expect.objectContaining({ type: 'UPI', utr: expect.stringMatching(/^\d{12}$/) }) }),
    ]);
    expect(duplicate).toMatchObject({ authorization: AUTHORIZATION, body: first?.body });
    await h.sim.webhooksIdle();
    expect(h.webhooks.received).toHaveLength(2);
  });

  it('fails: 303 to the shop, FAILED, and checkout.order.failed (twice)', async () => {
    const payment = await newPayment();
    const answer = await submit(payment.hostedPage, 'failure');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(payment.shopUrl);
    expect(await h.gateway.fetchStatus(payment.merchantOrderId)).toMatchObject({ state: 'FAILED', errorCode: 'PAYMENT_DECLINED' });
    const deliveries = await h.webhooks.waitFor(2);
    for (const delivery of deliveries) {
      expect(h.gateway.verifyWebhook(delivery.authorization, delivery.body)).toMatchObject({ event: 'checkout.order.failed', state: 'FAILED' });
    }
  });

  it('leaves it pending: 303 to the shop, still PENDING, no webhook; it can be paid later', async () => {
    const payment = await newPayment();
    const answer = await submit(payment.hostedPage, 'pending');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(payment.shopUrl);
    await h.sim.webhooksIdle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.webhooks.received).toHaveLength(0);
    expect((await h.gateway.fetchStatus(payment.merchantOrderId)).state).toBe('PENDING');
    expect((await submit(payment.hostedPage, 'success')).status).toBe(303);
    expect((await h.gateway.fetchStatus(payment.merchantOrderId)).state).toBe('COMPLETED');
  });

  it('ignores a second submission: the first outcome stands and no further webhook goes out', async () => {
    const payment = await newPayment();
    await submit(payment.hostedPage, 'success');
    await h.sim.webhooksIdle();
    const again = await submit(payment.hostedPage, 'failure');
    expect(again.status).toBe(303);
    await h.sim.webhooksIdle();
    expect(h.webhooks.received).toHaveLength(2);
    expect((await h.gateway.fetchStatus(payment.merchantOrderId)).state).toBe('COMPLETED');
    const page = await (await fetch(payment.hostedPage)).text();
    expect(page).toContain('This payment is completed.');
    expect(page).not.toContain('<form');
  });

  it('shows an expired order as expired and will not take a payment for it', async () => {
    const payment = await newPayment({ expireAfterSeconds: 300 });
    h.clock.advance(300_000);
    expect(await (await fetch(payment.hostedPage)).text()).toContain('This payment is expired.');
    expect((await submit(payment.hostedPage, 'success')).status).toBe(303);
    expect((await h.gateway.fetchStatus(payment.merchantOrderId)).state).toBe('FAILED');
    await h.sim.webhooksIdle();
    expect(h.webhooks.received).toHaveLength(0);
  });

  it('answers 404 for an unknown page and 400 for an outcome that is not a button', async () => {
    expect((await fetch(`${h.simulatorUrl}/pay/OMO-NOPE`)).status).toBe(404);
    expect((await submit(`${h.simulatorUrl}/pay/OMO-NOPE`, 'success')).status).toBe(404);
    const payment = await newPayment();
    expect((await submit(payment.hostedPage, 'refund-me')).status).toBe(400);
    expect((await submit(payment.hostedPage, '__proto__')).status).toBe(400);
    expect((await h.gateway.fetchStatus(payment.merchantOrderId)).state).toBe('PENDING');
  });

  it('redirects at once even when the shop’s webhook endpoint is slow', async () => {
    const slow = await startHarness({ simulator: { webhookTimeoutMs: 10_000 } });
    try {
      slow.webhooks.answerNext({ status: 200, delayMs: 3_000 });
      const created = await slow.gateway.createPayment({ merchantOrderId: 'ORD-SLOW_1', amountPaise: 100, redirectUrl: `${slow.baseUrl}/back` });
      const started = performance.now();
      expect((await submit(created.redirectUrl, 'success')).status).toBe(303);
      expect(performance.now() - started).toBeLessThan(2_000);
      await slow.webhooks.waitFor(1); // sent, and still waiting for the shop's answer
    } finally {
      await slow.close();
    }
  });
});

describe('webhook delivery', () => {
  it('retries after non-2xx answers, after the configured delays, then sends the duplicate', async () => {
    h.webhooks.answerNext(500, 503);
    const payment = await newPayment();
    await submit(payment.hostedPage, 'success');
    const deliveries = await h.webhooks.waitFor(4);
    await h.sim.webhooksIdle();
    expect(deliveries).toHaveLength(4); // 500, 503, 200, then the duplicate (200)
    expect(new Set(deliveries.map((delivery) => delivery.body)).size).toBe(1);
    expect(deliveries.every((delivery) => delivery.authorization === AUTHORIZATION)).toBe(true);
    const gaps = deliveries.slice(1).map((delivery, i) => delivery.receivedAt - (deliveries[i]?.receivedAt ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(45); // retry delays [50, 100] ms, duplicate after 30 ms
    expect(gaps[1]).toBeGreaterThanOrEqual(95);
    expect(gaps[2]).toBeGreaterThanOrEqual(25);
  });

  it('retries a delivery the shop does not answer in time', async () => {
    h.webhooks.answerNext({ status: 200, delayMs: 800 }); // the simulator gives up waiting after 500 ms
    const payment = await newPayment();
    await submit(payment.hostedPage, 'failure');
    await h.webhooks.waitFor(3);
    await h.sim.webhooksIdle();
    expect(h.webhooks.received).toHaveLength(3); // timed out, retried, duplicate
  });

  it('gives up after the last retry, and sends no duplicate of an event never delivered', async () => {
    h.webhooks.answerNext(500, 500, 500, 500);
    const payment = await newPayment();
    await submit(payment.hostedPage, 'success');
    await h.webhooks.waitFor(3);
    await h.sim.webhooksIdle();
    expect(h.webhooks.received).toHaveLength(3); // first try + 2 retries
  });
});

describe('test hooks', () => {
  it('settle an order without the page, with or without a webhook (reconciler tests)', async () => {
    const quiet = await newPayment();
    expect(h.sim.completeOrder(quiet.merchantOrderId, { webhook: false }).state).toBe('COMPLETED');
    const loud = await newPayment();
    h.sim.failOrder(loud.merchantOrderId);
    await h.sim.webhooksIdle();
    expect(h.webhooks.received.map((delivery) => (JSON.parse(delivery.body) as { payload: { merchantOrderId: string } }).payload.merchantOrderId)).toEqual([
      loud.merchantOrderId,
      loud.merchantOrderId,
    ]);
    expect(() => h.sim.completeOrder(loud.merchantOrderId)).toThrow(/is FAILED, not PENDING/);
    expect(() => h.sim.completeOrder('ORD-UNKNOWN')).toThrow(/no order ORD-UNKNOWN/);
  });

  it('send a webhook with another amount (the amount-mismatch case), authentic all the same', async () => {
    const payment = await newPayment({ amountPaise: 49_900 });
    h.sim.completeOrder(payment.merchantOrderId, { webhook: false });
    h.sim.sendWebhook(payment.merchantOrderId, { amount: 100, duplicate: false });
    const [delivery] = await h.webhooks.waitFor(1);
    expect(h.gateway.verifyWebhook(delivery?.authorization, delivery?.body ?? '')).toMatchObject({ state: 'COMPLETED', amountPaise: 100 });
    expect((await h.gateway.fetchStatus(payment.merchantOrderId)).amountPaise).toBe(49_900);
  });

  it('make the status call itself report another amount (what the shop’s amount check must catch)', async () => {
    const payment = await newPayment({ amountPaise: 49_900 });
    h.sim.completeOrder(payment.merchantOrderId, { webhook: false });
    h.sim.forceOrderAmount(payment.merchantOrderId, 100);
    expect(await h.gateway.fetchStatus(payment.merchantOrderId)).toMatchObject({ state: 'COMPLETED', amountPaise: 100 });
  });
});

describe('OAuth endpoint', () => {
  const tokenRequest = (fields: Record<string, string>, contentType?: string) =>
    fetch(`${h.simulatorUrl}/v1/oauth/token`, {
      method: 'POST',
      ...(contentType ? { headers: { 'Content-Type': contentType } } : {}),
      body: contentType === 'application/json' ? JSON.stringify(fields) : new URLSearchParams(fields),
    });
  const good = { client_id: CREDENTIALS.clientId, client_version: '1', client_secret: CREDENTIALS.clientSecret, grant_type: 'client_credentials' };

  it('issues an O-Bearer token with PhonePe’s fields', async () => {
    const answer = await tokenRequest(good);
    expect(answer.status).toBe(200);
    const token = (await answer.json()) as Record<string, unknown>;
    const issuedAt = Math.floor(h.clock.now().getTime() / 1000);
    expect(token).toEqual({
      access_token: expect.any(String),
      encrypted_access_token: expect.any(String),
      expires_in: 3600,
      issued_at: issuedAt,
      expires_at: issuedAt + 3600,
      session_expires_at: issuedAt + 3600,
      token_type: 'O-Bearer',
    });
  });

  it('answers 400 INVALID_CLIENT to wrong credentials and 400 BAD_REQUEST to a malformed request', async () => {
    for (const wrong of [{ client_secret: 'nope' }, { client_id: 'nope' }, { client_version: '7' }]) {
      const answer = await tokenRequest({ ...good, ...wrong });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'INVALID_CLIENT' });
    }
    expect(await (await tokenRequest({ ...good, grant_type: 'password' })).json()).toMatchObject({ code: 'BAD_REQUEST' });
    const asJson = await tokenRequest(good, 'application/json');
    expect(asJson.status).toBe(400);
    expect(await asJson.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('mounting', () => {
  it('works with URLs given as functions, for a shop that learns its port only after listening', async () => {
    let origin = 'http://127.0.0.1:0'; // not known yet
    const deliveries: string[] = [];
    const sim = createPhonePeSimulator({
      publicBaseUrl: () => `${origin}${SIMULATOR_BASE_PATH}`,
      webhookUrl: () => `${origin}/api/payments/phonepe/webhook`,
      ...CREDENTIALS,
      webhookRetryDelaysMs: [],
    });
    const gateway = createPhonePeGateway({ ...simulatorBaseUrls(() => `${origin}${SIMULATOR_BASE_PATH}/`), ...CREDENTIALS });
    const simulator = getRequestListener(sim.app.fetch);
    const server = createServer((req, res) => {
      if (req.url?.startsWith(`${SIMULATOR_BASE_PATH}/`)) return void simulator(req, res);
      deliveries.push(req.url ?? '');
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const created = await gateway.createPayment({ merchantOrderId: 'ORD-LAZY_1', amountPaise: 100, redirectUrl: `${origin}/paymentsuccess` });
      expect(created.redirectUrl).toBe(`${origin}/__sim/phonepe/pay/${created.gatewayOrderId}`);
      sim.completeOrder('ORD-LAZY_1');
      await sim.webhooksIdle();
      expect(deliveries).toEqual(['/api/payments/phonepe/webhook', '/api/payments/phonepe/webhook']);
    } finally {
      sim.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
