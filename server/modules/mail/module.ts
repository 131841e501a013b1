/**
 * The mail module's door: what other modules use of it (docs/decisions/0041).
 */
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { only, type ApiModule } from '../../http/api-module';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox';
import { createOutboxView } from './outbox-view';
import { createOutboxRepo } from './repo';
import { createSmtpMailer } from './smtp';

export type { Mailer, MailMessage } from './mailer';
export { escapeHtml } from './html';
export { createMailQueue, type MailQueue } from './jobs';
export type { OutboxView } from './outbox-view';
export { createSendQuota, MAIL_LIMITS, recipientKey, type SendQuota, type SendQuotaResult } from './quota';
export { createSendQuotaRepo } from './quota-repo';

/** SMTP when SMTP_URL is set; otherwise the outbox, so the demo works offline. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, db: Db, logger: Logger, clock?: () => Date): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return createOutboxMailer(createOutboxRepo(db), logger, clock);
}

/**
 * What the admin reads of the mail (docs/decisions/0047): whether SMTP delivers it, else the
 * outbox's messages. The mail module has no API routes; its door gives the pages this read.
 */
export function createMailOutboxModule(config: Pick<Config, 'SMTP_URL'>, db: Db) {
  const outbox = createOutboxView({ repo: createOutboxRepo(db), smtpConfigured: config.SMTP_URL !== undefined });
  const api = { name: 'mail', mount: () => [], operations: [], reads: { mail: only(outbox, 'delivers', 'outbox') } } satisfies ApiModule;
  return { outbox, api };
}
