import type { Db } from '../../db/connect';
import type { OutboxTable } from './tables';

export function createOutboxRepo(db: Db) {
  return {
    async insert(row: OutboxTable): Promise<void> {
      await db.insertInto('outbox').values(row).execute();
    },

    /** Newest first; for operators and tests. */
    async listFor(toAddress: string): Promise<OutboxTable[]> {
      return db.selectFrom('outbox').selectAll().where('to_address', '=', toAddress).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
