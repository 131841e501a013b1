/**
 * The admin screens' client for our API. Like `api.ts` (whose ApiError it throws), but every call
 * carries `X-Use-Admin-Token: true`, so the server authenticates it with the HttpOnly
 * `adminToken` cookie rather than a customer's `token` (spec §6), and a body may be FormData
 * (product and category uploads) as well as JSON.
 */
import { ApiError, type ApiFieldError } from './api';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const ADMIN_TOKEN_HEADER = 'X-Use-Admin-Token';

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

async function request<T>(method: Method, path: string, body?: FormData | object): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [ADMIN_TOKEN_HEADER]: 'true' };
  // FormData sets its own multipart Content-Type (with the boundary); JSON needs ours.
  const isForm = body instanceof FormData;
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
  // The contract (ARCHITECTURE.md §4) fixes each endpoint's shape; callers name it in T.
  return data as T;
}

export const adminApi = {
  get: <T = unknown>(path: string) => request<T>('GET', path),
  post: <T = unknown>(path: string, body?: FormData | object) => request<T>('POST', path, body),
  put: <T = unknown>(path: string, body?: FormData | object) => request<T>('PUT', path, body),
  delete: <T = unknown>(path: string) => request<T>('DELETE', path),
};
