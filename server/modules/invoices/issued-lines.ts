import type { InvoiceDocument, InvoiceDocumentLine } from './document';
import type { InvoicesRepo } from './repo';

/** An order's current invoice: its number and its goods lines, in the order's line order. */
export interface IssuedLines {
  number: string;
  lines: InvoiceDocumentLine[];
}

/**
 * The goods lines of these orders' current invoices as issued, with the invoice's number: the
 * taxable values, taxes and discount shares the invoice computed, for the orders' export
 * (docs/decisions/0064). An order without an invoice is absent. The invoices service reads them
 * so, and the export's worker thread over its own connection (docs/decisions/0070).
 */
export function issuedLinesReader(repo: Pick<InvoicesRepo, 'currentInvoicesOf'>) {
  return async (orderIds: readonly string[]): Promise<Map<string, IssuedLines>> => {
    const issued = new Map<string, IssuedLines>();
    for (const row of await repo.currentInvoicesOf(orderIds)) {
      const document = JSON.parse(row.document) as InvoiceDocument;
      issued.set(row.order_id, { number: row.number, lines: document.lines.filter((line) => line.charge !== true) });
    }
    return issued;
  };
}
