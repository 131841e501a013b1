import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/**
 * Puts a refused request's field errors (400 `errors`) under their fields; true when it did, so
 * the screen needs no toast. Other failures answer false.
 */
export function showFieldErrors<Values extends FieldValues>(error: unknown, fields: readonly Path<Values>[], setError: UseFormSetError<Values>): boolean {
  if (!isApiError(error) || !error.errors) return false;
  const known = error.errors.filter((item) => (fields as readonly string[]).includes(item.path));
  for (const item of known) setError(item.path as Path<Values>, { message: item.message }, { shouldFocus: true });
  return known.length > 0;
}
