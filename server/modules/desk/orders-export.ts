import { ORDERS_CSV_COLUMNS, ordersExportFileName, type OrdersExportQuery } from '../../../common/csv';
import { IST_OFFSET_MS } from '../../../common/ist';
import { csvStream, rupeesCell, type CsvCell } from '../../csv/cells';
import type { IssuedLines } from '../invoices/module';
import type { ExportKey, ExportOrder } from '../orders/module';
import type { DeskPorts } from './ports';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Orders read per page: a page and its lines are all the export holds at once (docs/decisions/0064).
 * A page's reads are synchronous on SQLite, and a shopper's request waits for the page under way:
 * 100 orders are a few milliseconds of work, where 500 made the list's requests wait about 100 ms
 * each, for no faster export (docs/decisions/0067).
 */
export const EXPORT_PAGE_SIZE = 100;

const PAYMENT_METHODS: Record<ExportOrder['payment_method'], string> = { online: 'Online', cod: 'Cash on delivery' };

/** An instant as India's wall clock, `2026-11-10 09:30`. */
const istDateTime = (at: string | Date) => {
  const text = new Date((at instanceof Date ? at.getTime() : Date.parse(at)) + IST_OFFSET_MS).toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 16)}`;
};

/**
 * One order's rows (docs/decisions/0064): one per line. The figures of tax come from the order's
 * current invoice, as it was issued (its taxable value, CGST, SGST, IGST and share of the discount
 * per line: never worked out again here); an order without an invoice leaves those cells empty.
 */
export function orderRows(order: ExportOrder, invoice: IssuedLines | undefined): CsvCell[][] {
  const date = istDateTime(order.created_at);
  return order.items.map((item, index) => {
    const issued = invoice?.lines[index];
    const rate = issued?.ratePercent ?? item.gst_rate;
    return [
      order.custom_order_id,
      date,
      order.user_name,
      order.user_email,
      order.state,
      order.status,
      item.name,
      item.color,
      item.size ?? '',
      item.quantity,
      rupeesCell(item.price),
      item.hsn_code ?? '',
      rate === null ? null : Number(rate),
      rupeesCell(item.price * item.quantity),
      issued ? rupeesCell(issued.discountPaise ?? 0) : null,
      issued ? rupeesCell(issued.taxablePaise) : null,
      issued ? rupeesCell(issued.cgstPaise) : null,
      issued ? rupeesCell(issued.sgstPaise) : null,
      issued ? rupeesCell(issued.igstPaise) : null,
      rupeesCell(order.delivery_charge),
      rupeesCell(order.cod_charge),
      rupeesCell(order.total_price),
      PAYMENT_METHODS[order.payment_method] ?? order.payment_method,
      order.payment_status,
      invoice?.number ?? order.invoice_number ?? '',
    ];
  });
}

/** The orders placed on IST days `from` … `to`, page by page: each page's invoices read with it. */
async function* exportPages(ports: Pick<DeskPorts, 'orderExport' | 'issuedLines'>, query: OrdersExportQuery, pageSize: number): AsyncGenerator<CsvCell[][]> {
  const span = {
    from: new Date(Date.parse(`${query.from}T00:00:00Z`) - IST_OFFSET_MS).toISOString(),
    to: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS - IST_OFFSET_MS).toISOString(),
  };
  let after: ExportKey | null = null;
  for (;;) {
    const orders = await ports.orderExport.page(span, after, pageSize);
    if (orders.length === 0) return;
    const invoices = await ports.issuedLines(orders.map((order) => order.id));
    yield orders.flatMap((order) => orderRows(order, invoices.get(order.id)));
    if (orders.length < pageSize) return;
    const last = orders[orders.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/**
 * GET /api/admin/orders/export.csv: the file's name and its body, a stream read as the client reads
 * it. The body is made by a worker thread when the ports offer one (docs/decisions/0070), which runs
 * this same function without it; in-process otherwise.
 */
export function ordersCsv(ports: Pick<DeskPorts, 'orderExport' | 'issuedLines' | 'ordersCsvThread'>, query: OrdersExportQuery, pageSize = EXPORT_PAGE_SIZE): { fileName: string; body: ReadableStream<Uint8Array> } {
  const body = ports.ordersCsvThread?.(query, pageSize) ?? csvStream(ORDERS_CSV_COLUMNS, exportPages(ports, query, pageSize));
  return { fileName: ordersExportFileName(query.from, query.to), body };
}
