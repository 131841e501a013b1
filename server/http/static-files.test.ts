import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from './compressible';
import { createStaticHandler } from './static-files';

const script = `export const text = ${JSON.stringify('a fairly repetitive script '.repeat(100))};\n`;
const style = `.card { color: red; }\n`.repeat(100);

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'haat-static-'));
  const client = join(dir, 'client');
  mkdirSync(join(client, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'uploads'));
  // A script with the build's precompressed copies (vite.config.ts), a stylesheet without them,
  // a file too small to compress and an image.
  writeFileSync(join(client, 'assets/entry-abc.js'), script);
  writeFileSync(join(client, 'assets/entry-abc.js.br'), brotliCompressSync(script));
  writeFileSync(join(client, 'assets/entry-abc.js.gz'), gzipSync(script));
  writeFileSync(join(client, 'assets/app-abc.css'), style);
  writeFileSync(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(client, 'assets/logo-abc.webp'), Buffer.alloc(4096, 1));

  const serveStatic = createStaticHandler({ clientDir: client, uploadsDir: join(dir, 'uploads') });
  server = createServer((req, res) => {
    if (!serveStatic(req, res, new URL(req.url ?? '/', 'http://x').pathname)) {
      res.statusCode = 418;
      res.end('page');
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  rmSync(dir, { recursive: true, force: true });
});

/** fetch() would decode the body itself; node:http hands over the bytes as sent. */
function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(origin + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static files', () => {
  it('sends the brotli copy to a browser that accepts it, with Vary and the copy length', async () => {
    const { headers, body } = await get('/assets/entry-abc.js', 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['vary']).toBe('Accept-Encoding');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body).toEqual(brotliCompressSync(script));
  });

  it('sends the gzip copy when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const { headers, body } = await get('/assets/entry-abc.js', accept);
      expect(headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(body).toString()).toBe(script);
    }
  });

  it('sends the file itself, still with Vary, to a client that accepts no encoding', async () => {
    const { headers, body } = await get('/assets/entry-abc.js', 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['vary']).toBe('Accept-Encoding');
    expect(body.toString()).toBe(script);
  });

  it('gzips a text file that has no precompressed copy', async () => {
    const { headers, body } = await get('/assets/app-abc.css', 'br, gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(style);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const { headers, body } = await get('/assets/entry-abc.js', 'br', 'HEAD');
    expect(headers['content-encoding']).toBe('br');
    expect(Number(headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(body.length).toBe(0);
  });

  it('leaves tiny files and images alone', async () => {
    for (const path of ['/favicon.svg', '/assets/logo-abc.webp']) {
      const { status, headers } = await get(path, 'br, gzip');
      expect(status).toBe(200);
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers['vary']).toBeUndefined();
    }
  });

  it('does not serve the precompressed copies under their own names', async () => {
    expect((await get('/assets/entry-abc.js.br')).status).toBe(404);
  });
});

describe('acceptedEncodings', () => {
  it('reads names and drops those with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0, zstd;q=0.5')]).toEqual(['gzip', 'deflate', 'zstd']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
