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

/**
 * One send quota's current window (migration 0017, docs/decisions/0031): `count` e-mails taken
 * under `key` (a recipient address or an account, per kind of mail) until `window_ends_at`.
 */
export interface SendQuotasTable {
  key: string;
  count: number;
  window_ends_at: string | Date;
}

export interface MailTables {
  outbox: OutboxTable;
  send_quotas: SendQuotasTable;
}
