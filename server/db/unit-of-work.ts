import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { Db } from './connect';
import type { Database } from './types';

/**
 * One database transaction across modules, without a database handle in any service signature
 * (docs/decisions/0013-modules-and-unit-of-work.md). `transaction(work)` runs `work` in a
 * transaction; every repo, whichever module it belongs to, queries through `db`, a handle that
 * reaches the transaction of the call chain it runs in (AsyncLocalStorage) and the pool outside
 * one. So checkout can place an order, empty the cart lines and queue the confirmation e-mail's
 * job atomically while each module keeps its SQL to itself.
 */
export interface UnitOfWork {
  /** The handle every repo is built with: the current transaction's connection inside `transaction`, the pool outside. */
  readonly db: Db;
  /** Runs `work` in one transaction; a call inside another joins it (one commit, at the outermost). */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * True inside `transaction`: the caller holds a connection, so it must not wait on work that
   * needs another (a read shared with callers outside, docs/decisions/0050).
   */
  inTransaction(): boolean;
}

interface Scope {
  trx: Transaction<Database>;
  /**
   * False once the transaction has ended: work started inside it but still running afterwards
   * (a timer, a background task) then goes to the pool rather than to a finished transaction.
   */
  open: boolean;
}

export function createUnitOfWork(pool: Db): UnitOfWork {
  const scopes = new AsyncLocalStorage<Scope>();
  const current = (): Db => {
    const scope = scopes.getStore();
    return scope?.open ? scope.trx : pool;
  };

  // A Kysely whose every member is read off the current handle: repos keep writing `db.selectFrom(…)`.
  const db = new Proxy(pool, {
    get(_target, property) {
      const handle = current();
      const value: unknown = Reflect.get(handle, property, handle);
      return typeof value === 'function' ? value.bind(handle) : value;
    },
  });

  return {
    db,
    inTransaction: () => scopes.getStore()?.open === true,
    async transaction(work) {
      if (scopes.getStore()?.open) return work();
      return pool.transaction().execute(async (trx) => {
        const scope: Scope = { trx, open: true };
        try {
          return await scopes.run(scope, work);
        } finally {
          scope.open = false;
        }
      });
    },
  };
}
