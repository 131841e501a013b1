/**
 * A URL known up front, or one known only once the server listens (a test app on port 0 talking
 * to its own simulator): a function is read at each use. Trailing slashes are dropped.
 */
export type UrlSource = string | (() => string);

export function resolveUrl(source: UrlSource): string {
  return (typeof source === 'function' ? source() : source).replace(/\/+$/, '');
}
