/**
 * Where a login sends the shopper back (docs/decisions/0026-login-returns-the-shopper.md): a
 * `redirectTo` in the login URL, checked here, in one place, against open redirects.
 */

export const REDIRECT_PARAM = 'redirectTo';

/** Any origin works: a path is resolved against it and must stay on it. */
const BASE = 'http://haat.invalid';

/**
 * `value` if it is a path on this site (`/orders`, `/product/x?color=Red`), else null: an
 * absolute URL, `//host`, `/\host`, `javascript:`, a relative path without the leading slash or
 * anything with control characters is refused. Answers the path, query and hash as resolved.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  // Browsers treat '\' as '/' and drop tabs and newlines: '/\evil.com' and '/\t/evil.com' are '//evil.com'.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  // '/.//evil.example' resolves to the path '//evil.example', which a browser reads as a host.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The storefront's return path from a login URL's query: a same-site path, never the login or signup pages themselves; '/' otherwise. */
export function customerReturnPath(search: string | URLSearchParams): string {
  const path = sameSitePath(new URLSearchParams(search).get(REDIRECT_PARAM));
  if (path === null || isAuthPage(path) || path.startsWith('/admin')) return '/';
  return path;
}

/** The back office's return path: an /admin page other than its login; `home` otherwise. */
export function adminReturnPath(search: string | URLSearchParams, home: string): string {
  const path = sameSitePath(new URLSearchParams(search).get(REDIRECT_PARAM));
  if (path === null || !/^\/admin(?:[/?#]|$)/.test(path) || /^\/admin\/login(?:[/?#]|$)/.test(path)) return home;
  return path;
}

function isAuthPage(path: string): boolean {
  return /^\/(?:login|signup)(?:[/?#]|$)/.test(path);
}

/**
 * `page` (a login or signup path) with `redirectTo` set to `returnTo`, when there is somewhere
 * worth returning to: not the home page, not a login or signup page.
 */
export function withReturn(page: string, returnTo: string | null | undefined): string {
  const path = sameSitePath(returnTo);
  if (path === null || path === '/' || isAuthPage(path)) return page;
  return `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: path })}`;
}
