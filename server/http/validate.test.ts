import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isAppError } from '../errors';
import { NUL_MESSAGE, parseInput, readJson, refuseNul } from './validate';

const caught = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
};

describe('readJson', () => {
  it('parses JSON and treats an empty body as {}', async () => {
    expect(await readJson(new Request('http://x/', { method: 'POST', body: '{"a":1}' }))).toEqual({ a: 1 });
    expect(await readJson(new Request('http://x/', { method: 'POST', body: '' }))).toEqual({});
  });

  it('turns malformed JSON into a 400, never a 500', async () => {
    const error = await caught(() => readJson(new Request('http://x/', { method: 'POST', body: '{"a":' })));
    expect(isAppError(error) && error.kind).toBe('BAD_REQUEST');
    expect((error as Error).message).toBe('Malformed JSON body');
  });
});

describe('the NUL rule', () => {
  it('refuses NUL in any string or key of a JSON body, however deep', async () => {
    for (const body of ['{"name":"a\\u0000b"}', '{"a\\u0000":1}', `${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`]) {
      const error = await caught(() => readJson(new Request('http://x/', { method: 'POST', body })));
      expect(isAppError(error) && error.kind, body.slice(0, 20)).toBe('BAD_REQUEST');
      expect((error as Error).message).toBe(NUL_MESSAGE);
    }
  });

  it('refuses NUL in what a string gives when parsed as JSON, at any depth, and leaves other text alone', () => {
    const nul = 'a\u0000b';
    let nested: string = JSON.stringify({ name: nul });
    for (let level = 0; level < 5; level++) {
      expect(() => refuseNul({ updatedFields: nested }), `level ${level}`).toThrow(NUL_MESSAGE);
      nested = JSON.stringify([nested]);
    }
    // Text that only spells the escape, not JSON that decodes to a NUL, is text.
    for (const text of ['C:\\u0000 is a path', '{"broken": "\\u0000', 'say \\\\u0000']) expect(() => refuseNul({ description: text }), text).not.toThrow();
  });

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 'fine';
    for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
    expect(() => refuseNul(deep)).not.toThrow();
  });

  it('refuses a form sent to a JSON route without reading it (415)', async () => {
    const form = new FormData();
    form.append('email', 'a@example.in');
    const error = await caught(() => readJson(new Request('http://x/', { method: 'POST', body: form })));
    expect(isAppError(error) && error.kind).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('parseInput', () => {
  it('returns the parsed value or a 400 carrying every message with its path', async () => {
    const schema = z.object({ name: z.string().min(1, { message: 'Name is required' }), age: z.number() });
    expect(parseInput(schema, { name: 'A', age: 3 })).toEqual({ name: 'A', age: 3 });
    const error = await caught(() => parseInput(schema, { name: '', age: 'x' }));
    expect(isAppError(error) && error.kind).toBe('BAD_REQUEST');
    expect((error as Error).message).toBe('Name is required');
    expect(isAppError(error) && error.details.errors?.map((e) => e.path)).toEqual(['name', 'age']);
  });
});
