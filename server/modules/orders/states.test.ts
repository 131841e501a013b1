import { describe, expect, it } from 'vitest';
import { attemptMachine } from '../payments/attempt-states';
import { orderStatusMachine, paymentStatusMachine } from './states';

describe('the order, payment and attempt machines', () => {
  it('pay an order once: only Pending becomes Completed, only Completed is Refunded (final), Failed may be retried', () => {
    expect(paymentStatusMachine.sourcesOf('Completed')).toEqual(['Pending']);
    expect(paymentStatusMachine.sourcesOf('Failed')).toEqual(['Pending']);
    expect(paymentStatusMachine.sourcesOf('Pending')).toEqual(['Failed']);
    expect(paymentStatusMachine.sourcesOf('Refunded')).toEqual(['Completed']);
    expect(paymentStatusMachine.isFinal('Refunded')).toBe(true);
  });

  it('settle an attempt once: PENDING to COMPLETED or FAILED, both final', () => {
    expect(attemptMachine.sourcesOf('COMPLETED')).toEqual(['PENDING']);
    expect(attemptMachine.sourcesOf('FAILED')).toEqual(['PENDING']);
    expect(attemptMachine.isFinal('COMPLETED') && attemptMachine.isFinal('FAILED')).toBe(true);
  });

  it('move an order along spec §4’s statuses; Delivered and Canceled are final', () => {
    expect(orderStatusMachine.states).toEqual(['Pending', 'Processing', 'Shipped', 'Completed', 'Delivered', 'Canceled']);
    expect(orderStatusMachine.canTransition('Pending', 'Completed') && orderStatusMachine.canTransition('Completed', 'Pending')).toBe(true);
    expect(orderStatusMachine.isFinal('Delivered') && orderStatusMachine.isFinal('Canceled')).toBe(true);
    expect(orderStatusMachine.canTransition('Canceled', 'Pending')).toBe(false);
    // Cancel only before the goods left (business-spec §2).
    expect(orderStatusMachine.sourcesOf('Canceled')).toEqual(['Pending', 'Processing']);
  });
});
