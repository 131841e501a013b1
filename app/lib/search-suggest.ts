/** One suggestion of GET /api/products/suggest (docs/decisions/0054): what the search box lists as the shopper types. */
export interface Suggestion {
  _id: string;
  name: string;
  primaryImage: string;
  discountPrice: number;
}

/** How long the box waits after a keystroke before it asks: a fast typist sends one request a word, not one a letter. */
export const SUGGEST_DELAY_MS = 200;

/**
 * Up to 8 products for `text`. A plain fetch, not the API client: the box is on every page's
 * first load, which carries no zod (docs/decisions/0053); the answer is only shown, never trusted.
 */
export async function fetchSuggestions(text: string, signal: AbortSignal): Promise<Suggestion[]> {
  const response = await fetch(`/api/products/suggest?${new URLSearchParams({ q: text })}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) return [];
  const answer: unknown = await response.json();
  return Array.isArray(answer) ? (answer as Suggestion[]).slice(0, 8) : [];
}
