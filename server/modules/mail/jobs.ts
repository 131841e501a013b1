import type { Jobs } from '../jobs/module';
import type { Mailer, MailMessage } from './mailer';

/** The job that sends one e-mail; its payload is the message. */
export const SEND_MAIL = 'mail.send';
/** The same, for a message holding a secret (a reset link): blanked once sent. */
export const SEND_SECRET_MAIL = 'mail.send-secret';

/**
 * E-mails go out through durable jobs: `queue` writes the message in the caller's transaction
 * (the unit of work's, when it runs inside one),
 * the worker sends it (retrying when the SMTP server is down). The job's id is the message id, so
 * a send repeated after a crash is the same e-mail.
 */
export function createMailQueue(jobs: Jobs, mailer: Mailer) {
  const send = async (payload: unknown, job: { id: string }) => mailer.send(payload as MailMessage, { id: job.id });
  jobs.register(SEND_MAIL, send, { maxAttempts: 12 });
  jobs.register(SEND_SECRET_MAIL, send, { maxAttempts: 6, clearPayloadWhenDone: true });

  return {
    /** Enqueues `message`; with `once`, a message with that key is enqueued only the first time. False when it was already. */
    queue(message: MailMessage, options: { once?: string; secret?: boolean } = {}): Promise<boolean> {
      return jobs.enqueue({ kind: options.secret ? SEND_SECRET_MAIL : SEND_MAIL, payload: message, dedupeKey: options.once });
    },
    wake: jobs.wake,
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
