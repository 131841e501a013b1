import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Config } from '../config';
import { adminRoutes } from '../modules/accounts/admin-routes';
import { userRoutes } from '../modules/accounts/routes';
import { cancellationRoutes } from '../modules/cancellation/routes';
import { cartRoutes } from '../modules/cart/routes';
import { catalogRoutes } from '../modules/catalog/routes';
import { checkoutRoutes } from '../modules/checkout/routes';
import { gstReportRoutes, invoiceRoutes } from '../modules/invoices/routes';
import { orderRoutes } from '../modules/orders/routes';
import { paymentRoutes } from '../modules/payments/routes';
import { settingsRoutes } from '../modules/settings/routes';
import type { Services } from '../services';
import { authMiddleware, type AuthEnv } from './auth';
import { limitRequestBodies } from './body-limit';
import { createCookieWriter, createDeviceCookieWriter } from './cookies';
import { createKnownDevices } from './known-devices';
import { toErrorResponse } from './error-mapper';
import { buildOpenApiDocument } from './openapi';
import { originCheck } from './origin-check';
import { createAuthLimits } from './auth-limits';

/** The JSON API under /api (docs/api.md). */
export function createApi({ services, logger, ping, config }: { services: Services; logger: Logger; ping: () => Promise<void>; config: Pick<Config, 'PUBLIC_URL'> }) {
  const api = new Hono<AuthEnv>().basePath('/api');
  const catalog = catalogRoutes(services.catalog, services.catalogAdmin, services.inventory);
  const cookies = createCookieWriter(config.PUBLIC_URL);
  // Browsers that signed in before skip an attacked account's slowdown (docs/decisions/0031).
  const deviceCookies = createDeviceCookieWriter(config.PUBLIC_URL);
  const limits = createAuthLimits(services.rateLimiter, {
    customer: createKnownDevices(services.deviceTokens, deviceCookies, 'customer'),
    admin: createKnownDevices(services.deviceTokens, deviceCookies, 'admin'),
  });

  // Refuse cross-origin cookie writes before anything runs; then a lazy session resolver.
  api.use('*', originCheck(config.PUBLIC_URL));
  // No body past its limit is read (docs/decisions/0011-http-edge-limits.md).
  api.use('*', limitRequestBodies());
  api.use('*', authMiddleware(services.sessions, cookies));

  api.get('/health', async (c) => {
    await ping();
    return c.json({ status: 'ok' });
  });
  // Built once: the document depends only on the code and PUBLIC_URL.
  const openApi = buildOpenApiDocument(config.PUBLIC_URL);
  api.get('/openapi.json', (c) => c.json(openApi));
  api.route('/products', catalog.products);
  api.route('/categories', catalog.categories);
  api.route(
    '/user',
    userRoutes({ users: services.users, accountEdits: services.accountEdits, passwordResets: services.passwordResets, sessions: services.sessions, cookies, limits }),
  );

  api.route('/admin/inventory', catalog.inventory);
  api.route('/admin/products', catalog.adminProducts);
  api.route('/admin/settings', settingsRoutes(services.settings));
  api.route('/admin', adminRoutes({ adminAuth: services.adminAuth, sessions: services.sessions, cookies, limits: limits.adminLogin }));

  api.route('/cart', cartRoutes(services.cart));
  api.route('/orders', orderRoutes(services.orders, services.orderLifecycle, services.orderDeliveryState));
  api.route('/orders', cancellationRoutes(services.cancellation));
  api.route('/orders', invoiceRoutes(services.invoices));
  api.route('/admin/reports', gstReportRoutes(services.invoices));
  api.route('/payments', checkoutRoutes(services.checkout));
  api.route('/payments', paymentRoutes(services.payments, logger));

  api.notFound((c) => c.json({ message: 'Not found' }, 404));
  api.onError((error, c) => {
    const { status, body, headers } = toErrorResponse(error, logger, c.req.raw);
    return c.json(body, status as ContentfulStatusCode, headers);
  });
  return api;
}
