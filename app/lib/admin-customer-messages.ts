/** The customers screens' words (docs/decisions/0063). */
export const NO_CUSTOMERS = 'No customers yet.';
export const noCustomersMatch = (q: string) => `No customers match ‘${q}’.`;
export const customersLoadError = (message: string) => `Error loading customers: ${message}`;
export const customerCount = (total: number, narrowed: boolean) => `${total} ${narrowed ? 'matching ' : ''}${total === 1 ? 'customer' : 'customers'}`;
export const CUSTOMER_SEARCH_LABEL = 'Search customers by name, e-mail or phone';
export const CUSTOMER_SEARCH_PLACEHOLDER = 'Name, e-mail or phone';
/** A customer with no order yet, in the 'Last order' column. */
export const NEVER_ORDERED = 'No orders yet';
export const CUSTOMERS_PATH = '/admin/customers';
export const customerPath = (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;
