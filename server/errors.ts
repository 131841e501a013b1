import { APP_ERROR_BRAND, isExpectedError, type ErrorKind } from '../common/app-error';

export type { ErrorKind };

export interface FieldError {
  path: string;
  message: string;
}

/**
 * The one error type of the server. Services throw it for expected outcomes a client caused
 * (bad input, missing record, conflict); `http/error-mapper.ts` turns it into a status and the
 * contract's `{ message, errors? }` body. Anything else is a bug and becomes a bare 500.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly [APP_ERROR_BRAND] = true;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  static badRequest(message: string, errors?: FieldError[]) {
    return new AppError('BAD_REQUEST', message, { errors });
  }
  static unauthorized(message = 'Not authenticated') {
    return new AppError('UNAUTHORIZED', message);
  }
  static forbidden(message = 'Forbidden') {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(message = 'Not found') {
    return new AppError('NOT_FOUND', message);
  }
  static conflict(message: string, errors?: FieldError[]) {
    return new AppError('CONFLICT', message, { errors });
  }
  static badGateway(message: string) {
    return new AppError('BAD_GATEWAY', message);
  }
}

/** The server's own check; the page loaders use common/app-error.ts's, which is the same. */
export function isAppError(error: unknown): error is AppError {
  return isExpectedError(error);
}
