import { data, redirect } from 'react-router';
import type { Route } from './+types/gst-report-csv';
import { gstReportQuerySchema } from '../../../common/gst-report';
import { ADMIN_LOGIN } from '../../lib/admin-shell';

/**
 * /admin/reports/gst.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&table=b2cs|…] and /admin/reports/gst.zip:
 * the GST report screen's downloads, the same files as GET /api/admin/reports/gst with
 * format=csv (and table) or zip, authorised by the admin cookie alone because a link cannot send
 * the API's X-Use-Admin-Token header (docs/decisions/0023, 0036).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw redirect(ADMIN_LOGIN);
  const url = new URL(request.url);
  const zip = url.pathname.endsWith('.zip');
  const query = gstReportQuerySchema.safeParse({ ...Object.fromEntries(url.searchParams), format: zip ? 'zip' : 'csv' });
  if (!query.success) throw data(query.error.issues[0]?.message ?? 'Bad request', { status: 400 });
  const { from, to, table } = query.data;
  const file =
    zip || table !== undefined
      ? await context.services.reports.gstr1File({ from, to }, table ?? 'zip')
      : { fileName: `gst-report-${from}-to-${to}.csv`, contentType: 'text/csv; charset=utf-8', body: await context.services.reports.gstCsv({ from, to }) };
  return new Response(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'private, no-store',
    },
  });
}
