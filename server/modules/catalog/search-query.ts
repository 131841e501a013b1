/**
 * The shopper's search text as the database's full-text engines read it (docs/decisions/0054):
 * pure functions, no SQL. The text is cut into words (letters, digits and combining marks, so
 * Devanagari vowel signs stay inside their word), and every word becomes a quoted term: nothing
 * the shopper types (quotes, `*`, OR, NOT, NEAR, parentheses, `-`, `^`, `:`, `%`, `_`, `\`) is
 * ever read as an operator.
 */

/** At most this many words of the text are searched; the rest is ignored. */
export const MAX_SEARCH_WORDS = 10;
/** A longer word is cut to this many characters. */
export const MAX_WORD_LENGTH = 50;
/** A word of this many characters or more still matches with one typo. */
export const TYPO_MIN_LENGTH = 5;
/** At most this many stored words stand in for one typed word. */
export const MAX_TYPO_CANDIDATES = 20;
/** A missed search is counted under at most this many characters of its normalised text. */
export const MAX_MISS_QUERY_LENGTH = 100;

/** Anything that is not a letter, digit, combining mark or private-use character separates words (as the SQLite tokenizer's categories). */
const SEPARATORS = /[^\p{L}\p{N}\p{M}\p{Co}]+/u;

/** The words searched: lower-cased (NFC), with a letter or digit, the first MAX_SEARCH_WORDS, each at most MAX_WORD_LENGTH characters. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const part of text.normalize('NFC').toLowerCase().split(SEPARATORS)) {
    // A word needs a letter or digit: a lone mark would be no token to the engine (and match everything).
    if (!/[\p{L}\p{N}]/u.test(part)) continue;
    words.push([...part].slice(0, MAX_WORD_LENGTH).join(''));
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words;
}

/** The text a missed search is counted under: its words, one space apart, at most MAX_MISS_QUERY_LENGTH characters. */
export function normaliseMissQuery(text: string): string {
  return [...searchWords(text).join(' ')].slice(0, MAX_MISS_QUERY_LENGTH).join('').trim();
}

/** Whether a typed word is long enough to be matched with one typo. */
export const allowsTypo = (word: string): boolean => [...word].length >= TYPO_MIN_LENGTH;

/**
 * True when `a` and `b` differ by at most one edit: a letter added, removed, replaced, or two
 * neighbours swapped (the typos people make). Compared by code point.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  const rest = (from: string[], start: number) => from.slice(start).join('');
  if (x.length === y.length) {
    if (rest(x, i + 1) === rest(y, i + 1)) return true; // replaced
    return x[i] === y[i + 1] && x[i + 1] === y[i] && rest(x, i + 2) === rest(y, i + 2); // swapped
  }
  return x.length > y.length ? rest(x, i + 1) === rest(y, i) : rest(x, i) === rest(y, i + 1); // removed / added
}

/** Letters a typo may put in: the Latin letters and digits, and the Devanagari block for a Devanagari word. */
function typoAlphabet(word: string): string[] {
  const letters = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
  if (/\p{Script=Devanagari}/u.test(word)) {
    for (let code = 0x0900; code <= 0x097f; code += 1) {
      const char = String.fromCodePoint(code);
      if (/[\p{L}\p{M}\p{N}]/u.test(char)) letters.push(char);
    }
  }
  for (const char of word) if (!letters.includes(char)) letters.push(char);
  return letters;
}

/**
 * Every word one edit away from `word` (for an exact look-up in the SQLite index's vocabulary):
 * each letter removed, each neighbour pair swapped, each letter replaced and each gap filled
 * from the word's alphabet. A 10-letter Latin word has about 800.
 */
export function oneEditVariants(word: string): string[] {
  const chars = [...word];
  const alphabet = typoAlphabet(word);
  const variants = new Set<string>();
  for (let i = 0; i <= chars.length; i += 1) {
    const head = chars.slice(0, i).join('');
    if (i < chars.length) {
      const tail = chars.slice(i + 1).join('');
      variants.add(head + tail);
      if (i + 1 < chars.length) variants.add(head + chars[i + 1] + chars[i] + chars.slice(i + 2).join(''));
      for (const letter of alphabet) variants.add(head + letter + tail);
    }
    for (const letter of alphabet) variants.add(head + letter + chars.slice(i).join(''));
  }
  variants.delete(word);
  return [...variants];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * LIKE patterns (escape character `\`) that every word one edit away from `word` matches: the
 * word with one letter, or a neighbour pair, left open (`sa%ee`). PostgreSQL's trigram index
 * finds the stored words that match them; `withinOneEdit` then keeps the true ones.
 */
export function oneEditPatterns(word: string): string[] {
  const chars = [...word].map(escapeLike);
  const patterns = new Set<string>();
  for (let i = 0; i < chars.length; i += 1) {
    patterns.add(`${chars.slice(0, i).join('')}%${chars.slice(i + 1).join('')}`);
    if (i + 1 < chars.length) patterns.add(`${chars.slice(0, i).join('')}%${chars.slice(i + 2).join('')}`);
  }
  return [...patterns];
}

/** One searched word and the stored words it also matches through one typo. */
export interface SearchTerm {
  word: string;
  typos: string[];
}

/**
 * The SQLite FTS5 MATCH expression: every word must match, as a prefix (`"kurt"*`) or as one of
 * its typo matches. Words are double-quoted strings (a `"` inside is doubled, though words never
 * hold one), so FTS5 reads no operator in them. Undefined when there is no word.
 */
export function toFts5Match(terms: readonly SearchTerm[]): string | undefined {
  if (terms.length === 0) return undefined;
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  return terms
    .map(({ word, typos }) => {
      const alternatives = [`${quote(word)}*`, ...typos.slice(0, MAX_TYPO_CANDIDATES).map(quote)];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`;
    })
    .join(' AND ');
}

/**
 * The PostgreSQL tsquery text (for `to_tsquery('simple', …)`): every word must match, as a prefix
 * (`'kurt':*`) or as one of its typo matches. Words are single-quoted lexemes (a `'` or `\` inside
 * is doubled or escaped, though words never hold one). Undefined when there is no word.
 */
export function toTsQuery(terms: readonly SearchTerm[]): string | undefined {
  if (terms.length === 0) return undefined;
  const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return terms
    .map(({ word, typos }) => {
      const alternatives = [`${quote(word)}:*`, ...typos.slice(0, MAX_TYPO_CANDIDATES).map(quote)];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}
