import { redirect } from 'react-router';
import type { Route } from './+types/products-export-csv';
import { PRODUCTS_EXPORT_FILE_NAME } from '../../../common/csv';
import { ADMIN_LOGIN } from '../../lib/admin-shell';
import { csvDownloadHeaders } from './orders-export-csv';

/** /admin/products/export.csv: the products screen's Export, the same file as GET /api/admin/products/export.csv (docs/decisions/0064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw redirect(ADMIN_LOGIN);
  return new Response(context.services.catalogAdmin.exportCsv(), { headers: csvDownloadHeaders(PRODUCTS_EXPORT_FILE_NAME) });
}
