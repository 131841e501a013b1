import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageData, passDegradedFlag, publicPageHeaders } from '../../app/lib/public-page';
import { createCatalogueVersion } from '../modules/catalog/catalogue-version';
import type { Runtime } from '../runtime';
import { buildRoute, minimalBuild } from '../test/minimal-build';
import { createPageMount } from './page-mount';
import { createPublicCache } from './public-cache';

/**
 * The whole path of a page through the public cache, on React Router's real request handler: the
 * route's declaration and the loaders' degraded flag decide what is kept (docs/decisions/0007).
 * The build is the smallest React Router takes: the document is the loaders' data as text.
 */
describe('pages in the public cache', () => {
  let server: Server;
  let baseUrl: string;
  let rendered = 0;
  let rootDegraded = false;
  let pageDegraded = false;

  const build = minimalBuild((_request, status, headers) => new Response(`<p>${++rendered}</p>`, { status, headers }), {
    root: buildRoute('root', '', { loader: () => pageData({}, { degraded: rootDegraded }), headers: passDegradedFlag, default: () => null }),
    public: buildRoute('public', 'public', { loader: () => pageData({}, { degraded: pageDegraded }), headers: publicPageHeaders, default: () => null }, 'root'),
    plain: buildRoute('plain', 'plain', { loader: () => ({}), default: () => null }, 'root'),
  });
  const logger = { error: () => undefined, info: () => undefined, warn: () => undefined, debug: () => undefined };
  // The loaders here read nothing: no module gives them reads.
  const services = { modules: [] };
  const runtime = { logger, config: { isProduction: true }, services } as unknown as Runtime;
  const cache = createPublicCache({ version: createCatalogueVersion({ read: async () => 1, maxAgeMs: 0 }) });

  beforeAll(async () => {
    const pages = createPageMount(runtime, { build, cache });
    server = createServer((req, res) => void pages(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** How many renders `times` requests for `path` took, and the marks the browser saw. */
  const renders = async (path: string, times = 2, headers: Record<string, string> = {}) => {
    const before = rendered;
    const marks: string[] = [];
    for (let i = 0; i < times; i += 1) {
      const response = await fetch(baseUrl + path, { headers });
      expect(response.status).toBe(200);
      response.headers.forEach((_value, name) => void (name.startsWith('x-haat') && marks.push(name)));
    }
    return { count: rendered - before, marks };
  };

  it('keeps a page its route declared public, and only for anonymous visitors', async () => {
    expect(await renders('/public?a')).toEqual({ count: 1, marks: [] });
    expect((await renders('/public?b', 2, { cookie: 'token=x' })).count).toBe(2);
    expect((await renders('/plain')).count).toBe(2);
  });

  // docs/decisions/0051: the page after a form posted without JavaScript shows its notice once, to that visitor.
  it('never answers from, nor keeps, a page for a visitor carrying a one-time notice', async () => {
    expect((await renders('/public?notice', 2, { cookie: 'notice=added' })).count).toBe(2);
    expect((await renders('/public?notice', 1)).count).toBe(1);
    expect((await renders('/public?notice', 1, { cookie: 'a=1; notice=added' })).count).toBe(1);
  });

  it('never keeps a page a loader flagged degraded, its own or one above it', async () => {
    pageDegraded = true;
    expect(await renders('/public?c')).toEqual({ count: 2, marks: [] });
    pageDegraded = false;
    rootDegraded = true;
    expect(await renders('/public?d')).toEqual({ count: 2, marks: [] });
    expect((await renders('/plain?d')).marks).toEqual([]);
    rootDegraded = false;
    expect((await renders('/public?d')).count).toBe(1);
  });
});
