import { PassThrough } from 'node:stream';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodingFor, matches, sendAsIs, sendEncoded, sendOnce, toAnswer } from './cached-answer';

/** A request and a response that records what was written. */
function exchange(method = 'GET', headers: Record<string, string> = {}) {
  const sent: { status?: number; headers?: OutgoingHttpHeaders; body?: Buffer } = {};
  const res = {
    writeHead(status: number, written: OutgoingHttpHeaders) {
      sent.status = status;
      sent.headers = written;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  const req = Object.assign(new PassThrough(), { method, headers }) as unknown as IncomingMessage;
  return { req, res, sent };
}

const PUBLIC = 'public, max-age=0, must-revalidate';
const json = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });
const kept = (body: string, headers: Record<string, string> = {}) => toAnswer(json(body, headers), Buffer.from(body))!;

describe('what the cache may keep (toAnswer)', () => {
  it('keeps a 200 without cookies, and gives a validator only to a public one', () => {
    expect(kept('{}', { 'cache-control': PUBLIC }).etag).toMatch(/^"[\w-]+"$/);
    expect(kept('{}').etag).toBeUndefined();
    expect(toAnswer(json('{}', {}, 404), Buffer.from('{}'))).toBeUndefined();
    expect(toAnswer(json('{}', { 'set-cookie': 'a=1' }), Buffer.from('{}'))).toBeUndefined();
  });

  it('marks text of 1 KB and more compressible, with Vary', () => {
    const big = kept(JSON.stringify({ text: 'x'.repeat(2048) }));
    expect(big.compressible).toBe(true);
    expect(big.headers.vary).toBe('Accept-Encoding');
    expect(kept('{}').compressible).toBe(false);
  });
});

describe('conditional requests and encodings', () => {
  it('answers a matching If-None-Match with 304 and the caching headers', () => {
    const answer = kept('{"a":1}', { 'cache-control': PUBLIC });
    const { req, res, sent } = exchange('GET', { 'if-none-match': `W/"x", ${answer.etag}` });
    sendAsIs(req, res, answer);
    expect(sent.status).toBe(304);
    expect(sent.headers).toEqual({ etag: answer.etag, 'cache-control': PUBLIC });
    expect(matches('*', '"a"')).toBe(true);
    expect(matches('W/"a"', '"a"')).toBe(true);
    expect(matches('"b"', '"a"')).toBe(false);
  });

  it('sends HEAD without a body, and an encoded copy with its own validator', () => {
    const answer = kept(JSON.stringify({ text: 'x'.repeat(2048) }), { 'cache-control': PUBLIC });
    const head = exchange('HEAD');
    sendAsIs(head.req, head.res, answer);
    expect(head.sent.status).toBe(200);
    expect(head.sent.body).toBeUndefined();

    const gzip = exchange('GET', { 'accept-encoding': 'gzip' });
    expect(encodingFor(gzip.req, answer)).toBe('gzip');
    expect(encodingFor(exchange().req, answer)).toBeUndefined();
    sendEncoded(gzip.req, gzip.res, answer, 'gzip', Buffer.from('zipped'));
    expect(gzip.sent.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-length': 6, etag: `${answer.etag!.slice(0, -1)}-gzip"` });
  });

  it('sends an answer it does not keep as it is, compressed when accepted, cookies included', async () => {
    const body = JSON.stringify({ text: 'y'.repeat(2048) });
    const { req, res, sent } = exchange('GET', { 'accept-encoding': 'gzip' });
    await sendOnce(req, res, json(body, { 'set-cookie': 'token=; Max-Age=0' }, 401), Buffer.from(body));
    expect(sent.status).toBe(401);
    expect(sent.headers?.['set-cookie']).toEqual(['token=; Max-Age=0']);
    expect(sent.headers?.['content-encoding']).toBe('gzip');
    expect(gunzipSync(sent.body!).toString()).toBe(body);
  });
});
