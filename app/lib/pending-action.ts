import type { Choice } from './stock';

/**
 * What a signed-out shopper started before being sent to log in (docs/decisions/0026): kept in
 * sessionStorage (this tab only, never the server) with the page it was started on, and finished
 * by CartModalsProvider when the shopper is back on that page signed in.
 */
export type PendingAction =
  /** The product page's 'Add to Cart' with its choice. */
  | { kind: 'add'; productId: string; choice: Choice }
  /** The product page's 'Buy Now' with its choice: the 'Complete Order' modal opens again. */
  | { kind: 'buyNow'; productId: string; choice: Choice }
  /** A product card's 'Add': its 'Select Color' (or, with one choice only, the add at once). */
  | { kind: 'cardAdd'; productId: string };

interface Stored {
  action: PendingAction;
  /** The pathname it was started on. */
  path: string;
  at: number;
}

const KEY = 'haat:pending-action';
/** Older than this, the shopper has moved on: it is dropped, not done. */
const MAX_AGE_MS = 30 * 60 * 1000;

/** Keeps `action` for the page `returnTo` (a same-site path, its query ignored: the page is what counts). */
export function savePendingAction(action: PendingAction, returnTo: string): void {
  const path = new URL(returnTo, 'http://haat.invalid').pathname;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ action, path, at: Date.now() } satisfies Stored));
  } catch {
    // Storage off (a private window's quota): the shopper still comes back to the page.
  }
}

/**
 * The action started on `path`, removed from storage; null when there is none. One started on
 * another page is dropped too: a signed-in shopper elsewhere has gone on without it.
 */
export function takePendingAction(path: string, now = Date.now()): PendingAction | null {
  let stored: Stored | null;
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    stored = JSON.parse(raw) as Stored;
  } catch {
    return null;
  }
  if (stored === null || typeof stored !== 'object' || stored.path !== path || !(now - stored.at >= 0 && now - stored.at < MAX_AGE_MS)) return null;
  return stored.action;
}
