import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { DEGRADED_PAGE_HEADER, PUBLIC_PAGE_HEADER } from '../../common/public-page';
import type { Runtime } from '../runtime';
import { carriesCredentials } from './auth';
import { compressResponse } from './compression';
import { createLoadContext } from './loader-context';
import { byAcceptEncoding, failRequest, isRead, toGetRequest } from './node-request';
import type { Produced, PublicCache } from './public-cache';

type Next = (error?: unknown) => void;
export type DevMiddleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/**
 * The page without the internal marks, and whether it may be shared: its route declared it public
 * (`headers = publicPageHeaders`) and no loader of the page said it fell back (its degraded flag).
 */
export function withoutPageMarks(response: Response): Produced {
  const { headers } = response;
  if (!headers.has(PUBLIC_PAGE_HEADER) && !headers.has(DEGRADED_PAGE_HEADER)) return { response, shareable: false };
  const shareable = headers.has(PUBLIC_PAGE_HEADER) && !headers.has(DEGRADED_PAGE_HEADER);
  const clean = new Headers(headers);
  clean.delete(PUBLIC_PAGE_HEADER);
  clean.delete(DEGRADED_PAGE_HEADER);
  return { response: new Response(response.body, { status: response.status, statusText: response.statusText, headers: clean }), shareable };
}

/**
 * Every other path: React Router's server renderer (after Vite's middlewares in development).
 * With a public cache, a read by an anonymous visitor (auth.ts's carriesCredentials) goes through
 * it; everything else is rendered for its request and compressed when accepted (docs/decisions/0010).
 */
export function createPageMount(
  runtime: Runtime,
  options: { build: ServerBuild | (() => Promise<ServerBuild>); devMiddleware?: DevMiddleware; cache?: PublicCache },
): RequestListener {
  const { logger } = runtime;
  const loadContext = createLoadContext(runtime);
  const handlePage = createRequestHandler(options.build, runtime.config.isProduction ? 'production' : 'development');
  const renderPageResponse = async (request: Request) => {
    try {
      return withoutPageMarks(await handlePage(request, loadContext)).response;
    } catch (error) {
      // React Router answers a loader's error itself; this is anything that escaped it, logged
      // here because @hono/node-server would turn it into a bare 500 without a word.
      logger.error({ err: error, url: request.url }, 'page could not be rendered');
      return new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
  };
  const renderPage = byAcceptEncoding(
    getRequestListener(renderPageResponse),
    getRequestListener(async (request: Request) => compressResponse(request, await renderPageResponse(request))),
  );
  const { devMiddleware, cache } = options;
  if (devMiddleware) return (req, res) => devMiddleware(req, res, () => void renderPage(req, res));
  if (!cache) return renderPage;

  const producePage = async (req: IncomingMessage) => withoutPageMarks(await handlePage(toGetRequest(req), loadContext));
  return (req, res) => {
    if (!isRead(req) || carriesCredentials(req.headers)) return void renderPage(req, res);
    const key = `${req.headers.host ?? ''} ${req.url ?? '/'}`;
    cache.serve(req, res, key, () => producePage(req)).catch(failRequest(logger, res, 'public cache could not answer'));
  };
}
