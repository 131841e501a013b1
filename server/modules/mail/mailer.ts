/** One e-mail: a plain-text part and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How the app sends mail: SMTP when SMTP_URL is set, else the outbox (logged and kept in the database). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases connections at shutdown. */
  close?(): void;
}
