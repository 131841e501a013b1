import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { PUBLIC_PAGE_HEADER } from '../../common/public-page';
import { SIMULATOR_BASE_PATH } from '../modules/payments/simulator/simulator';
import type { Runtime } from '../runtime';
import { createApi } from './api';
import { createAdminResolver, createCustomerResolver } from './auth';
import { withBodyLimit } from './body-limit';
import { compressResponse } from './compression';
import { ADMIN_COOKIE, CUSTOMER_COOKIE } from './cookies';
import { edgeRefusal, sendMessage } from './edge-guard';
import { createPublicCache, type Produced } from './public-cache';
import { setBaseSecurityHeaders } from './security-headers';
import { createStaticHandler } from './static-files';

type Next = (error?: unknown) => void;

export interface ListenerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build to serve (production); Vite serves it in development. */
  clientDir?: string;
  /** Vite's connect middlewares in development (client modules, HMR). */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: Next) => void;
  /** Serve public catalogue answers from memory (default: on, except with devMiddleware). */
  publicCache?: boolean;
}

/**
 * The API's reads that never depend on who asks (catalogue routes mark their cacheable answers
 * with a public Cache-Control): answered from the public cache, made without the visitor's cookies.
 */
const PUBLIC_API_PREFIXES = ['/api/products', '/api/categories'];

function isPublicApiRead(pathname: string): boolean {
  return PUBLIC_API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** No session cookie and no bearer token: the page is the one every anonymous visitor gets. */
function isAnonymous(req: IncomingMessage): boolean {
  if (req.headers.authorization !== undefined) return false;
  const cookie = req.headers.cookie;
  if (cookie === undefined) return true;
  return !cookie.split(';').some((pair) => {
    const name = pair.split('=', 1)[0]?.trim();
    return name === CUSTOMER_COOKIE || name === ADMIN_COOKIE;
  });
}

/** A GET Request for `req` (HEAD is answered from the GET's answer): the request headers, or none. */
function toGetRequest(req: IncomingMessage, withHeaders: boolean): Request {
  const headers = new Headers();
  if (withHeaders) {
    const raw = req.rawHeaders;
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const name = raw[i] ?? '';
      if (!name.startsWith(':') && name.toLowerCase() !== 'host') headers.append(name, raw[i + 1] ?? '');
    }
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { headers });
}

/** The page without the internal public-page mark, and whether it carried it. */
function unmarked(response: Response): Produced {
  if (!response.headers.has(PUBLIC_PAGE_HEADER)) return { response, shareable: false };
  const headers = new Headers(response.headers);
  headers.delete(PUBLIC_PAGE_HEADER);
  return { response: new Response(response.body, { status: response.status, statusText: response.statusText, headers }), shareable: true };
}

/** `logger` that also notes whether anything was logged as an error (a page section that failed to load). */
function watchErrors(logger: AppLoadContext['logger']): { logger: AppLoadContext['logger']; failed(): boolean } {
  let failed = false;
  const watched = Object.create(logger) as AppLoadContext['logger'];
  watched.error = ((...args: Parameters<typeof logger.error>) => {
    failed = true;
    logger.error(...args);
  }) as typeof logger.error;
  return { logger: watched, failed: () => failed };
}

/** `plain` for requests that accept no encoding (so they pay nothing for compression), else `compressing`. */
function byAcceptEncoding(plain: RequestListener, compressing: RequestListener): RequestListener {
  return (req, res) => (req.headers['accept-encoding'] === undefined ? plain(req, res) : compressing(req, res));
}

/**
 * The answer went out before the body was read to its end (a 401, the webhook's own 413): let the
 * rest flow into nothing, so the client finishes sending and reads the answer. A body whose stream
 * was opened but not read stays paused by that stream, and @hono/node-server, finding it stalled,
 * would cut the connection while the client still sends (it still does after 64 MB or 0.5 s).
 */
function discardUnreadBody(req: IncomingMessage): void {
  req.removeAllListeners('data');
  req.resume();
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
      paymentsSimulated: config.paymentsSimulated,
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
  const apiApp = createApi({ services: runtime.services, logger, ping: runtime.ping, config: runtime.config });
  const loadContext = createLoadContext(runtime);
  const handlePage = createRequestHandler(options.build, runtime.config.isProduction ? 'production' : 'development');
  const renderPageResponse = async (request: Request) => {
    try {
      return unmarked(await handlePage(request, loadContext)).response;
    } catch (error) {
      // React Router answers a loader's error itself; this is anything that escaped it, logged
      // here because @hono/node-server would turn it into a bare 500 without a word.
      logger.error({ err: error, url: request.url }, 'page could not be rendered');
      return new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
  };
  // Answers not served by the public cache are compressed per response when the client accepts it
  // (docs/decisions/0010-compression.md); a request without Accept-Encoding takes the plain listener.
  const api = byAcceptEncoding(
    getRequestListener(apiApp.fetch),
    getRequestListener(async (request: Request, env) => compressResponse(request, await apiApp.fetch(request, env))),
  );
  const renderPage = byAcceptEncoding(
    getRequestListener(renderPageResponse),
    getRequestListener(async (request: Request) => compressResponse(request, await renderPageResponse(request))),
  );

  // Public catalogue answers from memory (docs/decisions/0007-public-catalogue-cache.md).
  const cache = (options.publicCache ?? !options.devMiddleware) ? createPublicCache({ version: runtime.services.catalogueVersion }) : undefined;
  const produceApi = async (req: IncomingMessage): Promise<Produced> => {
    const response = await apiApp.fetch(toGetRequest(req, false));
    return { response, shareable: /\bpublic\b/.test(response.headers.get('cache-control') ?? '') };
  };
  const producePage = async (req: IncomingMessage): Promise<Produced> => {
    // A page whose section failed to load (and said so in the log) is served, never kept.
    const watched = watchErrors(logger);
    const produced = unmarked(await handlePage(toGetRequest(req, true), { ...loadContext, logger: watched.logger }));
    return { response: produced.response, shareable: produced.shareable && !watched.failed() };
  };
  /** A logged 500 for this request alone (or, once its headers are out, a cut-off answer). */
  const fail = (res: ServerResponse, what: string) => (error: unknown) => {
    logger.error({ err: error }, what);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(res.headersSent ? undefined : 'Internal Server Error');
  };
  const serveStatic = createStaticHandler({ clientDir: options.clientDir, uploadsDir: join(runtime.config.DATA_DIR, 'uploads') });
  // PAYMENT_PROVIDER=phonepe-sim: the PhonePe simulator (API, hosted page) at /__sim/phonepe.
  const { simulator } = runtime.services.payments.provider;
  // Its forms and JSON are read by anyone who finds it: the same body limit as the API's.
  const serveSimulator = simulator && getRequestListener(withBodyLimit(simulator.app.fetch, logger));
  const https = runtime.config.PUBLIC_URL.startsWith('https:');

  /** Hands the request to the layer that answers it. */
  const dispatch = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const pathname = url.split('?', 1)[0] ?? '/';
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      if (cache && read && isPublicApiRead(pathname)) {
        cache.serve(req, res, url, () => produceApi(req)).catch(fail(res, 'public cache could not answer'));
        return;
      }
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
    if (cache && read && isAnonymous(req)) {
      cache.serve(req, res, `${req.headers.host ?? ''} ${url}`, () => producePage(req)).catch(fail(res, 'public cache could not answer'));
      return;
    }
    void renderPage(req, res);
  };

  return (req, res) => {
    const started = performance.now();
    res.on('finish', () => {
      logger.info({ method: req.method, url: req.url, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
      if (!req.complete) discardUnreadBody(req);
    });
    setBaseSecurityHeaders(res, { https });

    // Requests no layer could answer safely (docs/decisions/0011-http-edge-limits.md).
    const refusal = edgeRefusal(req);
    if (refusal !== undefined) {
      sendMessage(res, 400, refusal);
      return;
    }
    // A throw here would escape the 'request' event and stop the process for every shopper.
    try {
      dispatch(req, res);
    } catch (error) {
      fail(res, 'request failed')(error);
    }
  };
}
