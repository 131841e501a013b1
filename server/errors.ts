/**
 * The one error type of the server. Services throw it for expected outcomes a client caused
 * (bad input, missing record, conflict); `http/error-mapper.ts` turns it into a status and the
 * contract's `{ message, errors? }` body. Anything else is a bug and becomes a bare 500.
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

export interface FieldError {
  path: string;
  message: string;
}

// A registered symbol, not `instanceof`: in development the app's loaders and the services can
// come from two module graphs (Vite's and Node's), each with its own copy of this class.
const brand = Symbol.for('haat.AppError');

export class AppError extends Error {
  override name = 'AppError';
  readonly [brand] = true;

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
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
  static badGateway(message: string) {
    return new AppError('BAD_GATEWAY', message);
  }
}

export function isAppError(error: unknown): error is AppError {
  return typeof error === 'object' && error !== null && brand in error;
}
