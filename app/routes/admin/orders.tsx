import { useState } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/orders';
import type { AdminOrder } from '../../../common/admin-orders';
import { DEFAULT_PAGE_SIZE } from '../../../server/modules/catalog/schema';
import { OrderSearch } from '../../components/admin/orders/OrderSearch';
import { OrdersTable } from '../../components/admin/orders/OrdersTable';
import { AdminPage, EmptyState, LoadError } from '../../components/admin/Page';
import { Pagination } from '../../components/Pagination';
import { loadErrorMessage, pageFrom } from '../../lib/admin-list';
import { NO_ORDERS, ordersLoadError } from '../../lib/admin-order-messages';
import { ADMIN_LOGIN, adminPageMeta } from '../../lib/admin-shell';

const PATH = '/admin/orders';

// Every order, 10 a page and newest first, read in-process. Orders are private: unlike the
// catalogue screens this loader checks the admin session itself, as it runs beside (not after)
// the shell's guard.
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw redirect(ADMIN_LOGIN);
  const page = pageFrom(new URL(request.url));
  try {
    const { orders, pages } = await context.services.orders.listForAdmin({ page, limit: DEFAULT_PAGE_SIZE });
    return { orders, pages, page, error: null };
  } catch (error) {
    context.logger.error({ err: error }, 'admin order list failed to load');
    return { orders: [] as AdminOrder[], pages: 0, page, error: loadErrorMessage(error) };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Orders', matches[0].loaderData?.shopName);

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, pages, page, error } = loaderData;
  // The order the search found, shown alone until 'Clear'.
  const [found, setFound] = useState<AdminOrder | null>(null);

  return (
    <AdminPage title="Orders">
      <div className="mb-4">
        <OrderSearch onFound={setFound} onClear={() => setFound(null)} />
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
          <Pagination page={page} pages={pages} hrefFor={(n) => (n === 1 ? PATH : `${PATH}?page=${n}`)} />
        </div>
      )}
    </AdminPage>
  );
}
