import { describe, expect, it } from 'vitest';
import { defineStateMachine } from './state-machine';

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
