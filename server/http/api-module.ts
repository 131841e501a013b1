import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { AuthEnv } from './auth';
import type { AuthLimits } from './auth-limits';
import type { CookieWriter } from './cookies';
import type { Operation } from './openapi-operation';

/** What the API hands every module's routes beside the module's own services. */
export interface ApiContext {
  /** Writes and clears the session cookies (sign-in, sign-out). */
  cookies: CookieWriter;
  /** The sign-in and reset limits, per address and per account (docs/decisions/0031). */
  limits: AuthLimits;
  logger: Logger;
}

/** A module's routes under one path of /api. */
export interface Mount {
  path: string;
  routes: Hono<AuthEnv>;
}

/** Everything a page loader may read (declared in app/load-context.ts). */
export type LoaderServices = AppLoadContext['services'];

/**
 * What a module gives the HTTP edge through its door (docs/decisions/0042): its routes with their
 * mount paths, the OpenAPI operations and answer shapes that describe them, and its part of the
 * page loaders' reads. server/services.ts lists the modules in order; server/http/api.ts mounts
 * them in that order, server/http/openapi.ts documents them, server/http/loader-context.ts
 * hands their reads to the loaders. A new module is a folder and one line in that list.
 */
export interface ApiModule {
  name: string;
  mount(context: ApiContext): Mount[];
  operations: Operation[];
  /** The answers' shapes by component name, each a zod schema of common/ (openapi.test.ts checks real answers against them). */
  components?: Record<string, z.ZodType>;
  /** Its part of the loaders' reads: only read methods, never a write (app/load-context.ts). */
  reads?: Partial<LoaderServices>;
}

/** The module list's reads, merged: the loaders' services, checked whole by the compiler in loader-context.ts. */
export type ReadsOf<Modules extends readonly ApiModule[]> = UnionToIntersection<ReadsOfOne<Modules[number]>>;
type ReadsOfOne<M> = M extends { reads: infer Reads } ? Reads : never;
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/**
 * Only the named methods of a service, in a new object: a loader holding its reads cannot reach
 * the service's other methods (writes, the mailer behind them), not even by a cast.
 */
export function only<T extends object, K extends keyof T>(service: T, ...names: K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, service[name]])) as Pick<T, K>;
}
