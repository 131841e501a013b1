import { defineStateMachine } from '../../../common/state-machine';

export type AttemptState = 'PENDING' | 'COMPLETED' | 'FAILED';

/**
 * A payment attempt is settled once: PENDING → COMPLETED or FAILED, decided by one conditional
 * UPDATE (`… WHERE state IN sourcesOf(to)`), whoever asks first (webhook, return page, reconciler).
 */
export const attemptMachine = defineStateMachine<AttemptState>('payment attempt', 'PENDING', {
  PENDING: ['COMPLETED', 'FAILED'],
  COMPLETED: [],
  FAILED: [],
});
