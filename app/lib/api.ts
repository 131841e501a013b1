/**
 * The browser's JSON client for our own API (same origin). The session is the server's HttpOnly
 * `token` cookie, which the browser sends by itself: no token handling here.
 *
 * Every call names the answer's zod schema, the one the server's OpenAPI document is derived from
 * (common/*.ts), and the answer's type is inferred from it. In development and tests the answer is
 * checked against it, so a drift between server and screen fails loudly there; in production the
 * server is trusted and nothing is parsed (docs/decisions/0039-rules-written-once.md).
 */
// Types only: a value import would put zod in every page's first load (docs/decisions/0053).
import type { z } from 'zod';

export interface ApiFieldError {
  path: string;
  message: string;
}

/** A non-2xx answer (or no answer at all: status 0), with the body's `message` and `errors`. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ApiFieldError[],
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldErrors(value: unknown): ApiFieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is ApiFieldError => isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A successful answer that its schema refuses (development and tests only): the server and the screen disagree. */
export class AnswerShapeError extends Error {
  override name = 'AnswerShapeError';
}

/** zod's issues as z.prettifyError words them ('✖ message', '  → at path'), without importing zod's values. */
function describeIssues(issues: readonly { message: string; path: readonly PropertyKey[] }[]): string {
  return issues.map((issue) => `✖ ${issue.message}${issue.path.length > 0 ? `\n  → at ${issue.path.map(String).join('.')}` : ''}`).join('\n');
}

/**
 * The answer, as the schema types it. Checked where Vite's `import.meta.env.DEV` holds (the dev
 * server and vitest); a production build drops the check as dead code, so the cheap phone pays no
 * parse. The raw answer is returned either way (not the parsed copy), so development behaves as
 * production does.
 */
export function checkedAnswer<S extends z.ZodType>(schema: S, data: unknown, method: Method, path: string): z.output<S> {
  if (import.meta.env.DEV) {
    const result = schema.safeParse(data);
    if (!result.success) throw new AnswerShapeError(`${method} ${path} answered a shape its schema refuses:\n${describeIssues(result.error.issues)}`);
  }
  return data as z.output<S>;
}

/**
 * One call to our API. A FormData body goes as multipart (the browser sets the boundary), anything
 * else as JSON; `headers` adds to ours (the admin client's `X-Use-Admin-Token`). `schema` is the
 * answer's, from common/.
 */
export async function request<S extends z.ZodType>(schema: S, method: Method, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<z.output<S>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'same-origin', headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Please check your connection.');
  }
  const data = await readBody(response);
  if (!response.ok) throw answerError(response.status, response.statusText, data);
  return checkedAnswer(schema, data, method, path);
}

/** The ApiError of a non-2xx answer: its body's `message` and `errors`, else the status. */
export function answerError(status: number, statusText: string, data: unknown): ApiError {
  const message = isRecord(data) && typeof data.message === 'string' ? data.message : statusText || `Request failed (${status})`;
  return new ApiError(status, message, isRecord(data) ? fieldErrors(data.errors) : undefined);
}

export const api = {
  get: <S extends z.ZodType>(schema: S, path: string) => request(schema, 'GET', path),
  post: <S extends z.ZodType>(schema: S, path: string, body?: unknown) => request(schema, 'POST', path, body),
  put: <S extends z.ZodType>(schema: S, path: string, body?: unknown) => request(schema, 'PUT', path, body),
  delete: <S extends z.ZodType>(schema: S, path: string) => request(schema, 'DELETE', path),
};
