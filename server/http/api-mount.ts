import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Runtime } from '../runtime';
import type { createApi } from './api';
import { compressResponse } from './compression';
import { byAcceptEncoding, failRequest, isRead, toGetRequest } from './node-request';
import type { PublicCache } from './public-cache';
import { isDeclaredPublic } from './public-read';

/**
 * /api: Hono, compressed per response when the client accepts it (docs/decisions/0010). With a
 * public cache, every read goes through it by URL: an answer the route declared public
 * (public-read.ts) is kept and served to anyone; any other is made for this request and sent
 * as it is. The route decides, not a path list here.
 */
export function createApiMount(runtime: Runtime, cache: PublicCache | undefined, apiApp: ReturnType<typeof createApi>): RequestListener {
  const { logger } = runtime;
  const api = byAcceptEncoding(
    getRequestListener(apiApp.fetch),
    getRequestListener(async (request: Request, env) => compressResponse(request, await apiApp.fetch(request, env))),
  );
  if (!cache) return api;

  return (req, res) => {
    if (!isRead(req)) return void api(req, res);
    const produce = async () => {
      const response = await apiApp.fetch(toGetRequest(req));
      return { response, shareable: isDeclaredPublic(response) };
    };
    cache.serve(req, res, req.url ?? '/', produce).catch(failRequest(logger, res, 'public cache could not answer'));
  };
}
