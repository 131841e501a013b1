/**
 * A message the shop kept instead of sending, because no SMTP server is configured (SMTP_URL
 * unset; docs/decisions/0047). The admin reads these at /admin/outbox.
 */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  /** The plain-text part, as it would have been sent (links included). */
  text: string;
  /** ISO 8601. */
  createdAt: string;
}

/** How many of the newest kept messages /admin/outbox lists. */
export const OUTBOX_LIMIT = 100;

/** The admin dashboard's warning while mail goes nowhere. */
export const MAIL_NOT_SET_UP = 'E-mail is not set up: customers receive nothing';
