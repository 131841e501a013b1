import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, deflateRaw, gzip } from 'node:zlib';
import { acceptedEncodings, isCompressibleType, MIN_COMPRESSIBLE_BYTES } from './compressible';

/**
 * Compressed answers of the page server and the API (docs/decisions/0010-compression.md). Static
 * files have their own precompressed copies (static-files.ts); this is for what the server makes.
 */

export type ContentEncoding = 'br' | 'gzip';
/** Best first: brotli is 15-20 % smaller than gzip on our HTML and JSON. */
export const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const deflated = promisify(deflateRaw);

/**
 * How hard to work. 'fast' for an answer compressed for one response (home page, 182 KB: about
 * 2 ms either way); 'kept' for one compressed once and kept in the public cache (brotli 11: 17 %
 * smaller than brotli 4, about 30 ms for 11 KB of JSON, once per catalogue version).
 */
export type Effort = 'fast' | 'kept';

export function compressBuffer(body: Buffer, encoding: ContentEncoding, effort: Effort): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'fast' ? 4 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipped(body, { level: effort === 'fast' ? 4 : 9 });
}

/** The best of `offered` that an Accept-Encoding header allows, or undefined for the body as it is. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined | null, offered: readonly ContentEncoding[] = ENCODINGS): ContentEncoding | undefined {
  if (acceptEncoding == null || acceptEncoding === '') return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  return offered.find((encoding) => accepted.has(encoding));
}

/** Whether an answer with these headers may go out compressed (a text type, not encoded yet, no `no-transform`). */
export function mayCompress(contentType: string | null | undefined, contentEncoding: string | null | undefined, cacheControl: string | null | undefined): boolean {
  return isCompressibleType(contentType) && (contentEncoding == null || contentEncoding === 'identity') && !/\bno-transform\b/i.test(cacheControl ?? '');
}

/** Whether a body of `bytes` with these headers is worth compressing: 1 KB or more that `mayCompress`. */
export function worthCompressing(headers: Headers, bytes: number): boolean {
  return bytes >= MIN_COMPRESSIBLE_BYTES && mayCompress(headers.get('content-type'), headers.get('content-encoding'), headers.get('cache-control'));
}

/** `Vary` with Accept-Encoding added (once). */
export function varyOnEncoding(vary: string | null | undefined): string {
  if (vary == null || vary.trim() === '') return 'Accept-Encoding';
  if (vary.split(',').some((name) => ['accept-encoding', '*'].includes(name.trim().toLowerCase()))) return vary;
  return `${vary}, Accept-Encoding`;
}

/** A strong ETag made weak: the compressed bytes differ from the ones it was computed on. */
export function weakened(etag: string | null | undefined): string | undefined {
  if (etag == null) return undefined;
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

/**
 * A Response of the page server or the API, compressed when the request accepts it: text over
 * 1 KB, not a HEAD, a 204 or a 304. The body is read whole first (pages are rendered whole before
 * they are sent: app/entry.server.tsx waits for onAllReady; API answers are JSON strings).
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const encoding = chooseEncoding(request.headers.get('accept-encoding'));
  const { headers } = response;
  if (
    encoding === undefined ||
    request.method === 'HEAD' ||
    response.body === null ||
    [204, 206, 304].includes(response.status) ||
    !mayCompress(headers.get('content-type'), headers.get('content-encoding'), headers.get('cache-control')) ||
    Number(headers.get('content-length') ?? MIN_COMPRESSIBLE_BYTES) < MIN_COMPRESSIBLE_BYTES
  ) {
    return response;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const init = { status: response.status, statusText: response.statusText, headers: new Headers(headers) };
  if (body.length < MIN_COMPRESSIBLE_BYTES) return new Response(body as Uint8Array<ArrayBuffer>, init);
  const compressed = await compressBuffer(body, encoding, 'fast');
  init.headers.set('content-encoding', encoding);
  init.headers.set('content-length', String(compressed.length));
  init.headers.set('vary', varyOnEncoding(headers.get('vary')));
  const etag = weakened(headers.get('etag'));
  if (etag !== undefined) init.headers.set('etag', etag);
  return new Response(compressed as Uint8Array<ArrayBuffer>, init);
}

/*
 * A kept page carries a fresh nonce per response (public-cache.ts), so its whole compressed bytes
 * can't be kept. DEFLATE (RFC 1951) is a series of blocks; a compressor flushed with Z_SYNC_FLUSH
 * ends on a byte boundary with a non-final block. So each part between two nonces is deflated
 * once, on its own, and a response is those parts with each nonce between them as a stored
 * (uncompressed) block, in one ordinary gzip member (RFC 1952): header, blocks, CRC-32 and length
 * of the whole. No part refers back into another, so the nonce may change freely. About 0.1 ms per
 * response for the home page (the CRC-32), and 11 % larger than gzip -9 of the whole page.
 */

/** Every part deflated on its own: all but the last end with a sync flush, the last with the final block. */
export function deflateParts(parts: readonly Buffer[]): Promise<Buffer[]> {
  return Promise.all(parts.map((part, i) => deflated(part, { level: 9, finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH })));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** One gzip member: `parts` (deflated as `deflatedParts`) joined by `separator`, sent as stored blocks. */
export function gzipJoined(parts: readonly Buffer[], deflatedParts: readonly Buffer[], separator: Buffer): Buffer {
  if (separator.length > 0xffff) throw new RangeError('separator too long for one stored block');
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(separator.length, 1);
  stored.writeUInt16LE(~separator.length & 0xffff, 3);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      pieces.push(stored, separator);
      crc = crc32(separator, crc);
      size += separator.length;
    }
    pieces.push(deflatedParts[i] as Buffer);
    // Skipped when empty: Node 20's crc32 of an empty view can lose the running value.
    if (part.length > 0) crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
