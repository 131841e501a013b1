import type { Logger } from 'pino';
import type { Db } from '../../db/connect';
import { only, type ApiModule } from '../../http/api-module';
import { components, operations } from './operations';
import { createJobsRepo } from './repo';
import { jobRoutes } from './routes';
import { createJobs, type Jobs } from './service';

/**
 * The jobs module's door: what other modules use of it (docs/decisions/0041). A module that
 * queues or runs jobs takes `Jobs` as a port; only server/services.ts builds it.
 */
export type { Jobs, JobKindOptions, JobOutcome, NewJob, RunningJob } from './service';
export { PermanentJobError } from './service';

/** Durable background work (e-mails, refunds): rows written with their cause, run by a leased worker. */
export function createJobsModule(ports: { db: Db; logger: Logger; clock: () => Date }) {
  return createJobs({ repo: createJobsRepo(ports.db), logger: ports.logger, clock: ports.clock });
}

/** The shop's view of its failed background work (docs/decisions/0062): /api/admin/jobs, and the loaders' reads. */
export function createJobsApi(jobs: Jobs) {
  return {
    name: 'jobs',
    mount: () => [{ path: '/admin/jobs', routes: jobRoutes(jobs) }],
    operations,
    components,
    reads: { jobs: only(jobs, 'failed', 'failedCount') },
  } satisfies ApiModule;
}
