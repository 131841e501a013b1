import type { Db } from '../../db/connect';
import { wroteRow } from '../../db/writes';

/**
 * The order's record of its GST documents (migration 0015). Each claim is one conditional UPDATE
 * (its timestamp from NULL), so of two transitions racing to invoice the same order exactly one
 * issues; the number is written after the invoices module gave it, in the same transaction.
 */
export function createOrderDocumentsRepo(db: Db) {
  return {
    /**
     * True for the one caller that claimed the order's invoice (it was not invoiced yet). Never an
     * order without a place of supply (its state resolved to no GST state: docs/decisions/0032).
     */
    async claimInvoice(id: string, at: string): Promise<boolean> {
      return wroteRow(
        db.updateTable('orders').set({ invoiced_at: at }).where('id', '=', id).where('invoiced_at', 'is', null).where('state_code', 'is not', null).returning('id'),
      );
    },

    async setInvoiceNumber(id: string, number: string): Promise<void> {
      await db.updateTable('orders').set({ invoice_number: number }).where('id', '=', id).execute();
    },

    /** True for the one caller that claimed the credit note of an invoiced order. */
    async claimCreditNote(id: string, at: string): Promise<boolean> {
      return wroteRow(
        db.updateTable('orders').set({ credit_noted_at: at }).where('id', '=', id).where('invoiced_at', 'is not', null).where('credit_noted_at', 'is', null).returning('id'),
      );
    },

    /**
     * The shop's correction of the delivery state and PIN (docs/decisions/0037): only while the
     * order is not invoiced (its invoice is frozen as issued), so a correction racing an invoice
     * loses and says so. True when it wrote.
     */
    async correctDeliveryState(id: string, place: { state: string; stateCode: string; zipCode: string }, at: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('orders')
          .set({ state: place.state, state_code: place.stateCode, zip_code: place.zipCode, updated_at: at })
          .where('id', '=', id)
          .where('invoiced_at', 'is', null)
          .returning('id'),
      );
    },

    /**
     * The correction of an invoiced order (docs/decisions/0038): only while its invoice is still
     * `invoiceNumber` and no cancel or refund credited it. Of two corrections racing, the second
     * finds the number changed (PostgreSQL re-reads the row once the first commits; SQLite has
     * one writer) and writes nothing. True when it wrote.
     */
    async correctInvoicedDeliveryState(id: string, place: { state: string; stateCode: string; zipCode: string }, at: string, invoiceNumber: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('orders')
          .set({ state: place.state, state_code: place.stateCode, zip_code: place.zipCode, updated_at: at })
          .where('id', '=', id)
          .where('invoice_number', '=', invoiceNumber)
          .where('credit_noted_at', 'is', null)
          .returning('id'),
      );
    },

    /** The order's invoice claim now names the invoice that replaced the wrong one (docs/decisions/0038). */
    async setReissuedInvoice(id: string, number: string, at: string): Promise<void> {
      await db.updateTable('orders').set({ invoice_number: number, invoiced_at: at }).where('id', '=', id).execute();
    },

    async setCreditNoteNumber(id: string, number: string): Promise<void> {
      await db.updateTable('orders').set({ credit_note_number: number }).where('id', '=', id).execute();
    },
  };
}
