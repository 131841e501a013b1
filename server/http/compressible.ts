import { extname } from 'node:path';

/**
 * Which files of the client build go out compressed: shared by the build, which writes .br/.gz
 * copies (vite.config.ts), and the server, which sends them (static-files.ts).
 */
const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.html']);
/** Below this, compression saves less than the header costs. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/** Text files (images and videos are compressed already) big enough to gain from it. */
export function isCompressible(path: string, size: number): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extname(path)) && size >= MIN_COMPRESSIBLE_BYTES;
}
