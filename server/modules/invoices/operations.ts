import { z } from 'zod';
import { GSTR1_TABLES, gstReportSchema } from '../../../common/gst-report';
import { type Operation, type Filter, dayParameter } from '../../http/openapi-operation';

/** One of an order's several documents of a kind (a replaced invoice, a correction's credit note: docs/decisions/0038). */
const documentNumberFilter: Filter[] = [{ name: 'number', description: 'The document’s number (KH/26-27/00042, CN/26-27/00007); without it, the current invoice or the latest credit note', schema: { type: 'string' } }];

/** GET /api/admin/reports/gst's period and format. */
const gstReportFilters: Filter[] = [
  { name: 'from', description: 'First invoice date (IST, YYYY-MM-DD)', schema: dayParameter },
  { name: 'to', description: 'Last invoice date (IST, YYYY-MM-DD), at most 366 days after `from`', schema: dayParameter },
  { name: 'format', description: '`csv`: the same tables as CSV (with `table`: one GSTR-1 file for the offline tool); `zip`: the six GSTR-1 files', schema: { type: 'string', enum: ['json', 'csv', 'zip'], default: 'json' } },
  { name: 'table', description: 'With `format=csv`: one GSTR-1 table as the GST offline tool’s CSV template (its exact header row)', schema: { type: 'string', enum: [...GSTR1_TABLES] } },
];

/** The invoices' operations: an order's GST documents as PDFs, and the GSTR-1 report. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'get', path: '/api/admin/reports/gst', summary: 'GSTR-1 figures (B2CS, HSN summary, documents) for invoices dated `from`…`to`, net of credit notes', tag: 'admin', access: 'admin', filters: gstReportFilters, ok: [200, 'GstReport'], files: ['text/csv', 'application/zip'], errors: [401, 403] },
  { method: 'get', path: '/api/orders/:id/invoice.pdf', summary: 'The order’s current GST invoice as a PDF (its customer or the shop; 404 until issued)', tag: 'orders', access: 'customer', filters: documentNumberFilter, ok: [200, z.unknown()], files: ['application/pdf'], errors: [401, 404] },
  { method: 'get', path: '/api/orders/:id/credit-note.pdf', summary: 'The order’s latest credit note (a cancel’s or refund’s, or an invoice correction’s) as a PDF (its customer or the shop)', tag: 'orders', access: 'customer', filters: documentNumberFilter, ok: [200, z.unknown()], files: ['application/pdf'], errors: [401, 404] },
];

/** The answers' shapes these operations name. */
export const components = { GstReport: gstReportSchema };
