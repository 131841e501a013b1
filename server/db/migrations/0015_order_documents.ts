import type { Kysely } from 'kysely';

// docs/decisions/0022: the order's own record of its GST documents, which the order
// answer carries (`invoice: { number, date }`, `creditNote`). `invoiced_at` is also the claim:
// the first transition that finds it NULL sets it (one conditional UPDATE, under the order's row
// lock) and issues the invoice in the same transaction, so an order never gets two invoices,
// whichever of payment and shipping comes first. The same for `credit_noted_at`.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ['invoice_number', 'text'],
    ['invoiced_at', 'timestamptz'],
    ['credit_note_number', 'text'],
    ['credit_noted_at', 'timestamptz'],
  ] as const) {
    await db.schema.alterTable('orders').addColumn(column, type).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['credit_noted_at', 'credit_note_number', 'invoiced_at', 'invoice_number']) await db.schema.alterTable('orders').dropColumn(column).execute();
}
