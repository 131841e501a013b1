import { REPLACEMENT_WINDOW_DAYS } from './admin-orders';

/**
 * The promises the shop makes in more than one place, each written once: the shipping policy page
 * states them (docs/storefront-texts.md#constants) and the order e-mails repeat them, so a mail
 * can never promise other days than the page.
 */

/** How long a refund takes to arrive, in the shipping policy's words. */
export const REFUND_TIME = '2-3 business days';
/** Where a refund goes and when: completes 'the refund …' or 'it …'. */
export const REFUND_ARRIVES = `reaches your original payment method in ${REFUND_TIME}`;

/** How long after delivery a replacement may be asked for (the product page's '14-Day Replacement'). */
export { REPLACEMENT_WINDOW_DAYS };
