import { toIso } from '../../db/time';
import type { SendQuotaRepo } from './quota-repo';

export interface SendPolicy {
  limit: number;
  windowMs: number;
}

const HOUR = 3_600_000;

/**
 * How much mail one requester can have sent (docs/decisions/0031). Counted in the database, so the
 * limits hold across processes and restarts. A confirmation link (password reset, new e-mail) goes
 * to an address at most 3 times an hour, whoever asks; one account asks for at most 5 e-mail
 * change links an hour, whatever the addresses.
 */
export const MAIL_LIMITS = {
  linksPerRecipient: { limit: 3, windowMs: HOUR },
  emailChangesPerAccount: { limit: 5, windowMs: HOUR },
} as const satisfies Record<string, SendPolicy>;

export type SendQuotaResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The key of a recipient's quota for one kind of mail: addresses compare case-insensitively. */
export const recipientKey = (kind: string, address: string) => `${kind}:to:${address.trim().toLowerCase()}`;

/**
 * Fixed-window counters per key. `take` counts one send when the key's window has room and
 * answers whether it did; call it inside the transaction that queues the e-mail, so a send that
 * rolls back gives its count back. The windows' ends come from the app's clock, as the jobs'.
 */
export function createSendQuota(deps: { repo: SendQuotaRepo; clock: () => Date }) {
  const { repo, clock } = deps;
  let nextPrune = 0;

  return {
    async take(key: string, policy: SendPolicy): Promise<SendQuotaResult> {
      const at = clock().getTime();
      const now = new Date(at).toISOString();
      const windowEndsAt = new Date(at + policy.windowMs).toISOString();
      if (at >= nextPrune) {
        nextPrune = at + HOUR;
        await repo.deleteEnded(new Date(at - HOUR).toISOString());
      }
      // Each step is one atomic statement; a window that ends between two of them is met on the next round.
      for (let round = 0; round < 3; round += 1) {
        if (await repo.countInWindow(key, policy.limit, now, windowEndsAt)) return { allowed: true };
        if (await repo.restartEndedWindow(key, now, windowEndsAt)) return { allowed: true };
        const end = await repo.windowEnd(key);
        if (end !== undefined && Date.parse(toIso(end)) > at) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(toIso(end)) - at) / 1000)) };
        }
      }
      return { allowed: false, retryAfterSeconds: 1 };
    },
  };
}

export type SendQuota = ReturnType<typeof createSendQuota>;
