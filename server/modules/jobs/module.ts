import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import { createJobsRepo } from './repo';
import { createJobs } from './service';

/**
 * The jobs module's door: what other modules use of it (docs/decisions/0041). A module that
 * queues or runs jobs takes `Jobs` as a port; only server/services.ts builds it.
 */
export type { Jobs, JobKindOptions, JobOutcome, NewJob, RunningJob } from './service';

/** Durable background work (e-mails, refunds): rows written with their cause, run by a leased worker. */
export function createJobsModule(ports: { db: Db; logger: Logger; clock: () => Date }) {
  return createJobs({ repo: createJobsRepo(ports.db), logger: ports.logger, clock: ports.clock });
}
