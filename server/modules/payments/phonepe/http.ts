import type { z } from 'zod';
import { PaymentGatewayError } from '../gateway';
import { errorAnswer } from './wire';

export type FetchFunction = typeof fetch;

/**
 * One HTTP exchange with a deadline covering both the request and reading the body, so a gateway
 * that accepts the connection and then stalls cannot hold a checkout forever. Transport failures
 * become PaymentGatewayErrors; the answer is returned with its body already read.
 */
export async function exchange(
  fetchFn: FetchFunction,
  operation: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  try {
    const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new PaymentGatewayError('TIMEOUT', `PhonePe ${operation}: no answer within ${timeoutMs} ms`, { operation, cause: error });
    }
    throw new PaymentGatewayError('NETWORK', `PhonePe ${operation}: could not reach the gateway`, { operation, cause: error });
  }
}

/** A 2xx parsed with `schema`; anything else becomes the PaymentGatewayError that describes it. */
export function readAnswer<Schema extends z.ZodType>(
  operation: string,
  answer: { status: number; text: string },
  schema: Schema,
): z.output<Schema> {
  const body = parseJson(answer.text);
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new PaymentGatewayError('BAD_RESPONSE', `PhonePe ${operation}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`, {
      operation,
      status: answer.status,
    });
  }
  throw failure(operation, answer.status, body);
}

function failure(operation: string, status: number, body: unknown): PaymentGatewayError {
  const parsed = errorAnswer.safeParse(body);
  const code = (parsed.success ? parsed.data.code : undefined) ?? undefined;
  const reason = (parsed.success ? parsed.data.message : undefined) ?? code ?? 'no reason given';
  const message = `PhonePe ${operation}: HTTP ${status}: ${reason}`;
  const kind = status === 401 || code === 'INVALID_CLIENT' ? 'UNAUTHORIZED' : status >= 500 ? 'GATEWAY_ERROR' : 'REJECTED';
  return new PaymentGatewayError(kind, message, { operation, status, code });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
