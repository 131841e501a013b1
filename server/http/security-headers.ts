import type { ServerResponse } from 'node:http';

/**
 * Browser features the shop never uses, off for every page and for anything a page embeds: an
 * injected script cannot ask for the camera, the location or a payment sheet.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=()';

/**
 * A browser that saw the shop over https keeps to https for a year. Sent only when the shop's
 * address is https (a browser ignores it over http anyway). Not `includeSubDomains`: the shop may
 * live on a subdomain of a domain whose other hosts still speak http.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Headers every response carries, whatever answers it (API, static file or page). */
export function setBaseSecurityHeaders(res: ServerResponse, options: { https?: boolean } = {}): void {
  if (options.https) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  // Pages replace this with their own policy (app/entry.server.tsx); anything else (JSON, images,
  // scripts) needs no permission to load or run anything.
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
}

/** The policy of a server-rendered page: our own scripts (and the inline ones carrying `nonce`). */
export function pageContentSecurityPolicy(nonce: string, options: { dev: boolean }): string {
  const directives = [
    "default-src 'self'",
    options.dev ? `script-src 'self' 'nonce-${nonce}' 'unsafe-inline' 'unsafe-eval'` : `script-src 'self' 'nonce-${nonce}'`,
    // React writes `style` attributes (image aspect boxes, progress bars); no stylesheet is inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // Product videos may be files we host or an https URL the shop owner pasted.
    "media-src 'self' https:",
    options.dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}
