import { newId } from '../../db/ids';
import type { SessionRepo } from './session-repo';
import type { SessionRole } from './tables';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a session lives, and whether activity extends it (docs/decisions/0004). */
export const SESSION_POLICY: Record<SessionRole, { ttlMs: number; sliding: boolean }> = {
  customer: { ttlMs: 30 * DAY, sliding: true },
  admin: { ttlMs: 12 * HOUR, sliding: false },
};

/** Activity is written at most this often per session, not on every request. */
export const TOUCH_INTERVAL_MS = 10 * MINUTE;

export interface Session {
  id: string;
  role: SessionRole;
  subjectId: string;
  expiresAt: Date;
  /** True when this resolution pushed a sliding session's expiry forward (refresh the cookie). */
  extended: boolean;
}

export function createSessionService(repo: SessionRepo, clock: () => Date = () => new Date()) {
  return {
    /** Starts a session; the token is returned once and only its hash is stored. */
    async createSession(role: SessionRole, subjectId: string): Promise<{ token: string; expiresAt: Date }> {
      const now = clock();
      const token = newToken();
      const expiresAt = new Date(now.getTime() + SESSION_POLICY[role].ttlMs);
      await repo.deleteExpiredFor(role, subjectId, now.toISOString());
      await repo.insert({
        id: newId(),
        token_hash: hashToken(token),
        role,
        subject_id: subjectId,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      });
      return { token, expiresAt };
    },

    /** The live session of a token, or null. Expired sessions are deleted when met. */
    async resolve(token: string): Promise<Session | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const row = await repo.findByTokenHash(hashToken(token));
      if (!row) return null;
      const now = clock();
      const expiresAt = new Date(row.expires_at);
      if (expiresAt.getTime() <= now.getTime()) {
        await repo.deleteById(row.id);
        return null;
      }
      const session: Session = { id: row.id, role: row.role, subjectId: row.subject_id, expiresAt, extended: false };
      if (now.getTime() - new Date(row.last_seen_at).getTime() >= TOUCH_INTERVAL_MS) {
        const policy = SESSION_POLICY[row.role];
        const newExpiry = policy.sliding ? new Date(now.getTime() + policy.ttlMs) : undefined;
        const staleBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS + 1).toISOString();
        const touched = await repo.touch(row.id, { lastSeenAt: now.toISOString(), expiresAt: newExpiry?.toISOString() }, staleBefore);
        if (touched && newExpiry) {
          session.expiresAt = newExpiry;
          session.extended = true;
        }
      }
      return session;
    },

    /** Ends the session of this token (only if it has `role`, when given). Unknown tokens are ignored. */
    async revoke(token: string, role?: SessionRole): Promise<void> {
      if (!TOKEN_PATTERN.test(token)) return;
      await repo.deleteByTokenHash(hashToken(token), role);
    },

    /** Signs a customer (or admin) out everywhere; returns how many sessions ended. */
    async revokeAllFor(role: SessionRole, subjectId: string): Promise<number> {
      return repo.deleteAllFor(role, subjectId);
    },

    /** Signs a customer (or admin) out everywhere else, keeping the session of `keepToken`. */
    async revokeOthersFor(role: SessionRole, subjectId: string, keepToken: string): Promise<number> {
      return repo.deleteAllForExcept(role, subjectId, hashToken(keepToken));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
