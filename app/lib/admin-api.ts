/**
 * The admin screens' client for our API. Like `api.ts` (whose ApiError it throws), but every call
 * carries `X-Use-Admin-Token: true`, so the server authenticates it with the HttpOnly
 * `adminToken` cookie rather than a customer's `token` (docs/storefront-texts.md#constants), and a body may be FormData
 * (product and category uploads) as well as JSON.
 */
import type { z } from 'zod';
import { request } from './api';
import { uploadWithProgress, type UploadProgress } from './upload';

const asAdmin = { 'X-Use-Admin-Token': 'true' };

export const adminApi = {
  get: <S extends z.ZodType>(schema: S, path: string) => request(schema, 'GET', path, undefined, asAdmin),
  post: <S extends z.ZodType>(schema: S, path: string, body?: FormData | object) => request(schema, 'POST', path, body, asAdmin),
  put: <S extends z.ZodType>(schema: S, path: string, body?: FormData | object) => request(schema, 'PUT', path, body, asAdmin),
  delete: <S extends z.ZodType>(schema: S, path: string) => request(schema, 'DELETE', path, undefined, asAdmin),
  /** A POST of a form that tells how much of it has been sent (a large file's upload). */
  upload: <S extends z.ZodType>(schema: S, path: string, body: FormData, onProgress: (progress: UploadProgress) => void) => uploadWithProgress(schema, path, body, asAdmin, onProgress),
};
