import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { catalogRoutes } from '../modules/catalog/routes';
import type { Services } from '../services';
import { toErrorResponse } from './error-mapper';

/** The JSON API under /api (ARCHITECTURE.md §4). */
export function createApi({ services, logger, ping }: { services: Services; logger: Logger; ping: () => Promise<void> }) {
  const api = new Hono().basePath('/api');
  const catalog = catalogRoutes(services.catalog);

  api.get('/health', async (c) => {
    await ping();
    return c.json({ status: 'ok' });
  });
  api.route('/products', catalog.products);
  api.route('/categories', catalog.categories);

  api.notFound((c) => c.json({ message: 'Not found' }, 404));
  api.onError((error, c) => {
    const { status, body, headers } = toErrorResponse(error, logger);
    return c.json(body, status as ContentfulStatusCode, headers);
  });
  return api;
}
