/** The storefront contract's customer-facing texts (docs/storefront-texts.md#screens, #toasts) that more than one screen shows, word for word. */
export const GENERIC_ERROR = 'An error occurred. Please try again.';
export const PLEASE_WAIT = 'Please wait...';
/** Cart add and delete when signed out (docs/storefront-texts.md#cart). */
export const NOT_LOGGED_IN = 'You are not logged in!';
/** Buy Now and cart Checkout when signed out (docs/storefront-texts.md#checkout). */
export const NOT_LOGGED_IN_CHECKOUT = "You're not logged in!";
/** Checkout (docs/storefront-texts.md#checkout); the server's own words (common/checkout-messages.ts, free of zod). */
export { OUT_OF_STOCK, PAYMENT_SETUP_IN_PROGRESS as WAIT_FOR_PAYMENT_SETUP } from '../../common/checkout-messages';
export const CREATING_ORDER = 'Creating order, please wait...';
export const ORDER_CREATED = 'Order created successfully!';
export const ORDER_FAILED = 'Failed to create order. Please try again.';
export const CHECKOUT_OOPS = 'Oops! something went wrong!';
export const WAIT_FOR_ORDER = 'Please wait while we confirm your order!';
