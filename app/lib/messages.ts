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
/** Ours: the quote (POST /api/checkout/quote) did not answer, so there is no total to show or pay (docs/decisions/0060). */
export const QUOTE_FAILED = 'We could not work out your total just now.';
/** Cart add, register and address toasts (docs/storefront-texts.md#cart, #toasts); also the notices of forms posted without JavaScript (lib/notice.ts). */
export const ADDED_TO_CART = 'Added to cart!';
export const ACCOUNT_CREATED = 'Account Created!';
export const ADDRESS_UPDATED = 'Updated Address!';
export const INVALID_LOGIN = 'Invalid email or password';
export const EMAIL_TAKEN = 'Email is already registered!';
/** A review written on the product page (docs/decisions/0055). */
export const REVIEW_ADDED = 'Thank you for your review!';
