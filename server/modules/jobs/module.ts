/**
 * The jobs module's door: what other modules use of it (docs/decisions/0041). A module that
 * queues or runs jobs takes `Jobs` as a port; only server/services.ts builds it.
 */
export type { Jobs, JobKindOptions, JobOutcome, NewJob, RunningJob } from './service';
