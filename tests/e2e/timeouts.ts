/**
 * How long a test waits for the payment return page to say 'Order Confirmed!'. The page asks for
 * the payment's state once hydrated, and on a loaded CI machine (two cores, two browsers, the
 * server) hydration alone has taken 10 s; the default 5 s made those tests flaky, not the shop.
 */
export const PAYMENT_CONFIRMED_MS = 20_000;
