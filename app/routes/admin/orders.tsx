import { Link } from 'react-router';
import type { Route } from './+types/orders';
import { adminOrderFiltersSchema, adminOrderQuery, type AdminOrderFilters } from '../../../common/admin-order-filters';
import type { AdminOrder } from '../../../common/admin-orders';
import { DEFAULT_PAGE_SIZE } from '../../../common/pages';
import { OrderCards } from '../../components/admin/orders/OrderCards';
import { activeFilterCount, OrderFilters } from '../../components/admin/orders/OrderFilters';
import { OrderSearch } from '../../components/admin/orders/OrderSearch';
import { OrdersTable } from '../../components/admin/orders/OrdersTable';
import { OrdersExport } from '../../components/admin/OrdersExport';
import { AdminPage, EmptyState, LoadError } from '../../components/admin/Page';
import { istWallClock } from '../../../common/ist';
import { Pagination } from '../../components/Pagination';
import { loadErrorMessage, pageFrom } from '../../lib/admin-list';
import { NO_ORDERS, NO_ORDERS_MATCH, orderCount, ordersLoadError, UNRESOLVED_PATH, UNRESOLVED_TITLE } from '../../lib/admin-order-messages';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';

const PATH = '/admin/orders';
/** `?unpaid=hide`: leave out online orders whose payment never completed (abandoned at the gateway). */
const HIDE_UNPAID = 'unpaid';

const href = (query: string) => (query === '' ? PATH : `${PATH}?${query}`);

// Every order, 10 a page and newest first, read in-process, narrowed by the filters and search in
// the URL (common/admin-order-filters.ts: the API's names). Orders are private: unlike the
// catalogue screens this loader checks the admin session itself, as it runs beside (not after)
// the shell's guard.
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  const url = new URL(request.url);
  const page = pageFrom(url);
  const hideUnpaidOnline = url.searchParams.get(HIDE_UNPAID) === 'hide';
  const parsed = adminOrderFiltersSchema.safeParse(Object.fromEntries(url.searchParams));
  const filters: AdminOrderFilters = parsed.success ? parsed.data : {};
  // The CSV export's days: this IST month so far (docs/decisions/0064).
  const today = istWallClock(new Date()).toISOString().slice(0, 10);
  const exportDays = { from: `${today.slice(0, 8)}01`, to: today };
  const base = { page, hideUnpaidOnline, filters, exportDays, orders: [] as AdminOrder[], pages: 0, total: 0, unresolved: 0 };
  // A hand-edited link with a wrong value: say which, rather than show an unfiltered list as if filtered.
  if (!parsed.success) return { ...base, error: parsed.error.issues[0]?.message ?? 'Invalid filter' };
  try {
    const [{ orders, pages, total }, unresolved] = await Promise.all([
      context.services.orders.listForAdmin({ page, limit: DEFAULT_PAGE_SIZE, hideUnpaidOnline, ...filters }),
      context.services.orders.countToCorrect(),
    ]);
    return { ...base, orders, pages, total, unresolved, error: null };
  } catch (error) {
    context.logger.error({ err: error }, 'admin order list failed to load');
    return { ...base, error: loadErrorMessage(error) };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta('Orders', matches[0].loaderData?.shopName);

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, pages, page, total, hideUnpaidOnline, filters, error, unresolved, exportDays } = loaderData;
  const unpaid = hideUnpaidOnline ? 'hide' : undefined;
  const pageHref = (n: number) => href(adminOrderQuery(filters, { [HIDE_UNPAID]: unpaid, page: n > 1 ? String(n) : undefined }));
  const searchHref = (q: string) => href(adminOrderQuery({ ...filters, q }, { [HIDE_UNPAID]: unpaid }));
  const narrowed = filters.q !== undefined || activeFilterCount(filters) > 0;
  const caption = narrowed ? `Orders matching the search and filters, page ${page} of ${pages}` : `Orders, page ${page} of ${pages}`;

  return (
    <AdminPage title="Orders">
      {unresolved > 0 && (
        // Orders without a place of supply, or invoiced at another one, wait for the shop (docs/decisions/0037, 0038).
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {unresolved === 1 ? '1 order has' : `${unresolved} orders have`} a delivery state that is not a GST state, or an invoice at the wrong place of supply.{' '}
          <Link to={UNRESOLVED_PATH} className="font-semibold underline">
            {UNRESOLVED_TITLE}
          </Link>
        </p>
      )}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <OrderSearch query={filters.q ?? ''} hrefFor={searchHref} />
        <Link
          to={href(adminOrderQuery(filters, { [HIDE_UNPAID]: hideUnpaidOnline ? undefined : 'hide' }))}
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
      <OrdersExport from={exportDays.from} to={exportDays.to} />
      <div className="mb-4">
        <OrderFilters filters={filters} path={PATH} hidden={{ ...(filters.q ? { q: filters.q } : {}), ...(unpaid ? { [HIDE_UNPAID]: unpaid } : {}) }} resetHref={href(adminOrderQuery({ q: filters.q }, { [HIDE_UNPAID]: unpaid }))} />
      </div>
      {error === null && (
        <p role="status" className="mb-3 text-sm text-zinc-600">
          {orderCount(total, narrowed)}
        </p>
      )}
      {error !== null ? (
        <LoadError>{ordersLoadError(error)}</LoadError>
      ) : orders.length === 0 ? (
        <EmptyState>
          {narrowed ? NO_ORDERS_MATCH : NO_ORDERS}
          {narrowed && (
            <>
              {' '}
              <Link to={PATH} className="font-medium text-brand-700 underline">
                Show all orders
              </Link>
            </>
          )}
        </EmptyState>
      ) : (
        <>
          <div className="lg:hidden">
            <OrderCards orders={orders} label={caption} />
          </div>
          <div className="hidden lg:block">
            <OrdersTable orders={orders} caption={caption} />
          </div>
        </>
      )}
      {pages > 1 && (
        <div className="mt-6">
          <Pagination page={page} pages={pages} hrefFor={pageHref} />
        </div>
      )}
    </AdminPage>
  );
}
