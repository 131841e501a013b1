/**
 * A page's HTML as the server sends it to a signed-out shopper's browser: fetched with node:http
 * (fetch would undo the compression before we could weigh it), once asking for gzip, so the
 * bytes on the wire are what a phone downloads (docs/decisions/0052).
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { countElements } from './budget';

export interface ServedHtml {
  html: string;
  /** The document uncompressed. */
  bytes: number;
  /** The body as it came, gzip-compressed by the server. */
  gzipBytes: number;
  domElements: number;
}

/** GETs `url` accepting gzip only, without cookies; fails on any status but 200 or an uncompressed answer. */
export function fetchServedHtml(url: string): Promise<ServedHtml> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip', accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) return reject(new Error(`GET ${url}: ${res.statusCode}`));
        // A page that stops being compressed would pass any gzip budget unweighed: refuse it.
        if (res.headers['content-encoding'] !== 'gzip') return reject(new Error(`GET ${url}: the page came uncompressed (Content-Encoding: ${res.headers['content-encoding'] ?? 'none'})`));
        const html = gunzipSync(body).toString('utf8');
        resolve({ html, bytes: Buffer.byteLength(html), gzipBytes: body.length, domElements: countElements(html) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
