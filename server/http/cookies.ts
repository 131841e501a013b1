import type { Context } from 'hono';
import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { SESSION_POLICY } from '../modules/accounts/ports';

/** The customer's session cookie and the admin's (docs/storefront-texts.md#constants). */
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
 * SameSite per cookie (docs/decisions/0004). The customer's is Lax: a payment gateway sends the
 * shopper back with a top-level GET from its own site, and /paymentsuccess must know them on that
 * very request; Lax sends the cookie there and on no cross-site POST, fetch or frame, and GETs
 * change nothing (cookie-authenticated writes also pass the Origin check). The admin's stays
 * Strict: nothing outside links into the back office.
 */
const sameSite: Record<SessionCookie, 'Lax' | 'Strict'> = { token: 'Lax', adminToken: 'Strict' };

/**
 * Session cookies: HttpOnly (page scripts never see the token: a deliberate hardening of the
 * spec's client-readable cookie), SameSite as above, Path=/, and Secure when the shop is served
 * over https (a browser drops Secure cookies on plain http://localhost).
 */
export function createCookieWriter(publicUrl: string) {
  const secure = new URL(publicUrl).protocol === 'https:';
  const options = (name: SessionCookie) => ({ httpOnly: true, sameSite: sameSite[name], path: '/', secure });
  return {
    set(c: Context, name: SessionCookie, token: string): void {
      c.header('Set-Cookie', generateCookie(name, token, { ...options(name), maxAge: maxAgeSeconds[name] }), { append: true });
    },
    clear(c: Context, name: SessionCookie): void {
      c.header('Set-Cookie', generateCookie(name, '', { ...options(name), maxAge: 0 }), { append: true });
    },
  };
}

export type CookieWriter = ReturnType<typeof createCookieWriter>;

/**
 * The device cookies (docs/decisions/0031): a browser that signed in keeps one per login, sent
 * only to that login endpoint (its Path), for a year. HttpOnly and Secure as the session cookies;
 * SameSite=Lax, as no other site's POST should carry it.
 */
export const DEVICE_COOKIES = {
  customer: { name: 'device', path: '/api/user/login' },
  admin: { name: 'adminDevice', path: '/api/admin/login' },
} as const;
export type DeviceCookieRole = keyof typeof DEVICE_COOKIES;
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function createDeviceCookieWriter(publicUrl: string) {
  const secure = new URL(publicUrl).protocol === 'https:';
  return {
    read: (c: Context, role: DeviceCookieRole) => readCookie(c.req.raw.headers, DEVICE_COOKIES[role].name),
    set(c: Context, role: DeviceCookieRole, token: string): void {
      const { name, path } = DEVICE_COOKIES[role];
      c.header('Set-Cookie', generateCookie(name, token, { httpOnly: true, sameSite: 'Lax', path, secure, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS }), { append: true });
    },
  };
}

export type DeviceCookieWriter = ReturnType<typeof createDeviceCookieWriter>;
