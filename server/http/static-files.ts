import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { mediaFilePath } from '../modules/media/store';

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

interface StaticFile {
  path: string;
  size: number;
  type: string;
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
  return files;
}

function send(req: IncomingMessage, res: ServerResponse, file: StaticFile, cacheControl: string): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Length', file.size);
  res.setHeader('Cache-Control', cacheControl);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file.path).on('error', () => res.destroy()).pipe(res);
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

/**
 * Serves the client build (listed once at start: it never changes while running) and uploaded
 * media (looked up per request: uploads arrive while running). Returns false when the request is
 * not for a file, so the page renderer can answer it.
 */
export function createStaticHandler(options: { clientDir?: string; uploadsDir: string }) {
  const buildFiles = options.clientDir ? listFiles(options.clientDir) : new Map<string, StaticFile>();

  return function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;

    if (pathname.startsWith('/media/')) {
      const path = mediaFilePath(options.uploadsDir, pathname);
      const stat = path ? statSync(path, { throwIfNoEntry: false }) : undefined;
      if (!path || !stat?.isFile()) notFound(res);
      // Media keys are never reused for other content, so a browser may keep them forever.
      else send(req, res, { path, size: stat.size, type: contentTypes[extname(path)] ?? 'application/octet-stream' }, IMMUTABLE);
      return true;
    }

    const file = buildFiles.get(pathname);
    if (file) {
      send(req, res, file, pathname.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600');
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
