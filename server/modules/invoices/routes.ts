import { Hono, type Context } from 'hono';
import { gstReportQuerySchema } from '../../../common/gst-report';
import { getSession, requireAdmin, type AuthEnv } from '../../http/auth';
import { parseInput } from '../../http/validate';
import { AppError } from '../../errors';
import type { DocumentKind } from './repo';
import { gstReportCsv } from './report';
import type { DocumentViewer, Invoices } from './service';

/**
 * The order's GST documents as PDFs, for the order's customer or the shop (docs/decisions/0022):
 * GET /api/orders/{id}/invoice.pdf and /credit-note.pdf (?number= for one of several: docs/decisions/0038).
 * Private: never cached by a proxy.
 */
export function invoiceRoutes(invoices: Invoices) {
  const send = (kind: DocumentKind) => async (c: Context<AuthEnv>) => {
    const session = await getSession(c);
    if (!session) throw AppError.unauthorized();
    const viewer: DocumentViewer = session.role === 'admin' ? { role: 'admin' } : { role: 'customer', userId: session.subjectId };
    const { fileName, body } = await invoices.pdf(viewer, c.req.param('id') ?? '', kind, c.req.query('number'));
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${fileName}"`,
        'cache-control': 'private, no-store',
      },
    });
  };
  return new Hono<AuthEnv>().get('/:id/invoice.pdf', send('invoice')).get('/:id/credit-note.pdf', send('credit_note'));
}

/** GET /api/admin/reports/gst?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv[&table=b2cs|…]|zip] (admin; GSTR-1 files: docs/decisions/0036). */
export function gstReportRoutes(invoices: Invoices) {
  return new Hono<AuthEnv>().get('/gst', async (c) => {
    await requireAdmin(c);
    const query = parseInput(gstReportQuerySchema, c.req.query());
    if (query.format === 'json') return c.json(await invoices.report(query));
    const file =
      query.format === 'csv' && query.table === undefined
        ? { fileName: `gst-report-${query.from}-to-${query.to}.csv`, contentType: 'text/csv; charset=utf-8', body: gstReportCsv(await invoices.report(query)) }
        : await invoices.gstr1File(query, query.table ?? 'zip');
    return new Response(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), {
      headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"`, 'cache-control': 'private, no-store' },
    });
  });
}
