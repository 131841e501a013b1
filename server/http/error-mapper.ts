import { HTTPException } from 'hono/http-exception';
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

/**
 * The client hung up while its body was being read: Node fails the body stream with
 * `Error: aborted` (ECONNRESET) and the request's signal is aborted. Nobody is left to answer.
 */
function isClientDisconnect(error: unknown, request: Request | undefined): boolean {
  return request?.signal.aborted === true && (error as { code?: unknown } | null)?.code === 'ECONNRESET';
}

/**
 * The one place where errors become HTTP answers. Unknown errors are logged and never leak.
 * `request`, when given, tells a client that went away mid-body (logged at debug) from a bug.
 */
export function toErrorResponse(error: unknown, logger: Logger, request?: Request): ErrorResponse {
  if (isAppError(error)) {
    const { errors, retryAfterSeconds } = error.details;
    return {
      status: statusOf[error.kind],
      body: errors ? { message: error.message, errors } : { message: error.message },
      headers: retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.ceil(retryAfterSeconds)) },
    };
  }
  // Hono's own refusals (its middlewares' 4xx) keep their status and say what it means.
  if (error instanceof HTTPException && error.status < 500) {
    return { status: error.status, body: { message: error.message || 'Bad request' }, headers: {} };
  }
  if (isClientDisconnect(error, request)) {
    logger.debug({ url: request?.url }, 'client disconnected before its request body was read');
    return { status: 400, body: { message: 'Request body incomplete' }, headers: {} };
  }
  logger.error({ err: error }, 'unhandled error');
  return { status: 500, body: { message: 'Something went wrong!' }, headers: {} };
}
