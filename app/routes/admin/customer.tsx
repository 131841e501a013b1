import { Link } from 'react-router';
import type { Route } from './+types/customer';
import { CUSTOMER_NOT_FOUND, type AdminCustomerDetail } from '../../../common/admin-customers';
import { formatRupees } from '../../../common/money';
import { Cell, DataTable } from '../../components/admin/DataTable';
import { Detail, PhoneLinks } from '../../components/admin/Details';
import { OrderStatusPill, PaymentStatusPill } from '../../components/admin/orders/StatusPills';
import { AdminPage, Card, EmptyState } from '../../components/admin/Page';
import { CUSTOMERS_PATH, NEVER_ORDERED } from '../../lib/admin-customer-messages';
import { adminLoginRedirect, adminPageMeta } from '../../lib/admin-shell';
import { readOrNotFound } from '../../lib/not-found';
import { formatOrderDate, formatOrderTime, paymentMethodLabel } from '../../lib/order-display';

// One customer, their figures, addresses and every order they placed (docs/decisions/0061, 0063).
// Private data: the loader checks the admin session itself. An unknown id is a 404 that the admin
// shell's boundary shows as its not-found page.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if ((await context.auth.admin(request)) === null) throw adminLoginRedirect(request);
  return { customer: await readOrNotFound(() => context.services.desk.customer(params.customerId), CUSTOMER_NOT_FOUND) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => adminPageMeta(loaderData ? loaderData.customer.name : 'Customer', matches[0].loaderData?.shopName);

const linkClass = 'inline-flex min-h-11 items-center text-brand-700 underline break-all';

export default function AdminCustomerPage({ loaderData }: Route.ComponentProps) {
  const { customer } = loaderData;
  return (
    <AdminPage
      title={customer.name}
      actions={
        <Link to={CUSTOMERS_PATH} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          All customers
        </Link>
      }
    >
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3 lg:items-start">
        <Card>
          <h2 className="text-lg font-semibold text-zinc-900">Contact</h2>
          <dl className="mt-3 grid gap-3 text-sm">
            <Detail label="E-mail">
              <a className={linkClass} href={`mailto:${customer.email}`}>
                {customer.email}
              </a>
            </Detail>
            <Detail label="Phone">
              <PhoneLinks number={customer.phoneNumber} />
            </Detail>
          </dl>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-zinc-900">Figures</h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm lg:grid-cols-1">
            <Detail label="Orders">
              <span className="tabular-nums">{customer.orderCount}</span>
            </Detail>
            <Detail label="Total spent">
              <span className="tabular-nums">{formatRupees(customer.totalSpent)}</span>
            </Detail>
            <Detail label="Last order">{customer.lastOrderAt === null ? NEVER_ORDERED : <time dateTime={customer.lastOrderAt}>{formatOrderTime(customer.lastOrderAt)}</time>}</Detail>
            <Detail label="Customer since">
              <time dateTime={customer.createdAt}>{formatOrderDate(customer.createdAt)}</time>
            </Detail>
          </dl>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-zinc-900">Addresses</h2>
          <Addresses addresses={customer.addresses} />
        </Card>
      </div>
      <section aria-labelledby="customer-orders" className="mt-6 sm:mt-8">
        <h2 id="customer-orders" className="mb-3 text-xl font-semibold text-zinc-900">
          Orders
        </h2>
        {customer.orders.length === 0 ? <EmptyState>No orders yet.</EmptyState> : <CustomerOrders orders={customer.orders} name={customer.name} />}
      </section>
    </AdminPage>
  );
}

function Addresses({ addresses }: { addresses: AdminCustomerDetail['addresses'] }) {
  const filled = addresses.filter((address) => address.street.trim() !== '' || address.city.trim() !== '');
  if (filled.length === 0) return <p className="mt-3 text-sm text-zinc-600">No address saved.</p>;
  return (
    <ul className="mt-3 grid gap-3 text-sm text-zinc-900">
      {filled.map((address, index) => (
        <li key={index}>
          <address className="not-italic">
            {address.street}
            <br />
            {[address.city, address.state, address.zipCode].filter(Boolean).join(', ')}
            <br />
            {address.country}
          </address>
        </li>
      ))}
    </ul>
  );
}

const ORDER_COLUMNS = [{ label: 'Order ID' }, { label: 'Date' }, { label: 'Status' }, { label: 'Payment' }, { label: 'Total', align: 'right' as const }];

/** Their orders, newest first: a card each on a phone, a table from tablets up. */
function CustomerOrders({ orders, name }: { orders: AdminCustomerDetail['orders']; name: string }) {
  return (
    <>
      <ul aria-label={`Orders of ${name}`} className="-mx-4 grid gap-3 sm:hidden">
        {orders.map((order) => (
          <li key={order._id} data-order-id={order.customOrderId} className="border-y border-zinc-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <OrderLink order={order} />
              <OrderStatusPill status={order.status} />
            </div>
            <p className="text-sm text-zinc-600">
              <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
            </p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="flex flex-wrap items-center gap-1.5">
                <PaymentStatusPill status={order.paymentStatus} />
                <span className="text-zinc-800">{paymentMethodLabel(order.paymentMethod)}</span>
              </span>
              <span className="font-semibold text-zinc-900 tabular-nums">{formatRupees(order.totalPrice)}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <OrdersTable orders={orders} name={name} />
      </div>
    </>
  );
}

function OrderLink({ order }: { order: AdminCustomerDetail['orders'][number] }) {
  return (
    <Link to={`/admin/orders/edit/${order._id}`} className="inline-flex min-h-11 items-center font-mono font-semibold whitespace-nowrap text-brand-700 underline">
      {order.customOrderId}
    </Link>
  );
}

function OrdersTable({ orders, name }: { orders: AdminCustomerDetail['orders']; name: string }) {
  return (
    <DataTable caption={`Orders of ${name}`} columns={ORDER_COLUMNS} scroll>
      {orders.map((order) => (
        <tr key={order._id} data-order-id={order.customOrderId}>
          <Cell>
            <OrderLink order={order} />
          </Cell>
          <Cell className="whitespace-nowrap">
            <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
          </Cell>
          <Cell>
            <OrderStatusPill status={order.status} />
          </Cell>
          <Cell>
            <span className="flex flex-wrap items-center gap-1.5 whitespace-nowrap">
              <PaymentStatusPill status={order.paymentStatus} />
              <span className="text-zinc-800">{paymentMethodLabel(order.paymentMethod)}</span>
            </span>
          </Cell>
          <Cell align="right" className="whitespace-nowrap tabular-nums">
            {formatRupees(order.totalPrice)}
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}
