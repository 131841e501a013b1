import type { ServerBuild } from 'react-router';

type EntryRender = (request: Request, status: number, headers: Headers, context: never) => Response | Promise<Response>;

/** A route of a minimal build: its id, path, parent and module (loader, headers, a null component). */
export const buildRoute = (id: string, path: string | undefined, module: Record<string, unknown>, parentId?: string) => ({ id, path, parentId, module });

/**
 * The smallest build React Router's real request handler takes: `render` makes the document from
 * whatever the test wants to see (a counter, a loader's value), the routes are the test's own.
 * For tests of what happens around a page (the public cache), not of the pages themselves.
 */
export function minimalBuild(render: EntryRender, routes: Record<string, ReturnType<typeof buildRoute> & { index?: boolean }>): ServerBuild {
  return {
    entry: { module: { default: render } },
    routes,
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: '/nowhere',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
