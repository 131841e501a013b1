/**
 * The browser's JSON client for our own API (same origin). The session is the server's HttpOnly
 * `token` cookie, which the browser sends by itself: no token handling here.
 */

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

/**
 * One call to our API. A FormData body goes as multipart (the browser sets the boundary), anything
 * else as JSON; `headers` adds to ours (the admin client's `X-Use-Admin-Token`).
 */
export async function request<T>(method: Method, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
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
  if (!response.ok) {
    const message = isRecord(data) && typeof data.message === 'string' ? data.message : response.statusText || `Request failed (${response.status})`;
    throw new ApiError(response.status, message, isRecord(data) ? fieldErrors(data.errors) : undefined);
  }
  // The contract (docs/api.md) fixes each endpoint's shape; callers name it in T.
  return data as T;
}

export const api = {
  get: <T = unknown>(path: string) => request<T>('GET', path),
  post: <T = unknown>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T = unknown>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T = unknown>(path: string) => request<T>('DELETE', path),
};
