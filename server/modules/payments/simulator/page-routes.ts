import { Hono, type Context } from 'hono';
import type { SimulatorContext } from './context';
import { STYLESHEET, STYLESHEET_PATH, isPageOutcome, notFoundPage, pageContentSecurityPolicy, paymentPage } from './hosted-page';

/**
 * The hosted payment page. Submitting the form settles the order, sends the shopper's browser
 * back to the shop (303, so the browser follows with a GET) and queues the webhook, which goes out
 * in the background: the redirect and the webhook race each other, as with the real gateway.
 */
export function pageRoutes(ctx: SimulatorContext) {
  const { store } = ctx;
  const pages = new Hono();

  pages.get(STYLESHEET_PATH, (c) => c.body(STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));

  pages.get('/pay/:gatewayOrderId', (c) => {
    const order = store.orderByGatewayId(c.req.param('gatewayOrderId'));
    if (!order) return page(c, 404, notFoundPage());
    return page(c, 200, paymentPage(order, { now: ctx.clock() }), order.redirectUrl);
  });

  pages.post('/pay/:gatewayOrderId', async (c) => {
    const order = store.orderByGatewayId(c.req.param('gatewayOrderId'));
    if (!order) return page(c, 404, notFoundPage());
    const { outcome } = await c.req.parseBody();
    if (!isPageOutcome(outcome)) return c.text('Choose one of the three buttons', 400);
    // A second submission (back button, double click) or an expired order changes nothing.
    if (outcome !== 'pending' && store.settle(order, outcome === 'success' ? 'COMPLETED' : 'FAILED')) {
      ctx.logger.info({ merchantOrderId: order.merchantOrderId, state: order.state }, 'simulator payment settled');
      ctx.notify(order);
    }
    return c.redirect(order.redirectUrl, 303);
  });

  return pages;
}

function page(c: Context, status: 200 | 404, body: ReturnType<typeof paymentPage>, redirectUrl?: string) {
  c.header('Content-Security-Policy', pageContentSecurityPolicy(redirectUrl));
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}
