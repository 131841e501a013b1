import { useState } from 'react';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/orders';
import type { AdminOrder } from '../../../common/admin-orders';
import { DEFAULT_PAGE_SIZE } from '../../../common/pages';
import { OrderSearch } from '../../components/admin/orders/OrderSearch';
import { OrdersTable } from '../../components/admin/orders/OrdersTable';
import { AdminPage, EmptyState, LoadError } from '../../components/admin/Page';
import { Pagination } from '../../components/Pagination';
import { loadErrorMessage, pageFrom } from '../../lib/admin-list';
import { NO_ORDERS, ordersLoadError } from '../../lib/admin-order-messages';
import { ADMIN_LOGIN, adminPageMeta } from '../../lib/admin-shell';

const PATH = '/admin/orders';
/** `?unpaid=hide`: leave out online orders whose payment never completed (abandoned at the gateway). */
const HIDE_UNPAID = 'unpaid';

// Every order, 10 a page and newest first, read in-process. Orders are private: unlike the
// catalogue screens this loader checks the admin session itself, as it runs beside (not after)
// the shell's guard.
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw redirect(ADMIN_LOGIN);
  const url = new URL(request.url);
  const page = pageFrom(url);
  const hideUnpaidOnline = url.searchParams.get(HIDE_UNPAID) === 'hide';
  try {
    const { orders, pages } = await context.services.orders.listForAdmin({ page, limit: DEFAULT_PAGE_SIZE, hideUnpaidOnline });
    return { orders, pages, page, hideUnpaidOnline, error: null };
  } catch (error) {
    context.logger.error({ err: error }, 'admin order list failed to load');
    return { orders: [] as AdminOrder[], pages: 0, page, hideUnpaidOnline, error: loadErrorMessage(error) };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Orders', matches[0].loaderData?.shopName);

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, pages, page, hideUnpaidOnline, error } = loaderData;
  const query = (n: number) => {
    const params = new URLSearchParams();
    if (hideUnpaidOnline) params.set(HIDE_UNPAID, 'hide');
    if (n > 1) params.set('page', String(n));
    const text = params.toString();
    return text === '' ? PATH : `${PATH}?${text}`;
  };
  // The order the search found, shown alone until 'Clear'.
  const [found, setFound] = useState<AdminOrder | null>(null);

  return (
    <AdminPage title="Orders">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <OrderSearch onFound={setFound} onClear={() => setFound(null)} />
        <Link
          to={hideUnpaidOnline ? PATH : `${PATH}?${HIDE_UNPAID}=hide`}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-md text-sm font-medium text-zinc-700 hover:text-zinc-900 sm:self-auto"
          role="switch"
          aria-checked={hideUnpaidOnline}
        >
          <span aria-hidden="true" className={`flex size-5 items-center justify-center rounded border ${hideUnpaidOnline ? 'border-brand-700 bg-brand-700 text-white' : 'border-zinc-400 bg-white'}`}>
            {hideUnpaidOnline && '✓'}
          </span>
          Hide unpaid online orders
        </Link>
      </div>
      {found !== null ? (
        <OrdersTable orders={[found]} caption={`Order ${found.customOrderId}`} />
      ) : error !== null ? (
        <LoadError>{ordersLoadError(error)}</LoadError>
      ) : orders.length === 0 ? (
        <EmptyState>{NO_ORDERS}</EmptyState>
      ) : (
        <OrdersTable orders={orders} caption={`Orders, page ${page} of ${pages}`} />
      )}
      {found === null && pages > 1 && (
        <div className="mt-6">
          <Pagination page={page} pages={pages} hrefFor={query} />
        </div>
      )}
    </AdminPage>
  );
}
