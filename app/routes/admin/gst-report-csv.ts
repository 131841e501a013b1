import { data, redirect } from 'react-router';
import type { Route } from './+types/gst-report-csv';
import { gstReportQuerySchema } from '../../../common/gst-report';
import { ADMIN_LOGIN } from '../../lib/admin-shell';

/**
 * /admin/reports/gst.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the GST report screen's 'Download CSV',
 * the same file as GET /api/admin/reports/gst?format=csv, authorised by the admin cookie alone
 * because a link cannot send the API's X-Use-Admin-Token header (docs/decisions/0023).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw redirect(ADMIN_LOGIN);
  const query = gstReportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(query.error.issues[0]?.message ?? 'Bad request', { status: 400 });
  const { from, to } = query.data;
  return new Response(await context.services.reports.gstCsv({ from, to }), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="gst-report-${from}-to-${to}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
