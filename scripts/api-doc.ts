/**
 * docs/api.md as Markdown, from the OpenAPI document the shop serves at /api/openapi.json (built
 * by server/http/openapi.ts from the zod schemas the routes parse with). `npm run docs:api` writes
 * it; api-doc.test.ts fails when the committed file is not what this renders now, so the page
 * cannot drift from the routes. Why docs/ carries the contract: docs/decisions/0040.
 */
import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { buildOpenApiDocument, type DocumentedModule } from '../server/http/openapi';
import { createLogger } from '../server/logger';
import { createServices } from '../server/services';

/** The URL the page names: the demo's default address, not a real shop's. */
const EXAMPLE_URL = 'http://localhost:3000';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Content };
  responses: Record<string, { description?: string; content?: Content }>;
};

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** A schema in a few words: a component's name, a list of one, an enum's values, a type with its bounds. */
function describe(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(describe).join(' or ');
  if (schema.allOf) return schema.allOf.map(describe).join(' and ');
  if (schema.type === 'array') return `list of ${describe(schema.items)}`;
  if (schema.type === 'object' && schema.properties && Object.keys(schema.properties).length > 0) return `{ ${Object.keys(schema.properties).join(', ')} }`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  const bounds = [
    schema.format,
    schema.minLength !== undefined || schema.maxLength !== undefined ? `${schema.minLength ?? 0}..${schema.maxLength ?? '∞'} chars` : undefined,
    schema.minimum !== undefined || schema.maximum !== undefined ? `${schema.minimum ?? '−∞'}..${schema.maximum ?? '∞'}` : undefined,
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : undefined,
  ].filter(Boolean);
  return bounds.length > 0 ? `${type} (${bounds.join(', ')})` : type;
}

/** Who may call: public, or the session it needs (the security schemes name the cookie). */
function auth(operation: Operation): string {
  const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  if (schemes.length === 0) return 'public';
  if (schemes.includes('adminCookie')) return 'admin (Bearer token, or the `adminToken` cookie with `X-Use-Admin-Token`)';
  return 'customer (Bearer token, or the `token` cookie)';
}

function fields(schema: Schema | undefined): string[] {
  if (!schema?.properties) return [`  - ${describe(schema)}`];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, field]) => `  - \`${name}\`${required.has(name) ? '' : ' (optional)'}: ${describe(field)}`);
}

function renderOperation(method: string, path: string, operation: Operation): string[] {
  const lines = [`### ${method.toUpperCase()} ${path}`, '', operation.summary ?? '', '', `- Auth: ${auth(operation)}`];
  const parameters = operation.parameters ?? [];
  if (parameters.length > 0) {
    lines.push('- Parameters:');
    for (const parameter of parameters) {
      const note = parameter.description ? ` — ${parameter.description}` : '';
      lines.push(`  - \`${parameter.name}\` (${parameter.in}${parameter.required ? '' : ', optional'}): ${describe(parameter.schema)}${note}`);
    }
  }
  for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    lines.push(`- Request body (\`${type}\`):`, ...fields(schema));
  }
  const statuses = Object.keys(operation.responses).map(Number).sort((a, b) => a - b);
  const ok = statuses.filter((status) => status < 400);
  for (const status of ok) {
    const content = operation.responses[status]?.content ?? {};
    const answers = Object.entries(content).map(([type, { schema }]) => (type === 'application/json' ? describe(schema) : `\`${type}\``));
    lines.push(`- Answers ${status}: ${answers.join('; ') || 'no body'}`);
  }
  const errors = statuses.filter((status) => status >= 400).map((status) => `${status} ${operation.responses[status]?.description ?? 'error'}`);
  if (errors.length > 0) lines.push(`- Errors (body \`Error\`): ${errors.join('; ')}`);
  lines.push('');
  return lines;
}

/**
 * The modules' API doors as the shop wires them (server/services.ts), over an empty in-memory
 * database that nothing reads: the document is the code's, not the data's.
 */
export async function withDocumentedModules<T>(render: (modules: readonly DocumentedModule[]) => T): Promise<T> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATABASE_URL: 'file::memory:' });
  const db = connectDatabase(config.DATABASE_URL);
  try {
    return render(createServices(db, config, createLogger(config)).modules);
  } finally {
    await db.destroy();
  }
}

/** The whole page, operations grouped by tag in the document's order. */
export function renderApiDoc(modules: readonly DocumentedModule[]): string {
  const document = buildOpenApiDocument(EXAMPLE_URL, modules) as unknown as {
    info: { title: string; description?: string };
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), ...renderOperation(method, path, operation)]);
    }
  }
  const lines = [
    `# ${document.info.title}`,
    '',
    '<!-- Generated by `npm run docs:api` (scripts/docs-api.ts) from the OpenAPI document; do not edit by hand. -->',
    '',
    document.info.description ?? '',
    '',
    'The same contract is served, complete with every field\'s JSON Schema, at `GET /api/openapi.json`.',
    'Every error answers `{ message, errors? }` (the `Error` component); a 400 lists the invalid fields in',
    '`errors` with the storefront\'s own messages (docs/storefront-texts.md). Request bodies are parsed by',
    'the same zod schemas of `common/` that the forms use; answers validate against the components below.',
    '',
  ];
  for (const [tag, operationLines] of byTag) lines.push(`## ${tag}`, '', ...operationLines);
  lines.push('## Components', '', 'The answers\' shapes, with their top-level fields (`?` = optional).', '');
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    const required = new Set(schema.required ?? []);
    const props = schema.properties ? Object.keys(schema.properties).map((key) => `\`${key}\`${required.has(key) ? '' : '?'}`).join(', ') : describe(schema);
    lines.push(`- **${name}**: ${props}`);
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
