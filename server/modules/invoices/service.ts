import type { GstReport, GstReportQuery, Gstr1Table } from '../../../common/gst-report';
import type { ShopSettings } from '../../../common/settings';
import { newId } from '../../db/ids';
import { toIso } from '../../db/time';
import { AppError } from '../../errors';
import type { DocumentIssuer, InvoiceSubject } from '../orders/module';
import { creditNoteWindow, mayIssueCreditNote } from '../../../common/gst/financial-year';
import { buildCreditNote, buildInvoiceDocument, CREDIT_NOTE_PREFIX, documentNumber, financialYearOf, registrationOf } from './build';
import type { InvoiceDocument } from './document';
import type { DocumentKind, InvoicesRepo } from './repo';
import { gstr1Download, gstr1Files, type Gstr1Download } from './gstr1';
import { gstReport } from './report';
import { issuedLinesReader } from './issued-lines';
import type { InvoiceLinesTable, InvoicesTable } from './tables';

export const INVOICE_NOT_FOUND = 'Invoice not found';
export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';
/** The reason printed on the credit note of a corrected invoice (docs/decisions/0038). */
export const PLACE_OF_SUPPLY_CORRECTED = 'Place of supply corrected';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Why a cancel or refund came without a credit note: 'The time for a credit note against INV/26-27/00042 ended on 30 Nov 2027 (CGST Act s.34(2))'. */
export function creditNoteTooLate(invoiceNumber: string, lastDay: string): string {
  const [year, month, day] = lastDay.split('-');
  return `The time for a credit note against ${invoiceNumber} ended on ${Number(day)} ${MONTHS[Number(month) - 1]} ${year} (CGST Act s.34(2))`;
}

/** Who asks for a document: the shop sees every order's, a customer only their own. */
export type DocumentViewer = { role: 'admin' } | { role: 'customer'; userId: string };

/** The orders module's lookups the documents' access rule needs. */
export interface OrderAccess {
  /** The customer's own order's internal id by its `_id` or customOrderId, or null (unknown or someone else's). */
  ownOrderId(userId: string, ref: string): Promise<string | null>;
  /** Any order's internal id by its `_id` or customOrderId; 404 'Order not found' otherwise. */
  orderIdForAdmin(ref: string): Promise<string>;
}

/** The stored row and lines of a document as issued. */
function toRows(document: InvoiceDocument, orderId: string, financialYear: string, serial: number, correctsId: string | null): { row: InvoicesTable; lines: InvoiceLinesTable[] } {
  const id = newId();
  return {
    row: {
      id,
      order_id: orderId,
      kind: document.kind,
      number: document.number,
      financial_year: financialYear,
      serial,
      issued_at: document.issuedAt,
      corrects_id: correctsId,
      superseded_by: null,
      place_of_supply: document.placeOfSupply.stateCode,
      taxable_value: document.totals.taxablePaise,
      cgst: document.totals.cgstPaise,
      sgst: document.totals.sgstPaise,
      igst: document.totals.igstPaise,
      total: document.totals.totalPaise,
      document: JSON.stringify(document),
      registration_type: registrationOf(document),
    },
    lines: document.lines.map((line, position) => ({
      invoice_id: id,
      position,
      hsn_code: line.hsnCode,
      // Goods count in the HSN summary's quantity; the delivery and COD charges do not.
      quantity: line.charge ? 0 : line.quantity,
      gst_rate: line.ratePercent,
      uqc: line.uqc ?? 'PCS',
      taxable_value: line.taxablePaise,
      cgst: line.cgstPaise,
      sgst: line.sgstPaise,
      igst: line.igstPaise,
    })),
  };
}

/**
 * GST invoices and credit notes (docs/decisions/0022). `issuer` is what the orders module calls
 * inside the transaction of the transition that makes a document due: it takes the next serial
 * of the financial year, freezes the document (settings as they stand, the order as placed) and
 * stores it; all of it commits with the transition or not at all. `pdf` renders a stored document
 * for its customer or the shop.
 */
export function createInvoices(deps: {
  repo: InvoicesRepo;
  /** The shop's settings now (legal name, GSTIN, state, invoice prefix). */
  settings: () => Promise<ShopSettings>;
  orders: OrderAccess;
  render: (document: InvoiceDocument) => Promise<Buffer>;
}) {
  const { repo, settings, orders, render } = deps;

  async function issue(kind: DocumentKind, prefix: string, at: string, make: (number: string) => InvoiceDocument, orderId: string, correctsId: string | null) {
    const financialYear = financialYearOf(new Date(at));
    const serial = await repo.nextSerial(kind, financialYear);
    const document = make(documentNumber(prefix, financialYear, serial));
    const { row, lines } = toRows(document, orderId, financialYear, serial, correctsId);
    await repo.insert(row, lines);
    return { id: row.id, number: document.number };
  }

  /** The order's current invoice as issued, and whether a credit note against it may still be issued at `at` (or why not). */
  async function currentInvoice(orderId: string, at: string) {
    const invoice = await repo.findForOrder(orderId, 'invoice');
    if (!invoice) throw new Error(`credit note of order ${orderId}, which has no invoice`);
    const original = JSON.parse(invoice.document) as InvoiceDocument;
    const issuedAt = new Date(toIso(invoice.issued_at));
    const tooLate = mayIssueCreditNote(issuedAt, new Date(at)) ? null : creditNoteTooLate(original.number, creditNoteWindow(issuedAt).lastDay);
    return { invoice, original, tooLate };
  }

  const issuer: DocumentIssuer = {
    async issueInvoice(subject: InvoiceSubject, at: string) {
      const shop = await settings();
      return issue('invoice', shop.invoicePrefix, at, (number) => buildInvoiceDocument(subject, shop, number, at), subject.orderId, null);
    },

    async issueCreditNote(orderId: string, at: string, reason: string | null) {
      const { invoice, original, tooLate } = await currentInvoice(orderId, at);
      if (tooLate !== null) return { issued: false as const, why: tooLate };
      const { number } = await issue('credit_note', CREDIT_NOTE_PREFIX, at, (next) => buildCreditNote(original, next, at, reason), orderId, invoice.id);
      return { issued: true as const, number };
    },

    /**
     * docs/decisions/0038: an invoice issued at a place of supply other than the order's state now
     * is cancelled by a credit note ('Place of supply corrected', through the same building code
     * and CN series) and replaced by a new invoice (the next serial, at the corrected place of
     * supply), which supersedes it. Nothing when the current invoice's place of supply is right.
     */
    async reissueInvoice(subject: InvoiceSubject, at: string) {
      const { invoice, original, tooLate } = await currentInvoice(subject.orderId, at);
      if (invoice.place_of_supply === subject.buyer.stateCode) return { reissued: false as const, why: null };
      if (tooLate !== null) return { reissued: false as const, why: tooLate };
      const creditNote = await issue('credit_note', CREDIT_NOTE_PREFIX, at, (next) => buildCreditNote(original, next, at, PLACE_OF_SUPPLY_CORRECTED), subject.orderId, invoice.id);
      const shop = await settings();
      const replacement = await issue('invoice', shop.invoicePrefix, at, (number) => buildInvoiceDocument(subject, shop, number, at), subject.orderId, null);
      // The order row's conditional update let one correction through; this only keeps the chain whole.
      if (!(await repo.supersede(invoice.id, replacement.id))) throw new Error(`invoice ${original.number} was superseded twice`);
      return { reissued: true as const, replaced: original.number, creditNote: creditNote.number, invoice: replacement.number };
    },
  };

  async function orderIdFor(viewer: DocumentViewer, ref: string, notFound: string): Promise<string> {
    if (viewer.role === 'admin') return orders.orderIdForAdmin(ref);
    const id = await orders.ownOrderId(viewer.userId, ref);
    if (id === null) throw AppError.notFound(notFound);
    return id;
  }

  return {
    issuer,

    /** These orders' current invoices' goods lines as issued, for the orders' export (docs/decisions/0064). */
    issuedLines: issuedLinesReader(repo),

    /** GET /api/admin/reports/gst: GSTR-1's tables for the IST days `from` … `to`. */
    async report(query: Pick<GstReportQuery, 'from' | 'to'>): Promise<GstReport> {
      return gstReport(repo, query, (await settings()).registrationType);
    },

    /**
     * GSTR-1's files for the offline tool (docs/decisions/0036): one table's CSV, or all six in a
     * zip. A supply is intra- or inter-state by the shop's state as set now (a registration is in one state).
     */
    async gstr1File(query: Pick<GstReportQuery, 'from' | 'to'>, file: Gstr1Table | 'zip'): Promise<Gstr1Download> {
      return gstr1Download(await gstr1Files(repo, query, (await settings()).stateCode), query, file);
    },

    /**
     * GET /api/orders/{id}/invoice.pdf and /credit-note.pdf: the PDF and its file name; 404 until
     * issued, and for someone else's order. The current invoice and the latest credit note, or the
     * order's document `number` (?number=: a replaced invoice, a correction's credit note; docs/decisions/0038).
     */
    async pdf(viewer: DocumentViewer, ref: string, kind: DocumentKind, number?: string): Promise<{ fileName: string; body: Buffer; issuedAt: string }> {
      const notFound = kind === 'invoice' ? INVOICE_NOT_FOUND : CREDIT_NOTE_NOT_FOUND;
      const orderId = await orderIdFor(viewer, ref, notFound);
      const row = number === undefined ? await repo.findForOrder(orderId, kind) : await repo.findByNumber(orderId, kind, number);
      if (!row) throw AppError.notFound(notFound);
      const body = await render(JSON.parse(row.document) as InvoiceDocument);
      return { fileName: `${row.number.replaceAll('/', '-')}.pdf`, body, issuedAt: toIso(row.issued_at) };
    },
  };
}

export type Invoices = ReturnType<typeof createInvoices>;

export type { IssuedLines } from './issued-lines';
