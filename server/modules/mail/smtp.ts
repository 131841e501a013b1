import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends through the SMTP server of `url` (smtp://user:pass@host:587, or smtps:// for implicit TLS). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    // The job worker sends several at once: reuse a few connections instead of one per message.
    pool: true,
    maxConnections: 5,
    // A dead server must not hold a job for minutes (the job is retried later).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'haat.local';
  return {
    async send(message, options = {}) {
      const messageId = options.id === undefined ? undefined : `<${options.id}@${domain}>`;
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, messageId });
    },
    close() {
      transport.close();
    },
  };
}
