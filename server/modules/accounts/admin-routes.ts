import { Hono, type Context } from 'hono';
import { loginSchema } from '../../../common/accounts';
import { ADMIN_LOGGED_OUT, type AdminProfile } from '../../../common/admin';
import { AppError, isAppError } from '../../errors';
import { getSession, requireAdmin, type AuthEnv } from '../../http/auth';
import { ADMIN_COOKIE, readCookie, type CookieWriter } from '../../http/cookies';
import { AUTH_LIMITS, clientIp, TOO_MANY_ATTEMPTS, type RateLimiter, type RateLimitResult } from '../../http/rate-limit';
import { parseInput, readJson } from '../../http/validate';
import type { AdminAuthService } from './admin-service';
import type { SessionService } from './session-service';

/**
 * The admin's login limits: the customer login's numbers (30 attempts a minute per IP, 10 failed
 * logins per e-mail per 15 minutes) under their own keys, so customer-login traffic and admin
 * logins never share a budget.
 */
function createAdminLoginLimits(limiter: RateLimiter) {
  const enforce = (result: RateLimitResult) => {
    if (!result.allowed) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS, { retryAfterSeconds: result.retryAfterSeconds });
  };
  const failedKey = (email: string) => `admin-login-failed:email:${email.trim().toLowerCase()}`;
  const { limit, windowMs } = AUTH_LIMITS.loginFailuresPerEmail;
  return {
    perIp(c: Context): void {
      enforce(limiter.hit(`admin-login:ip:${clientIp(c)}`, AUTH_LIMITS.perIp.limit, AUTH_LIMITS.perIp.windowMs));
    },
    checkFailures(email: string): void {
      enforce(limiter.peek(failedKey(email), limit, windowMs));
    },
    recordFailure(email: string): void {
      limiter.hit(failedKey(email), limit, windowMs);
    },
  };
}

/**
 * /api/admin: the admin's session (ARCHITECTURE.md §4). The admin screens send
 * `X-Use-Admin-Token: true`, so the `adminToken` cookie is the token of their calls.
 */
export function adminRoutes(deps: { adminAuth: AdminAuthService; sessions: SessionService; cookies: CookieWriter; rateLimiter: RateLimiter }) {
  const { adminAuth, sessions, cookies } = deps;
  const limits = createAdminLoginLimits(deps.rateLimiter);

  return new Hono<AuthEnv>()
    .post('/login', async (c) => {
      limits.perIp(c);
      const input = parseInput(loginSchema, await readJson(c.req.raw));
      limits.checkFailures(input.email);
      const result = await adminAuth.login(input).catch((error: unknown) => {
        if (isAppError(error) && error.kind === 'UNAUTHORIZED') limits.recordFailure(input.email);
        throw error;
      });
      // The session the browser held before this sign-in ends: one admin cookie, one live session.
      const previous = readCookie(c.req.raw.headers, ADMIN_COOKIE);
      if (previous !== undefined) await sessions.revoke(previous, 'admin');
      cookies.set(c, ADMIN_COOKIE, result.token);
      return c.json(result);
    })

    .get('/profile', async (c) => {
      const session = await requireAdmin(c);
      return c.json(await adminAuth.profile(session.subjectId));
    })

    // Always 200 (also without a session, so a stale cookie can always be cleared); it only ever
    // ends admin sessions: the request's own, and the adminToken cookie's.
    .post('/logout', async (c) => {
      const session = await getSession(c);
      if (session?.role === 'admin') await sessions.revoke(session.token, 'admin');
      const cookieToken = readCookie(c.req.raw.headers, ADMIN_COOKIE);
      if (cookieToken !== undefined && cookieToken !== session?.token) await sessions.revoke(cookieToken, 'admin');
      cookies.clear(c, ADMIN_COOKIE);
      return c.json({ message: ADMIN_LOGGED_OUT });
    });
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
