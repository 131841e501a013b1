import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { SearchAnswer, SearchQuery, Suggestion } from '../common/search';
import { AppError } from './errors';
import type { SearchReads } from './modules/catalog/module';
import type { SearchThreadAsk, SearchThreadData, SearchThreadReply, SearchThreadRequest } from './search-worker';
import { typescriptWorkerEntry } from './worker-entry';

/** Searches waiting for or in a thread, beyond which the next is refused (docs/decisions/0073): a queue that only grows is no answer. */
export const MAX_QUEUED_SEARCHES = 256;
export const SEARCHES_BUSY = 'Too many searches at once. Try again in a moment.';
/** A slot whose thread stopped gets another no sooner than this. */
export const RESTART_DELAY_MS = 5_000;

/**
 * A search thread's heap (docs/decisions/0073). An answer is a page of products and its facets, a
 * few tens of kilobytes; the full-text work is SQLite's, outside the heap.
 */
export const SEARCH_WORKER_LIMITS = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 96 } as const;

interface Pending {
  resolve: (value: SearchAnswer | Suggestion[]) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * The shop's searches run in `threads` worker threads, each with its own read-only connection to
 * the SQLite file (docs/decisions/0073): the event loop stays free for the rest of the shop, and a
 * machine's cores share the searches. Null where threads cannot help: no threads asked for, an
 * in-memory database (the connection's own), PostgreSQL (whose searches already run in the
 * database server, off the event loop), or a deployment without the worker's source. Threads start
 * with `start()` or the first search. A thread that stops fails its searches under way (a 500
 * each) and is replaced at a search after `restartDelayMs`: a thread that cannot start (say the
 * file cannot be opened read-only) is not started again for every request. While no thread can
 * take a search, `available()` is false and the search service runs it on the main thread.
 */
export function createSearchThreads(deps: { databaseUrl: string; threads: number; logger: Logger; maxQueued?: number; restartDelayMs?: number }) {
  const maxQueued = deps.maxQueued ?? MAX_QUEUED_SEARCHES;
  const restartDelayMs = deps.restartDelayMs ?? RESTART_DELAY_MS;
  const sqliteFile = deps.databaseUrl.startsWith('file:') && deps.databaseUrl !== 'file::memory:';
  const entry = sqliteFile && deps.threads > 0 ? typescriptWorkerEntry('server/search-worker.ts') : null;
  if (sqliteFile && deps.threads > 0 && entry === null) deps.logger.warn('server/search-worker.ts is missing: searches run on the main thread');
  const threads: (Thread | undefined)[] = Array.from({ length: deps.threads });
  /** When each slot's last thread stopped (0: never). */
  const stoppedAt: number[] = threads.map(() => 0);
  const startable = (slot: number) => threads[slot] === undefined && Date.now() - stoppedAt[slot]! >= restartDelayMs;
  let nextId = 1;
  let closing = false;

  function spawn(slot: number): Thread {
    const data: SearchThreadData = { databaseUrl: deps.databaseUrl };
    // execArgv empty: the thread registers tsx itself, rather than inherit the server's own tsx flags (a second loader).
    const worker = new Worker(entry!.starter, { argv: [entry!.source], execArgv: [], workerData: data, resourceLimits: SEARCH_WORKER_LIMITS });
    // A thread waiting for searches does not keep the process alive; close() ends it.
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (reply: SearchThreadReply) => {
      const pending = thread.pending.get(reply.id);
      if (pending === undefined) return;
      thread.pending.delete(reply.id);
      if ('error' in reply) pending.reject(new Error(`search thread: ${reply.error}`));
      else pending.resolve(reply.value);
    });
    const stopped = (error: Error) => {
      if (threads[slot] !== thread) return; // 'error', then 'exit': once is enough
      threads[slot] = undefined;
      stoppedAt[slot] = Date.now();
      if (!closing) deps.logger.error({ err: error, slot }, 'a search thread stopped; a later search starts another');
      for (const pending of thread.pending.values()) pending.reject(error);
      thread.pending.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the search thread exited with code ${code}`)));
    threads[slot] = thread;
    return thread;
  }

  /** The thread with the fewest searches under way (a slot without one gets one, unless its last stopped too recently). */
  function leastBusy(): Thread | undefined {
    let best: Thread | undefined;
    for (let slot = 0; slot < threads.length; slot += 1) {
      const thread = threads[slot] ?? (startable(slot) ? spawn(slot) : undefined);
      if (thread !== undefined && (best === undefined || thread.pending.size < best.pending.size)) best = thread;
    }
    return best;
  }

  const terminateAll = async () => {
    await Promise.all(threads.map((thread) => thread?.worker.terminate()));
  };
  const queued = () => threads.reduce((sum, thread) => sum + (thread?.pending.size ?? 0), 0);

  function ask<T extends SearchAnswer | Suggestion[]>(request: SearchThreadAsk): Promise<T> {
    if (closing) return Promise.reject(new Error('the search threads are closed'));
    if (queued() >= maxQueued) return Promise.reject(new AppError('TOO_MANY_REQUESTS', SEARCHES_BUSY, { retryAfterSeconds: 1 }));
    const thread = leastBusy();
    if (thread === undefined) return Promise.reject(new Error('no search thread can start yet'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      thread.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      thread.worker.postMessage({ ...request, id } satisfies SearchThreadRequest);
    });
  }

  const reads: SearchReads | null =
    entry === null
      ? null
      : {
          available: () => !closing && threads.some((thread, slot) => thread !== undefined || startable(slot)),
          search: (query: SearchQuery) => ask<SearchAnswer>({ kind: 'search', query }),
          suggest: (text: string | undefined) => ask<Suggestion[]>({ kind: 'suggest', text }),
        };

  return {
    /** The searches' reads in threads, or null: the search service runs them itself. */
    reads,
    /** Starts every thread now rather than at the first search (a thread takes a second or two to load its code). */
    start() {
      if (entry === null || closing) return;
      for (let slot = 0; slot < threads.length; slot += 1) if (threads[slot] === undefined) spawn(slot);
    },
    /** Searches under way or waiting, and the threads started: for tests. */
    queued,
    started: () => threads.filter((thread) => thread !== undefined).length,
    /** Ends the threads as a crash would, searches under way and all (the pool stays open): for tests. */
    stopForTests: terminateAll,
    async close() {
      closing = true;
      await terminateAll();
    },
  };
}

export type SearchThreads = ReturnType<typeof createSearchThreads>;
