import { randomBytes } from 'node:crypto';

/** A Content-Security-Policy nonce: 128 random bits, fresh for every page response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}
