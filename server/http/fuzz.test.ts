import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, register, unlimitedRateLimiter } from '../test/accounts-fixtures';
import { pngBytes, signInAdmin } from '../test/admin-fixtures';
import { startTestApp, type TestApp } from '../test/app';
import { addCategory, addProducts } from '../test/catalog-fixtures';
import { createApi } from './api';
import { attemptsFor, type Attempt, type FuzzTargets, type JsonSchema, type Mode, type Route } from '../test/fuzz-attempts';
import { buildOpenApiDocument, toOpenApiPath } from './openapi';

/**
 * Every route the API answers (read from the Hono app itself, so a route added later is fuzzed
 * too), and the PhonePe simulator's, sent what a careless or hostile client sends: wrong types,
 * huge strings, deep nesting, `__proto__` keys, NUL (also inside JSON text in a field), duplicate
 * keys, broken JSON and forms, wrong content types, odd path ids and queries (days out of range),
 * Host headers the URL parser refuses; anonymous, as a customer and as an admin. A client's
 * mistake is a 4xx: not one answer may be a 5xx, and nothing may be logged as an error.
 * The requests are built in server/test/fuzz-attempts.ts; this file finds the routes and sends them.
 * docs/decisions/0011-http-edge-limits.md
 */

let app: TestApp;
let auth: Record<Mode, Record<string, string>>;
let targets: FuzzTargets;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  auth = {
    anonymous: {},
    customer: bearer((await register(app)).token),
    admin: bearer((await signInAdmin(app)).token),
  };
  const categoryId = await addCategory(app.runtime.db, 'Kurtas');
  const [productId] = (await addProducts(app.runtime.db, categoryId, 1)) as [string];
  targets = { productId, categoryId, png: new Uint8Array(await pngBytes(8, 8)) };
});

afterAll(() => app.close());

// ---- which routes ---------------------------------------------------------------------------

function routesOf(routes: { method: string; path: string }[]): { method: string; path: string }[] {
  const seen = new Set<string>();
  return routes.filter(({ method, path }) => {
    const key = `${method} ${path}`;
    if (method === 'ALL' || path.endsWith('*') || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface DocumentedOperation {
  security?: Record<string, unknown>[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

function describeRoute(method: string, path: string, document: ReturnType<typeof buildOpenApiDocument>): Route {
  const operation = (document.paths[toOpenApiPath(path)] as Record<string, DocumentedOperation> | undefined)?.[method.toLowerCase()];
  const security = operation?.security?.flatMap((scheme) => Object.keys(scheme));
  const access: Mode[] =
    security === undefined || security.length === 0 ? ['anonymous', 'customer', 'admin'] : security.includes('adminCookie') ? ['admin'] : ['customer'];
  const content = operation?.requestBody?.content;
  return { method, path, access, jsonSchema: content?.['application/json']?.schema, takesForm: content?.['multipart/form-data'] !== undefined };
}

/** Writes that remove the test's records, then those that end its sessions, go last, so the rest reach deep. */
const lateness = (route: Route) => (route.path.endsWith('/logout') ? 2 : route.method === 'DELETE' ? 1 : 0);
const destructive = (route: Route) => lateness(route) > 0;

function allRoutes(): Route[] {
  const { services, config, logger } = app.runtime;
  const document = buildOpenApiDocument(config.PUBLIC_URL, services.modules);
  const api = routesOf(createApi({ services, logger, ping: async () => {}, config }).routes).map(({ method, path }) => describeRoute(method, path, document));
  const simulator = services.payments.provider.simulator;
  const simulated = simulator ? routesOf(simulator.app.routes).map(({ method, path }): Route => ({ method, path, access: ['anonymous'], takesForm: method === 'POST' })) : [];
  return [...api, ...simulated].sort((a, b) => lateness(a) - lateness(b));
}

// ---- sending --------------------------------------------------------------------------------

/** A bodiless request with the attempt's own Host header (fetch would send the real one). */
function sendWithHost(attempt: Attempt & { host: string }, headers: Record<string, string>): Promise<number> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve) => {
    const req = request({ host: hostname, port, path: attempt.path, method: attempt.method, headers: { ...headers, host: attempt.host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function send(attempt: Attempt): Promise<number> {
  const headers: Record<string, string> = { ...auth[attempt.mode] };
  if (attempt.contentType) headers['content-type'] = attempt.contentType;
  if (attempt.host !== undefined) return sendWithHost({ ...attempt, host: attempt.host }, headers);
  try {
    const response = await app.fetch(attempt.path, { method: attempt.method, headers, body: attempt.body });
    await response.arrayBuffer();
    return response.status;
  } catch {
    // The connection was cut instead of answered: as bad as a 5xx.
    return 0;
  }
}

/** Runs `attempts` a few at a time; `onAnswer` gets each status (0: no answer, the connection was cut). */
async function sendAll(attempts: Attempt[], concurrency: number, onAnswer: (attempt: Attempt, status: number) => void): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) {
      const attempt = attempts[next++]!;
      onAnswer(attempt, await send(attempt));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

describe('fuzzing every JSON and form route', () => {
  it('answers every hostile request with a 4xx (or a success), never a 5xx, and logs no error', async () => {
    const errors = vi.spyOn(app.runtime.logger, 'error');
    const routes = allRoutes();
    // The enumeration found the API's body routes and the simulator's.
    expect(routes.some((route) => route.path === '/api/payments/cod' && route.jsonSchema)).toBe(true);
    expect(routes.some((route) => route.path === '/api/products' && route.method === 'POST' && route.takesForm)).toBe(true);

    const serverErrors: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const route of routes) {
      const attempts = (['anonymous', 'customer', 'admin'] as const).flatMap((mode) => attemptsFor(route, mode, targets));
      // Sequential for the destructive ones: a logout must not race its own session's requests.
      await sendAll(attempts, destructive(route) ? 1 : 6, (attempt, status) => {
        sent += 1;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const wrong = status === 0 || status >= 500 || (attempt.expectedStatus !== undefined && status !== attempt.expectedStatus);
        if (wrong) serverErrors.push(`${status || 'no answer'} ${attempt.mode} ${attempt.method} ${attempt.path.slice(0, 80)} (${attempt.label})`);
      });
    }
    console.log(`fuzz: ${routes.length} routes, ${sent} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    expect(serverErrors).toEqual([]);
    expect(errors.mock.calls.map(([fields, message]) => `${String(message)} ${String((fields as { err?: unknown }).err)}`)).toEqual([]);
    expect((await app.fetch('/api/health')).status).toBe(200);
  }, 120_000);
});
