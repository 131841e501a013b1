/** The spec's customer-facing texts (§2, §8) that more than one screen shows, word for word. */
export const GENERIC_ERROR = 'An error occurred. Please try again.';
export const PLEASE_WAIT = 'Please wait...';
/** Cart add and delete when signed out (§6, §8). */
export const NOT_LOGGED_IN = 'You are not logged in!';
/** Buy Now and cart Checkout when signed out (§5, §8). */
export const NOT_LOGGED_IN_CHECKOUT = "You're not logged in!";
