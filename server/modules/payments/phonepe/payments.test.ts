import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPaymentGatewayError, type CreatePaymentInput, type PaymentGatewayError } from '../gateway';
import { startHarness, type Harness } from '../../../test/payments-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

let sequence = 0;
/** A fresh merchantOrderId per attempt, as the orders module makes them. */
const newOrderId = () => `ORD-T${Date.now().toString(36)}_${++sequence}`;

function payment(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return { merchantOrderId: newOrderId(), amountPaise: 49_900, redirectUrl: 'https://shop.example/paymentsuccess?reference=abc', ...overrides };
}

async function gatewayError(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isPaymentGatewayError(error)) throw new Error(`expected a PaymentGatewayError, got ${String(error)}`);
  return error;
}

describe('createPayment', () => {
  it('creates a PENDING order whose hosted page lives on the simulator', async () => {
    const input = payment({ expireAfterSeconds: 900, message: 'Order ORD-1 at Haat', udf1: 'order-1' });
    const created = await h.gateway.createPayment(input);
    expect(created.gatewayOrderId).toMatch(/^OMO[0-9A-F]{20}$/);
    expect(created.state).toBe('PENDING');
    expect(created.redirectUrl).toBe(`${h.simulatorUrl}/pay/${created.gatewayOrderId}`);
    expect(created.expireAt.getTime()).toBe(h.clock.now().getTime() + 900_000);

    const body = JSON.parse(h.calls.at(-1)?.body ?? '{}') as unknown;
    expect(body).toEqual({
      merchantOrderId: input.merchantOrderId,
      amount: 49_900,
      expireAfter: 900,
      metaInfo: { udf1: 'order-1' },
      paymentFlow: { type: 'PG_CHECKOUT', message: 'Order ORD-1 at Haat', merchantUrls: { redirectUrl: input.redirectUrl } },
    });
    expect(h.sim.getOrder(input.merchantOrderId)).toMatchObject({ amount: 49_900, message: 'Order ORD-1 at Haat', metaInfo: { udf1: 'order-1' } });
  });

  it('expires after 20 minutes when no expireAfter is given', async () => {
    const created = await h.gateway.createPayment(payment());
    expect(created.expireAt.getTime()).toBe(h.clock.now().getTime() + 1_200_000);
  });

  it('accepts the edges: 100 paise, 63-character ids, expireAfter 300 and 3600', async () => {
    await h.gateway.createPayment(payment({ amountPaise: 100 }));
    const longestId = `A_-${'x'.repeat(55)}${String(++sequence).padStart(5, '0')}`;
    expect(longestId).toHaveLength(63);
    await h.gateway.createPayment(payment({ merchantOrderId: longestId }));
    await h.gateway.createPayment(payment({ expireAfterSeconds: 300 }));
    await h.gateway.createPayment(payment({ expireAfterSeconds: 3600 }));
  });

  it.each([
    ['amount below 100 paise', { amountPaise: 99 }, /amount must be at least 100 paise/],
    ['amount of zero', { amountPaise: 0 }, /amount must be at least 100 paise/],
    ['fractional paise', { amountPaise: 100.5 }, /amount must be a whole number of paise/],
    ['a 64-character merchantOrderId', { merchantOrderId: 'X'.repeat(64) }, /merchantOrderId must be at most 63 characters/],
    ['an empty merchantOrderId', { merchantOrderId: '' }, /merchantOrderId is required/],
    ['a merchantOrderId with a space', { merchantOrderId: 'ORD 1' }, /merchantOrderId may contain only letters, digits, _ and -/],
    ['a merchantOrderId with a slash', { merchantOrderId: 'ORD/1' }, /merchantOrderId may contain only/],
    ['expireAfter below 300', { expireAfterSeconds: 299 }, /expireAfter must be between 300 and 3600 seconds/],
    ['expireAfter above 3600', { expireAfterSeconds: 3601 }, /expireAfter must be between 300 and 3600 seconds/],
    ['fractional expireAfter', { expireAfterSeconds: 600.5 }, /expireAfter must be a whole number of seconds/],
    ['a relative redirectUrl', { redirectUrl: '/paymentsuccess' }, /redirectUrl must be an http\(s\) URL/],
    ['a non-http redirectUrl', { redirectUrl: 'javascript:alert(1)' }, /redirectUrl must be an http\(s\) URL/],
  ])('refuses %s with 400 BAD_REQUEST', async (_name, overrides, message) => {
    const error = await gatewayError(h.gateway.createPayment(payment(overrides)));
    expect(error).toMatchObject({ kind: 'REJECTED', code: 'BAD_REQUEST', details: { status: 400, operation: 'create payment' }, outcomeUnknown: false });
    expect(error.message).toMatch(message);
  });

  it('refuses a merchantOrderId used before', async () => {
    const input = payment();
    await h.gateway.createPayment(input);
    const error = await gatewayError(h.gateway.createPayment({ ...input, amountPaise: 100 }));
    expect(error).toMatchObject({ kind: 'REJECTED', code: 'BAD_REQUEST' });
    expect(error.message).toMatch(/merchantOrderId has been used already/);
    expect(h.sim.getOrder(input.merchantOrderId)?.amount).toBe(49_900);
  });

  describe('over raw HTTP (what the adapter never sends)', () => {
    let token: string;
    beforeAll(async () => {
      const answer = await fetch(`${h.simulatorUrl}/v1/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: 'HAAT_TEST_CLIENT', client_secret: 'test-client-secret', client_version: '1', grant_type: 'client_credentials' }),
      });
      token = ((await answer.json()) as { access_token: string }).access_token;
    });

    const pay = (body: string, authorization = `O-Bearer ${token}`) =>
      fetch(`${h.simulatorUrl}/checkout/v2/pay`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: authorization }, body });
    const valid = () => ({ merchantOrderId: newOrderId(), amount: 100, paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: 'https://shop.example/r' } } });

    it.each([
      ['malformed JSON', '{"merchantOrderId": ', /Malformed JSON body/],
      ['a JSON array', '[]', /The body must be a JSON object/],
      ['no paymentFlow', JSON.stringify({ ...valid(), paymentFlow: undefined }), /paymentFlow is required/],
      ['another paymentFlow type', JSON.stringify({ ...valid(), paymentFlow: { type: 'SDK', merchantUrls: { redirectUrl: 'https://a.b/' } } }), /paymentFlow.type must be PG_CHECKOUT/],
      ['no redirectUrl', JSON.stringify({ ...valid(), paymentFlow: { type: 'PG_CHECKOUT' } }), /redirectUrl is required/],
      ['the amount as a string', JSON.stringify({ ...valid(), amount: '499' }), /amount must be a number of paise/],
      ['no merchantOrderId', JSON.stringify({ ...valid(), merchantOrderId: undefined }), /merchantOrderId is required/],
      ['a metaInfo key that is not udfN', JSON.stringify({ ...valid(), metaInfo: { note: 'x' } }), /metaInfo keys are udf1..udf15/],
    ])('refuses %s with 400 BAD_REQUEST', async (_name, body, message) => {
      const answer = await pay(body);
      expect(answer.status).toBe(400);
      const json = (await answer.json()) as { code: string; message: string; data: unknown };
      expect(json).toMatchObject({ code: 'BAD_REQUEST', data: {} });
      expect(json.message).toMatch(message);
    });

    it.each([
      ['no Authorization', ''],
      ['a Bearer token', `Bearer ${'x'.repeat(10)}`],
      ['an unknown O-Bearer token', 'O-Bearer not-a-token'],
    ])('answers 401 to %s', async (_name, authorization) => {
      const answer = await pay(JSON.stringify(valid()), authorization);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('answers 401 once the token has expired', async () => {
      h.clock.advance(3601_000);
      try {
        expect((await pay(JSON.stringify(valid()))).status).toBe(401);
      } finally {
        h.clock.advance(-3601_000);
      }
    });
  });
});

describe('fetchStatus', () => {
  it('answers PENDING for a new order', async () => {
    const input = payment();
    const created = await h.gateway.createPayment(input);
    expect(await h.gateway.fetchStatus(input.merchantOrderId)).toEqual({
      merchantOrderId: input.merchantOrderId,
      gatewayOrderId: created.gatewayOrderId,
      state: 'PENDING',
      amountPaise: 49_900,
    });
  });

  it('answers COMPLETED with the UPI attempt once paid', async () => {
    const input = payment({ amountPaise: 12_999_950 });
    await h.gateway.createPayment(input);
    h.sim.completeOrder(input.merchantOrderId, { webhook: false });
    const status = await h.gateway.fetchStatus(input.merchantOrderId);
    expect(status).toMatchObject({ state: 'COMPLETED', amountPaise: 12_999_950, paymentMode: 'UPI_INTENT' });
    expect(status.transactionId).toMatch(/^OM[0-9A-F]{20}$/);
    expect(status.utr).toMatch(/^\d{12}$/);
    expect(status.errorCode).toBeUndefined();
    expect(h.calls.at(-1)?.path).toMatch(/\/status\?details=false$/);
  });

  it('answers FAILED with the error code once the payment failed', async () => {
    const input = payment();
    await h.gateway.createPayment(input);
    h.sim.failOrder(input.merchantOrderId, { webhook: false });
    expect(await h.gateway.fetchStatus(input.merchantOrderId)).toMatchObject({ state: 'FAILED', errorCode: 'PAYMENT_DECLINED' });
  });

  it('maps an order the gateway reports EXPIRED (after expireAfter) to FAILED', async () => {
    const input = payment({ expireAfterSeconds: 300 });
    await h.gateway.createPayment(input);
    h.clock.advance(299_000);
    expect((await h.gateway.fetchStatus(input.merchantOrderId)).state).toBe('PENDING');
    h.clock.advance(1_000);
    expect(h.sim.getOrder(input.merchantOrderId)?.state).toBe('EXPIRED');
    expect((await h.gateway.fetchStatus(input.merchantOrderId)).state).toBe('FAILED');
    expect(() => h.sim.completeOrder(input.merchantOrderId)).toThrow(/is EXPIRED, not PENDING/);
  });

  it('keeps a state it does not know as PENDING (not final)', async () => {
    const input = payment();
    await h.gateway.createPayment(input);
    h.sim.forceOrderState(input.merchantOrderId, 'PAYMENT_INITIATED');
    expect((await h.gateway.fetchStatus(input.merchantOrderId)).state).toBe('PENDING');
    h.sim.forceOrderState(input.merchantOrderId, 'EXPIRED');
    expect((await h.gateway.fetchStatus(input.merchantOrderId)).state).toBe('FAILED');
  });

  it('answers UNKNOWN_ORDER for an order the gateway never saw (MERCHANT_ORDER_MAPPING_NOT_FOUND)', async () => {
    expect(await h.gateway.fetchStatus('ORD-NEVER-SENT_1')).toEqual({ merchantOrderId: 'ORD-NEVER-SENT_1', state: 'UNKNOWN_ORDER', amountPaise: 0 });
    expect(h.calls.at(-1)?.status).toBe(400);
  });

  it('answers UNKNOWN_ORDER for an id PhonePe calls invalid (INVALID_MERCHANT_ORDER_ID), escaping it in the path', async () => {
    expect((await h.gateway.fetchStatus('bad id/..?x')).state).toBe('UNKNOWN_ORDER');
    expect(h.calls.at(-1)?.path).toBe('/checkout/v2/order/bad%20id%2F..%3Fx/status?details=false');
  });
});

describe('refunds', () => {
  async function paidOrder(amountPaise = 49_900) {
    const input = payment({ amountPaise });
    await h.gateway.createPayment(input);
    h.sim.completeOrder(input.merchantOrderId, { webhook: false });
    return input.merchantOrderId;
  }

  it('refunds a completed order: PENDING, then COMPLETED after the bank has taken its time', async () => {
    const orderId = await paidOrder();
    const merchantRefundId = `${orderId}-R1`;
    const refund = await h.gateway.refund({ merchantRefundId, originalMerchantOrderId: orderId, amountPaise: 20_000 });
    expect(refund).toEqual({ refundId: expect.stringMatching(/^OMR[0-9A-F]{20}$/), state: 'PENDING' });
    expect(JSON.parse(h.calls.at(-1)?.body ?? '{}')).toEqual({ merchantRefundId, originalMerchantOrderId: orderId, amount: 20_000 });
    expect(await h.gateway.refundStatus(merchantRefundId)).toEqual({ state: 'PENDING', amountPaise: 20_000 });
    h.clock.advance(5_000);
    expect(await h.gateway.refundStatus(merchantRefundId)).toEqual({ state: 'COMPLETED', amountPaise: 20_000 });
  });

  it('answers UNKNOWN_REFUND for a refund the gateway never received', async () => {
    expect(await h.gateway.refundStatus('REF-NEVER-SENT')).toEqual({ state: 'UNKNOWN_REFUND', amountPaise: 0 });
  });

  it('refuses a second refund with the same merchantRefundId, more than was paid, or an unpaid order', async () => {
    const orderId = await paidOrder(10_000);
    await h.gateway.refund({ merchantRefundId: `${orderId}-R1`, originalMerchantOrderId: orderId, amountPaise: 6_000 });
    const again = await gatewayError(h.gateway.refund({ merchantRefundId: `${orderId}-R1`, originalMerchantOrderId: orderId, amountPaise: 1_000 }));
    expect(again.message).toMatch(/merchantRefundId has been used already/);
    const tooMuch = await gatewayError(h.gateway.refund({ merchantRefundId: `${orderId}-R2`, originalMerchantOrderId: orderId, amountPaise: 4_001 }));
    expect(tooMuch.message).toMatch(/amount exceeds what is left to refund/);
    await h.gateway.refund({ merchantRefundId: `${orderId}-R3`, originalMerchantOrderId: orderId, amountPaise: 4_000 });

    const unpaid = payment();
    await h.gateway.createPayment(unpaid);
    const pending = await gatewayError(h.gateway.refund({ merchantRefundId: 'REF-UNPAID', originalMerchantOrderId: unpaid.merchantOrderId, amountPaise: 100 }));
    expect(pending).toMatchObject({ kind: 'REJECTED', code: 'BAD_REQUEST' });
    expect(pending.message).toMatch(/Only a completed order can be refunded/);
    const unknown = await gatewayError(h.gateway.refund({ merchantRefundId: 'REF-NOWHERE', originalMerchantOrderId: 'ORD-NOWHERE', amountPaise: 100 }));
    expect(unknown).toMatchObject({ kind: 'REJECTED', code: 'MERCHANT_ORDER_MAPPING_NOT_FOUND' });
  });
});
