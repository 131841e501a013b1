import type { IncomingHttpHeaders } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { User } from '../../common/accounts';
import type { AdminProfile } from '../../common/admin';
import { AppError } from '../errors';
import type { AdminAuthService, Session, SessionService, UserService } from '../modules/accounts/ports';
import { ADMIN_COOKIE, CUSTOMER_COOKIE, readCookie, type CookieWriter, type SessionCookie } from './cookies';

export type RequestToken = { token: string; via: 'bearer' } | { token: string; via: 'cookie'; cookie: SessionCookie };

/**
 * The token of a request (docs/architecture.md#a-requests-path): `Authorization: Bearer <token>` first; else, when
 * the request carries `X-Use-Admin-Token` and an `adminToken` cookie, that cookie; else the
 * `token` cookie. The spec's client sends `Bearer <cookie value>` on every call, so a bearer of
 * `undefined`/`null` (no cookie on its side) counts as no bearer.
 */
export function bearerToken(headers: Headers): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(headers.get('authorization') ?? '');
  const token = match?.[1];
  return token === undefined || token === 'undefined' || token === 'null' ? undefined : token;
}

export function readRequestToken(headers: Headers): RequestToken | null {
  const bearer = bearerToken(headers);
  if (bearer !== undefined) return { token: bearer, via: 'bearer' };
  const adminCookie = headers.has('x-use-admin-token') ? readCookie(headers, ADMIN_COOKIE) : undefined;
  if (adminCookie !== undefined) return { token: adminCookie, via: 'cookie', cookie: ADMIN_COOKIE };
  const customerCookie = readCookie(headers, CUSTOMER_COOKIE);
  if (customerCookie !== undefined) return { token: customerCookie, via: 'cookie', cookie: CUSTOMER_COOKIE };
  return null;
}

/**
 * Whether a request carries any credential a resolver above reads (an Authorization header, or a
 * `token`/`adminToken` cookie). Without one, every resolver answers "no session" by construction,
 * so the request is anonymous; that is the public cache's rule for pages. It is decided from the
 * credentials rather than by resolving them because resolving is a database read, and the cache
 * exists to answer a hit without one (docs/decisions/0007). The rule can only err one way: a
 * stale or forged cookie makes a request look signed in, and it is rendered for itself (slower,
 * never wrong); a request without credentials cannot be anyone's.
 */
export function carriesCredentials(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined) return true;
  const cookie = headers.cookie;
  if (cookie === undefined) return false;
  return cookie.split(';').some((pair) => {
    const name = pair.split('=', 1)[0]?.trim();
    return name === CUSTOMER_COOKIE || name === ADMIN_COOKIE;
  });
}

/** The session behind a request: who (role, subjectId) and how it came (bearer or which cookie). */
export type RequestSession = Session & { token: string; via: RequestToken['via']; cookie?: SessionCookie };

type Resolution = { requestToken: RequestToken; session: RequestSession | null };

export type AuthEnv = {
  Variables: {
    /** Resolves the request's session on first use (most API calls never need one). */
    session: () => Promise<RequestSession | null>;
  };
};

/**
 * Puts a lazy session resolver on the context. After the route has answered: a cookie whose
 * session is unknown or expired is cleared, and a customer cookie whose session just slid is
 * sent again with a fresh Max-Age (unless the route set that cookie itself).
 */
export function authMiddleware(sessions: SessionService, cookies: CookieWriter): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    let resolution: Promise<Resolution | null> | undefined;
    const resolve = () =>
      (resolution ??= (async () => {
        const requestToken = readRequestToken(c.req.raw.headers);
        if (!requestToken) return null;
        const session = await sessions.resolve(requestToken.token);
        return { requestToken, session: session && { ...session, token: requestToken.token, via: requestToken.via, cookie: requestToken.via === 'cookie' ? requestToken.cookie : undefined } };
      })());
    c.set('session', async () => (await resolve())?.session ?? null);

    await next();

    const outcome = resolution && (await resolution.catch(() => null));
    if (!outcome || outcome.requestToken.via !== 'cookie') return;
    const { cookie, token } = outcome.requestToken;
    if (c.res.headers.getSetCookie().some((header) => header.startsWith(`${cookie}=`))) return;
    if (outcome.session === null) cookies.clear(c, cookie);
    else if (outcome.session.extended && cookie === CUSTOMER_COOKIE) cookies.set(c, cookie, token);
  };
}

export async function getSession(c: Context<AuthEnv>): Promise<RequestSession | null> {
  return c.get('session')();
}

/** The session of `role`, or 401 (no or bad session) / 403 (the other role's session). */
async function requireRole(c: Context<AuthEnv>, role: RequestSession['role']): Promise<RequestSession> {
  const session = await getSession(c);
  if (!session) throw AppError.unauthorized();
  if (session.role !== role) throw AppError.forbidden();
  return session;
}

/** The customer's session, or 401 (no or bad session) / 403 (an admin's session). */
export const requireCustomer = (c: Context<AuthEnv>) => requireRole(c, 'customer');

/** The admin's session, or 401 (no or bad session) / 403 (a customer's session). */
export const requireAdmin = (c: Context<AuthEnv>) => requireRole(c, 'admin');

/**
 * The signed-in customer of a plain `Request`, resolved exactly as the API does: what page
 * loaders get as `context.auth.customer(request)`. Null for visitors and admin sessions.
 */
export function createCustomerResolver(sessions: SessionService, users: Pick<UserService, 'findProfile'>) {
  return async (request: Request): Promise<User | null> => {
    const requestToken = readRequestToken(request.headers);
    if (!requestToken) return null;
    const session = await sessions.resolve(requestToken.token);
    if (!session || session.role !== 'customer') return null;
    return users.findProfile(session.subjectId);
  };
}

/**
 * The signed-in admin of a plain `Request`, for page loaders (`context.auth.admin(request)`).
 * A page navigation cannot send headers, so this reads the `adminToken` cookie whether or not the
 * request carries `X-Use-Admin-Token` (and ignores Bearer and the customer's `token` cookie).
 * Null without a live admin session.
 */
export function createAdminResolver(sessions: SessionService, adminAuth: Pick<AdminAuthService, 'findProfile'>) {
  return async (request: Request): Promise<AdminProfile | null> => {
    const token = readCookie(request.headers, ADMIN_COOKIE);
    if (token === undefined) return null;
    const session = await sessions.resolve(token);
    if (!session || session.role !== 'admin') return null;
    return adminAuth.findProfile(session.subjectId);
  };
}
