import { useSyncExternalStore } from 'react';

/** How many modals are open now (app/components/Modal.tsx counts itself in), for the toasts. */
let open = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  open += by;
  for (const listener of listeners) listener();
}

/** Counts a modal in while it is mounted: call from its effect, and return what this returns. */
export function modalOpened(): () => void {
  changed(1);
  return () => changed(-1);
}

/** Whether a modal is open; never on the server (modals are client-only). */
export function useModalOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open > 0,
    () => false,
  );
}
