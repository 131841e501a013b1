import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../common/catalog';
import type { SearchAnswer, Suggestion } from '../../../common/search';
import { setStock } from '../../test/catalog-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { addSearchCatalogue, SEARCH_CATALOGUE } from '../../test/search-fixtures';

// GET /api/products/search and /suggest (docs/decisions/0054-product-search.md).
let app: TestApp;
let ids: Map<string, string>;
let categories: Map<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  ({ ids, categories } = await addSearchCatalogue(app.runtime.db));
  // The running shoes' every colour and size tracked at 0: sold out though the shop's flag is on.
  for (const color of ['Black', 'Red']) for (const size of ['7', '8', '9', '10']) await setStock(app.runtime.db, ids.get('Running Shoes')!, color, 0, size);
});

afterAll(() => app.close());

async function search(query: string, status = 200): Promise<SearchAnswer> {
  const response = await app.fetch(`/api/products/search?${query}`);
  expect(response.status, query).toBe(status);
  return (await response.json()) as SearchAnswer;
}
const names = (answer: SearchAnswer) => answer.products.map((product) => product.name);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

/** Every product, as GET /api/products answers them: the direct count the facets are checked against. */
async function everyProduct(): Promise<Product[]> {
  const response = await app.fetch('/api/products?limit=100');
  return ((await response.json()) as { products: Product[] }).products;
}

describe('GET /api/products/search: words', () => {
  it('answers the contract shape, products as /api/products answers them', async () => {
    const answer = await search(q('kolhapuri'));
    expect(Object.keys(answer).sort()).toEqual(['facets', 'pages', 'products', 'total']);
    expect(Object.keys(answer.facets).sort()).toEqual(['categories', 'colors', 'price', 'sizes']);
    const direct = (await (await app.fetch(`/api/products/${ids.get('Kolhapuri Chappal')}`)).json()) as Product;
    expect(answer.products).toEqual([direct]);
    expect(answer).toMatchObject({ total: 1, pages: 1, facets: { price: { min: 699, max: 699 } } });
  });

  it('matches a prefix (kurt finds Kurta), case-insensitively, in every field', async () => {
    expect(names(await search(q('KURT')))).toEqual(expect.arrayContaining(['Cotton Kurta', 'Linen Kurta Pyjama Set', 'Churidar Leggings']));
    expect(names(await search(q('zari')))).toEqual(['Banarasi Silk Saree']); // features
    expect(names(await search(q('varanasi')))).toEqual(['Banarasi Silk Saree']); // description
    expect(names(await search(q('maroon')))).toEqual(['Red Bandhani Dupatta']); // colour
    expect((await search(q('jewel'))).total).toBe(2); // category
  });

  it('matches a word of 5 or more letters with one typo, and not a shorter one', async () => {
    expect(names(await search(q('sarre')))).toEqual(expect.arrayContaining(['Banarasi Silk Saree', 'Cotton Saree', 'Chiffon Printed Saree']));
    expect(names(await search(q('kolhapri')))).toEqual(['Kolhapuri Chappal']); // a letter left out
    expect(names(await search(q('bottel')))).toEqual(['Copper Water Bottle']); // neighbours swapped
    expect((await search(q('diyx'))).total).toBe(0); // 4 letters: no typo allowed
  });

  it('needs every word to match', async () => {
    expect(names(await search(q('cotton kurta')))).toEqual(['Cotton Kurta']);
    expect((await search(q('cotton necklace'))).total).toBe(0);
  });

  it('finds Hindi words, vowel signs and all', async () => {
    expect(names(await search(q('कुर्ता')))).toEqual(['कुर्ता सूती']);
    expect(names(await search(q('सूती')))).toEqual(['कुर्ता सूती']);
    expect(names(await search(q('कुर्')))).toEqual(['कुर्ता सूती']);
  });

  it.each([
    '"saree"', 'saree*', 'saree OR kurta', 'saree AND NOT silk', 'NEAR(saree silk)', '(saree', 'saree)', '-saree', '^saree', 'name:saree', 'saree%', 'sa_ree', 'saree\\',
    '"', "'", '*', '(', ')', ':', '^', '%', '_', '\\', 'AND', 'OR', 'NOT', 'NEAR', '👗', '👗 saree', '!!!', '¯\\_(ツ)_/¯', '\u200b', '\u0301', 'ि',
  ])('reads %j as text: 200, never a 5xx, never an operator', async (text) => {
    const answer = await search(q(text));
    expect(answer.total).toBeGreaterThanOrEqual(0);
  });

  it('treats operators as words: "saree OR kurta" needs a product with both "saree", "or" and "kurta"', async () => {
    expect((await search(q('saree OR kurta'))).total).toBe(0);
    expect(names(await search(q('"saree" silk')))).toEqual(['Banarasi Silk Saree']);
    expect(names(await search(q('silk -saree')))).toEqual(['Banarasi Silk Saree']);
  });

  it('answers a NUL with a 400 and a 10 KB text with a 200 (only its first words count)', async () => {
    expect((await app.fetch('/api/products/search?q=saree%00')).status).toBe(400);
    const long = await app.fetch(`/api/products/search?${q(`silk saree ${'x'.repeat(10_000)}`)}`);
    expect(long.status).toBeLessThan(500);
    const words = await search(q(`silk ${'saree '.repeat(2000)}`));
    expect(names(words)).toEqual(['Banarasi Silk Saree']);
  });

  it('matches nothing for text with no word', async () => {
    for (const text of ['\u0301', 'ि', '\uE000', '\u200b']) expect((await search(q(text))).total, text).toBe(0);
    expect(await search(q('!!! 🔥'))).toEqual({ products: [], pages: 0, total: 0, facets: { categories: [], colors: [], sizes: [], price: { min: null, max: null } } });
  });
});

describe('GET /api/products/search: filters, sorts and pages', () => {
  it('filters by category name (any case) or id', async () => {
    const byName = await search(`${q('silk')}&category=kurtas`);
    expect(names(byName)).toEqual(['Silk Dupatta']);
    expect(names(await search(`${q('silk')}&category=${categories.get('Sarees')}`))).toEqual(['Banarasi Silk Saree']);
    expect((await search(`${q('silk')}&category=Nowhere`)).total).toBe(0);
  });

  it('filters by colour name, any case', async () => {
    expect(names(await search(`${q('saree')}&color=pink`)).sort()).toEqual(['Chiffon Printed Saree']);
    expect((await search('color=GOLD')).total).toBe(3);
  });

  it('filters by price in rupees, both ends included', async () => {
    const answer = await search('minPrice=499&maxPrice=899&limit=100');
    expect(answer.products.every((product) => product.discountPrice >= 499 && product.discountPrice <= 899)).toBe(true);
    expect(answer.total).toBe((await everyProduct()).filter((product) => product.discountPrice >= 499 && product.discountPrice <= 899).length);
    expect(names(await search(`${q('copper')}&minPrice=899.00&maxPrice=899`))).toEqual(['Copper Water Bottle']);
  });

  it('filters by the public inStock: the shop’s flag and the stock', async () => {
    const all = await everyProduct();
    const out = await search('inStock=false&limit=100');
    expect(names(out).sort()).toEqual(['Kolhapuri Chappal', 'Running Shoes']);
    expect((await search('inStock=true')).total).toBe(all.filter((product) => product.inStock).length);
    expect((await search(`${q('shoes')}&inStock=true`)).total).toBe(0);
  });

  it('sorts: newest without words, relevance with, and each sort asked for', async () => {
    const newest = await search('limit=100');
    expect(names(newest)).toEqual(SEARCH_CATALOGUE.map((product) => product.name).reverse());
    expect(names(await search('sort=relevance&limit=3'))).toEqual(names(newest).slice(0, 3));
    const prices = (await search('sort=price-asc&limit=100')).products.map((product) => product.discountPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = (await search('sort=price-desc&limit=100')).products.map((product) => product.discountPrice);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const ratings = (await search('sort=rating&limit=100')).products.map((product) => product.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(names(await search('sort=discount&limit=3'))).toEqual(['Kundan Necklace Set', 'Chiffon Printed Saree', 'Running Shoes']);
  });

  it('sorts by the rating shoppers see: the reviews’ average once a product has reviews (docs/decisions/0055)', async () => {
    // The admin rated the churidars 3.8, the lowest of the sarees and kurtas; two reviews of 5 stars make them a 5.
    const churidar = ids.get('Churidar Leggings')!;
    await app.runtime.db.updateTable('products').set({ review_count: 2, review_total: 10 }).where('id', '=', churidar).execute();
    try {
      const answer = await search('sort=rating&limit=100');
      expect(answer.products[0]).toMatchObject({ name: 'Churidar Leggings', rating: 5, reviewCount: 2 });
      const ratings = answer.products.map((product) => product.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    } finally {
      await app.runtime.db.updateTable('products').set({ review_count: 0, review_total: 0 }).where('id', '=', churidar).execute();
    }
    expect(names(await search(`${q('saree')}&sort=price-asc`))).toEqual(['Oxidised Silver Jhumka', 'Cotton Saree', 'Chiffon Printed Saree', 'Banarasi Silk Saree']);
  });

  it('pages with total and pages', async () => {
    const first = await search('limit=5&page=1');
    const fourth = await search('limit=5&page=4');
    expect(first).toMatchObject({ total: SEARCH_CATALOGUE.length, pages: 4 });
    expect(fourth.products).toHaveLength(SEARCH_CATALOGUE.length - 15);
    expect((await search('limit=5&page=9')).products).toEqual([]);
  });

  it.each([
    ['sort=best', /^sort must be one of relevance, newest/],
    ['page=0', /^page must be a whole number/],
    ['page=abc', /^page must be a whole number/],
    ['limit=101', /^limit must be a whole number from 1 to 100/],
    ['limit=-1', /^limit must be a whole number/],
    ['minPrice=-1', /^minPrice must be an amount in rupees/],
    ['maxPrice=abc', /^maxPrice must be an amount in rupees/],
    ['minPrice=1.005', /^minPrice must be an amount in rupees/],
    ['minPrice=99999999', /^minPrice must be an amount in rupees/],
    ['minPrice=900&maxPrice=100', /^minPrice must not be above maxPrice/],
    ['inStock=yes', /^inStock must be true or false/],
    [`color=${'x'.repeat(61)}`, /^color must be at most 60 characters/],
  ])('refuses %s with a 400 and a clear message', async (query, message) => {
    const response = await app.fetch(`/api/products/search?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });
});

describe('GET /api/products/search: facets', () => {
  it('counts categories, colours, sizes and the price range over the same matches (checked against a direct count)', async () => {
    const all = await everyProduct();
    const answer = await search('limit=1');
    const byCategory = new Map<string, number>();
    const byColour = new Map<string, number>();
    const bySize = new Map<string, number>();
    for (const product of all) {
      byCategory.set(product.category.name, (byCategory.get(product.category.name) ?? 0) + 1);
      for (const name of new Set(product.colors.map((color) => color.name))) byColour.set(name, (byColour.get(name) ?? 0) + 1);
      for (const size of product.sizes) bySize.set(size, (bySize.get(size) ?? 0) + 1);
    }
    const asMap = (facet: { name: string; count: number }[]) => new Map(facet.map(({ name, count }) => [name, count]));
    expect(asMap(answer.facets.categories)).toEqual(byCategory);
    expect(asMap(answer.facets.colors)).toEqual(byColour);
    expect(asMap(answer.facets.sizes)).toEqual(bySize);
    const prices = all.map((product) => product.discountPrice);
    expect(answer.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    // Most first.
    const counts = answer.facets.colors.map((facet) => facet.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('each facet count is the total that filter would give', async () => {
    const answer = await search(q('kurta'));
    for (const { name, count } of answer.facets.colors) expect((await search(`${q('kurta')}&color=${encodeURIComponent(name)}`)).total, name).toBe(count);
    for (const { name, count } of answer.facets.categories) expect((await search(`${q('kurta')}&category=${encodeURIComponent(name)}`)).total, name).toBe(count);
    for (const { name, count } of answer.facets.sizes) expect((await search(`${q('kurta')}&size=${encodeURIComponent(name)}`)).total, name).toBe(count);
  });

  it('narrows to a size in any case, and the size facet keeps counting the other sizes', async () => {
    const large = await search(`${q('kurta')}&size=xl`);
    expect(names(large).sort()).toEqual(['Cotton Kurta', 'Linen Kurta Pyjama Set']);
    expect(large.facets.sizes).toEqual(expect.arrayContaining([{ name: 'S', count: 1 }, { name: 'XL', count: 2 }]));
    // The colour facet applies the size: the XL kurtas' colours only.
    expect(large.facets.colors.map((colour) => colour.name).sort()).toEqual(['Beige', 'Blue', 'White']);
    expect((await search('size=9&category=Footwear')).total).toBe(2);
    // Sizes in the order a shopper reads them, not by count.
    expect((await search(q('kurta'))).facets.sizes.map((size) => size.name)).toEqual(['S', 'M', 'L', 'XL']);
    expect((await search(`size=${'x'.repeat(41)}`, 400))).toBeDefined();
  });

  it('is disjunctive: a facet ignores its own filter, and applies the others', async () => {
    const red = await search(`${q('saree')}&color=Red`);
    expect(names(red)).toEqual(['Banarasi Silk Saree']);
    // The other colours of the sarees are still counted while Red is chosen.
    expect(red.facets.colors).toEqual(expect.arrayContaining([{ name: 'Blue', count: 1 }, { name: 'Pink', count: 1 }, { name: 'Red', count: 1 }]));
    // The category facet applies the colour filter: only the red saree's category.
    expect(red.facets.categories).toEqual([{ name: 'Sarees', count: 1 }]);
    const sarees = await search(`${q('saree')}&category=Sarees&minPrice=1000&maxPrice=2000`);
    expect(names(sarees).sort()).toEqual(['Chiffon Printed Saree', 'Cotton Saree']);
    expect(sarees.facets.categories).toEqual(expect.arrayContaining([{ name: 'Sarees', count: 2 }]));
    expect(sarees.facets.price).toEqual({ min: 1299, max: 4999 }); // the price filter left out
    expect(sarees.facets.sizes).toEqual([]);
  });
});

describe('GET /api/products/suggest', () => {
  it('answers up to 8 { _id, name, primaryImage, discountPrice }, best match first', async () => {
    const response = await app.fetch(`/api/products/suggest?${q('kurt')}`);
    expect(response.status).toBe(200);
    const suggestions = (await response.json()) as Suggestion[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(Object.keys(suggestions[0]!).sort()).toEqual(['_id', 'discountPrice', 'name', 'primaryImage']);
    expect(suggestions.slice(0, 2).map((s) => s.name).sort()).toEqual(['Cotton Kurta', 'Linen Kurta Pyjama Set']);
    const product = suggestions.find((s) => s.name === 'Cotton Kurta')!;
    expect(product).toEqual({ _id: ids.get('Cotton Kurta'), name: 'Cotton Kurta', primaryImage: '/media/s3-white-640.webp', discountPrice: 899 });
  });

  it('caps at 8, and answers [] without words', async () => {
    const many = (await (await app.fetch(`/api/products/suggest?${q('f')}`)).json()) as Suggestion[];
    expect(many).toHaveLength(8);
    for (const text of ['', '!!!', '"', 'NEAR(']) expect(await (await app.fetch(`/api/products/suggest?${q(text)}`)).json()).toEqual([]);
  });
});
