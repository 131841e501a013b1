import { describe, expect, it } from 'vitest';
import {
  MAX_MISS_QUERY_LENGTH,
  MAX_SEARCH_WORDS,
  MAX_WORD_LENGTH,
  normaliseMissQuery,
  oneEditPatterns,
  oneEditVariants,
  searchWords,
  toFts5Match,
  toTsQuery,
  withinOneEdit,
} from './search-query';

// The shopper's text as the engines read it (docs/decisions/0054-product-search.md).
const terms = (text: string) => searchWords(text).map((word) => ({ word, typos: [] }));

describe('searchWords', () => {
  it('lower-cases and splits at anything that is not a letter, digit or mark', () => {
    expect(searchWords('  Cotton-KURTA, size XL!  ')).toEqual(['cotton', 'kurta', 'size', 'xl']);
    expect(searchWords("Men's T-shirt")).toEqual(['men', 's', 't', 'shirt']);
  });

  it('keeps Devanagari vowel signs and viramas inside their word', () => {
    expect(searchWords('कुर्ता सूती')).toEqual(['कुर्ता', 'सूती']);
  });

  it.each([
    ['quotes', '"red" \'saree\'', ['red', 'saree']],
    ['star', 'kurt*', ['kurt']],
    ['OR, AND, NOT as words', 'red OR blue AND NOT green', ['red', 'or', 'blue', 'and', 'not', 'green']],
    ['NEAR and parentheses', 'NEAR(red saree, 5)', ['near', 'red', 'saree', '5']],
    ['minus, caret, colon', '-red ^saree name:silk', ['red', 'saree', 'name', 'silk']],
    ['LIKE wildcards and backslash', '50% off_sale \\x', ['50', 'off', 'sale', 'x']],
    ['NUL', 'red\0saree', ['red', 'saree']],
    ['emoji', '👗 saree 🔥', ['saree']],
    ['only punctuation', '!!! ??? --- ***', []],
    ['lone combining marks and private-use characters', '\u0301 ि \uE000 saree', ['saree']],
    ['nothing', '', []],
  ])('reads %s as text, never as operators', (_name, text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it(`uses the first ${MAX_SEARCH_WORDS} words, each at most ${MAX_WORD_LENGTH} characters, of a 10 KB text`, () => {
    const text = 'saree '.repeat(2000) + 'x'.repeat(10_000);
    const words = searchWords(text);
    expect(words).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords('y'.repeat(10_000))).toEqual(['y'.repeat(MAX_WORD_LENGTH)]);
  });
});

describe('the engines’ queries', () => {
  it('quotes every word and ANDs them, each a prefix, with its typo matches as alternatives', () => {
    expect(toFts5Match([{ word: 'sarre', typos: ['saree'] }, { word: 'red', typos: [] }])).toBe('("sarre"* OR "saree") AND "red"*');
    expect(toTsQuery([{ word: 'sarre', typos: ['saree'] }, { word: 'red', typos: [] }])).toBe("('sarre':* | 'saree') & 'red':*");
  });

  it.each(['"NEAR(a b)"', 'red OR blue', 'NOT red', '-red', '^red', 'name:red', '(red)', "o'neil", 'a\\b', 'a*b', '50%_'])('gives a query with no operator of the shopper’s for %s', (text) => {
    const fts = toFts5Match(terms(text)) ?? '';
    const ts = toTsQuery(terms(text)) ?? '';
    // Outside the quoted words only our own AND / & and prefix marks remain.
    expect(fts.replace(/"[^"]*"\*/g, '').replace(/ AND /g, '')).toBe('');
    expect(ts.replace(/'[^']*':\*/g, '').replace(/ & /g, '')).toBe('');
  });

  it('is undefined when there is no word', () => {
    expect(toFts5Match(terms('!!!'))).toBeUndefined();
    expect(toTsQuery(terms('🔥'))).toBeUndefined();
  });

  it('escapes a quote inside a word (words never hold one, the quoting does not rely on it)', () => {
    expect(toFts5Match([{ word: 'a"b', typos: [] }])).toBe('"a""b"*');
    expect(toTsQuery([{ word: "a'b\\", typos: [] }])).toBe("'a''b\\\\':*");
  });
});

describe('one typo', () => {
  it.each([
    ['sarre', 'saree', true], // replaced
    ['sare', 'saree', true], // removed
    ['sareee', 'saree', true], // added
    ['saere', 'saree', true], // neighbours swapped
    ['saree', 'saree', true],
    ['srae', 'saree', false],
    ['sxrxe', 'saree', false],
    ['kurta', 'kurtas', true],
    ['कुर्ता', 'कुरता', true],
  ])('%s is within one edit of %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  it('lists the words one edit away, and the LIKE patterns they match', () => {
    const variants = oneEditVariants('sarre');
    for (const word of ['saree', 'sare', 'sarree', 'asrre', 'sarer']) expect(variants).toContain(word);
    expect(variants).not.toContain('sarre');
    expect(variants.every((variant) => withinOneEdit(variant, 'sarre'))).toBe(true);
    const patterns = oneEditPatterns('sarre');
    const like = (pattern: string, text: string) => new RegExp(`^${pattern.replace(/%/g, '.*')}$`).test(text);
    for (const word of ['saree', 'sare', 'sarree', 'asrre', 'sarer', 'xarre']) expect(patterns.some((pattern) => like(pattern, word))).toBe(true);
    expect(oneEditPatterns('50%_x')).toContain('50\\%\\_%');
  });

  it('covers Devanagari letters and signs', () => {
    expect(oneEditVariants('कुर्ता')).toContain('कुरता');
  });
});

describe('normaliseMissQuery', () => {
  it('keeps the words, lower-cased, one space apart, at most 100 characters', () => {
    expect(normaliseMissQuery('  Red   SAREE!! ')).toBe('red saree');
    expect(normaliseMissQuery('!!!')).toBe('');
    expect(normaliseMissQuery('abcdefghij '.repeat(50))).toHaveLength(MAX_MISS_QUERY_LENGTH);
  });
});
