import type { Db } from '../../db/connect';
import type { OutboxTable } from './tables';

export function createOutboxRepo(db: Db) {
  return {
    /** False when a message with this id is kept already. */
    async insert(row: OutboxTable): Promise<boolean> {
      const inserted = await db.insertInto('outbox').values(row).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
      return inserted !== undefined;
    },

    /** The newest `limit` messages to anyone, newest first (the admin's outbox). */
    async latest(limit: number): Promise<OutboxTable[]> {
      return db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** Newest first; for operators and tests. */
    async listFor(toAddress: string): Promise<OutboxTable[]> {
      return db.selectFrom('outbox').selectAll().where('to_address', '=', toAddress).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
