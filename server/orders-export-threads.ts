import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { OrdersExportQuery } from '../common/csv';
import { streamFromWorker } from './csv/thread-stream';
import { AppError } from './errors';
import type { OrdersExportJob } from './orders-export-worker';
import { typescriptWorkerEntry } from './worker-entry';

/** Exports made at once by one process (docs/decisions/0070): each is a thread busy on a core for the file's length. */
export const EXPORT_THREADS = 2;
export const EXPORTS_BUSY = 'Two order exports are already being prepared. Try again in a minute.';

/**
 * The worker's heap (docs/decisions/0070). A page and its CSV are a few hundred kilobytes; the
 * heap measured 33 to 35 MB in all (17 to 24 MB used) through a long file. A young generation of
 * 32 MB spent about a fifth less CPU but held about 45 MB more; the old generation's bound keeps the
 * thread from growing with the file's length (a thread past it fails, its download with it, not the process).
 */
export const EXPORT_WORKER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 } as const;

/**
 * The orders' CSV made in worker threads (docs/decisions/0070), at most `limit` at once. `open`
 * gives the file's body, or null where a thread cannot share the database (an in-memory SQLite
 * database is the connection's own): the caller then makes the file in-process as before. A
 * request beyond the limit is refused (429 with Retry-After) rather than queued: a download that
 * waited minutes for its first byte would look broken and be retried, adding to the queue.
 */
export function createOrdersExportThreads(deps: { databaseUrl: string; logger: Logger; limit?: number }) {
  const limit = deps.limit ?? EXPORT_THREADS;
  const shared = deps.databaseUrl !== 'file::memory:';
  const entry = shared ? typescriptWorkerEntry('server/orders-export-worker.ts') : null;
  if (shared && entry === null) deps.logger.warn('server/orders-export-worker.ts is missing: the orders CSV is made on the main thread');
  const running = new Set<Worker>();
  return {
    open(query: OrdersExportQuery, pageSize?: number): ReadableStream<Uint8Array> | null {
      if (entry === null) return null;
      if (running.size >= limit) throw new AppError('TOO_MANY_REQUESTS', EXPORTS_BUSY, { retryAfterSeconds: 60 });
      const job: OrdersExportJob = { databaseUrl: deps.databaseUrl, query, pageSize };
      // execArgv empty: the thread registers tsx itself, rather than inherit the server's own tsx flags (a second loader).
      const worker = new Worker(entry.starter, { argv: [entry.source], execArgv: [], workerData: job, resourceLimits: EXPORT_WORKER_LIMITS });
      running.add(worker);
      deps.logger.info({ query, threads: running.size }, 'the orders CSV is being made in a worker thread');
      worker.on('exit', () => running.delete(worker));
      return streamFromWorker(worker, (error) => deps.logger.error({ err: error, query }, 'the orders CSV failed'));
    },
    /** Exports under way, for tests and shutdown. */
    running: () => running.size,
    async close() {
      await Promise.all([...running].map((worker) => worker.terminate()));
    },
  };
}

export type OrdersExportThreads = ReturnType<typeof createOrdersExportThreads>;
