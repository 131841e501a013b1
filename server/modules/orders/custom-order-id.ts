import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `ORD-` + 9 random characters of [0-9A-Z] (36⁹ ≈ 10¹⁴): the UNIQUE index catches the rare clash. */
export function newCustomOrderId(): string {
  let id = 'ORD-';
  for (let i = 0; i < 9; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
