import { isGstStateCode } from './states';

/** The 36 characters of a GSTIN's check sum, in order of value. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * 15 characters: state code (2 digits), PAN (5 letters, 4 digits, 1 letter), the entity's number
 * for that PAN in that state (1–9 or A–Z), 'Z' (by default), and the check character.
 */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_MESSAGES = {
  shape: 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character',
  state: 'GSTIN must start with a GST state code',
  checksum: 'GSTIN check character does not match (please check for a typo)',
  stateMismatch: (stateCode: string) => `GSTIN must start with the shop's state code ${stateCode}`,
} as const;

/**
 * The check character of a GSTIN's first 14 characters (the GSTN's published algorithm): each
 * character's value (0–9, A=10 … Z=35) times 1 or 2 alternately from the left; each product
 * split into its quotient and remainder by 36 and summed; the check is (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/**
 * Why `gstin` is not a valid GSTIN (for the shop whose GST state code is `stateCode`, when given),
 * or null when it is. Upper case expected: callers trim and upper-case what was typed first.
 */
export function gstinProblem(gstin: string, stateCode?: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return GSTIN_MESSAGES.shape;
  if (!isGstStateCode(gstin.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checksum;
  if (stateCode !== undefined && gstin.slice(0, 2) !== stateCode) return GSTIN_MESSAGES.stateMismatch(stateCode);
  return null;
}
