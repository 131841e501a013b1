import { describe, expect, it } from 'vitest';
import { allowedOrderActions, type OrderActionFacts } from './order-actions';

const cod: OrderActionFacts = { status: 'Pending', paymentStatus: 'Pending', paymentGateway: null, refund: null };
const phonepe: OrderActionFacts = { ...cod, paymentGateway: 'phonepe' };

describe('allowedOrderActions', () => {
  it('a new COD or UPI order: confirm the payment, process, ship or cancel it', () => {
    expect(allowedOrderActions(cod)).toEqual(['confirmPayment', 'markProcessing', 'markShipped', 'cancel']);
    expect(allowedOrderActions({ ...cod, paymentStatus: 'Completed' })).toEqual(['markProcessing', 'markShipped', 'cancel']);
    expect(allowedOrderActions({ ...cod, status: 'Processing' })).toEqual(['confirmPayment', 'markShipped', 'cancel']);
  });

  it('a gateway order: never confirmed by hand, and not shipped or delivered before it is paid', () => {
    expect(allowedOrderActions(phonepe)).toEqual(['markProcessing', 'cancel']);
    expect(allowedOrderActions({ ...phonepe, paymentStatus: 'Failed' })).toEqual(['markProcessing', 'cancel']);
    expect(allowedOrderActions({ ...phonepe, paymentStatus: 'Completed' })).toEqual(['markProcessing', 'markShipped', 'cancel']);
    expect(allowedOrderActions({ ...phonepe, status: 'Shipped' })).toEqual([]);
    expect(allowedOrderActions({ ...phonepe, status: 'Shipped', paymentStatus: 'Completed' })).toEqual(['markDelivered']);
  });

  it('once the goods left: only delivered (and a COD payment confirmed); no cancel', () => {
    expect(allowedOrderActions({ ...cod, status: 'Shipped' })).toEqual(['confirmPayment', 'markDelivered']);
    expect(allowedOrderActions({ ...cod, status: 'Completed', paymentStatus: 'Completed' })).toEqual(['markDelivered']);
  });

  it('Delivered and Canceled are final; a paid, cancelled COD or UPI order can have its refund recorded, once', () => {
    expect(allowedOrderActions({ ...cod, status: 'Delivered', paymentStatus: 'Completed' })).toEqual([]);
    expect(allowedOrderActions({ ...cod, status: 'Canceled' })).toEqual([]);
    expect(allowedOrderActions({ ...cod, status: 'Canceled', paymentStatus: 'Completed' })).toEqual(['recordRefund']);
    expect(allowedOrderActions({ ...cod, status: 'Canceled', paymentStatus: 'Completed', refund: { status: 'Failed', amount: 100, reference: null } })).toEqual(['recordRefund']);
    expect(allowedOrderActions({ ...cod, status: 'Canceled', paymentStatus: 'Refunded', refund: { status: 'Completed', amount: 100, reference: 'NEFT 123' } })).toEqual([]);
    // A gateway order's refund is the gateway's, unless the gateway failed it: then the shop pays back by hand.
    expect(allowedOrderActions({ ...phonepe, status: 'Canceled', paymentStatus: 'Completed', refund: { status: 'Pending', amount: 100, reference: null } })).toEqual([]);
    expect(allowedOrderActions({ ...phonepe, status: 'Canceled', paymentStatus: 'Completed', refund: { status: 'Failed', amount: 100, reference: null } })).toEqual(['recordRefund']);
  });
});
