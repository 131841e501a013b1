import type { z } from 'zod';
import { AppError } from '../errors';

/** Parses client input with a module's zod schema; a failure is a 400 carrying the schema's messages. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw AppError.badRequest(errors[0]?.message ?? 'Invalid input', errors);
}

/** Reads a JSON body; malformed JSON is the client's mistake (400), never a 500. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw AppError.badRequest('Malformed JSON body');
  }
}
