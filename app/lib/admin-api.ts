/**
 * The admin screens' client for our API. Like `api.ts` (whose ApiError it throws), but every call
 * carries `X-Use-Admin-Token: true`, so the server authenticates it with the HttpOnly
 * `adminToken` cookie rather than a customer's `token` (docs/storefront-texts.md#constants), and a body may be FormData
 * (product and category uploads) as well as JSON.
 */
import type { z } from 'zod';
import { request } from './api';

const asAdmin = { 'X-Use-Admin-Token': 'true' };

export const adminApi = {
  get: <S extends z.ZodType>(schema: S, path: string) => request(schema, 'GET', path, undefined, asAdmin),
  post: <S extends z.ZodType>(schema: S, path: string, body?: FormData | object) => request(schema, 'POST', path, body, asAdmin),
  put: <S extends z.ZodType>(schema: S, path: string, body?: FormData | object) => request(schema, 'PUT', path, body, asAdmin),
  delete: <S extends z.ZodType>(schema: S, path: string) => request(schema, 'DELETE', path, undefined, asAdmin),
};
