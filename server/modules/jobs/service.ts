import type { Logger } from 'pino';
import { JOB_MESSAGES, type FailedJob, type FailedJobPage } from '../../../common/admin-jobs';
import { newId } from '../../db/ids';
import { AppError } from '../../errors';
import { toIso } from '../../db/time';
import type { JobsRepo } from './repo';
import type { JobState, JobsTable } from './tables';

/** What a job's handler may answer: nothing (done), or "not yet, look again later" (a refund still pending). */
export type JobOutcome = void | { retryInMs: number };

export interface JobKindOptions {
  /** Runs before the job is given up and kept as failed. Default 10. */
  maxAttempts?: number;
  /** Blank the payload once done (it held a secret, e.g. a reset link). */
  clearPayloadWhenDone?: boolean;
  /**
   * The job in words for the shop's list of failed work (docs/decisions/0062), from its payload:
   * an e-mail's subject and recipient, a refund's order. Never a secret (no link, no body).
   */
  describe?: (payload: unknown) => string | Promise<string>;
}

/**
 * Thrown by a handler when running again cannot help (an address the mail server refuses for
 * good): the job is failed at once, for the shop to see, instead of retried for hours.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface NewJob {
  kind: string;
  payload: unknown;
  /** The same key is enqueued once: a second enqueue (a duplicate webhook, a racing process) writes nothing. */
  dedupeKey?: string;
  /** Not before this time. */
  runAt?: Date;
}

export interface RunningJob {
  id: string;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
}

type Handler = (payload: unknown, job: RunningJob) => Promise<JobOutcome>;

export interface JobsOptions {
  /** How often an idle worker looks for due jobs (ms). Default 1000; `wake()` looks at once. */
  pollMs?: number;
  /** Jobs claimed and run at once per process. Default 10. */
  concurrency?: number;
  /** A claimed job is this run's for this long, extended while it runs (ms). Default 15 s. */
  leaseMs?: number;
}

/** Jobs a worker claims and runs at once. */
export const DEFAULT_JOB_CONCURRENCY = 10;

/** Retry delay after the n-th failed run: 5 s, 10 s, 20 s … at most an hour. */
export function backoffMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

const errorText = (error: unknown) =>
  (error instanceof PermanentJobError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2_000);

/**
 * Durable background work (docs/architecture.md#jobs, docs/decisions/0012). A job is a row written by
 * `enqueue` inside the transaction of what causes it, so it exists exactly when its cause
 * committed. Workers, in every process, claim due jobs with a conditional UPDATE and a lease:
 * one run at a time per job, and a job whose process died is taken over once its lease runs out.
 * A failed run is retried with backoff; after `maxAttempts` the job is kept as failed, logged at
 * error and counted (`counts()`, `list('failed')`). Handlers must tolerate a repeat (a process can die
 * after the effect and before the job is marked done): e-mails carry the job's id as Message-ID,
 * refunds the same merchant refund id.
 */
export function createJobs(deps: { repo: JobsRepo; logger: Logger; clock: () => Date } & JobsOptions) {
  const { repo, logger, clock } = deps;
  const pollMs = deps.pollMs ?? 1_000;
  const concurrency = deps.concurrency ?? DEFAULT_JOB_CONCURRENCY;
  const leaseMs = deps.leaseMs ?? 15_000;
  const kinds = new Map<string, { handler: Handler; options: JobKindOptions }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  let pass: Promise<number> | undefined;
  let wokenDuringPass = false;

  const iso = (ms: number) => new Date(ms).toISOString();

  async function runClaimed(job: JobsTable): Promise<void> {
    const kind = kinds.get(job.kind);
    const now = () => clock().getTime();
    if (!kind) {
      await repo.fail(job.id, job.attempts, `No handler for job kind ${job.kind}`, iso(now()));
      logger.error({ jobId: job.id, kind: job.kind }, 'job failed: unknown kind');
      return;
    }
    // A run longer than the lease keeps it, so no other worker starts the same job meanwhile.
    const heartbeat = setInterval(() => {
      void repo.extendLease(job.id, job.attempts, iso(now() + leaseMs), iso(now())).catch(() => undefined);
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      const outcome = await kind.handler(JSON.parse(job.payload) as unknown, { id: job.id, kind: job.kind, attempt: job.attempts });
      if (outcome && 'retryInMs' in outcome) await repo.reschedule(job.id, job.attempts, iso(now() + outcome.retryInMs), null, iso(now()));
      else await repo.finish(job.id, job.attempts, iso(now()), kind.options.clearPayloadWhenDone === true);
    } catch (error) {
      if (job.attempts >= job.max_attempts || error instanceof PermanentJobError) {
        await repo.fail(job.id, job.attempts, errorText(error), iso(now()));
        logger.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed for good; kept as failed');
      } else {
        const delay = backoffMs(job.attempts);
        await repo.reschedule(job.id, job.attempts, iso(now() + delay), errorText(error), iso(now()));
        logger.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, retryInMs: delay }, 'job failed; will retry');
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** A failed job as the shop's list shows it; a kind that cannot say what it is shows its kind. */
  async function describe(row: JobsTable): Promise<FailedJob> {
    let description = row.kind;
    const describer = kinds.get(row.kind)?.options.describe;
    if (describer) {
      try {
        description = await describer(JSON.parse(row.payload) as unknown);
      } catch (error) {
        logger.warn({ err: error, jobId: row.id }, 'a failed job could not be described');
      }
    }
    return { _id: row.id, kind: row.kind, description, attempts: row.attempts, lastError: row.last_error, failedAt: row.finished_at === null ? null : toIso(row.finished_at) };
  }

  /** Claims up to `concurrency` due jobs in one statement and runs them; resolves to how many ran. */
  async function runBatch(): Promise<number> {
    const now = clock().getTime();
    const claimed = await repo.claimDue(iso(now), iso(now + leaseMs), concurrency);
    await Promise.all(claimed.map((job) => runClaimed(job).catch((error: unknown) => logger.error({ err: error, jobId: job.id }, 'job bookkeeping failed'))));
    return claimed.length;
  }

  /** Runs batches until nothing is due (or, with `whileStarted`, until the worker is stopped). */
  async function runDue(options: { whileStarted?: boolean } = {}): Promise<number> {
    let ran = 0;
    for (;;) {
      if (options.whileStarted && !started) return ran;
      const batch = await runBatch();
      ran += batch;
      if (batch === 0) return ran;
    }
  }

  function schedule(delay: number): void {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    if (pass) {
      wokenDuringPass = true;
      return;
    }
    wokenDuringPass = false;
    pass = runDue({ whileStarted: true })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'job worker pass failed');
        return 0;
      })
      .finally(() => {
        pass = undefined;
        schedule(wokenDuringPass ? 0 : pollMs);
      });
  }

  return {
    /** Says what runs jobs of `kind`. Each module registers its own kinds when it is wired. */
    register(kind: string, handler: Handler, options: JobKindOptions = {}): void {
      if (kinds.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
      kinds.set(kind, { handler, options });
    },

    /**
     * Writes the job; inside the unit-of-work transaction of what causes it when called there, so
     * it exists exactly when its cause does. False when its dedupe key was enqueued already. Call
     * `wake()` after the commit to run it at once.
     */
    async enqueue(job: NewJob): Promise<boolean> {
      const options = kinds.get(job.kind)?.options;
      if (!options) throw new Error(`Unknown job kind ${job.kind}`);
      const at = clock().toISOString();
      return repo.insert(
        {
          id: newId(),
          kind: job.kind,
          payload: JSON.stringify(job.payload ?? null),
          dedupe_key: job.dedupeKey ?? null,
          state: 'pending',
          attempts: 0,
          max_attempts: options.maxAttempts ?? 10,
          run_at: (job.runAt ?? clock()).toISOString(),
          locked_until: null,
          last_error: null,
          created_at: at,
          updated_at: at,
          finished_at: null,
        },
      );
    },

    /** A job was committed: look now rather than at the next poll. */
    wake(): void {
      if (started) schedule(0);
    },

    /** Runs every due job now, in this call (tests). */
    runDue: () => runDue(),

    start(): void {
      if (started) return;
      started = true;
      schedule(0);
      logger.debug({ pollMs, concurrency }, 'job worker started');
    },

    /** Stops looking for jobs and waits for the runs under way. */
    async stop(): Promise<void> {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await pass;
    },

    counts: (): Promise<Record<JobState, number>> => repo.countByState(),

    /** One page of the jobs failed for good, newest first, each described in words (docs/decisions/0062). */
    async failed(query: { page: number; limit: number }): Promise<FailedJobPage> {
      const [rows, total] = await Promise.all([repo.list('failed', query.limit, (query.page - 1) * query.limit), repo.countIn('failed')]);
      const jobs = await Promise.all(rows.map((row) => describe(row)));
      return { jobs, pages: Math.ceil(total / query.limit), total };
    },

    /** How many jobs failed for good (the dashboard's count). */
    failedCount: (): Promise<number> => repo.countIn('failed'),

    /**
     * A failed job runs again: pending, due now, attempts afresh. 404 for an unknown id, 409 when
     * it is not failed (any more: of two admins retrying it at once, one wins).
     */
    async retry(id: string): Promise<{ _id: string; state: 'pending'; message: string }> {
      if (!(await repo.retryFailed(id, clock().toISOString()))) {
        throw (await repo.exists(id)) ? AppError.conflict(JOB_MESSAGES.notFailed) : AppError.notFound(JOB_MESSAGES.notFound);
      }
      logger.info({ jobId: id }, 'failed job retried by the shop');
      if (started) schedule(0);
      return { _id: id, state: 'pending', message: JOB_MESSAGES.retried };
    },

    async list(state: JobState, limit = 50) {
      return (await repo.list(state, limit)).map((row) => ({
        id: row.id,
        kind: row.kind,
        state: row.state,
        attempts: row.attempts,
        lastError: row.last_error,
        runAt: toIso(row.run_at),
        updatedAt: toIso(row.updated_at),
      }));
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
