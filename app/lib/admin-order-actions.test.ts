import { describe, expect, it } from 'vitest';
import { actionFieldErrors, actionRequest } from './admin-order-actions';

describe('the admin order actions', () => {
  it('call the lifecycle endpoints with trimmed values', () => {
    expect(actionRequest('confirmPayment', 'o1', { reference: '  ' })).toEqual({ method: 'POST', path: '/api/orders/o1/confirm-payment', body: {} });
    expect(actionRequest('confirmPayment', 'o1', { reference: ' UPI 123 ' })).toEqual({ method: 'POST', path: '/api/orders/o1/confirm-payment', body: { reference: 'UPI 123' } });
    expect(actionRequest('markProcessing', 'o1', {})).toEqual({ method: 'PUT', path: '/api/orders/o1', body: { status: 'Processing' } });
    expect(actionRequest('markShipped', 'o1', { deliveryPartner: ' Delhivery ', trackingId: 'DL1 ' }).body).toEqual({ status: 'Shipped', deliveryPartner: 'Delhivery', trackingId: 'DL1' });
    expect(actionRequest('markDelivered', 'o1', {}).body).toEqual({ status: 'Delivered' });
    expect(actionRequest('cancel', 'o1', { reason: ' Customer asked ' })).toEqual({ method: 'POST', path: '/api/orders/o1/cancel', body: { reason: 'Customer asked' } });
    expect(actionRequest('recordRefund', 'o1', { reference: 'UTR9' })).toEqual({ method: 'POST', path: '/api/orders/o1/refund', body: { reference: 'UTR9' } });
  });

  it('ask for what is required, within its length', () => {
    expect(actionFieldErrors('confirmPayment', {})).toBeNull();
    expect(actionFieldErrors('markShipped', { deliveryPartner: ' ', trackingId: 'x' })).toEqual({ deliveryPartner: 'Delivery partner is required' });
    expect(actionFieldErrors('cancel', { reason: 'x'.repeat(501) })).toEqual({ reason: 'Reason must be at most 500 characters' });
    expect(actionFieldErrors('cancel', { reason: 'Out of stock' })).toBeNull();
    expect(actionFieldErrors('markDelivered', {})).toBeNull();
  });
});
