import type { Db } from '../../db/connect';
import type { SessionRole, SessionsTable } from './tables';

export function createSessionRepo(db: Db) {
  return {
    async insert(row: SessionsTable): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },

    async findByTokenHash(tokenHash: string): Promise<SessionsTable | undefined> {
      return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /**
     * Records activity (and, for a sliding session, a new expiry) unless another request already
     * did since `staleBefore`: at most one write per session per interval, whatever the traffic.
     */
    async touch(id: string, values: { lastSeenAt: string; expiresAt?: string }, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set(values.expiresAt === undefined ? { last_seen_at: values.lastSeenAt } : { last_seen_at: values.lastSeenAt, expires_at: values.expiresAt })
        .where('id', '=', id)
        .where('last_seen_at', '<', staleBefore)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteById(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    async deleteByTokenHash(tokenHash: string, role?: SessionRole): Promise<void> {
      let query = db.deleteFrom('sessions').where('token_hash', '=', tokenHash);
      if (role !== undefined) query = query.where('role', '=', role);
      await query.execute();
    },

    async deleteAllFor(role: SessionRole, subjectId: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('role', '=', role).where('subject_id', '=', subjectId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Every session of one subject but the one whose token hashes to `keepTokenHash`. */
    async deleteAllForExcept(role: SessionRole, subjectId: string, keepTokenHash: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('role', '=', role).where('subject_id', '=', subjectId).where('token_hash', '!=', keepTokenHash).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Expired sessions of one subject: cleared whenever it signs in, so the table cannot grow without bound. */
    async deleteExpiredFor(role: SessionRole, subjectId: string, now: string): Promise<void> {
      await db.deleteFrom('sessions').where('role', '=', role).where('subject_id', '=', subjectId).where('expires_at', '<=', now).execute();
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
