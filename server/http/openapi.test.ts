import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { createApi } from './api';
import { documentedRoutes } from './openapi';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/openapi.json', () => {
  it('publishes an OpenAPI 3.1 document with the server address and the zod request schemas', async () => {
    const response = await app.fetch('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]?.url).toBe(app.runtime.config.PUBLIC_URL);
    expect(document.paths['/api/products/{id}']?.get).toBeDefined();
    const checkout = document.paths['/api/payments/cod']?.post?.requestBody?.content['application/json']?.schema;
    expect(checkout?.required).toEqual(expect.arrayContaining(['products', 'deliveryAddress', 'contactNumber', 'name', 'email', 'totalPrice']));
  });

  it('describes every route the API answers, and nothing it does not', () => {
    const { services, config, logger } = app.runtime;
    const api = createApi({ services, logger, ping: async () => {}, config });
    const answered = new Set(
      api.routes
        .filter((route) => route.method !== 'ALL' && !route.path.endsWith('*'))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect(new Set(documentedRoutes(services.modules))).toEqual(answered);
  });
});
