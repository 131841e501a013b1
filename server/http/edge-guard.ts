import type { IncomingMessage, ServerResponse } from 'node:http';
import { NUL_MESSAGE } from './validate';

// What a Host may be made of: names, IPv4 and IPv6 addresses (in brackets), a port. No space,
// slash, `@`, `?`, `#`, `%` or backslash can pass, so a Host can never smuggle a path,
// credentials or an escape into a URL: the URL parser below then sees a host and nothing else.
const HOST_CHARACTERS = /^[a-z0-9._\-[\]:]+$/i;

/**
 * The Host as the WHATWG URL parser spells it (`SHOP.Example:80` is `shop.example`, `0x7f.1` is
 * `127.0.0.1`), or undefined when the parser refuses it (`999.1.1.1`, `09`, `xn--`, a port past
 * 65535). Every layer after the edge builds its URL with that same parser (Request, Hono, React
 * Router), so a host it refuses must stop here, and one it accepts must reach them already parsed.
 */
export function parseHost(host: string): string | undefined {
  if (!HOST_CHARACTERS.test(host)) return undefined;
  try {
    return new URL(`http://${host}/`).host;
  } catch {
    return undefined;
  }
}

/** The request's Host, when sent, replaced by the parser's spelling of it (headers and raw headers). */
function keepParsedHost(req: IncomingMessage, parsed: string): void {
  req.headers.host = parsed;
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') raw[i + 1] = parsed;
}

const hostFieldCount = (req: IncomingMessage) => req.rawHeaders.filter((value, i) => i % 2 === 0 && value.toLowerCase() === 'host').length;

/** `%00` in any case, or a raw NUL: the path or query decodes to a NUL character. */
const ENCODED_NUL = /%00|\0/i;

/**
 * Why the listener refuses this request before any handler sees it (a 400), or undefined. The
 * rules of docs/decisions/0011-http-edge-limits.md that need no route: the request target is a
 * path (not `*` or a proxy's absolute URL), its path and query hold no NUL, and the Host header
 * (when sent, and sent once) is one the URL parser accepts. An accepted Host is left in the
 * request as the parser spells it, so that every layer builds the same URL without throwing.
 */
export function edgeRefusal(req: IncomingMessage): string | undefined {
  const target = req.url ?? '/';
  if (!target.startsWith('/')) return 'The request target must be a path';
  if (ENCODED_NUL.test(target)) return NUL_MESSAGE;
  const host = req.headers.host;
  if (host === undefined) return undefined;
  const parsed = hostFieldCount(req) === 1 ? parseHost(host) : undefined;
  if (parsed === undefined) return 'Invalid Host header';
  keepParsedHost(req, parsed);
  return undefined;
}

/** A JSON `{ message }` answer written straight to the socket (the API's error shape). */
export function sendMessage(res: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(body);
}
