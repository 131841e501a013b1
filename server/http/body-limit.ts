import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { toErrorResponse } from './error-mapper';

/** The most a request body other than an upload may carry: JSON forms are a few kilobytes. */
export const BODY_MAX_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE = `A request body may be at most ${BODY_MAX_BYTES / 1024 / 1024} MB`;

/** Uploads are the only bodies allowed past BODY_MAX_BYTES, and only upload routes read them. */
export function isMultipart(request: Request): boolean {
  const mediaType = request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'multipart/form-data';
}

const tooLarge = (c: Context) => c.json({ message: BODY_TOO_LARGE }, 413, { Connection: 'close' });

/** Counts a body sent without Content-Length (chunked): buffered up to the limit, never past it. */
const countStreamedBody: MiddlewareHandler = bodyLimit({ maxSize: BODY_MAX_BYTES, onError: tooLarge });

/**
 * 413 past BODY_MAX_BYTES, before reading when Content-Length says so (Node holds the body to its
 * Content-Length), else while hono's bodyLimit counts the stream. The rest of a refused body is
 * read and dropped by the listener, within bounds, so the client reads the 413 (linger.ts); then
 * the connection closes (`Connection: close` tells the client not to send its next request on
 * it). A body within its Content-Length is not touched here: opening its stream for nothing would
 * leave it half-read when a route answers without it (a 401).
 */
const limitBody: MiddlewareHandler = (c, next) => {
  const declared = c.req.header('content-length');
  if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return countStreamedBody(c, next);
  return Number(declared) > BODY_MAX_BYTES ? Promise.resolve(tooLarge(c)) : next();
};

/**
 * The API's limit on every request body except an upload. Uploads (multipart/form-data) pass
 * untouched: the upload routes read them after the session check with their own, larger limit
 * (upload-body.ts, with media/uploads.ts's limits), and `readJson` refuses them without reading (415).
 * docs/decisions/0011-http-edge-limits.md
 */
export function limitRequestBodies(): MiddlewareHandler {
  return (c, next) => (isMultipart(c.req.raw) ? next() : limitBody(c, next));
}

/**
 * `fetch` behind BODY_MAX_BYTES for every body, uploads included: for an app mounted beside the
 * API that takes no uploads (the PhonePe simulator), whose forms anyone may post.
 */
export function withBodyLimit(fetch: (request: Request) => Response | Promise<Response>, logger: Logger): (request: Request) => Promise<Response> {
  const app = new Hono();
  app.use(limitBody);
  app.all('*', (c) => fetch(c.req.raw));
  app.onError((error, c) => {
    const { status, body } = toErrorResponse(error, logger, c.req.raw);
    return c.json(body, status as ContentfulStatusCode);
  });
  return async (request) => app.fetch(request);
}
