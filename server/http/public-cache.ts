import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { CatalogueVersion } from '../modules/catalog/catalogue-version';
import { newNonce } from './nonce';

/**
 * Public catalogue answers kept in memory, served before Hono or React Router is entered
 * (docs/decisions/0007-public-catalogue-cache.md). An answer is kept only when whoever made it
 * says it is the same for everyone (`shareable`), it is a 200 and sets no cookie. Every answer
 * belongs to the catalogue version it was made under and is dropped when the version changes.
 */

/** What the caller produced for a request the cache could not answer. */
export interface Produced {
  response: Response;
  /** The same answer for anyone asking for this key (the route said so). */
  shareable: boolean;
}

interface Answer {
  /** Response headers (with Content-Length), for writeHead; ETag only on public answers whose bytes never vary. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag?: string;
  /** A page: the nonce it was rendered with; every response gets a fresh one in its place. */
  nonce?: { value: string; bodyParts: Buffer[]; headerNames: string[] };
  bytes: number;
}

export interface PublicCacheOptions {
  version: CatalogueVersion;
  /** Memory bound; the least recently used answers go first. */
  maxBytes?: number;
  maxEntries?: number;
}

const NONCE_IN_CSP = /'nonce-([^']+)'/;
/** Headers a stored answer never repeats: per connection, or set per response. */
const NOT_STORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'set-cookie', 'etag']);
const MAX_KEY_LENGTH = 2048;

export function createPublicCache(options: PublicCacheOptions) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 10_000;
  // Map order is recency order: a hit moves its answer to the end, eviction takes from the front.
  const answers = new Map<string, Answer>();
  const producing = new Map<string, Promise<Answer | undefined>>();
  let storedVersion: number | undefined;
  let storedBytes = 0;

  function forgetAll(version: number) {
    answers.clear();
    producing.clear();
    storedBytes = 0;
    storedVersion = version;
  }

  function store(key: string, answer: Answer, version: number) {
    // Made under a version that is no longer current (a write landed meanwhile): serve it once, keep nothing.
    if (options.version.known() !== version || storedVersion !== version) return;
    const previous = answers.get(key);
    if (previous) storedBytes -= previous.bytes;
    answers.set(key, answer);
    storedBytes += answer.bytes;
    for (const [oldest, old] of answers) {
      if (storedBytes <= maxBytes && answers.size <= maxEntries) break;
      answers.delete(oldest);
      storedBytes -= old.bytes;
    }
  }

  return {
    /**
     * Answers `req` from memory, or with what `produce` makes (kept when shareable). Concurrent
     * requests for one key share one `produce`; a waiter whose leader's answer was not shareable
     * produces its own.
     */
    async serve(req: IncomingMessage, res: ServerResponse, key: string, produce: () => Promise<Produced>): Promise<void> {
      let version: number;
      try {
        version = await options.version.current();
      } catch {
        // Which catalogue is current is unknown: answer without the cache (the answer says why, if it fails too).
        const { response } = await produce();
        sendOnce(req, res, response, Buffer.from(await response.arrayBuffer()));
        return;
      }
      if (version !== storedVersion) forgetAll(version);

      const stored = answers.get(key);
      if (stored) {
        answers.delete(key);
        answers.set(key, stored);
        send(req, res, stored);
        return;
      }
      const pending = producing.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) {
          send(req, res, shared);
          return;
        }
      }

      const attempt = produce().then(async ({ response, shareable }) => {
        const body = Buffer.from(await response.arrayBuffer());
        const answer = shareable && key.length <= MAX_KEY_LENGTH ? toAnswer(response, body) : undefined;
        return { response, body, answer };
      });
      const mine = attempt.then(
        ({ answer }) => answer,
        () => undefined,
      );
      if (!pending) producing.set(key, mine);
      try {
        const { response, body, answer } = await attempt;
        if (answer) {
          store(key, answer, version);
          send(req, res, answer);
        } else {
          sendOnce(req, res, response, body);
        }
      } finally {
        if (producing.get(key) === mine) producing.delete(key);
      }
    },

    /** How many answers are kept (tests). */
    size: () => answers.size,
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;

/** A response worth keeping, or undefined. */
function toAnswer(response: Response, body: Buffer): Answer | undefined {
  if (response.status !== 200 || response.headers.has('set-cookie')) return undefined;
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (!NOT_STORED.has(name)) headers[name] = value;
  });
  headers['content-length'] = body.length;
  const nonce = NONCE_IN_CSP.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  if (nonce !== undefined) {
    // Varies per response: split where the nonce sits, so each response gets its own.
    const headerNames = Object.keys(headers).filter((name) => String(headers[name]).includes(nonce));
    return { headers, body, nonce: { value: nonce, bodyParts: split(body, Buffer.from(nonce)), headerNames }, bytes: body.length };
  }
  // A validator only where the route lets clients keep the answer (public Cache-Control); a page's
  // data for anonymous visitors is not for browsers to reuse once someone signs in.
  if (!/\bpublic\b/.test(response.headers.get('cache-control') ?? '')) return { headers, body, bytes: body.length };
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  headers.etag = etag;
  return { headers, body, etag, bytes: body.length };
}

/** `body` cut around each `separator` (views into it, not copies). */
function split(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function send(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  if (answer.etag !== undefined && matches(req.headers['if-none-match'], answer.etag)) {
    const { etag, 'cache-control': cacheControl } = answer.headers;
    res.writeHead(304, cacheControl === undefined ? { etag } : { etag, 'cache-control': cacheControl });
    res.end();
    return;
  }
  let { headers, body } = answer;
  if (answer.nonce) ({ headers, body } = withFreshNonce(answer, answer.nonce));
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function withFreshNonce(answer: Answer, nonce: NonNullable<Answer['nonce']>): { headers: OutgoingHttpHeaders; body: Buffer } {
  const fresh = newNonce();
  const headers = { ...answer.headers };
  for (const name of nonce.headerNames) headers[name] = String(headers[name]).replaceAll(nonce.value, fresh);
  const freshBytes = Buffer.from(fresh);
  const pieces: Buffer[] = [];
  nonce.bodyParts.forEach((part, i) => {
    if (i > 0) pieces.push(freshBytes);
    pieces.push(part);
  });
  const body = Buffer.concat(pieces);
  headers['content-length'] = body.length;
  return { headers, body };
}

/** If-None-Match against a strong ETag (weak comparison, as RFC 9110 asks for GET and HEAD). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** A response not kept: written as it is (its body already read). */
function sendOnce(req: IncomingMessage, res: ServerResponse, response: Response, body: Buffer): void {
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'transfer-encoding' && name !== 'connection') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const bodyless = req.method === 'HEAD' || response.status === 204 || response.status === 304;
  if (!bodyless) headers['content-length'] = body.length;
  res.writeHead(response.status, headers);
  res.end(bodyless ? undefined : body);
}
