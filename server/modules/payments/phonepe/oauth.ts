import type { Logger } from 'pino';
import { isPaymentGatewayError } from '../gateway';
import { resolveUrl, type UrlSource } from '../url-source';
import { exchange, readAnswer, type FetchFunction } from './http';
import { tokenAnswer } from './wire';

export interface TokenSourceOptions {
  oauthBaseUrl: UrlSource;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  fetch: FetchFunction;
  clock: () => Date;
  timeoutMs: number;
  logger: Logger;
}

interface Token {
  value: string;
  issuedAtMs: number;
  expiresAtMs: number;
}

export interface TokenSource {
  /** A usable token: the cached one until past the midpoint of its life, then a fresh one. */
  get(): Promise<string>;
  /** The gateway refused `rejected` (a 401): forget it and get another (shared if someone already did). */
  renew(rejected: string): Promise<string>;
}

/**
 * PhonePe's OAuth client-credentials token, cached. Concurrent callers share one in-flight
 * request, so a burst of checkouts after a restart asks for one token, not fifty.
 */
export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const { clock, logger } = options;
  let current: Token | undefined;
  let inFlight: Promise<Token> | undefined;

  function requestToken(): Promise<Token> {
    inFlight ??= fetchToken(options).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function get(): Promise<string> {
    const now = clock().getTime();
    if (current && now < midpoint(current)) return current.value;
    try {
      current = await requestToken();
    } catch (error) {
      // Past the midpoint the old token still works: a failed refresh need not fail the payment.
      // Refused credentials are different: they will not start working again by themselves.
      const refused = isPaymentGatewayError(error) && error.kind === 'UNAUTHORIZED';
      if (current && !refused && clock().getTime() < current.expiresAtMs) {
        logger.warn({ err: error }, 'PhonePe token refresh failed; using the current token until it expires');
        return current.value;
      }
      throw error;
    }
    return current.value;
  }

  return {
    get,
    renew(rejected) {
      if (current?.value === rejected) current = undefined;
      return get();
    },
  };
}

function midpoint(token: Token): number {
  return token.issuedAtMs + (token.expiresAtMs - token.issuedAtMs) / 2;
}

async function fetchToken(options: TokenSourceOptions): Promise<Token> {
  const form = new URLSearchParams({
    client_id: options.clientId,
    client_version: String(options.clientVersion),
    client_secret: options.clientSecret,
    grant_type: 'client_credentials',
  });
  const answer = await exchange(
    options.fetch,
    'oauth token',
    `${resolveUrl(options.oauthBaseUrl)}/v1/oauth/token`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
    },
    options.timeoutMs,
  );
  const token = readAnswer('oauth token', answer, tokenAnswer);
  const expiresAtMs = token.expires_at * 1000;
  // issued_at is optional on the wire; our own clock is the next best start of the token's life.
  const issuedAtMs = token.issued_at == null ? options.clock().getTime() : token.issued_at * 1000;
  options.logger.debug({ expiresAt: new Date(expiresAtMs).toISOString() }, 'PhonePe token issued');
  return { value: token.access_token, issuedAtMs, expiresAtMs };
}
