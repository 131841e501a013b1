import type { z } from 'zod';
import { FIRST_DAY, LAST_DAY } from '../../common/calendar-day';

/**
 * One operation of the API as its module declares it, next to its routes (docs/decisions/0042);
 * server/http/openapi.ts turns the modules' operations into the OpenAPI document.
 */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Hono's form (`/api/products/:id`). */
  path: string;
  summary: string;
  tag: string;
  access: 'public' | 'customer' | 'admin';
  body?: Body;
  query?: 'page' | 'below' | 'size';
  /** Query parameters beyond the page's. */
  filters?: Filter[];
  /**
   * Success status and its body: a component's name (a module's `components`, or the API's own
   * `Error` and `Message`), a list of one, or a small inline shape.
   */
  ok: [status: number, schema: string | { listOf: string } | z.ZodType];
  /** Error statuses beyond 400/500 that this operation answers. */
  errors?: number[];
  /** Other media types the success answers in (a PDF, a CSV), beside or instead of JSON. */
  files?: string[];
}

/** A request body: a zod schema (JSON, or multipart text fields), or any JSON object (the gateway's webhook). */
export type Body = { json: z.ZodType } | { multipart: z.ZodType; json?: z.ZodType } | 'any-json';

export interface Filter {
  name: string;
  description: string;
  schema: object;
}

/** An answer that is a list of one component. */
export const listOf = (name: string) => ({ listOf: name });

/** A calendar day in a query (IST, YYYY-MM-DD), as the admin's filters and reports take it. */
export const dayParameter = { type: 'string', format: 'date', description: `From ${FIRST_DAY} to ${LAST_DAY}` };
