import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext, EntryContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPageHeaders } from '../../../app/lib/public-page';
import type { ShopSettings } from '../../../common/settings';
import { createHttpListener } from '../../http/listener';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { buildRoute, minimalBuild } from '../../test/minimal-build';

/**
 * The storefront shows the saved settings at once, although anonymous visitors' pages come from
 * the public cache: a save bumps the catalogue version (migration 0014) that the cache keys its
 * pages by. The real runtime, API, settings service and cache; the build is the smallest React
 * Router takes, its home page the root loader's legal name (as the footer shows it).
 */
describe('saving the settings drops the cached pages', () => {
  let app: TestApp;
  let server: Server;
  let baseUrl: string;
  let rendered = 0;

  const build = minimalBuild(
    (_request, status, headers, context: EntryContext) => {
      rendered += 1;
      const root = context.staticHandlerContext.loaderData.root as { legalName: string };
      return new Response(`<footer>${root.legalName}</footer>`, { status, headers: { ...Object.fromEntries(headers), 'content-type': 'text/html' } });
    },
    {
      // What app/root.tsx reads for the footer: the settings' request-time read.
      root: buildRoute('root', '', { loader: async ({ context }: { context: AppLoadContext }) => ({ legalName: (await context.services.settings.current()).legalName }), default: () => null }),
      home: { ...buildRoute('home', undefined, { loader: () => ({}), headers: publicPageHeaders, default: () => null }, 'root'), index: true },
    },
  );

  beforeAll(async () => {
    app = await startTestApp({ SHOP_NAME: 'Kavya Handlooms' }, { rateLimiter: unlimitedRateLimiter });
    server = createServer(createHttpListener(app.runtime, { build, publicCache: true }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close();
  });

  const home = async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('shows the new legal name on the next visit to the home page', async () => {
    expect(await home()).toContain('<footer>Kavya Handlooms</footer>');
    const before = rendered;
    expect(await home()).toContain('Kavya Handlooms');
    expect(rendered, 'the second visit is served from the cache').toBe(before);

    const headers = { authorization: `Bearer ${(await signInAdmin(app)).token}`, 'content-type': 'application/json' };
    const settings = (await (await fetch(`${baseUrl}/api/admin/settings`, { headers })).json()) as ShopSettings;
    const saved = await fetch(`${baseUrl}/api/admin/settings`, { method: 'PUT', headers, body: JSON.stringify({ ...settings, legalName: 'Kavya Handlooms Private Limited' }) });
    expect(saved.status).toBe(200);

    expect(await home()).toContain('<footer>Kavya Handlooms Private Limited</footer>');
    expect(rendered).toBe(before + 1);
  });
});
