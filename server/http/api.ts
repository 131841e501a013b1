import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Config } from '../config';
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
export function createApi({ services, logger, ping, config }: { services: Services; logger: Logger; ping: () => Promise<void>; config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'> }) {
  const api = new Hono<AuthEnv>().basePath('/api');
  const cookies = createCookieWriter(config.PUBLIC_URL);
  // Browsers that signed in before skip an attacked account's slowdown (docs/decisions/0031).
  const deviceCookies = createDeviceCookieWriter(config.PUBLIC_URL);
  const limits = createAuthLimits(
    services.rateLimiter,
    {
      customer: createKnownDevices(services.deviceTokens, deviceCookies, 'customer'),
      admin: createKnownDevices(services.deviceTokens, deviceCookies, 'admin'),
    },
    { trustedProxies: config.TRUST_PROXY },
  );

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
  const openApi = buildOpenApiDocument(config.PUBLIC_URL, services.modules);
  api.get('/openapi.json', (c) => c.json(openApi));
  // Each module's routes, in the modules' order (server/services.ts; docs/decisions/0042).
  for (const module of services.modules) {
    for (const { path, routes } of module.mount({ cookies, limits, logger })) api.route(path, routes);
  }

  api.notFound((c) => c.json({ message: 'Not found' }, 404));
  api.onError((error, c) => {
    const { status, body, headers } = toErrorResponse(error, logger, c.req.raw);
    return c.json(body, status as ContentfulStatusCode, headers);
  });
  return api;
}
