import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { CatalogueVersion } from '../modules/catalog/catalogue-version';
import { MIN_COMPRESSIBLE_BYTES } from './compressible';
import { chooseEncoding, compressBuffer, deflateParts, ENCODINGS, gzipJoined, mayCompress, varyOnEncoding, weakened, type ContentEncoding } from './compression';
import { newNonce } from './nonce';

/**
 * Public catalogue answers kept in memory, served before Hono or React Router is entered
 * (docs/decisions/0007-public-catalogue-cache.md). An answer is kept only when whoever made it
 * says it is the same for everyone (`shareable`), it is a 200 and sets no cookie. Every answer
 * belongs to the catalogue version it was made under and is dropped when the version changes.
 * Text answers go out compressed to clients that accept it, from copies made once per answer on
 * the first request that asks (docs/decisions/0010-compression.md).
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
  /** Text of 1 KB or more: sent compressed when the client accepts it (headers say Vary: Accept-Encoding). */
  compressible: boolean;
  /** Compressed copies of `body`, each made on the first request that accepts it (answers without a nonce). */
  encoded: Partial<Record<ContentEncoding, Promise<Buffer>>>;
  /** A page: its parts between nonces, deflated once (gzip only: compression.ts joins them around each fresh nonce). */
  deflatedParts?: Promise<Buffer[]>;
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
    evict();
  }

  function evict() {
    for (const [oldest, old] of answers) {
      if (storedBytes <= maxBytes && answers.size <= maxEntries) break;
      answers.delete(oldest);
      storedBytes -= old.bytes;
    }
  }

  /** `made` once, for `answer`: its bytes count against the bound while the answer is kept; a failure is not kept. */
  function keepCopy<T extends Buffer | Buffer[]>(key: string, answer: Answer, made: Promise<T>, forget: () => void): Promise<T> {
    return made.then(
      (copy) => {
        const bytes = Array.isArray(copy) ? copy.reduce((sum, part) => sum + part.length, 0) : copy.length;
        answer.bytes += bytes;
        if (answers.get(key) === answer) {
          storedBytes += bytes;
          evict();
        }
        return copy;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
  }

  /** `answer` to `req`: as it is, or compressed when both allow it (async only then). */
  function send(req: IncomingMessage, res: ServerResponse, key: string, answer: Answer): void | Promise<void> {
    // No Accept-Encoding (autocannon, curl): nothing more than before.
    const encoding = answer.compressible ? chooseEncoding(req.headers['accept-encoding'], answer.nonce ? ['gzip'] : ENCODINGS) : undefined;
    if (encoding === undefined) {
      sendAsIs(req, res, answer);
      return;
    }
    return answer.nonce ? sendGzippedPage(req, res, key, answer, answer.nonce) : sendEncoded(req, res, key, answer, encoding);
  }

  async function sendEncoded(req: IncomingMessage, res: ServerResponse, key: string, answer: Answer, encoding: ContentEncoding): Promise<void> {
    const body = await (answer.encoded[encoding] ??= keepCopy(key, answer, compressBuffer(answer.body, encoding, 'kept'), () => delete answer.encoded[encoding]));
    // One validator per representation: the compressed bytes are not the identity ones.
    const etag = answer.etag === undefined ? undefined : `${answer.etag.slice(0, -1)}-${encoding}"`;
    if (etag !== undefined && matches(req.headers['if-none-match'], etag)) {
      notModified(res, answer, etag);
      return;
    }
    const headers: OutgoingHttpHeaders = { ...answer.headers, 'content-encoding': encoding, 'content-length': body.length };
    if (etag !== undefined) headers.etag = etag;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function sendGzippedPage(req: IncomingMessage, res: ServerResponse, key: string, answer: Answer, nonce: NonNullable<Answer['nonce']>): Promise<void> {
    const parts = await (answer.deflatedParts ??= keepCopy(key, answer, deflateParts(nonce.bodyParts), () => delete answer.deflatedParts));
    const { headers, fresh } = freshNonceHeaders(answer, nonce);
    const body = gzipJoined(nonce.bodyParts, parts, Buffer.from(fresh));
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
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
        await sendOnce(req, res, response, Buffer.from(await response.arrayBuffer()));
        return;
      }
      if (version !== storedVersion) forgetAll(version);

      const stored = answers.get(key);
      if (stored) {
        answers.delete(key);
        answers.set(key, stored);
        const sending = send(req, res, key, stored);
        if (sending) await sending;
        return;
      }
      const pending = producing.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) {
          await send(req, res, key, shared);
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
          await send(req, res, key, answer);
        } else {
          await sendOnce(req, res, response, body);
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
  const compressible =
    body.length >= MIN_COMPRESSIBLE_BYTES &&
    mayCompress(response.headers.get('content-type'), response.headers.get('content-encoding'), response.headers.get('cache-control'));
  if (compressible) headers.vary = varyOnEncoding(response.headers.get('vary'));
  const kept = { headers, body, bytes: body.length, compressible, encoded: {} };
  const nonce = NONCE_IN_CSP.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  if (nonce !== undefined) {
    // Varies per response: split where the nonce sits, so each response gets its own.
    const headerNames = Object.keys(headers).filter((name) => String(headers[name]).includes(nonce));
    return { ...kept, nonce: { value: nonce, bodyParts: split(body, Buffer.from(nonce)), headerNames } };
  }
  // A validator only where the route lets clients keep the answer (public Cache-Control); a page's
  // data for anonymous visitors is not for browsers to reuse once someone signs in.
  if (!/\bpublic\b/.test(response.headers.get('cache-control') ?? '')) return kept;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  headers.etag = etag;
  return { ...kept, etag };
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

/** The answer's own bytes (uncompressed). */
function sendAsIs(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  if (answer.etag !== undefined && matches(req.headers['if-none-match'], answer.etag)) {
    notModified(res, answer, answer.etag);
    return;
  }
  let { headers, body } = answer;
  if (answer.nonce) ({ headers, body } = withFreshNonce(answer, answer.nonce));
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** 304 with what a 200 would say of caching: ETag, Cache-Control, Vary. */
function notModified(res: ServerResponse, answer: Answer, etag: string): void {
  const headers: OutgoingHttpHeaders = { etag };
  const { 'cache-control': cacheControl, vary } = answer.headers;
  if (cacheControl !== undefined) headers['cache-control'] = cacheControl;
  if (vary !== undefined) headers.vary = vary;
  res.writeHead(304, headers);
  res.end();
}

/** The answer's headers with a fresh nonce in place of the one it was rendered with. */
function freshNonceHeaders(answer: Answer, nonce: NonNullable<Answer['nonce']>): { headers: OutgoingHttpHeaders; fresh: string } {
  const fresh = newNonce();
  const headers = { ...answer.headers };
  for (const name of nonce.headerNames) headers[name] = String(headers[name]).replaceAll(nonce.value, fresh);
  return { headers, fresh };
}

function withFreshNonce(answer: Answer, nonce: NonNullable<Answer['nonce']>): { headers: OutgoingHttpHeaders; body: Buffer } {
  const { headers, fresh } = freshNonceHeaders(answer, nonce);
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

/** A response not kept: written as it is (its body already read), compressed for this response when accepted. */
async function sendOnce(req: IncomingMessage, res: ServerResponse, response: Response, body: Buffer): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'transfer-encoding' && name !== 'connection') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const bodyless = req.method === 'HEAD' || response.status === 204 || response.status === 304;
  const { headers: h } = response;
  const encoding =
    !bodyless && body.length >= MIN_COMPRESSIBLE_BYTES && mayCompress(h.get('content-type'), h.get('content-encoding'), h.get('cache-control'))
      ? chooseEncoding(req.headers['accept-encoding'])
      : undefined;
  if (encoding !== undefined) {
    body = await compressBuffer(body, encoding, 'fast');
    headers['content-encoding'] = encoding;
    headers.vary = varyOnEncoding(h.get('vary'));
    const etag = weakened(h.get('etag'));
    if (etag !== undefined) headers.etag = etag;
  }
  if (!bodyless) headers['content-length'] = body.length;
  res.writeHead(response.status, headers);
  res.end(bodyless ? undefined : body);
}
