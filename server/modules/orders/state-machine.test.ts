import { describe, expect, it } from 'vitest';
import { attemptMachine } from '../payments/attempt-states';
import { defineStateMachine } from './state-machine';
import { orderStatusMachine, paymentStatusMachine } from './states';

describe('defineStateMachine', () => {
  it('refuses, at definition (boot), a target that is not a state, a self-loop and an unreachable state', () => {
    expect(() => defineStateMachine<'A' | 'B'>('t', 'A', { A: ['C' as 'B'], B: [] })).toThrow('t: A → C: unknown state C');
    expect(() => defineStateMachine<'A' | 'B'>('t', 'A', { A: ['A', 'B'], B: [] })).toThrow('A → A is not a transition');
    expect(() => defineStateMachine<'A' | 'B' | 'C'>('t', 'A', { A: ['B'], B: [], C: ['A'] })).toThrow('unreachable from A: C');
    expect(() => defineStateMachine<'A' | 'B'>('t', 'A', { A: ['B', 'B'], B: [] })).toThrow('lists a target twice');
  });

  it('answers transitions, their sources and final states', () => {
    const machine = defineStateMachine<'new' | 'paid' | 'failed'>('m', 'new', { new: ['paid', 'failed'], failed: ['new'], paid: [] });
    expect(machine.canTransition('new', 'paid')).toBe(true);
    expect(machine.canTransition('paid', 'new')).toBe(false);
    expect(machine.sourcesOf('new')).toEqual(['failed']);
    expect(machine.isFinal('paid')).toBe(true);
    expect(() => machine.assertTransition('paid', 'failed')).toThrow('m: paid → failed is not allowed');
  });
});

describe('the order and payment machines', () => {
  it('pay an order once: only Pending becomes Completed, Completed is final, Failed may be retried', () => {
    expect(paymentStatusMachine.sourcesOf('Completed')).toEqual(['Pending']);
    expect(paymentStatusMachine.sourcesOf('Failed')).toEqual(['Pending']);
    expect(paymentStatusMachine.sourcesOf('Pending')).toEqual(['Failed']);
    expect(paymentStatusMachine.isFinal('Completed')).toBe(true);
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
  });
});
