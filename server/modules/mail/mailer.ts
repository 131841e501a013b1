/** One e-mail: a plain-text part and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SendOptions {
  /**
   * The same message sent again under the same id is the same e-mail: the outbox keeps it once,
   * SMTP sends it with the same Message-ID (so a repeat after a crash is recognisably one mail).
   */
  id?: string;
}

/** How the app sends mail: SMTP when SMTP_URL is set, else the outbox (logged and kept in the database). */
export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  /** Releases connections at shutdown. */
  close?(): void;
}
