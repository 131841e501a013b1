import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import type { Runtime } from '../runtime';
import { createApi } from './api';
import { createApiMount } from './api-mount';
import { edgeRefusal, sendMessage } from './edge-guard';
import { lingerAfterEarlyAnswer, type LingerBounds } from './linger';
import { failRequest } from './node-request';
import { createPageMount, type DevMiddleware } from './page-mount';
import { createPublicCache } from './public-cache';
import { logWhenAnswered } from './request-log';
import { setBaseSecurityHeaders } from './security-headers';
import { createSimulatorMount } from './simulator-mount';
import { createStaticHandler } from './static-files';

export interface ListenerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build to serve (production); Vite serves it in development. */
  clientDir?: string;
  /** Vite's connect middlewares in development (client modules, HMR). */
  devMiddleware?: DevMiddleware;
  /** Serve public catalogue answers from memory (default: on, except with devMiddleware). */
  publicCache?: boolean;
  /** How long and how much a client may go on sending a body after its answer (default LINGER_BOUNDS). */
  linger?: LingerBounds;
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * The one request listener of the process. Every request gets the base security headers, a log
 * line, a bounded drain of any body left unread by its answer (linger.ts) and the edge guard
 * (docs/decisions/0011-http-edge-limits.md); then the first piece whose
 * path it is answers it: the API (/api), the PhonePe simulator (/__sim/phonepe, when it is the
 * provider), the static files, else the pages. The API and the pages share one public cache
 * (docs/decisions/0007-public-catalogue-cache.md), and each route declares what it may hold.
 */
export function createHttpListener(runtime: Runtime, options: ListenerOptions): RequestListener {
  const { logger } = runtime;
  const cache = (options.publicCache ?? !options.devMiddleware) ? createPublicCache({ version: runtime.services.catalogueVersion }) : undefined;
  const apiApp = createApi({ services: runtime.services, logger, ping: runtime.ping, config: runtime.config });
  const api = createApiMount(runtime, cache, apiApp);
  const simulator = createSimulatorMount(runtime);
  const serveStatic = createStaticHandler({ clientDir: options.clientDir, uploadsDir: join(runtime.config.DATA_DIR, 'uploads') });
  // Page actions (forms posted without JavaScript) call the same API app in-process (docs/decisions/0051).
  const pages = createPageMount(runtime, { build: options.build, devMiddleware: options.devMiddleware, cache, api: (request, env) => apiApp.fetch(request, env) });
  const https = runtime.config.PUBLIC_URL.startsWith('https:');

  /** Hands the request to the piece that answers it. */
  const dispatch = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    if (isApiPath(pathname)) void api(req, res);
    else if (simulator && pathname.startsWith(simulator.basePath)) void simulator.listener(req, res);
    else if (!serveStatic(req, res, pathname)) void pages(req, res);
  };

  return (req, res) => {
    logWhenAnswered(req, res, logger);
    lingerAfterEarlyAnswer(req, res, options.linger);
    setBaseSecurityHeaders(res, { https });
    // Requests no piece could answer safely.
    const refusal = edgeRefusal(req);
    if (refusal !== undefined) {
      sendMessage(res, 400, refusal);
      return;
    }
    // A throw here would escape the 'request' event and stop the process for every shopper.
    try {
      dispatch(req, res);
    } catch (error) {
      failRequest(logger, res, 'request failed')(error);
    }
  };
}
