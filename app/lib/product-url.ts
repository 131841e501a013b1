import type { Product } from '../../common/catalog';
import type { Choice } from './stock';

/**
 * The product page's choice in its URL (docs/decisions/0026): `?color=` (a colour's name, any case, or its id)
 * is what a shared link opens on; `size` and `qty` come back with a shopper returning from login.
 */
export const COLOR_PARAM = 'color';
export const SIZE_PARAM = 'size';
export const QUANTITY_PARAM = 'qty';

/** The index of the colour `?color=` names, or null when it names none. */
export function colorIndexFromUrl(product: Pick<Product, 'colors'>, params: URLSearchParams): number | null {
  const wanted = params.get(COLOR_PARAM)?.trim().toLowerCase();
  if (!wanted) return null;
  const index = product.colors.findIndex((color) => color.name.toLowerCase() === wanted || color._id === wanted);
  return index === -1 ? null : index;
}

/** `?size=` when it is one of the product's sizes, else null. */
export function sizeFromUrl(product: Pick<Product, 'sizes'>, params: URLSearchParams): string | null {
  const size = params.get(SIZE_PARAM);
  return size !== null && product.sizes.includes(size) ? size : null;
}

/** `?qty=` as a whole number of at least 1, else null. */
export function quantityFromUrl(params: URLSearchParams): number | null {
  const quantity = Number(params.get(QUANTITY_PARAM));
  return Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : null;
}

/** The product page showing `choice`: where a login started from its buttons returns to. */
export function productChoiceUrl(productId: string, { color, size, quantity }: Choice): string {
  const params = new URLSearchParams({ [COLOR_PARAM]: color });
  if (size !== null) params.set(SIZE_PARAM, size);
  if (quantity > 1) params.set(QUANTITY_PARAM, String(quantity));
  return `/product/${encodeURIComponent(productId)}?${params}`;
}

/**
 * A route's shouldRevalidate for the choice in the URL: a colour picked on the page changes only
 * the query string, and nothing the loaders read; no need to ask the server again.
 */
export function unlessOnlyChoiceChanged({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: { currentUrl: URL; nextUrl: URL; formMethod?: string; defaultShouldRevalidate: boolean }): boolean {
  if (formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of [COLOR_PARAM, SIZE_PARAM, QUANTITY_PARAM]) params.delete(name);
    params.sort();
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}
