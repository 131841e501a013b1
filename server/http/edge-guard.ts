import type { IncomingMessage, ServerResponse } from 'node:http';
import { NUL_MESSAGE } from './validate';

// The common Host: a name or IPv4 address, with a port of up to four digits (always in range).
const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,4})?$/i;
// Everything else that may be a host: IPv6 in brackets, underscores, five-digit ports. No space,
// slash, `@` or `?` can pass, so a Host can never smuggle a path or credentials into a URL.
const HOST_CHARACTERS = /^[a-z0-9._\-[\]:]+$/i;

/** A Host header our URLs can be built from (the URL parser checks ports and IPv6 syntax). */
export function isValidHost(host: string): boolean {
  if (PLAIN_HOST.test(host)) return true;
  if (!HOST_CHARACTERS.test(host)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/** `%00` in any case, or a raw NUL: the path or query decodes to a NUL character. */
const ENCODED_NUL = /%00|\0/i;

/**
 * Why the listener refuses this request before any handler sees it (a 400), or undefined. The
 * rules of docs/decisions/0011-http-edge-limits.md that need no route: the request target is a
 * path (not `*` or a proxy's absolute URL), its path and query hold no NUL, and the Host header
 * (when sent) is a host, so that every layer can build the request's URL without throwing.
 */
export function edgeRefusal(req: IncomingMessage): string | undefined {
  const target = req.url ?? '/';
  if (!target.startsWith('/')) return 'The request target must be a path';
  if (ENCODED_NUL.test(target)) return NUL_MESSAGE;
  const host = req.headers.host;
  if (host !== undefined && !isValidHost(host)) return 'Invalid Host header';
  return undefined;
}

/** A JSON `{ message }` answer written straight to the socket (the API's error shape). */
export function sendMessage(res: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(body);
}
