/**
 * The `search` preset's queries (docs/decisions/0054-product-search.md): 1,000 distinct texts a
 * shopper would type into the generated shop's search box: nouns whole and half-typed, with a
 * typo, with a brand, colour or adjective, category names, and words the shop does not sell.
 */
import { seededRandom } from './random';
import { BENCH_CATEGORIES } from './rows';

const BRANDS = ['aarav', 'kesar', 'nilgiri', 'vayu', 'sutra', 'tara', 'indus', 'mehr', 'rangoli', 'chakra'];
const COLOURS = ['black', 'white', 'navy', 'maroon', 'olive', 'mustard', 'grey', 'teal', 'red', 'rose gold'];
const ADJECTIVES = ['classic', 'premium', 'everyday', 'handcrafted', 'compact', 'eco', 'festive', 'royal'];
const UNSOLD = ['lehenga', 'purple sherwani', 'kanjivaram', 'air fryer', 'tulsi mala', 'बनारसी साड़ी', 'कुर्ता', 'mehendi cone', 'brass urli', 'ghungroo'];

/** One edit of a word: a letter dropped, doubled, swapped with the next, or replaced. */
function typo(word: string, pick: (n: number) => number): string {
  const i = 1 + pick(word.length - 2);
  switch (pick(4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i) + (word[i + 1] ?? '') + word[i] + word.slice(i + 2);
    default:
      return word.slice(0, i) + 'aeiou'[pick(5)] + word.slice(i + 1);
  }
}

export function searchQueries(count = 1000, seed = 54): string[] {
  const random = seededRandom(seed);
  const pick = (n: number) => random.int(0, Math.max(0, n - 1));
  const nouns = BENCH_CATEGORIES.flatMap((category) => category.nouns.map((noun) => noun.toLowerCase()));
  const makers: (() => string)[] = [
    () => random.pick(nouns),
    () => random.pick(nouns).slice(0, 3 + pick(4)),
    () => {
      const words = random.pick(nouns).split(' ');
      return words.map((word) => (word.length >= 5 && random.chance(0.7) ? typo(word, pick) : word)).join(' ');
    },
    () => `${random.pick(BRANDS)} ${random.pick(nouns)}`,
    () => `${random.pick(COLOURS)} ${random.pick(nouns)}`,
    () => `${random.pick(ADJECTIVES)} ${random.pick(nouns).split(' ')[0]}`,
    () => random.pick(BENCH_CATEGORIES).name.toLowerCase(),
    () => `${random.pick(UNSOLD)}${random.chance(0.5) ? '' : ` ${random.int(1, 99)}`}`,
    () => `${random.pick(nouns)} ${100 + pick(900)}`,
  ];
  const queries = new Set<string>();
  for (let tries = 0; queries.size < count && tries < count * 100; tries += 1) queries.add(random.pick(makers)());
  return [...queries];
}
