import { Link } from 'react-router';
import type { Route } from './+types/unresolved-states';
import { REISSUE_NOTE, type OrderToCorrect } from '../../../common/admin-orders';
import { formatRupees } from '../../../common/money';
import { DeliveryStateForm } from '../../components/admin/orders/DeliveryStateForm';
import { AdminPage, Card, EmptyState } from '../../components/admin/Page';
import { RouteErrorScreen } from '../../components/admin/RouteError';
import { UNRESOLVED_TITLE } from '../../lib/admin-order-messages';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';
import { formatOrderTime } from '../../lib/order-display';


// The orders to correct (docs/decisions/0032, 0038), read in-process. Private
// data: the loader checks the admin session itself.
export async function loader({ request, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  return { orders: await context.services.orders.listToCorrect() };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(UNRESOLVED_TITLE, matches[0].loaderData?.shopName);

/**
 * /admin/orders/unresolved-states: each order whose delivery state names no GST state, or whose
 * invoice names another place of supply, with its address as stored, why it is listed, and a form
 * to choose the state (and check the PIN). A corrected order leaves the list; one already due its
 * invoice is invoiced as it is saved (docs/decisions/0037); a wrong invoice is credited and
 * replaced (docs/decisions/0038).
 */
export default function UnresolvedStates({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <AdminPage title={UNRESOLVED_TITLE} width="form">
      <p className="max-w-3xl text-sm text-zinc-600">
        The delivery state of these orders is not a GST state or union territory, or their invoice names another place of supply than the address. Choose the
        state the parcel goes to and check the PIN code: an order that is paid or shipped is invoiced when you save, and a wrong invoice is cancelled by a credit
        note and issued again.
      </p>
      <div className="mt-6 grid gap-4 sm:gap-6">
        {orders.length === 0 ? <EmptyState>No orders to correct: every order’s delivery state is a GST state, and every invoice names it.</EmptyState> : orders.map((order) => <UnresolvedOrder key={order._id} order={order} />)}
      </div>
    </AdminPage>
  );
}

function UnresolvedOrder({ order }: { order: OrderToCorrect }) {
  const address = order.deliveryAddress;
  const headingId = `order-${order._id}`;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 id={headingId} className="text-lg font-semibold text-zinc-900">
            <Link to={`/admin/orders/edit/${encodeURIComponent(order._id)}`} className="font-mono text-brand-700 underline-offset-2 hover:underline">
              {order.customOrderId}
            </Link>
          </h2>
          <p className="text-sm text-zinc-600">
            <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time> · {order.status} · Payment {order.paymentStatus} · {formatRupees(order.totalPrice)}
          </p>
        </div>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-zinc-600">Customer</dt>
            <dd className="font-medium wrap-anywhere text-zinc-900">
              {order.user.name} · {order.contactNumber}
            </dd>
          </div>
          <div>
            <dt className="text-zinc-600">Delivery address as stored</dt>
            <dd className="font-medium wrap-anywhere text-zinc-900">
              {address.street}, {address.city}, <mark className="rounded bg-amber-100 px-1 text-amber-900">{address.state || '(no state)'}</mark> {address.zipCode}, {address.country}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-zinc-600">Why it is listed</dt>
            <dd className="font-medium text-zinc-900">{order.why}</dd>
          </div>
        </dl>
        {order.invoice && (
          // Invoiced already: saving another place of supply issues a credit note and a new invoice (docs/decisions/0038).
          <p role="note" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {REISSUE_NOTE} (Invoice {order.invoice.number}.)
          </p>
        )}
        <DeliveryStateForm order={order} />
      </section>
    </Card>
  );
}

export const ErrorBoundary = RouteErrorScreen;
