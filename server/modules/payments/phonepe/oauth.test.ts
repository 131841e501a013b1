import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPaymentGatewayError, type PaymentGatewayError } from '../gateway';
import { CREDENTIALS, callLines, startHarness, type Harness } from '../../../test/payments-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const UNKNOWN = 'NO-SUCH-ORDER';
const tokenCalls = () => h.calls.filter((call) => call.path === '/v1/oauth/token');

async function gatewayError(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isPaymentGatewayError(error)) throw new Error(`expected a PaymentGatewayError, got ${String(error)}`);
  return error;
}

describe('PhonePe OAuth token', () => {
  it('is requested form-encoded with the client credentials, once, and reused', async () => {
    await h.gateway.fetchStatus(UNKNOWN);
    await h.gateway.fetchStatus(UNKNOWN);
    expect(callLines(h.calls)).toEqual([
      'POST /v1/oauth/token → 200',
      'GET /checkout/v2/order/NO-SUCH-ORDER/status → 400',
      'GET /checkout/v2/order/NO-SUCH-ORDER/status → 400',
    ]);
    const [tokenCall] = tokenCalls();
    expect(tokenCall?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenCall?.body))).toEqual({
      client_id: CREDENTIALS.clientId,
      client_version: '1',
      client_secret: CREDENTIALS.clientSecret,
      grant_type: 'client_credentials',
    });
  });

  it('goes on every PG call as `Authorization: O-Bearer <token>`', async () => {
    await h.gateway.fetchStatus(UNKNOWN);
    await h.gateway.refundStatus('NO-SUCH-REFUND');
    const pgCalls = h.calls.filter((call) => call.path !== '/v1/oauth/token');
    expect(pgCalls).toHaveLength(2);
    for (const call of pgCalls) expect(call.headers.get('authorization')).toMatch(/^O-Bearer [A-Za-z0-9_-]{20,}$/);
  });

  it('is refreshed only once past the midpoint of its life (1 h token: after 30 min)', async () => {
    await h.gateway.fetchStatus(UNKNOWN);
    h.clock.advance(29 * 60_000);
    await h.gateway.fetchStatus(UNKNOWN);
    expect(tokenCalls()).toHaveLength(1);
    h.clock.advance(2 * 60_000);
    await h.gateway.fetchStatus(UNKNOWN);
    await h.gateway.fetchStatus(UNKNOWN);
    expect(tokenCalls()).toHaveLength(2);
    const [first, second] = h.calls.filter((call) => call.path !== '/v1/oauth/token').slice(1, 3);
    expect(first?.headers.get('authorization')).not.toBe(second?.headers.get('authorization'));
  });

  it('is shared by concurrent callers: one in-flight token request', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => h.gateway.fetchStatus(UNKNOWN)));
    expect(answers.every((answer) => answer.state === 'UNKNOWN_ORDER')).toBe(true);
    expect(tokenCalls()).toHaveLength(1);
  });

  it('keeps working with the current token when a refresh past the midpoint fails', async () => {
    await h.gateway.fetchStatus(UNKNOWN);
    h.clock.advance(45 * 60_000);
    h.breakTokenRequests = true;
    expect((await h.gateway.fetchStatus(UNKNOWN)).state).toBe('UNKNOWN_ORDER');
    h.clock.advance(20 * 60_000); // now expired: nothing left to fall back on
    expect((await gatewayError(h.gateway.fetchStatus(UNKNOWN))).kind).toBe('NETWORK');
  });

  it('after a 401 is renewed and the call retried once', async () => {
    await h.gateway.fetchStatus(UNKNOWN);
    h.sim.expireTokens();
    expect((await h.gateway.fetchStatus(UNKNOWN)).state).toBe('UNKNOWN_ORDER');
    expect(callLines(h.calls).slice(2)).toEqual([
      'GET /checkout/v2/order/NO-SUCH-ORDER/status → 401',
      'POST /v1/oauth/token → 200',
      'GET /checkout/v2/order/NO-SUCH-ORDER/status → 400',
    ]);
  });

  it('is retried exactly once: a second 401 is an UNAUTHORIZED error', async () => {
    h.sim.injectFaults({ count: 2, status: 401 });
    const error = await gatewayError(h.gateway.fetchStatus(UNKNOWN));
    expect(error).toMatchObject({ kind: 'UNAUTHORIZED', details: { status: 401, operation: 'order status' } });
    expect(error.outcomeUnknown).toBe(false);
    expect(callLines(h.calls)).toEqual([
      'POST /v1/oauth/token → 200',
      'GET /checkout/v2/order/NO-SUCH-ORDER/status → 401',
      'POST /v1/oauth/token → 200',
      'GET /checkout/v2/order/NO-SUCH-ORDER/status → 401',
    ]);
  });

  it('with bad credentials fails as UNAUTHORIZED (INVALID_CLIENT) before any PG call', async () => {
    for (const overrides of [{ clientSecret: 'wrong-secret' }, { clientId: 'SOMEONE_ELSE' }, { clientVersion: 2 }]) {
      const error = await gatewayError(h.makeGateway(overrides).fetchStatus(UNKNOWN));
      expect(error).toMatchObject({ kind: 'UNAUTHORIZED', code: 'INVALID_CLIENT', details: { status: 400 } });
    }
    expect(callLines(h.calls)).toEqual(Array(3).fill('POST /v1/oauth/token → 400'));
  });
});

describe('PG call failures', () => {
  it('time out per request (AbortSignal.timeout) with an unknown outcome', async () => {
    const gateway = h.makeGateway({ timeoutMs: 150 });
    await gateway.fetchStatus(UNKNOWN); // token in hand
    h.sim.injectFaults({ delayMs: 3_000 });
    const started = performance.now();
    const error = await gatewayError(gateway.fetchStatus(UNKNOWN));
    expect(error).toMatchObject({ kind: 'TIMEOUT', outcomeUnknown: true });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('report a 5xx as GATEWAY_ERROR and an unreachable gateway as NETWORK', async () => {
    h.sim.injectFaults({ status: 503 });
    expect(await gatewayError(h.gateway.fetchStatus(UNKNOWN))).toMatchObject({ kind: 'GATEWAY_ERROR', code: 'INTERNAL_SERVER_ERROR', outcomeUnknown: true });
    const nowhere = h.makeGateway({ pgBaseUrl: 'http://127.0.0.1:9', oauthBaseUrl: 'http://127.0.0.1:9' });
    expect(await gatewayError(nowhere.fetchStatus(UNKNOWN))).toMatchObject({ kind: 'NETWORK', details: { operation: 'oauth token' } });
  });
});
