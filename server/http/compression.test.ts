import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressResponse, deflateParts, gzipJoined, mayCompress, varyOnEncoding } from './compression';

const text = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `<li>item ${i % 97}</li>`).join(''));

describe('compression', () => {
  it('picks brotli, then gzip, by what the request accepts', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
  });

  it('compresses text types only, once, and adds Accept-Encoding to Vary once', () => {
    expect(mayCompress('text/html; charset=utf-8', null, null)).toBe(true);
    expect(mayCompress('text/x-script', null, null)).toBe(true);
    expect(mayCompress('application/json', null, 'public, max-age=0')).toBe(true);
    expect(mayCompress('application/json', 'gzip', null)).toBe(false);
    expect(mayCompress('application/json', null, 'no-transform')).toBe(false);
    expect(mayCompress('image/webp', null, null)).toBe(false);
    expect(mayCompress('text/event-stream', null, null)).toBe(false);
    expect(varyOnEncoding(null)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Cookie')).toBe('Cookie, Accept-Encoding');
    expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding');
  });

  it('joins parts deflated once around any separator into one valid gzip member', async () => {
    const parts = [Buffer.from(''), text(500), Buffer.from(''), text(3), text(2000)];
    const deflated = await deflateParts(parts);
    for (const nonce of ['AAAAAAAAAAAAAAAAAAAAAA==', 'x+/y==']) {
      const separator = Buffer.from(nonce);
      const gzipped = gzipJoined(parts, deflated, separator);
      expect(gunzipSync(gzipped).equals(Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part]))))).toBe(true);
    }
    const whole = text(4000);
    expect(gunzipSync(gzipJoined([whole], await deflateParts([whole]), Buffer.from('n'))).equals(whole)).toBe(true);
  });

  it('compresses a Response when accepted, keeping status, cookies and a weak validator', async () => {
    const body = text(400);
    const make = (headers: Record<string, string> = {}) => {
      const response = new Response(body, { status: 201, headers: { 'content-type': 'application/json', etag: '"v1"', ...headers } });
      response.headers.append('set-cookie', 'a=1');
      response.headers.append('set-cookie', 'b=2');
      return response;
    };
    const request = (acceptEncoding?: string, method = 'GET') => new Request('http://shop.test/api/x', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    const br = await compressResponse(request('gzip, br'), make());
    expect(br.status).toBe(201);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('etag')).toBe('W/"v1"');
    expect(br.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(bytes.length);
    expect(brotliDecompressSync(bytes).equals(body)).toBe(true);

    const gz = await compressResponse(request('gzip'), make());
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(body)).toBe(true);

    // Not accepted, a HEAD, tiny, or not text: as it was.
    const plain = make();
    expect(await compressResponse(request(), plain)).toBe(plain);
    const head = make();
    expect(await compressResponse(request('gzip', 'HEAD'), head)).toBe(head);
    const tiny = await compressResponse(request('gzip'), new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }));
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('{"ok":true}');
    const image = new Response(body, { headers: { 'content-type': 'image/webp' } });
    expect(await compressResponse(request('gzip'), image)).toBe(image);
  });
});
