import { randomBytes } from 'node:crypto';

/** Opaque, non-guessable record ids: 24 hex characters (96 random bits). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
