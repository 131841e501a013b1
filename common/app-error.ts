/**
 * What the page loaders may know of the server's expected errors (server/errors.ts's AppError)
 * without importing the server: its kind and its message, which is written for the shopper.
 */
export type ErrorKind =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  /** An outside service we depend on (the payment gateway) failed: not the client's fault, not a bug. */
  | 'BAD_GATEWAY';

/**
 * The mark every AppError carries. A registered symbol, not `instanceof`: in development the
 * app's loaders and the services can come from two module graphs (Vite's and Node's), each with
 * its own copy of the class.
 */
export const APP_ERROR_BRAND = Symbol.for('haat.AppError');

/** An error a client caused (bad input, missing record, conflict): its message may be shown. */
export interface ExpectedError extends Error {
  readonly kind: ErrorKind;
}

export function isExpectedError(error: unknown): error is ExpectedError {
  return typeof error === 'object' && error !== null && APP_ERROR_BRAND in error;
}

/** A record the loader asked for does not exist: the page answers 404. */
export function isNotFoundError(error: unknown): boolean {
  return isExpectedError(error) && error.kind === 'NOT_FOUND';
}

/** The text to show for a failed load: an expected error's own message, never an unexpected one's. */
export function shownErrorMessage(error: unknown, fallback: string): string {
  return isExpectedError(error) ? error.message : fallback;
}
