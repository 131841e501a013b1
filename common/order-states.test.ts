import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './orders';
import { FULFILMENT_STATUSES, orderStatusMachine, paymentStatusMachine } from './order-states';

describe('the order and payment machines (docs/decisions/0016-order-lifecycle.md)', () => {
  it('pay an order once: only Pending becomes Completed, only Completed is Refunded (final), Failed may be retried', () => {
    expect(paymentStatusMachine.sourcesOf('Completed')).toEqual(['Pending']);
    expect(paymentStatusMachine.sourcesOf('Failed')).toEqual(['Pending']);
    expect(paymentStatusMachine.sourcesOf('Pending')).toEqual(['Failed']);
    expect(paymentStatusMachine.sourcesOf('Refunded')).toEqual(['Completed']);
    expect(paymentStatusMachine.isFinal('Refunded')).toBe(true);
  });

  it('move an order along the statuses of docs/storefront-texts.md#states; Delivered and Canceled are final', () => {
    expect(orderStatusMachine.states).toEqual([...ORDER_STATUSES]);
    expect(orderStatusMachine.canTransition('Pending', 'Completed')).toBe(true);
    expect(orderStatusMachine.isFinal('Delivered') && orderStatusMachine.isFinal('Canceled')).toBe(true);
    expect(orderStatusMachine.canTransition('Canceled', 'Pending')).toBe(false);
  });

  it('once the goods left (Shipped, Completed, Delivered): never back to Pending or Processing, never cancelled', () => {
    expect(orderStatusMachine.sourcesOf('Canceled')).toEqual(['Pending', 'Processing']);
    expect(orderStatusMachine.sourcesOf('Pending')).toEqual(['Processing']);
    expect(orderStatusMachine.sourcesOf('Processing')).toEqual(['Pending']);
    for (const left of FULFILMENT_STATUSES) {
      for (const next of ORDER_STATUSES.filter((status) => orderStatusMachine.canTransition(left, status))) expect(FULFILMENT_STATUSES.has(next), `${left} → ${next}`).toBe(true);
    }
  });
});
