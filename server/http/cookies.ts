import type { Context } from 'hono';
import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { SESSION_POLICY } from '../modules/accounts/session-service';

/** The customer's session cookie and the admin's (spec §9). */
export const CUSTOMER_COOKIE = 'token';
export const ADMIN_COOKIE = 'adminToken';
export type SessionCookie = typeof CUSTOMER_COOKIE | typeof ADMIN_COOKIE;

const maxAgeSeconds: Record<SessionCookie, number> = {
  token: SESSION_POLICY.customer.ttlMs / 1000,
  adminToken: SESSION_POLICY.admin.ttlMs / 1000,
};

/** A cookie's value from plain request headers (usable outside Hono, e.g. by page loaders). */
export function readCookie(headers: Headers, name: string): string | undefined {
  const header = headers.get('cookie');
  if (!header) return undefined;
  const value = parse(header, name)[name];
  return value === '' ? undefined : value;
}

/**
 * Session cookies: HttpOnly (page scripts never see the token: a deliberate hardening of the
 * spec's client-readable cookie), SameSite=Strict, Path=/, and Secure when the shop is served
 * over https (a browser drops Secure cookies on plain http://localhost).
 */
export function createCookieWriter(publicUrl: string) {
  const secure = new URL(publicUrl).protocol === 'https:';
  const options = { httpOnly: true, sameSite: 'Strict', path: '/', secure } as const;
  return {
    set(c: Context, name: SessionCookie, token: string): void {
      c.header('Set-Cookie', generateCookie(name, token, { ...options, maxAge: maxAgeSeconds[name] }), { append: true });
    },
    clear(c: Context, name: SessionCookie): void {
      c.header('Set-Cookie', generateCookie(name, '', { ...options, maxAge: 0 }), { append: true });
    },
  };
}

export type CookieWriter = ReturnType<typeof createCookieWriter>;
