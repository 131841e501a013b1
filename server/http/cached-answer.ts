import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { chooseEncoding, compressBuffer, gzipJoined, varyOnEncoding, weakened, worthCompressing, type ContentEncoding } from './compression';
import { findNonceSlots, freshNonceHeaders, withFreshNonce, type NonceSlots } from './nonce';
import { isDeclaredPublic } from './public-read';

/**
 * One answer of the public cache and how it goes out: as it is, compressed, or 304 to a
 * conditional request (docs/decisions/0007 and 0010). What is kept, for how long and for whom is
 * public-cache.ts's; a page's nonce is nonce.ts's.
 */
export interface Answer {
  /** Response headers (with Content-Length), for writeHead; ETag only on public answers whose bytes never vary. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag?: string;
  /** A page: the nonce it was rendered with; every response gets a fresh one in its place. */
  nonce?: NonceSlots;
  bytes: number;
  /** Text of 1 KB or more: sent compressed when the client accepts it (headers say Vary: Accept-Encoding). */
  compressible: boolean;
  /** Compressed copies of `body`, each made on the first request that accepts it (answers without a nonce). */
  encoded: Partial<Record<ContentEncoding, Promise<Buffer>>>;
  /** A page: its parts between nonces, deflated once (gzip only: compression.ts joins them around each fresh nonce). */
  deflatedParts?: Promise<Buffer[]>;
}

/** Headers a stored answer never repeats: per connection, or set per response. */
const NOT_STORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'set-cookie', 'etag']);

/** A response worth keeping (a 200 that sets no cookie), or undefined. */
export function toAnswer(response: Response, body: Buffer): Answer | undefined {
  if (response.status !== 200 || response.headers.has('set-cookie')) return undefined;
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (!NOT_STORED.has(name)) headers[name] = value;
  });
  headers['content-length'] = body.length;
  const compressible = worthCompressing(response.headers, body.length);
  if (compressible) headers.vary = varyOnEncoding(response.headers.get('vary'));
  const kept = { headers, body, bytes: body.length, compressible, encoded: {} };
  // A page varies per response: its nonce is replaced in every one.
  const nonce = findNonceSlots(headers, body, response.headers.get('content-security-policy'));
  if (nonce !== undefined) return { ...kept, nonce };
  // A validator only where the route lets clients keep the answer (public Cache-Control); a page's
  // data for anonymous visitors is not for browsers to reuse once someone signs in.
  if (!isDeclaredPublic(response)) return kept;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  headers.etag = etag;
  return { ...kept, etag };
}

/** The encoding to send `answer` in to `req`, or undefined for its own bytes. Pages have gzip only. */
export function encodingFor(req: IncomingMessage, answer: Answer): ContentEncoding | undefined {
  return answer.compressible ? chooseEncoding(req.headers['accept-encoding'], answer.nonce ? ['gzip'] : undefined) : undefined;
}

/** The answer's own bytes (uncompressed), or 304 when the client holds them. */
export function sendAsIs(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  if (answer.etag !== undefined && matches(req.headers['if-none-match'], answer.etag)) {
    notModified(res, answer, answer.etag);
    return;
  }
  let { headers, body } = answer;
  if (answer.nonce) ({ headers, body } = withFreshNonce(answer.headers, answer.nonce));
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** An answer without a nonce in its `encoding` copy (`body`), or 304 when the client holds it. */
export function sendEncoded(req: IncomingMessage, res: ServerResponse, answer: Answer, encoding: ContentEncoding, body: Buffer): void {
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

/** A page gzipped: its deflated parts joined around a fresh nonce (no validator: its bytes vary). */
export function sendGzippedPage(req: IncomingMessage, res: ServerResponse, answer: Answer, nonce: NonceSlots, deflatedParts: Buffer[]): void {
  const { headers, fresh } = freshNonceHeaders(answer.headers, nonce);
  const body = gzipJoined(nonce.bodyParts, deflatedParts, Buffer.from(fresh));
  res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
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

/** If-None-Match against a strong ETag (weak comparison, as RFC 9110 asks for GET and HEAD). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** A response not kept: written as it is (its body already read), compressed for this response when accepted. */
export async function sendOnce(req: IncomingMessage, res: ServerResponse, response: Response, body: Buffer): Promise<void> {
  const headers = headersOf(response);
  const bodyless = isBodyless(req, response);
  const { headers: h } = response;
  const encoding = !bodyless && worthCompressing(h, body.length) ? chooseEncoding(req.headers['accept-encoding']) : undefined;
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

/**
 * An answer nobody keeps and nothing may transform (`Cache-Control: no-transform`, e.g. a CSV
 * download: docs/decisions/0064, 0067): its body goes out as it is made, chunk by chunk, at the
 * pace the client reads it, instead of being read whole first (which held a million orders' file
 * in memory and sent no header until its last byte). A client that goes away cancels the body.
 */
export async function sendStreamed(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, headersOf(response));
  if (isBodyless(req, response) || response.body === null) {
    await response.body?.cancel();
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  } catch (error) {
    // The client closed the download: the body was cancelled, there is no one to tell.
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    throw error;
  }
}

/** Whether an answer to be made once may go out as a stream (sendStreamed): nothing keeps it, nothing compresses it. */
export const streamsAsMade = (response: Response, shareable: boolean): boolean => !shareable && response.body !== null && /\bno-transform\b/i.test(response.headers.get('cache-control') ?? '');

function headersOf(response: Response): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'transfer-encoding' && name !== 'connection') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return headers;
}

const isBodyless = (req: IncomingMessage, response: Response) => req.method === 'HEAD' || response.status === 204 || response.status === 304;
