/** The storefront contract's texts for the admin's order screens (docs/storefront-texts.md#screens, #toasts), word for word. */
export const NO_ORDERS = 'No orders available.';
export const ordersLoadError = (message: string) => `Error loading orders: ${message}`;

export const ORDER_SEARCH_PLACEHOLDER = 'Search by Order ID(ORD-XXXXXXXXX)';
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
