import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mediaFilePath } from '../modules/media/module';
import { acceptedEncodings, isCompressible } from './compressible';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sibling files the build writes beside each compressible file (vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

interface StaticFile {
  path: string;
  size: number;
  type: string;
  /** Build files only: see compressible.ts. */
  compressible?: boolean;
  /** Precompressed copies found beside the file in the build. */
  encoded?: Partial<Record<Encoding, { path: string; size: number }>>;
}

function listFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set('/' + relative(dir, path).split(sep).join('/'), { path, size: statSync(path).size, type: contentTypes[extname(path)] ?? 'application/octet-stream' });
    }
  };
  walk(dir);
  // x.js.br and x.js.gz are served in place of x.js, never under their own names.
  for (const [pathname, file] of files) {
    if (!isCompressible(pathname, file.size)) continue;
    file.compressible = true;
    for (const { name, suffix } of ENCODINGS) {
      const sibling = files.get(pathname + suffix);
      if (!sibling) continue;
      files.delete(pathname + suffix);
      file.encoded = { ...file.encoded, [name]: { path: sibling.path, size: sibling.size } };
    }
  }
  return files;
}

type Body = { path: string; size: number } | Buffer;

/** The copy of a build file to send: precompressed, gzipped in memory, or the file itself. */
function encodedBody(req: IncomingMessage, file: StaticFile, gzipped: (file: StaticFile) => Buffer): { encoding?: Encoding; body: Body } {
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  for (const { name } of ENCODINGS) {
    const copy = file.encoded?.[name];
    if (copy && accepted.has(name)) return { encoding: name, body: copy };
  }
  // A build without precompressed copies (built by other means): gzip once, keep it in memory.
  if (accepted.has('gzip')) return { encoding: 'gzip', body: gzipped(file) };
  return { body: file };
}

function send(req: IncomingMessage, res: ServerResponse, file: StaticFile, cacheControl: string, gzipped?: (file: StaticFile) => Buffer): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', file.type);
  res.setHeader('Cache-Control', cacheControl);
  let body: Body = file;
  if (file.compressible && gzipped) {
    res.setHeader('Vary', 'Accept-Encoding');
    const chosen = encodedBody(req, file, gzipped);
    if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
    body = chosen.body;
  }
  res.setHeader('Content-Length', Buffer.isBuffer(body) ? body.length : body.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (Buffer.isBuffer(body)) res.end(body);
  else createReadStream(body.path).on('error', () => res.destroy()).pipe(res);
}

/**
 * The size of a regular file, or undefined when there is none to serve. Any error (a name too long
 * for the file system, a denied folder) means "not here": it is this request's 404, never a throw
 * out of the request listener, which would stop the process.
 */
function fileSize(path: string): number | undefined {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    return stat?.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

/**
 * Serves the client build (listed once at start: it never changes while running) and uploaded
 * media (looked up per request: uploads arrive while running). Text files of the build go out
 * compressed when the browser accepts it: the build's .br/.gz copies, else gzip made once.
 * Returns false when the request is not for a file, so the page renderer can answer it.
 */
export function createStaticHandler(options: { clientDir?: string; uploadsDir: string }) {
  const buildFiles = options.clientDir ? listFiles(options.clientDir) : new Map<string, StaticFile>();
  const gzipCache = new Map<string, Buffer>();
  const gzipped = (file: StaticFile) => {
    let compressed = gzipCache.get(file.path);
    if (!compressed) {
      compressed = gzipSync(readFileSync(file.path), { level: 9 });
      gzipCache.set(file.path, compressed);
    }
    return compressed;
  };

  return function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;

    if (pathname.startsWith('/media/')) {
      const path = mediaFilePath(options.uploadsDir, pathname);
      const size = path ? fileSize(path) : undefined;
      if (!path || size === undefined) notFound(res);
      // Media keys are never reused for other content, so a browser may keep them forever.
      else send(req, res, { path, size, type: contentTypes[extname(path)] ?? 'application/octet-stream' }, IMMUTABLE);
      return true;
    }

    const file = buildFiles.get(pathname);
    if (file) {
      send(req, res, file, pathname.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600', gzipped);
      return true;
    }
    // A missing hashed asset is a plain 404: rendering a page for it would only waste time.
    if (pathname.startsWith('/assets/')) {
      notFound(res);
      return true;
    }
    return false;
  };
}
