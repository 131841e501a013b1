import { Hono, type Context } from 'hono';
import { passwordChangeSchema } from '../../../common/account-edit';
import { loginSchema } from '../../../common/accounts';
import { ADMIN_LOGGED_OUT } from '../../../common/admin';
import { getSession, requireAdmin, type AuthEnv } from '../../http/auth';
import { ADMIN_COOKIE, readCookie, type CookieWriter } from '../../http/cookies';
import type { LoginLimits } from '../../http/auth-limits';
import { parseInput, readJson } from '../../http/validate';
import type { AdminAuthService } from './admin-service';
import type { SessionService } from './session-service';

/**
 * /api/admin: the admin's session (docs/api.md). The admin screens send
 * `X-Use-Admin-Token: true`, so the `adminToken` cookie is the token of their calls.
 */
export function adminRoutes(deps: { adminAuth: AdminAuthService; sessions: SessionService; cookies: CookieWriter; limits: LoginLimits; /** Per IP, as the customer's password change. */ changeLimit: (c: Context) => Promise<void> }) {
  const { adminAuth, sessions, cookies, limits, changeLimit } = deps;

  return new Hono<AuthEnv>()
    .post('/login', async (c) => {
      await limits.perIp(c);
      const input = parseInput(loginSchema, await readJson(c.req.raw));
      const result = await limits.throttle(c, input.email, () => adminAuth.login(input));
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

    // The admin's own password (docs/decisions/0063): the customer's rules and messages; their other sessions end.
    .put('/password', async (c) => {
      const session = await requireAdmin(c);
      await changeLimit(c);
      const input = parseInput(passwordChangeSchema, await readJson(c.req.raw));
      return c.json(await adminAuth.changePassword(session.subjectId, session.token, input));
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

