import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors';
import { readBoundedBody, readUploadBody } from './upload-body';

/** What a read ends with: 'ok', or the AppError's kind and message. */
const outcome = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'ok',
    (error: unknown) => (isAppError(error) ? `${error.kind}: ${error.message}` : String(error)),
  );

describe('reading a body', () => {
  const streamed = (bytes: number) =>
    new Request('http://x/', {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          for (let sent = 0; sent < bytes; sent += 1024) controller.enqueue(new Uint8Array(Math.min(1024, bytes - sent)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);

  it('reads up to the limit, and refuses past it also without a Content-Length', async () => {
    expect((await readBoundedBody(streamed(4096), 4096)).length).toBe(4096);
    expect(await outcome(readBoundedBody(streamed(4097), 4096))).toBe('PAYLOAD_TOO_LARGE: Request too large');
    const declared = new Request('http://x/', { method: 'POST', body: 'x'.repeat(10), headers: { 'content-length': '999999' } });
    expect(await outcome(readBoundedBody(declared, 4096))).toBe('PAYLOAD_TOO_LARGE: Request too large');
  });

  it('takes multipart (and JSON only where allowed); other types are a 415, broken bodies a 400', async () => {
    const form = new FormData();
    form.append('name', 'Kitchen');
    const multipart = await readUploadBody(new Request('http://x/', { method: 'POST', body: form }), { maxBytes: 1024 });
    expect(multipart.kind === 'multipart' && multipart.form.get('name')).toBe('Kitchen');
    const jsonRequest = () => new Request('http://x/', { method: 'PUT', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(await readUploadBody(jsonRequest(), { maxBytes: 1024, allowJson: true })).toEqual({ kind: 'json', value: { a: 1 } });
    expect(await outcome(readUploadBody(jsonRequest(), { maxBytes: 1024 }))).toBe('UNSUPPORTED_MEDIA_TYPE: Content-Type must be multipart/form-data');
    const text = new Request('http://x/', { method: 'POST', body: 'hi', headers: { 'content-type': 'text/plain' } });
    expect(await outcome(readUploadBody(text, { maxBytes: 1024, allowJson: true }))).toBe('UNSUPPORTED_MEDIA_TYPE: Content-Type must be multipart/form-data or application/json');
    const broken = new Request('http://x/', { method: 'POST', body: '--x\r\nnonsense', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(await outcome(readUploadBody(broken, { maxBytes: 1024 }))).toBe('BAD_REQUEST: Malformed multipart body');
    const badJson = new Request('http://x/', { method: 'PUT', body: '{', headers: { 'content-type': 'application/json' } });
    expect(await outcome(readUploadBody(badJson, { maxBytes: 1024, allowJson: true }))).toBe('BAD_REQUEST: Malformed JSON body');
  });
});
