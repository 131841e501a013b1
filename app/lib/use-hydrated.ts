import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true once React runs in the browser. Forms
 * keep their submit button disabled until then: a click before the scripts have loaded would
 * otherwise post the form natively, past react-hook-form and its validation.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
