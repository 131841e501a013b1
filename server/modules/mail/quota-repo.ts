import type { Db } from '../../db/connect';

/**
 * The send quotas' SQL: each step one statement the database makes atomic, so concurrent
 * requests (in one process or several) cannot both take the last send of a window.
 */
export function createSendQuotaRepo(db: Db) {
  return {
    /**
     * Counts one send in the key's live window while it has room: inserts the window when the key
     * has none, else adds one only where `count < limit` and the window has not ended. False when
     * nothing was counted (the window is full, or over and must be restarted).
     */
    async countInWindow(key: string, limit: number, now: string, windowEndsAt: string): Promise<boolean> {
      const row = await db
        .insertInto('send_quotas')
        .values({ key, count: 1, window_ends_at: windowEndsAt })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet((eb) => ({ count: eb('send_quotas.count', '+', 1) }))
            .where('send_quotas.window_ends_at', '>', now)
            .where('send_quotas.count', '<', limit),
        )
        .returning('count')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Starts a new window with this send counted, only if the key's window has ended (of racing restarts, one wins). */
    async restartEndedWindow(key: string, now: string, windowEndsAt: string): Promise<boolean> {
      const row = await db
        .updateTable('send_quotas')
        .set({ count: 1, window_ends_at: windowEndsAt })
        .where('key', '=', key)
        .where('window_ends_at', '<=', now)
        .returning('count')
        .executeTakeFirst();
      return row !== undefined;
    },

    async windowEnd(key: string): Promise<string | Date | undefined> {
      return (await db.selectFrom('send_quotas').select('window_ends_at').where('key', '=', key).executeTakeFirst())?.window_ends_at;
    },

    /** Windows that ended before `before`: nothing reads them again. */
    async deleteEnded(before: string): Promise<void> {
      await db.deleteFrom('send_quotas').where('window_ends_at', '<', before).execute();
    },
  };
}

export type SendQuotaRepo = ReturnType<typeof createSendQuotaRepo>;
