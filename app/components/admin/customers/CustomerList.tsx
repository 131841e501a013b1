import { Link } from 'react-router';
import type { AdminCustomer } from '../../../../common/admin-customers';
import { formatRupees } from '../../../../common/money';
import { customerPath, NEVER_ORDERED } from '../../../lib/admin-customer-messages';
import { formatOrderDate } from '../../../lib/order-display';
import { Cell, DataTable } from '../DataTable';

const COLUMNS = [
  { label: 'Name', className: 'min-w-44' },
  { label: 'E-mail' },
  { label: 'Phone' },
  { label: 'Orders', align: 'right' as const },
  { label: 'Total spent', align: 'right' as const },
  { label: 'Last order' },
];

const nameLinkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

function LastOrder({ at }: { at: string | null }) {
  return at === null ? <span className="text-zinc-600">{NEVER_ORDERED}</span> : <time dateTime={at}>{formatOrderDate(at)}</time>;
}

/** The customers from laptops up (docs/decisions/0063): one row each, the name linking to their page. */
export function CustomersTable({ customers, caption }: { customers: AdminCustomer[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={COLUMNS}>
      {customers.map((customer) => (
        <tr key={customer._id} data-customer-id={customer._id}>
          <Cell>
            <Link to={customerPath(customer._id)} className={nameLinkClass}>
              {customer.name}
            </Link>
          </Cell>
          <Cell className="break-all">{customer.email}</Cell>
          <Cell className="whitespace-nowrap tabular-nums">{customer.phoneNumber}</Cell>
          <Cell align="right" className="tabular-nums">
            {customer.orders}
          </Cell>
          <Cell align="right" className="whitespace-nowrap tabular-nums">
            {formatRupees(customer.totalSpent)}
          </Cell>
          <Cell className="whitespace-nowrap">
            <LastOrder at={customer.lastOrderAt} />
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}

/** The customers on a phone or tablet: a card each, the whole card's name a link to their page. */
export function CustomerCards({ customers, label }: { customers: AdminCustomer[]; label: string }) {
  return (
    <ul aria-label={label} className="-mx-4 grid gap-3 sm:mx-0 sm:grid-cols-2">
      {customers.map((customer) => (
        <li key={customer._id} data-customer-id={customer._id}>
          <article aria-label={customer.name} className="relative flex h-full flex-col border-y border-zinc-200 bg-white p-4 focus-within:ring-2 focus-within:ring-brand-700 sm:rounded-xl sm:border sm:shadow-sm">
            <h2 className="text-base">
              {/* The link covers the card (its ::after), so the whole card is the tap target. */}
              <Link to={customerPath(customer._id)} className="font-semibold text-brand-700 after:absolute after:inset-0 focus-visible:outline-none">
                {customer.name}
              </Link>
            </h2>
            <p className="mt-1 text-sm break-all text-zinc-700">{customer.email}</p>
            <p className="text-sm text-zinc-700 tabular-nums">{customer.phoneNumber}</p>
            <dl className="mt-3 grid grid-cols-3 gap-x-3 border-t border-zinc-100 pt-3 text-sm">
              <div>
                <dt className="text-zinc-600">Orders</dt>
                <dd className="font-semibold text-zinc-900 tabular-nums">{customer.orders}</dd>
              </div>
              <div>
                <dt className="text-zinc-600">Total spent</dt>
                <dd className="font-semibold text-zinc-900 tabular-nums">{formatRupees(customer.totalSpent)}</dd>
              </div>
              <div>
                <dt className="text-zinc-600">Last order</dt>
                <dd className="text-zinc-900">
                  <LastOrder at={customer.lastOrderAt} />
                </dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
