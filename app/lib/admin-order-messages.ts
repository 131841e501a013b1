/** The storefront contract's texts for the admin's order screens (docs/storefront-texts.md#screens, #toasts), word for word. */
export const NO_ORDERS = 'No orders available.';
export const ordersLoadError = (message: string) => `Error loading orders: ${message}`;

/** What the box finds, in full on a phone (the spec's 'Search by Order ID(ORD-XXXXXXXXX)' was cut there and named only the id; docs/decisions/0044). */
export const ORDER_SEARCH_PLACEHOLDER = 'Order ID, name, phone or e-mail';

/** The list's count: '1 order', '12 orders'; narrowed by a search or filter, '1 matching order', '12 matching orders'. */
export const orderCount = (total: number, narrowed: boolean) => `${total} ${narrowed ? 'matching ' : ''}${total === 1 ? 'order' : 'orders'}`;
export const ORDER_SEARCHING = 'Searching order, please wait...';
export const ORDER_FOUND = 'Order Found!';
export const ORDER_NOT_FOUND_TOAST = 'No order with this Id!';
export const ORDER_SEARCH_FAILED = 'Failed to find. Please try again.';

export const ORDER_UPDATED = 'Order updated successfully';
export const ORDER_UPDATE_FAILED = 'Failed to update order';

/** The list narrowed by a search or filters, and nothing is left. */
export const NO_ORDERS_MATCH = 'No orders match this search and these filters.';

/** The screen of orders whose delivery state is no GST state (docs/decisions/0037), and the links to it. */
export const UNRESOLVED_TITLE = 'Orders to correct';
export const UNRESOLVED_PATH = '/admin/orders/unresolved-states';
