/**
 * Mails kept when no SMTP server is configured (SMTP_URL unset), so the demo works offline and
 * an operator can still find a reset link. `sent_at` stays NULL until something relays the row.
 */
export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string | Date;
  sent_at: string | Date | null;
}

export interface MailTables {
  outbox: OutboxTable;
}
