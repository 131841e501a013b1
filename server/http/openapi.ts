import { z } from 'zod';
import { errorBodySchema, messageAnswerSchema } from '../../common/api';
import type { ApiModule } from './api-module';
import type { Body, Operation } from './openapi-operation';

/**
 * The API contract (docs/api.md is generated from it) as an OpenAPI 3.1 document, served at /api/openapi.json.
 * Each module declares its operations and answer shapes beside its routes (docs/decisions/0042);
 * this file collects them from the module list and adds the API's own. Request bodies are the
 * very schemas the routes parse with, answers the schemas their types are inferred from.
 * openapi.test.ts checks that every route the API answers is described (and nothing else), and
 * that real answers validate against the published schemas, so the document cannot drift.
 */

/** What the document needs of a module: its operations and answer shapes. */
export type DocumentedModule = Pick<ApiModule, 'operations' | 'components'>;

/** The API's own answers, shared by every module: an error, a message. */
const sharedComponents = { Error: errorBodySchema, Message: messageAnswerSchema } satisfies Record<string, z.ZodType>;

/** The API's own operations (server/http/api.ts answers them before any module). */
const systemOperations: Operation[] = [
  { method: 'get', path: '/api/health', summary: 'Liveness: answers once the database does', tag: 'system', access: 'public', ok: [200, z.object({ status: z.literal('ok') })] },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'system', access: 'public', ok: [200, z.looseObject({})] },
];

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const binary = { type: 'string', format: 'binary' };

const errorNames: Record<number, string> = {
  400: 'Invalid input (the spec’s validation messages in `errors`)',
  401: 'No or bad session',
  403: 'Wrong role, or not yours',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Unsupported file type',
  429: 'Too many attempts (see Retry-After)',
  500: 'Server error (never leaks internals)',
  502: 'The payment gateway failed',
};

/** A zod schema as JSON Schema without its dialect line (the document declares OpenAPI 3.1's). */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** The components, generated from the zod schemas; a component inside another is a `$ref` to it. */
function componentSchemas(components: Record<string, z.ZodType>): Record<string, object> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io: 'output', unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]));
}

function responseSchema(schema: Operation['ok'][1], known: (name: string) => string) {
  if (typeof schema === 'string') return ref(known(schema));
  if ('listOf' in schema) return { type: 'array', items: ref(known(schema.listOf)) };
  return jsonSchemaOf(schema, 'output');
}

function requestBody(body: Body) {
  if (body === 'any-json') return { required: true, content: { 'application/json': { schema: { type: 'object' } } } };
  const content: Record<string, object> = {};
  if ('multipart' in body) content['multipart/form-data'] = { schema: jsonSchemaOf(body.multipart, 'input') };
  if (body.json) content['application/json'] = { schema: jsonSchemaOf(body.json, 'input') };
  return { required: true, content };
}

const pageParameters = [
  { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
];

const sizeParameters = [{ name: 'size', in: 'query', required: false, schema: { type: 'string' } }];
const belowParameters = [{ name: 'below', in: 'query', required: false, schema: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 5 } }];

function toOpenApiOperation(operation: Operation, known: (name: string) => string) {
  const pathParameters = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const responses: Record<string, object> = {
    [operation.ok[0]]: {
      description: 'OK',
      content: {
        // A PDF is all the answer is; a report is JSON or, asked for, CSV.
        ...(operation.files?.includes('application/pdf') ? {} : { 'application/json': { schema: responseSchema(operation.ok[1], known) } }),
        ...Object.fromEntries((operation.files ?? []).map((type) => [type, { schema: binary }])),
      },
    },
  };
  for (const status of [400, ...(operation.errors ?? []), 500]) {
    responses[status] = { description: errorNames[status] ?? 'Error', content: { 'application/json': { schema: ref('Error') } } };
  }
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.access === 'public' ? { security: [] } : { security: operation.access === 'admin' ? [{ bearer: [] }, { adminCookie: [] }] : [{ bearer: [] }, { customerCookie: [] }] }),
    parameters: [
      ...pathParameters,
      ...(operation.query === 'page' ? pageParameters : operation.query === 'below' ? belowParameters : operation.query === 'size' ? sizeParameters : []),
      ...(operation.filters ?? []).map((filter) => ({ ...filter, in: 'query', required: false })),
    ],
    ...(operation.body ? { requestBody: requestBody(operation.body) } : {}),
    responses,
  };
}

/** `/api/products/:id` → `/api/products/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Every operation: the API's own, then each module's in the list's order. */
const operationsOf = (modules: readonly DocumentedModule[]) => [...systemOperations, ...modules.flatMap((module) => module.operations)];

/** The documented operations as `METHOD /path` in Hono's form (for the drift test). */
export const documentedRoutes = (modules: readonly DocumentedModule[]) => operationsOf(modules).map(({ method, path }) => `${method.toUpperCase()} ${path}`);

export function buildOpenApiDocument(publicUrl: string, modules: readonly DocumentedModule[]) {
  const components: Record<string, z.ZodType> = { ...sharedComponents };
  for (const module of modules) {
    for (const [name, schema] of Object.entries(module.components ?? {})) {
      if (name in components) throw new Error(`OpenAPI component ${name} is declared by two modules`);
      components[name] = schema;
    }
  }
  // An answer naming a shape no module declares is a typo the document must not publish.
  const known = (name: string) => {
    if (!(name in components)) throw new Error(`OpenAPI component ${name} is declared by no module`);
    return name;
  };
  const paths: Record<string, Record<string, object>> = {};
  for (const operation of operationsOf(modules)) {
    (paths[toOpenApiPath(operation.path)] ??= {})[operation.method] = toOpenApiOperation(operation, known);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Haat API',
      version: '1',
      description: 'JSON over HTTP. Money is rupees as numbers; ids are opaque strings in `_id`. Cookie-authenticated writes must come from the shop’s own origin.',
    },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      schemas: componentSchemas(components),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        customerCookie: { type: 'apiKey', in: 'cookie', name: 'token' },
        adminCookie: { type: 'apiKey', in: 'cookie', name: 'adminToken', description: 'Used when the request carries `X-Use-Admin-Token: true`' },
      },
    },
  };
}
