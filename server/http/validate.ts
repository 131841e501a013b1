import type { z } from 'zod';
import { AppError } from '../errors';
import { isMultipart } from './body-limit';

/** Parses client input with a module's zod schema; a failure is a 400 carrying the schema's messages. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw AppError.badRequest(errors[0]?.message ?? 'Invalid input', errors);
}

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/** How a NUL is written in JSON text: a field that holds JSON can only hide one behind this escape. */
const ESCAPED_NUL = '\\u0000';

/**
 * The one rule for NUL (docs/decisions/0011-http-edge-limits.md): no text a client sends may
 * contain it. PostgreSQL cannot store it in a text column (a 500 there, silently kept by SQLite),
 * and no name, address or id ever needs it. The listener applies it to paths and queries; this, to
 * every string and key of a JSON body or a form, and to what such a string gives when parsed as
 * JSON, at any depth: fields that carry JSON text (`updatedFields`, `colors`, `sizes`,
 * `imagesToDelete`, and any added later) are parsed by their route, after this check, where a
 * `\u0000` in the text becomes a NUL. A string that is not JSON is only text.
 */
export function refuseNul(value: unknown): void {
  // A loop, not recursion: a body nested 100,000 levels deep must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) throw AppError.badRequest(NUL_MESSAGE);
      if (next.includes(ESCAPED_NUL)) pending.push(parsedJsonOrUndefined(next));
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\0')) throw AppError.badRequest(NUL_MESSAGE);
        pending.push(item);
      }
    }
  }
}

function parsedJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** JSON text a client sent: malformed is a 400 (never a 500), and so is any NUL in it. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw AppError.badRequest('Malformed JSON body');
  }
  refuseNul(value);
  return value;
}

/**
 * Reads a JSON body (of at most BODY_MAX_BYTES: the API's limitRequestBodies has counted it).
 * An upload sent here is a 415 without reading it: only upload routes may take a large body.
 */
export async function readJson(request: Request): Promise<unknown> {
  if (isMultipart(request)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  return parseJsonText(await request.text());
}
