import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { DEGRADED_PAGE_HEADER, PUBLIC_PAGE_HEADER } from '../../common/public-page';
import type { Runtime } from '../runtime';
import { carriesCredentials } from './auth';
import { compressResponse } from './compression';
import { createLoadContext } from './loader-context';
import { byAcceptEncoding, failRequest, isRead, isReadMethod, toGetRequest } from './node-request';
import { NOTICE_COOKIE } from '../../common/notice';
import { createPageApi, type ApiFetch } from './page-api';
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
  options: { build: ServerBuild | (() => Promise<ServerBuild>); devMiddleware?: DevMiddleware; cache?: PublicCache; api?: ApiFetch },
): RequestListener {
  const { logger } = runtime;
  const loadContext = createLoadContext(runtime);
  const { api } = options;
  const handlePage = createRequestHandler(options.build, runtime.config.isProduction ? 'production' : 'development');
  const renderPageResponse = async (request: Request, env?: { incoming?: IncomingMessage }) => {
    // A form posted without JavaScript reaches the API through its route's action, as this very
    // request (its client's address included: the API's limits count it): docs/decisions/0051.
    const context = api && !isReadMethod(request.method) ? { ...loadContext, api: createPageApi(api, env?.incoming) } : loadContext;
    try {
      return withoutPageMarks(await handlePage(request, context)).response;
    } catch (error) {
      // React Router answers a loader's error itself; this is anything that escaped it, logged
      // here because @hono/node-server would turn it into a bare 500 without a word.
      logger.error({ err: error, url: request.url }, 'page could not be rendered');
      return new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
  };
  const renderPage = byAcceptEncoding(
    getRequestListener((request, env) => renderPageResponse(request, env as { incoming?: IncomingMessage })),
    getRequestListener(async (request, env) => compressResponse(request, await renderPageResponse(request, env as { incoming?: IncomingMessage }))),
  );
  const { devMiddleware, cache } = options;
  if (devMiddleware) return (req, res) => devMiddleware(req, res, () => void renderPage(req, res));
  if (!cache) return renderPage;

  const producePage = async (req: IncomingMessage) => withoutPageMarks(await handlePage(toGetRequest(req), loadContext));
  return (req, res) => {
    // A one-time notice (a form's result, docs/decisions/0051) is this visitor's alone: never from, nor into, the cache.
    if (!isRead(req) || carriesCredentials(req.headers) || carriesNotice(req.headers)) return void renderPage(req, res);
    const key = `${req.headers.host ?? ''} ${req.url ?? '/'}`;
    cache.serve(req, res, key, () => producePage(req)).catch(failRequest(logger, res, 'public cache could not answer'));
  };
}

/** Whether the request carries the one-time notice cookie (common/notice.ts). */
function carriesNotice(headers: IncomingMessage['headers']): boolean {
  return headers.cookie?.split(';').some((pair) => pair.split('=', 1)[0]?.trim() === NOTICE_COOKIE) ?? false;
}
