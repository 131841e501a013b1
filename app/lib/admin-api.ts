/**
 * The admin screens' client for our API. Like `api.ts` (whose ApiError it throws), but every call
 * carries `X-Use-Admin-Token: true`, so the server authenticates it with the HttpOnly
 * `adminToken` cookie rather than a customer's `token` (docs/storefront-texts.md#constants), and a body may be FormData
 * (product and category uploads) as well as JSON.
 */
import { request } from './api';

const asAdmin = { 'X-Use-Admin-Token': 'true' };

export const adminApi = {
  get: <T = unknown>(path: string) => request<T>('GET', path, undefined, asAdmin),
  post: <T = unknown>(path: string, body?: FormData | object) => request<T>('POST', path, body, asAdmin),
  put: <T = unknown>(path: string, body?: FormData | object) => request<T>('PUT', path, body, asAdmin),
  delete: <T = unknown>(path: string) => request<T>('DELETE', path, undefined, asAdmin),
};
