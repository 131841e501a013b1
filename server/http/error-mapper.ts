import type { Logger } from 'pino';
import { isAppError, type ErrorKind, type FieldError } from '../errors';

const statusOf: Record<ErrorKind, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
};

export interface ErrorResponse {
  status: number;
  body: { message: string; errors?: FieldError[] };
  headers: Record<string, string>;
}

/** The one place where errors become HTTP answers. Unknown errors are logged and never leak. */
export function toErrorResponse(error: unknown, logger: Logger): ErrorResponse {
  if (isAppError(error)) {
    const { errors, retryAfterSeconds } = error.details;
    return {
      status: statusOf[error.kind],
      body: errors ? { message: error.message, errors } : { message: error.message },
      headers: retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.ceil(retryAfterSeconds)) },
    };
  }
  logger.error({ err: error }, 'unhandled error');
  return { status: 500, body: { message: 'Something went wrong!' }, headers: {} };
}
