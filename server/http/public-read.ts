import type { MiddlewareHandler } from 'hono';
import type { AuthEnv } from './auth';
import { isReadMethod } from './node-request';

/**
 * How an API route declares that its reads are the same for everyone: a client (or the public
 * cache in front of the API, docs/decisions/0007-public-catalogue-cache.md) may keep them but must
 * revalidate (ETag) before each use. The public cache keeps exactly the answers that say so.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Middleware for a route group whose GET/HEAD answers are public. It makes the declaration true
 * by construction: a read sees no session (whatever credentials it carries), so its answer cannot
 * depend on who asks, and the 200 it gives is marked public, unless the route set its own
 * Cache-Control. Writes in the group are untouched.
 */
export const publicReads: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!isReadMethod(c.req.method)) return next();
  c.set('session', () => Promise.resolve(null));
  await next();
  // A route may keep one answer private (a missed search is counted each time: docs/decisions/0054).
  if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
};

/** Whether an answer declares itself public (the only sign the public cache takes from the API). */
export function isDeclaredPublic(response: Response): boolean {
  return /\bpublic\b/.test(response.headers.get('cache-control') ?? '');
}
