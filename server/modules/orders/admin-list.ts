import { istDayEnd, istDayStart, parseOrderSearch, type AdminOrderFilters } from '../../../common/admin-order-filters';
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
    createdFrom: query.from === undefined ? undefined : istDayStart(query.from),
    createdBefore: query.to === undefined ? undefined : istDayEnd(query.to),
    search: search ?? undefined,
  };
}
