import { shownErrorMessage } from '../../common/app-error';
import { LOAD_FAILED_FALLBACK } from './admin-messages';
import { pageParam } from './list-params';

/** `?page=` of a list URL: a whole number from 1, anything else is page 1. */
export function pageFrom(url: URL): number {
  return pageParam(url.searchParams);
}

/** The {message} of 'Error loading …: {message}': an expected error's own text, never an unexpected one's. */
export function loadErrorMessage(error: unknown): string {
  return shownErrorMessage(error, LOAD_FAILED_FALLBACK);
}
