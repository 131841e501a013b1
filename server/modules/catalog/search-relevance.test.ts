import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../common/search';
import { startTestApp, type TestApp } from '../../test/app';
import { addSearchCatalogue } from '../../test/search-fixtures';

// A judged relevance list over the fixture catalogue (docs/decisions/0054-product-search.md): for
// each query, the products that must come first (in any order among themselves; a name match
// above a category or colour match above a description match, ties newest first).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await addSearchCatalogue(app.runtime.db);
});
afterAll(() => app.close());

const JUDGED: [query: string, first: string[], why: string][] = [
  ['saree', ['Banarasi Silk Saree', 'Cotton Saree', 'Chiffon Printed Saree'], 'names before the jhumka whose description says saree'],
  ['sarre', ['Banarasi Silk Saree', 'Cotton Saree', 'Chiffon Printed Saree'], 'one typo'],
  ['kurt', ['Linen Kurta Pyjama Set', 'Cotton Kurta'], 'prefix in the name before the Kurtas category'],
  ['कुर्ता', ['कुर्ता सूती'], 'Devanagari'],
  ['cotton kurta', ['Cotton Kurta'], 'both words in the name'],
  ['silk', ['Silk Dupatta', 'Banarasi Silk Saree'], 'names before features'],
  ['gold', ['Kundan Necklace Set', 'Brass Diya', 'Banarasi Silk Saree'], 'colour matches, newest first'],
  ['footwear', ['Kolhapuri Chappal', 'Running Shoes', 'Leather Mojari'], 'the category, newest first'],
  ['leather', ['Leather Mojari'], 'name before the chappal’s features'],
  ['kolhapri', ['Kolhapuri Chappal'], 'a letter left out'],
  ['necklace', ['Kundan Necklace Set'], 'name before description'],
  ['jhumka', ['Oxidised Silver Jhumka'], 'name'],
  ['copper', ['Copper Water Bottle'], 'name and colour'],
  ['steel tiffin', ['Steel Tiffin Box'], 'two words'],
  ['diwali', ['Brass Diya'], 'description only'],
  ['runing shoes', ['Running Shoes'], 'a typo and a plain word'],
  ['iron kadai', ['Cast Iron Kadai'], 'two words of the name'],
  ['red', ['Red Bandhani Dupatta'], 'the name before the red colours'],
  ['dupata', ['Red Bandhani Dupatta', 'Silk Dupatta'], 'a letter left out, newest first'],
  ['chapal', ['Kolhapuri Chappal'], 'a letter left out of a 7-letter word'],
  ['earrings', ['Kundan Necklace Set', 'Oxidised Silver Jhumka'], 'descriptions only'],
];

describe('relevance', () => {
  it.each(JUDGED)('%s: %j first (%s)', async (query, first) => {
    const response = await app.fetch(`/api/products/search?q=${encodeURIComponent(query)}&limit=100`);
    const names = ((await response.json()) as SearchAnswer).products.map((product) => product.name);
    expect(names.slice(0, first.length).sort(), names.join(', ')).toEqual([...first].sort());
  });

  it('breaks ties newest first', async () => {
    const response = await app.fetch('/api/products/search?q=gold');
    expect(((await response.json()) as SearchAnswer).products.map((product) => product.name)).toEqual(['Kundan Necklace Set', 'Brass Diya', 'Banarasi Silk Saree']);
  });
});
