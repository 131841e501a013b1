import type { ExpressionBuilder, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/types';
import type { JobState, JobsTable } from './tables';

/** The jobs' SQL. Every change of a claimed job is fenced by the `attempts` its worker claimed it with. */
export function createJobsRepo(db: Db) {
  return {
    /** False when a job with this dedupe key exists already (then nothing is written). */
    async insert(row: JobsTable): Promise<boolean> {
      const inserted = await db.insertInto('jobs').values(row).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
      return inserted !== undefined;
    },

    /**
     * Takes up to `limit` due jobs for one run each, in one statement: due means pending and its
     * time has come, or running with a lease that ran out (its worker died). The outer WHERE
     * repeats the due test, so of two workers racing for a row only one matches it (PostgreSQL
     * re-checks it on the row's newest version; SQLite runs one writer at a time).
     */
    async claimDue(now: string, leaseUntil: string, limit: number): Promise<JobsTable[]> {
      const due = (eb: ExpressionBuilder<Database, 'jobs'>) =>
        eb.or([eb.and([eb('state', '=', 'pending'), eb('run_at', '<=', now)]), eb.and([eb('state', '=', 'running'), eb('locked_until', '<=', now)])]);
      return db
        .updateTable('jobs')
        .set((eb) => ({ state: 'running', locked_until: leaseUntil, attempts: eb('attempts', '+', 1), updated_at: now }))
        .where('id', 'in', (eb) => eb.selectFrom('jobs').select('id').where(due).orderBy('run_at').limit(limit))
        .where(due)
        .returningAll()
        .execute();
    },

    /** Keeps a long run's lease; false when the job is no longer this run's. */
    async extendLease(id: string, attempts: number, leaseUntil: string, now: string): Promise<boolean> {
      return fenced(db.updateTable('jobs').set({ locked_until: leaseUntil, updated_at: now }), id, attempts);
    },

    async finish(id: string, attempts: number, now: string, clearPayload: boolean): Promise<boolean> {
      const fields = { state: 'done' as JobState, locked_until: null, last_error: null, finished_at: now, updated_at: now };
      return fenced(db.updateTable('jobs').set(clearPayload ? { ...fields, payload: '{}' } : fields), id, attempts);
    },

    /** Back to pending, to run again at `runAt` (a failure's backoff, or "not yet"). */
    async reschedule(id: string, attempts: number, runAt: string, error: string | null, now: string): Promise<boolean> {
      return fenced(db.updateTable('jobs').set({ state: 'pending', run_at: runAt, locked_until: null, last_error: error, updated_at: now }), id, attempts);
    },

    /** Given up: kept, with the error, for the shop to see. */
    async fail(id: string, attempts: number, error: string, now: string): Promise<boolean> {
      return fenced(db.updateTable('jobs').set({ state: 'failed', locked_until: null, last_error: error, finished_at: now, updated_at: now }), id, attempts);
    },

    async countByState(): Promise<Record<JobState, number>> {
      const rows = await db.selectFrom('jobs').select(['state', (eb) => eb.fn.countAll<string | number>().as('count')]).groupBy('state').execute();
      const counts: Record<JobState, number> = { pending: 0, running: 0, done: 0, failed: 0 };
      for (const row of rows) counts[row.state] = Number(row.count);
      return counts;
    },

    /** Newest first. */
    async list(state: JobState, limit: number, offset = 0): Promise<JobsTable[]> {
      return db.selectFrom('jobs').selectAll().where('state', '=', state).orderBy('updated_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
    },

    async countIn(state: JobState): Promise<number> {
      const row = await db.selectFrom('jobs').select((eb) => eb.fn.countAll<string | number>().as('count')).where('state', '=', state).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * A failed job back to pending, due now, with its attempts afresh (docs/decisions/0062): one
     * conditional UPDATE, so of two admins retrying it at once only one does. False when it is not
     * failed (any more, or it never was).
     */
    async retryFailed(id: string, now: string): Promise<boolean> {
      const changed = await db
        .updateTable('jobs')
        .set({ state: 'pending', run_at: now, attempts: 0, locked_until: null, finished_at: null, updated_at: now })
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .returning('id')
        .executeTakeFirst();
      return changed !== undefined;
    },

    async exists(id: string): Promise<boolean> {
      return (await db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
  };
}

type JobsUpdate = UpdateQueryBuilder<Database, 'jobs', 'jobs', UpdateResult>;

async function fenced(update: JobsUpdate, id: string, attempts: number): Promise<boolean> {
  const changed = await update.where('id', '=', id).where('state', '=', 'running').where('attempts', '=', attempts).returning('id').executeTakeFirst();
  return changed !== undefined;
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
