import { createHash, randomBytes } from 'node:crypto';

/** Session and reset tokens: 32 random bytes, base64url (43 characters). Never stored as such. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: its SHA-256, in hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape of a token we issued; anything else is refused before the database is asked. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
