/** The last serial used per document kind and financial year (migration 0014). */
export interface DocumentSerialsTable {
  kind: string;
  financial_year: string;
  last_serial: number;
}

/** An issued invoice or credit note: amounts in paise, the document as issued in JSON. */
export interface InvoicesTable {
  id: string;
  order_id: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  financial_year: string;
  serial: number;
  issued_at: string | Date;
  corrects_id: string | null;
  /** The invoice that replaced this one after its place of supply was corrected (migration 0021); NULL for the current one and for credit notes. */
  superseded_by: string | null;
  place_of_supply: string;
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  document: string;
  /** The shop's GST registration at issue (migration 0020): only 'regular' documents are filed in GSTR-1. */
  registration_type: 'regular' | 'composition' | 'unregistered';
}

/** One line of an issued document, for the GST report's sums (rate- and HSN-wise). */
export interface InvoiceLinesTable {
  invoice_id: string;
  position: number;
  hsn_code: string;
  quantity: number;
  gst_rate: number;
  /** The line's unit of quantity (migration 0019). */
  uqc: string;
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceTables {
  document_serials: DocumentSerialsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
}
