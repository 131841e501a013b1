import { randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';

/** A Content-Security-Policy nonce: 128 random bits, fresh for every page response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const NONCE_IN_CSP = /'nonce-([^']+)'/;

/**
 * A kept page's nonce and where it sits: the page was rendered with one nonce, and every response
 * of it must carry its own (docs/decisions/0007-public-catalogue-cache.md), so the body is kept cut
 * around each occurrence and the headers that contain it are noted.
 */
export interface NonceSlots {
  value: string;
  /** The body between nonces (views into it, not copies). */
  bodyParts: Buffer[];
  headerNames: string[];
}

/** The slots of the nonce a page's Content-Security-Policy names, or undefined (no nonce: not a page). */
export function findNonceSlots(headers: OutgoingHttpHeaders, body: Buffer, contentSecurityPolicy: string | null): NonceSlots | undefined {
  const value = NONCE_IN_CSP.exec(contentSecurityPolicy ?? '')?.[1];
  if (value === undefined) return undefined;
  const headerNames = Object.keys(headers).filter((name) => String(headers[name]).includes(value));
  return { value, bodyParts: split(body, Buffer.from(value)), headerNames };
}

/** `body` cut around each `separator` (views into it, not copies). */
function split(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** `headers` with a fresh nonce in place of the one the page was rendered with. */
export function freshNonceHeaders(headers: OutgoingHttpHeaders, slots: NonceSlots): { headers: OutgoingHttpHeaders; fresh: string } {
  const fresh = newNonce();
  const renewed = { ...headers };
  for (const name of slots.headerNames) renewed[name] = String(renewed[name]).replaceAll(slots.value, fresh);
  return { headers: renewed, fresh };
}

/** The page's headers and body with a fresh nonce in every slot (Content-Length set to the new body). */
export function withFreshNonce(headers: OutgoingHttpHeaders, slots: NonceSlots): { headers: OutgoingHttpHeaders; body: Buffer } {
  const { headers: renewed, fresh } = freshNonceHeaders(headers, slots);
  const freshBytes = Buffer.from(fresh);
  const pieces: Buffer[] = [];
  slots.bodyParts.forEach((part, i) => {
    if (i > 0) pieces.push(freshBytes);
    pieces.push(part);
  });
  const body = Buffer.concat(pieces);
  renewed['content-length'] = body.length;
  return { headers: renewed, body };
}
