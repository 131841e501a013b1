import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createRequestListener as createPageListener } from '@react-router/node';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { SIMULATOR_BASE_PATH } from '../modules/payments/simulator/simulator';
import type { Runtime } from '../runtime';
import { createApi } from './api';
import { createAdminResolver } from '../modules/accounts/admin-routes';
import { createCustomerResolver } from './auth';
import { setBaseSecurityHeaders } from './security-headers';
import { createStaticHandler } from './static-files';

type Next = (error?: unknown) => void;

export interface ListenerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build to serve (production); Vite serves it in development. */
  clientDir?: string;
  /** Vite's connect middlewares in development (client modules, HMR). */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: Next) => void;
}

/** What every page loader receives as `context` (typed in app/load-context.ts). */
export function createLoadContext(runtime: Runtime): AppLoadContext {
  const { config, services, logger } = runtime;
  return {
    services,
    logger,
    shop: {
      name: config.SHOP_NAME,
      publicUrl: config.PUBLIC_URL,
      codEnabled: config.COD_ENABLED,
      cartDeliveryCharge: config.CART_DELIVERY_CHARGE,
    },
    dev: !config.isProduction,
    auth: {
      customer: createCustomerResolver(services.sessions, services.users),
      admin: createAdminResolver(services.sessions, services.adminAuth),
    },
  };
}

/**
 * The one request listener of the process: /api goes to Hono; /__sim/phonepe to the PhonePe
 * simulator (when it is the provider); everything else to the static files, then (in
 * development) Vite, then React Router's server renderer.
 */
export function createHttpListener(runtime: Runtime, options: ListenerOptions): RequestListener {
  const { logger } = runtime;
  const api = getRequestListener(createApi({ services: runtime.services, logger, ping: runtime.ping, config: runtime.config }).fetch);
  const loadContext = createLoadContext(runtime);
  const renderPage = createPageListener({
    build: options.build,
    getLoadContext: () => loadContext,
    mode: runtime.config.isProduction ? 'production' : 'development',
  });
  const serveStatic = createStaticHandler({ clientDir: options.clientDir, uploadsDir: join(runtime.config.DATA_DIR, 'uploads') });
  // PAYMENT_PROVIDER=phonepe-sim: the PhonePe simulator (API, hosted page) at /__sim/phonepe.
  const { simulator } = runtime.services.payments.provider;
  const serveSimulator = simulator && getRequestListener(simulator.app.fetch);

  return (req, res) => {
    const started = performance.now();
    res.on('finish', () => {
      logger.info({ method: req.method, url: req.url, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
    });
    setBaseSecurityHeaders(res);

    const url = req.url ?? '/';
    const pathname = url.split('?', 1)[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      void api(req, res);
      return;
    }
    if (serveSimulator && pathname.startsWith(`${SIMULATOR_BASE_PATH}/`)) {
      void serveSimulator(req, res);
      return;
    }
    if (serveStatic(req, res, pathname)) return;
    if (options.devMiddleware) {
      options.devMiddleware(req, res, () => void renderPage(req, res));
      return;
    }
    void renderPage(req, res);
  };
}
