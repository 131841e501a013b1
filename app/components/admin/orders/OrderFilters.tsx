import type { FormEvent } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { adminOrderQuery, PAYMENT_METHODS, type AdminOrderFilters } from '../../../../common/admin-order-filters';
import { ORDER_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from '../../../../common/orders';
import { paymentMethodLabel } from '../../../lib/order-display';
import { buttonClass } from '../../form/Button';
import { FilterSelect, filterControlClass, filterLabelClass } from '../FilterSelect';

/** How many of the list's filters (not the search) are set. */
export function activeFilterCount(filters: AdminOrderFilters): number {
  return [filters.status, filters.paymentStatus, filters.paymentMethod, filters.replacement, filters.awaiting, filters.refundStatus, filters.from, filters.to].filter((value) => value !== undefined).length;
}

/**
 * The list's filters as a plain GET form: status, payment status, payment method, replacement,
 * what the order waits for, the refund's state and the days
 * placed (IST, both ends included). Submitting puts them in the URL (the loader reads them there),
 * keeps the search and the unpaid-online switch, and goes back to page 1. Folded away on a phone
 * unless some filter is set; 'Reset' drops them all.
 */
export function OrderFilters({ filters, hidden, path, resetHref }: { filters: AdminOrderFilters; hidden: Record<string, string>; path: string; resetHref: string }) {
  const active = activeFilterCount(filters);
  const navigate = useNavigate();

  // With JavaScript, the same navigation without the empty ("All") values in the URL.
  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]));
    const { unpaid, ...rest } = values;
    const query = adminOrderQuery(rest, { unpaid });
    await navigate(query === '' ? path : `${path}?${query}`);
  }
  return (
    <details open={active > 0} className="group -mx-4 border-y border-zinc-200 bg-white sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 font-semibold text-zinc-900 select-none">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none">
          ▸
        </span>
        <span>Filters</span>
        {active > 0 && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{active} set</span>}
      </summary>
      {/* A fresh form whenever the URL's filters change (Reset, a shared link, back). */}
      <Form key={adminOrderQuery(filters)} method="get" aria-label="Filter orders" onSubmit={apply} className="grid gap-3 border-t border-zinc-200 p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FilterSelect name="status" label="Status" value={filters.status} options={ORDER_STATUSES} />
        <FilterSelect name="paymentStatus" label="Payment status" value={filters.paymentStatus} options={PAYMENT_STATUSES} />
        <FilterSelect name="paymentMethod" label="Payment method" value={filters.paymentMethod} options={PAYMENT_METHODS.map((method) => [method, paymentMethodLabel(method)] as const)} />
        <FilterSelect name="replacement" label="Replacement" value={filters.replacement} options={[['requested', 'Requested, not decided']]} />
        {/* The dashboard's 'To act on' links here (docs/decisions/0062). */}
        <FilterSelect
          name="awaiting"
          label="Waiting for"
          value={filters.awaiting}
          options={[
            ['shipment', 'Shipment (paid or cash on delivery)'],
            ['confirmation', 'Payment confirmation (cash, UPI)'],
          ]}
        />
        <FilterSelect name="refundStatus" label="Refund" value={filters.refundStatus} options={REFUND_STATUSES} />
        <div>
          <label htmlFor="filter-from" className={filterLabelClass}>
            Placed from
          </label>
          <input id="filter-from" type="date" name="from" defaultValue={filters.from ?? ''} className={filterControlClass} />
        </div>
        <div>
          <label htmlFor="filter-to" className={filterLabelClass}>
            Placed to
          </label>
          <input id="filter-to" type="date" name="to" defaultValue={filters.to ?? ''} min={filters.from} className={filterControlClass} />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:col-span-2 lg:col-span-4 lg:flex lg:justify-end">
          <button type="submit" className={buttonClass('primary')}>
            Apply
          </button>
          <Link to={resetHref} className={buttonClass('secondary')}>
            Reset
          </Link>
        </div>
      </Form>
    </details>
  );
}
