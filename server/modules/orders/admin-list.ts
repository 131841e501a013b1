import { istDayEnd, istDayStart, parseOrderSearch, type AdminOrderFilters } from '../../../common/admin-order-filters';
import type { OrdersToActOn } from '../../../common/admin-orders';
import type { AdminOrderFilter } from './admin-filter-repo';

/** What the admin's list is asked for: a page, the filters and search, the unpaid-online switch. */
export type AdminOrderListRequest = { page: number; limit: number; hideUnpaidOnline?: boolean } & AdminOrderFilters;

/** The list's query as the repo filters on it: IST days become UTC instants, the search text a search. */
export function toAdminOrderFilter(query: Omit<AdminOrderListRequest, 'page' | 'limit'>): AdminOrderFilter {
  const search = parseOrderSearch(query.q);
  return {
    hideUnpaidOnline: query.hideUnpaidOnline,
    status: query.status,
    paymentStatus: query.paymentStatus,
    paymentMethod: query.paymentMethod,
    replacementRequested: query.replacement === 'requested' ? true : undefined,
    awaiting: query.awaiting,
    refundStatus: query.refundStatus,
    createdFrom: query.from === undefined ? undefined : istDayStart(query.from),
    createdBefore: query.to === undefined ? undefined : istDayEnd(query.to),
    search: search ?? undefined,
  };
}

/**
 * The dashboard's 'To act on' (docs/decisions/0062): one SQL COUNT per filter, the very filters
 * the counts' links open in the admin's list, so a count and its list agree.
 */
export async function ordersToActOn(count: (filter: AdminOrderFilter) => Promise<number>): Promise<OrdersToActOn> {
  const [toShip, toConfirm, replacements, refundsFailed] = await Promise.all([
    count({ awaiting: 'shipment' }),
    count({ awaiting: 'confirmation' }),
    count({ replacementRequested: true }),
    count({ refundStatus: 'Failed' }),
  ]);
  return { toShip, toConfirm, replacements, refundsFailed };
}
