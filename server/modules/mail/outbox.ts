import type { Logger } from 'pino';
import { newId } from '../../db/ids';
import type { Mailer } from './mailer';
import type { OutboxRepo } from './repo';

/**
 * The mailer without SMTP: each message is logged (text part included, so a reset link can be
 * followed from the log) and kept in the outbox table. Meant for the demo and development; a
 * real shop sets SMTP_URL. A message sent again under the same id is kept once.
 */
export function createOutboxMailer(repo: OutboxRepo, logger: Logger, clock: () => Date = () => new Date()): Mailer {
  return {
    async send(message, options = {}) {
      const kept = await repo.insert({
        id: options.id ?? newId(),
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        created_at: clock().toISOString(),
        sent_at: null,
      });
      if (kept) logger.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'mail kept in the outbox (SMTP_URL is not set)');
    },
  };
}
