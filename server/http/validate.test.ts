import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isAppError } from '../errors';
import { parseInput, readJson } from './validate';

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
