import type { Db } from '../../db/connect';
import type { PasswordResetsTable } from './tables';

export function createPasswordResetRepo(db: Db) {
  return {
    async insert(row: PasswordResetsTable): Promise<void> {
      await db.insertInto('password_resets').values(row).execute();
    },

    /** Links of this user that expired or were used: cleared on each new request. */
    async deleteSpentFor(userId: string, now: string): Promise<void> {
      await db
        .deleteFrom('password_resets')
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
        .execute();
    },

    /**
     * Ends the user's outstanding links: called in the transaction of what makes a link mailed
     * earlier the wrong key (a confirmed e-mail change, a password change; docs/decisions/0031).
     */
    async deleteUnusedFor(userId: string): Promise<void> {
      await db.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
    },

    async findUsable(tokenHash: string, now: string): Promise<PasswordResetsTable | undefined> {
      return db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /**
     * Uses the link and sets the new password hash in one transaction. The conditional UPDATE is
     * what makes the link single-use: of two concurrent requests only one changes the row, the
     * other gets null. The user's other unused links die with it.
     */
    async consume(tokenHash: string, now: string, passwordHash: string): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('user_id')
          .executeTakeFirst();
        if (!used) return null;
        await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', used.user_id).execute();
        await trx.deleteFrom('password_resets').where('user_id', '=', used.user_id).where('used_at', 'is', null).execute();
        return used.user_id;
      });
    },
  };
}

export type PasswordResetRepo = ReturnType<typeof createPasswordResetRepo>;
