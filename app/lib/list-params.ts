/**
 * What every list page reads from its address the same way: the page number, and a GET form's
 * fields as the address would carry them.
 */

/** `?page=`: a whole number from 1; anything else (missing, 0, '2x', too long) is page 1. */
export function pageParam(params: URLSearchParams): number {
  const value = params.get('page');
  return value !== null && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** A GET form's text fields as URL parameters (what the browser would send without the scripts). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  return fields;
}
