import { shownErrorMessage } from '../../common/app-error';
import { LOAD_FAILED_FALLBACK } from './admin-messages';

/** `?page=` of a list URL: a whole number from 1, anything else is page 1. */
export function pageFrom(url: URL): number {
  const value = url.searchParams.get('page');
  return value !== null && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** The {message} of 'Error loading …: {message}': an expected error's own text, never an unexpected one's. */
export function loadErrorMessage(error: unknown): string {
  return shownErrorMessage(error, LOAD_FAILED_FALLBACK);
}
