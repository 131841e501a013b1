import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '../../../common/catalog';
import { setStock } from '../../test/catalog-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { addSearchCatalogue, SEARCH_CATALOGUE } from '../../test/search-fixtures';
import type { ListQuery } from './service';

// The product lists' sort and in-stock filter (/products, /products/{category}; docs/decisions/0057),
// as the pages' loaders read them.
let app: TestApp;
let ids: Map<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  ({ ids } = await addSearchCatalogue(app.runtime.db));
  // The running shoes' every colour and size tracked at 0: sold out though the shop's flag is on.
  for (const color of ['Black', 'Red']) for (const size of ['7', '8', '9', '10']) await setStock(app.runtime.db, ids.get('Running Shoes')!, color, 0, size);
});

afterAll(() => app.close());

const names = (page: ProductPage) => page.products.map((product) => product.name);
const list = (query: Partial<ListQuery>) => app.runtime.services.catalog.listProducts({ page: 1, limit: 100, ...query });
const inCategory = async (name: string, query: Partial<ListQuery>) => app.runtime.services.catalog.listProductsInCategory(name, { page: 1, limit: 100, ...query });
const byPrice = [...SEARCH_CATALOGUE].sort((a, b) => a.price - b.price);

describe('a product list sorted and narrowed to what is in stock', () => {
  it('is newest first by default, the same with sort=newest', async () => {
    const newest = [...SEARCH_CATALOGUE].reverse().map((product) => product.name);
    expect(names(await list({}))).toEqual(newest);
    expect(names(await list({ sort: 'newest' }))).toEqual(newest);
  });

  it('sorts by price both ways, by discount and by rating', async () => {
    const prices = (page: ProductPage) => page.products.map((product) => product.discountPrice);
    expect(prices(await list({ sort: 'price-asc' }))).toEqual(byPrice.map((product) => product.price));
    expect(prices(await list({ sort: 'price-desc' }))).toEqual(byPrice.map((product) => product.price).reverse());
    expect(names(await list({ sort: 'discount' })).slice(0, 3)).toEqual(['Kundan Necklace Set', 'Chiffon Printed Saree', 'Running Shoes']);
    const ratings = (await list({ sort: 'rating' })).products.map((product) => product.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('leaves out what is not in stock: the shop’s flag off, or every colour and size at 0', async () => {
    const shown = names(await list({ inStock: true }));
    expect(shown).not.toContain('Kolhapuri Chappal');
    expect(shown).not.toContain('Running Shoes');
    expect(shown).toHaveLength(SEARCH_CATALOGUE.length - 2);
  });

  it('does both within a category, counting the pages of what it shows', async () => {
    const footwear = await inCategory('footwear', { inStock: true, sort: 'price-desc', limit: 1 });
    expect(footwear.category.name).toBe('Footwear');
    expect(names(footwear)).toEqual(['Leather Mojari']);
    expect(footwear.pages).toBe(1);
    const sarees = await inCategory('Sarees', { sort: 'price-asc', limit: 2, page: 2 });
    expect(names(sarees)).toEqual(['Banarasi Silk Saree']);
    expect(sarees.pages).toBe(2);
  });
});
