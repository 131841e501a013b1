import { extname } from 'node:path';

/**
 * What goes out compressed: files of the client build, shared by the build, which writes .br/.gz
 * copies (vite.config.ts), and the server, which sends them (static-files.ts); and answers the
 * server makes (pages, their data, API JSON), compressed by compression.ts.
 */
const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.html']);
/** Below this, compression saves less than the header costs. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/** Text files (images and videos are compressed already) big enough to gain from it. */
export function isCompressible(path: string, size: number): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extname(path)) && size >= MIN_COMPRESSIBLE_BYTES;
}

/**
 * Text media types: HTML, React Router's `.data` (text/x-script), JSON, XML (sitemaps), CSS,
 * JavaScript, SVG. Not event streams (compressing would hold events back), nor images or binaries.
 */
const COMPRESSIBLE_TYPE = /^(?:text\/(?:html|plain|css|javascript|xml|x-script)|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

/** A response body of this Content-Type gains from compression. */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  return contentType != null && COMPRESSIBLE_TYPE.test(contentType);
}

/** The encodings an Accept-Encoding header allows (a q=0 refuses one). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name !== '' && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}
