import { OUTBOX_LIMIT, type OutboxMail } from '../../../common/outbox';
import { toIso } from '../../db/time';
import type { OutboxRepo } from './repo';

/**
 * What the admin may read of the mail (docs/decisions/0047): whether it reaches anyone (SMTP_URL
 * is set), and, while it does not, the messages the outbox kept instead. With SMTP there is no
 * outbox to read (null), so the admin page answers 404.
 */
export function createOutboxView(deps: { repo: OutboxRepo; smtpConfigured: boolean }) {
  const { repo, smtpConfigured } = deps;
  return {
    delivers: (): boolean => smtpConfigured,

    async outbox(): Promise<OutboxMail[] | null> {
      if (smtpConfigured) return null;
      const rows = await repo.latest(OUTBOX_LIMIT);
      return rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, text: row.text_body, createdAt: toIso(row.created_at) }));
    },
  };
}

export type OutboxView = ReturnType<typeof createOutboxView>;
