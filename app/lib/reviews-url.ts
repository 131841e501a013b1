/** The product page's query parameter naming the page of its reviews (`?reviews=2`), and the section's anchor. */
export const REVIEWS_PARAM = 'reviews';

/** The page of reviews the URL asks for: a whole number from 1; anything else is the first. */
export function reviewsPageFromUrl(params: URLSearchParams): number {
  const value = params.get(REVIEWS_PARAM);
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

/** The product page's URL on a page of its reviews, its other parameters (the colour) kept, scrolled to the reviews. */
export function reviewsPageUrl(path: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(REVIEWS_PARAM);
  else next.set(REVIEWS_PARAM, String(page));
  const query = next.toString();
  return `${path}${query === '' ? '' : `?${query}`}#${REVIEWS_PARAM}`;
}
