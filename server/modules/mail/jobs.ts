import { PermanentJobError, type Jobs } from '../jobs/module';
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
  const send = async (payload: unknown, job: { id: string }) => {
    try {
      await mailer.send(payload as MailMessage, { id: job.id });
    } catch (error) {
      // A 5xx answer (an address refused, a message rejected) is final: retrying for hours cannot help (docs/decisions/0062).
      if (refusedForGood(error)) throw new PermanentJobError(`The mail server refused it: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };
  jobs.register(SEND_MAIL, send, { maxAttempts: 12, describe: describeMail });
  jobs.register(SEND_SECRET_MAIL, send, { maxAttempts: 6, clearPayloadWhenDone: true, describe: describeMail });

  return {
    /** Enqueues `message`; with `once`, a message with that key is enqueued only the first time. False when it was already. */
    queue(message: MailMessage, options: { once?: string; secret?: boolean } = {}): Promise<boolean> {
      return jobs.enqueue({ kind: options.secret ? SEND_SECRET_MAIL : SEND_MAIL, payload: message, dedupeKey: options.once });
    },
    wake: jobs.wake,
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;

/** An e-mail in words for the shop's failed work (docs/decisions/0062): its subject and recipient, never its body (a reset link). */
function describeMail(payload: unknown): string {
  const message = payload as Partial<MailMessage>;
  return `E-mail “${message.subject ?? ''}” to ${message.to ?? 'nobody'}`;
}

/** A permanent SMTP failure: the server answered 5xx (nodemailer's `responseCode`). */
function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
