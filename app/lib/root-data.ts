import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/** The root loader's data (without its degraded flag): shop name, categories, the signed-in customer, checkout settings. */
export type RootData = Awaited<ReturnType<typeof loader>>['data'];

/**
 * The root loader's data from any component. It lives here, not in root.tsx, so components that
 * root renders (the cart modals) can read it without an import cycle: this file only imports
 * root's types, which vanish at build time.
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
