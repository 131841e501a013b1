import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import { bearerToken } from './auth';
import { ADMIN_COOKIE, CUSTOMER_COOKIE, readCookie } from './cookies';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie-authenticated writes must come from our own pages (docs/decisions/0004). An unsafe
 * request that carries a session cookie and no Bearer token is refused when its `Origin` is
 * present and is neither PUBLIC_URL's origin nor the request's own host; without `Origin`, when
 * the browser says `Sec-Fetch-Site: cross-site`. Requests without our cookies have no ambient
 * authority to abuse, and a Bearer token is something a cross-site page cannot send.
 */
export function isRefusedCrossOriginWrite(request: Request, publicOrigin: string): boolean {
  if (!UNSAFE.has(request.method)) return false;
  const { headers } = request;
  if (bearerToken(headers) !== undefined) return false;
  if (readCookie(headers, CUSTOMER_COOKIE) === undefined && readCookie(headers, ADMIN_COOKIE) === undefined) return false;

  const origin = headers.get('origin');
  if (origin !== null) {
    if (origin === publicOrigin) return false;
    // The request's own host (e.g. the shop opened by its LAN address). Scheme is not compared:
    // behind a TLS-terminating proxy this process sees http for an https page.
    const host = headers.get('host');
    return !(host !== null && URL.canParse(origin) && new URL(origin).host === host);
  }
  return headers.get('sec-fetch-site') === 'cross-site';
}

export function originCheck(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (isRefusedCrossOriginWrite(c.req.raw, publicOrigin)) throw AppError.forbidden('Cross-origin request refused');
    await next();
  };
}
