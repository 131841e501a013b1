import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/app';
import { createApi } from './api';
import type { ApiModule } from './api-module';
import type { AuthEnv } from './auth';
import { documentedRoutes } from './openapi';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/**
 * A module is a folder and one entry in server/services.ts's list (docs/decisions/0042): given
 * its door, the API mounts its routes and the OpenAPI document describes them, with no other file
 * edited. This fixture module exists only in this test.
 */
const greetingSchema = z.object({ greeting: z.string() });
const greetings = {
  name: 'greetings',
  mount: () => [{ path: '/greetings', routes: new Hono<AuthEnv>().get('/:name', (c) => c.json({ greeting: `Namaste, ${c.req.param('name')}` })) }],
  operations: [{ method: 'get', path: '/api/greetings/:name', summary: 'A greeting', tag: 'greetings', access: 'public', ok: [200, 'Greeting'] }],
  components: { Greeting: greetingSchema },
} satisfies ApiModule;

function apiWith(modules: readonly ApiModule[]) {
  const { services, config, logger } = app.runtime;
  return createApi({ services: { ...services, modules: modules as typeof services.modules }, logger, ping: async () => {}, config });
}

describe('a module added to the list', () => {
  it('answers its routes and is described by the OpenAPI document, nothing else edited', async () => {
    const api = apiWith([...app.runtime.services.modules, greetings]);
    const answer = await api.request('/api/greetings/Priya');
    expect(answer.status).toBe(200);
    expect(greetingSchema.parse(await answer.json())).toEqual({ greeting: 'Namaste, Priya' });

    const document = (await (await api.request('/api/openapi.json')).json()) as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(document.paths['/api/greetings/{name}']).toBeDefined();
    expect(document.components.schemas.Greeting).toEqual(expect.objectContaining({ type: 'object' }));
    const answered = api.routes.filter((route) => route.method !== 'ALL' && !route.path.endsWith('*')).map((route) => `${route.method} ${route.path}`);
    expect(new Set(documentedRoutes([...app.runtime.services.modules, greetings]))).toEqual(new Set(answered));
  });

  it('refuses a document naming an answer shape no module declares', () => {
    const typo = { ...greetings, components: {} } satisfies ApiModule;
    expect(() => apiWith([...app.runtime.services.modules, typo])).toThrow('OpenAPI component Greeting is declared by no module');
  });

  it('refuses two modules declaring the same answer shape', () => {
    const twice = { ...greetings, name: 'greetings-again', mount: () => [], operations: [] } satisfies ApiModule;
    expect(() => apiWith([...app.runtime.services.modules, greetings, twice])).toThrow('OpenAPI component Greeting is declared by two modules');
  });
});
