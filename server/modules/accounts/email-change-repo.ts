import type { Db } from '../../db/connect';
import type { EmailChangesTable } from './tables';

/** The e-mail change links' SQL (as password-reset-repo.ts does for reset links). */
export function createEmailChangeRepo(db: Db) {
  return {
    async insert(row: EmailChangesTable): Promise<void> {
      await db.insertInto('email_changes').values(row).execute();
    },

    /** A new request replaces the customer's earlier links: only the newest address can be confirmed. */
    async deleteAllFor(userId: string): Promise<void> {
      await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
    },

    /**
     * Uses the link (the conditional UPDATE makes it single-use: of two concurrent requests only
     * one changes the row) and answers its user and new address, or undefined. Call it in the
     * transaction that changes the e-mail, so a refused change leaves the link unused.
     */
    async consume(tokenHash: string, now: string): Promise<Pick<EmailChangesTable, 'user_id' | 'new_email'> | undefined> {
      return db
        .updateTable('email_changes')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'new_email'])
        .executeTakeFirst();
    },
  };
}

export type EmailChangeRepo = ReturnType<typeof createEmailChangeRepo>;
