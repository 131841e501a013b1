import { redirect } from 'react-router';
import type { Route } from './+types/order-document';
import { ADMIN_LOGIN } from '../../lib/admin-shell';
import { readOrNotFound } from '../../lib/not-found';

/**
 * /admin/orders/{id}/invoice.pdf and /credit-note.pdf: the order's GST documents for the shop, as
 * GET /api/orders/{id}/invoice.pdf answers them. A link cannot send the X-Use-Admin-Token header
 * that makes the API read the admin's cookie, so the admin's links come here, where the admin
 * cookie alone decides, as on every admin page (docs/decisions/0023).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw redirect(ADMIN_LOGIN);
  const url = new URL(request.url);
  const kind = url.pathname.endsWith('/credit-note.pdf') ? 'credit_note' : 'invoice';
  // ?number=: a replaced invoice or a correction's credit note (docs/decisions/0038).
  const number = url.searchParams.get('number') ?? undefined;
  const { fileName, body } = await readOrNotFound(() => context.services.orderDocuments.forAdmin(params.orderId, kind, number), kind === 'invoice' ? 'Invoice not found' : 'Credit note not found');
  return new Response(new Uint8Array(body), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${fileName}"`, 'cache-control': 'private, no-store' },
  });
}
