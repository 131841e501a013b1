import { data, redirect } from 'react-router';
import type { Route } from './+types/orders-export-csv';
import { ordersExportQuerySchema } from '../../../common/csv';
import { ADMIN_LOGIN } from '../../lib/admin-shell';

/**
 * /admin/orders/export.csv?from&to: the orders screen's download, the same file as GET
 * /api/admin/orders/export.csv, streamed, authorised by the admin cookie alone because a link or
 * a plain form cannot send the API's X-Use-Admin-Token header (docs/decisions/0023, 0064).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw redirect(ADMIN_LOGIN);
  const query = ordersExportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(query.error.issues[0]?.message ?? 'Bad request', { status: 400 });
  const { fileName, body } = context.services.desk.ordersCsv(query.data);
  return new Response(body, { headers: csvDownloadHeaders(fileName) });
}

/** As the API's CSV answers: an attachment, no cache, and never transformed (a stream is not read whole to be compressed). */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'private, no-store, no-transform' };
}
