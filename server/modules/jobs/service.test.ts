import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnitOfWork, type UnitOfWork } from '../../db/unit-of-work';
import { createLogger } from '../../logger';
import { startTestApp, type TestApp } from '../../test/app';
import { createJobsRepo } from './repo';
import { backoffMs, createJobs } from './service';

// The durable jobs on a real database (SQLite here, PostgreSQL in CI): once per dedupe key, one
// run at a time across workers, a dead worker's job taken over after its lease, retries with
// backoff, failures kept visibly.
let app: TestApp;
let uow: UnitOfWork;
let nowMs = Date.parse('2026-11-23T10:00:00Z');
const clock = () => new Date(nowMs);
const logger = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' } as never);

beforeAll(async () => {
  app = await startTestApp();
  uow = createUnitOfWork(app.runtime.db);
});
afterAll(() => app.close());

/** A worker of its own (as another process would be) on the test app's database. */
function worker(options: { leaseMs?: number } = {}) {
  return createJobs({ repo: createJobsRepo(uow.db), logger, clock, leaseMs: options.leaseMs ?? 15_000 });
}

const rows = (kind: string) => app.runtime.db.selectFrom('jobs').selectAll().where('kind', '=', kind).execute();

describe('jobs', () => {
  it('are enqueued once per dedupe key, and only inside a transaction that commits', async () => {
    const jobs = worker();
    const ran: unknown[] = [];
    jobs.register('test.once', async (payload) => void ran.push(payload));
    expect(await jobs.enqueue({ kind: 'test.once', payload: { n: 1 }, dedupeKey: 'once:1' })).toBe(true);
    expect(await jobs.enqueue({ kind: 'test.once', payload: { n: 2 }, dedupeKey: 'once:1' })).toBe(false);
    await uow
      .transaction(async () => {
        await jobs.enqueue({ kind: 'test.once', payload: { n: 3 } });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await jobs.runDue()).toBe(1);
    expect(ran).toEqual([{ n: 1 }]);
    expect((await rows('test.once')).map((row) => row.state)).toEqual(['done']);
    await expect(jobs.enqueue({ kind: 'test.unknown', payload: {} })).rejects.toThrow('Unknown job kind');
  });

  it('run once when two workers race for them', async () => {
    const [a, b] = [worker(), worker()];
    let runs = 0;
    for (const jobs of [a, b]) jobs.register('test.race', async () => void (runs += 1));
    for (let i = 0; i < 20; i += 1) await a.enqueue({ kind: 'test.race', payload: { i } });
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(runs).toBe(20);
  });

  it('retry with backoff after a failure, and are kept as failed after the last attempt', async () => {
    const jobs = worker();
    let calls = 0;
    jobs.register('test.flaky', async () => {
      calls += 1;
      throw new Error(`SMTP down (${calls})`);
    }, { maxAttempts: 3 });
    await jobs.enqueue({ kind: 'test.flaky', payload: {} });
    expect(await jobs.runDue()).toBe(1);
    let [row] = await rows('test.flaky');
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'Error: SMTP down (1)' });
    expect(await jobs.runDue()).toBe(0); // not before its backoff
    nowMs += backoffMs(1);
    await jobs.runDue();
    nowMs += backoffMs(2);
    await jobs.runDue();
    [row] = await rows('test.flaky');
    expect(row).toMatchObject({ state: 'failed', attempts: 3, last_error: 'Error: SMTP down (3)' });
    expect(calls).toBe(3);
    expect((await jobs.list('failed')).map((job) => job.kind)).toContain('test.flaky');
    expect((await jobs.counts()).failed).toBeGreaterThanOrEqual(1);
  });

  it('of a worker that died are taken over once its lease has run out, and its late answer is ignored', async () => {
    const dying = worker({ leaseMs: 10_000 });
    const survivor = worker({ leaseMs: 10_000 });
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    dying.register('test.lease', () => stuck);
    let survivorRuns = 0;
    survivor.register('test.lease', async () => void (survivorRuns += 1));
    await dying.enqueue({ kind: 'test.lease', payload: {} });
    const dyingRun = dying.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await survivor.runDue()).toBe(0); // leased
    nowMs += 10_001;
    expect(await survivor.runDue()).toBe(1);
    expect(survivorRuns).toBe(1);
    release(); // the old run finishes late: it no longer owns the job
    await dyingRun;
    const [row] = await rows('test.lease');
    expect(row).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('may answer "not yet" to run again later without counting as a failure', async () => {
    const jobs = worker();
    let calls = 0;
    jobs.register('test.poll', async () => ((calls += 1) < 3 ? { retryInMs: 30_000 } : undefined), { maxAttempts: 1 });
    await jobs.enqueue({ kind: 'test.poll', payload: {} });
    for (let i = 0; i < 3; i += 1) {
      await jobs.runDue();
      nowMs += 30_000;
    }
    expect(calls).toBe(3);
    expect((await rows('test.poll'))[0]).toMatchObject({ state: 'done', last_error: null });
  });
});
