import { describe, expect, it } from 'vitest';
import { attemptMachine } from './attempt-states';

describe('the payment attempt machine', () => {
  it('settles an attempt once: PENDING to COMPLETED or FAILED, both final', () => {
    expect(attemptMachine.sourcesOf('COMPLETED')).toEqual(['PENDING']);
    expect(attemptMachine.sourcesOf('FAILED')).toEqual(['PENDING']);
    expect(attemptMachine.isFinal('COMPLETED') && attemptMachine.isFinal('FAILED')).toBe(true);
  });
});
