import { describe, expect, it } from 'vitest';
import { createWebhookVerifier, webhookAuthorization } from './webhook';

// payments-phonepe.md's test vector.
const VECTOR = 'bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e';
const verify = createWebhookVerifier('username', 'password');

const completed = JSON.stringify({
  event: 'checkout.order.completed',
  payload: {
    merchantId: 'HAAT',
    merchantOrderId: 'ORD-X7K2_1',
    orderId: 'OMO123',
    state: 'COMPLETED',
    amount: 49_900,
    expireAt: 1_800_000_000_000,
    paymentDetails: [{ paymentMode: 'UPI_QR', transactionId: 'OM1', timestamp: 1, amount: 49_900, state: 'COMPLETED' }],
  },
});

describe('webhookAuthorization', () => {
  it('is lowercase hex sha256 of "username:password" (the doc’s test vector)', () => {
    expect(webhookAuthorization('username', 'password')).toBe(VECTOR);
  });
});

describe('verifyWebhook', () => {
  it('accepts the right header and reads event, order, state and amount', () => {
    expect(verify(VECTOR, completed)).toEqual({
      event: 'checkout.order.completed',
      merchantOrderId: 'ORD-X7K2_1',
      gatewayOrderId: 'OMO123',
      state: 'COMPLETED',
      amountPaise: 49_900,
    });
  });

  it('maps the payload state: FAILED, EXPIRED → FAILED, PENDING, anything else UNKNOWN', () => {
    const withState = (state: string) => verify(VECTOR, JSON.stringify({ event: 'checkout.order.failed', payload: { merchantOrderId: 'A', state, amount: 100 } }))?.state;
    expect(withState('FAILED')).toBe('FAILED');
    expect(withState('EXPIRED')).toBe('FAILED');
    expect(withState('PENDING')).toBe('PENDING');
    expect(withState('SOMETHING_NEW')).toBe('UNKNOWN');
  });

  it('reads a refund event’s original order and refund id', () => {
    const body = JSON.stringify({
      event: 'pg.refund.completed',
      payload: { originalMerchantOrderId: 'ORD-1', merchantRefundId: 'ORD-1-R1', refundId: 'OMR1', state: 'COMPLETED', amount: 500, errorCode: null },
    });
    expect(verify(VECTOR, body)).toEqual({ event: 'pg.refund.completed', merchantOrderId: 'ORD-1', merchantRefundId: 'ORD-1-R1', state: 'COMPLETED', amountPaise: 500 });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['one character changed', `${VECTOR.slice(0, -1)}f`],
    ['uppercase', VECTOR.toUpperCase()],
    ['one character short (odd length)', VECTOR.slice(1)],
    ['one character long', `${VECTOR}0`],
    ['half of it', VECTOR.slice(0, 32)],
    ['with a prefix', `SHA256 ${VECTOR}`],
    ['the plain credentials', 'username:password'],
    ['another user’s hash', webhookAuthorization('username', 'Password')],
    ['multi-byte characters of the same length', 'é'.repeat(32)],
  ])('rejects an Authorization header that is %s', (_name, header) => {
    expect(verify(header, completed)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'event=checkout.order.completed'],
    ['truncated JSON', completed.slice(0, 40)],
    ['null', 'null'],
    ['an array', '[]'],
    ['without payload', JSON.stringify({ event: 'checkout.order.completed' })],
    ['without event', JSON.stringify({ payload: { merchantOrderId: 'A', state: 'COMPLETED', amount: 100 } })],
    ['without any order id', JSON.stringify({ event: 'checkout.order.completed', payload: { state: 'COMPLETED', amount: 100 } })],
    ['without state', JSON.stringify({ event: 'checkout.order.completed', payload: { merchantOrderId: 'A', amount: 100 } })],
    ['with the amount as a string', JSON.stringify({ event: 'checkout.order.completed', payload: { merchantOrderId: 'A', state: 'COMPLETED', amount: '100' } })],
    ['with a fractional amount', JSON.stringify({ event: 'checkout.order.completed', payload: { merchantOrderId: 'A', state: 'COMPLETED', amount: 99.5 } })],
    ['with a negative amount', JSON.stringify({ event: 'checkout.order.completed', payload: { merchantOrderId: 'A', state: 'COMPLETED', amount: -100 } })],
  ])('answers null to an authentic but malformed body: %s', (_name, body) => {
    expect(verify(VECTOR, body)).toBeNull();
  });
});
