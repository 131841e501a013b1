import { describe, expect, it } from 'vitest';
import type { SearchAnswer, Suggestion } from '../../../common/search';
import { app, createProduct, edit, productForm, send, startCatalogAdminApp } from '../../test/admin-routes-fixtures';

// The index is kept by triggers in the admin's write transactions (docs/decisions/0054-product-search.md):
// a search right after a write finds the new text, never the old, through the public cache too.
startCatalogAdminApp();

async function found(text: string): Promise<string[]> {
  const response = await app.fetch(`/api/products/search?q=${encodeURIComponent(text)}&limit=100`);
  expect(response.status).toBe(200);
  return ((await response.json()) as SearchAnswer).products.map((product) => product._id);
}

async function suggested(text: string): Promise<string[]> {
  return ((await (await app.fetch(`/api/products/suggest?q=${encodeURIComponent(text)}`)).json()) as Suggestion[]).map((s) => s._id);
}

describe('search right after a catalogue write', () => {
  it('finds a created product at once, by name, features, description, category and colour', async () => {
    expect(await found('zardozi')).toEqual([]); // asked (and a miss) before it exists
    const product = await createProduct(await productForm({ name: 'Zardozi Clutch', features: 'Hand embroidered', description: 'Evening bag' }));
    for (const text of ['zardozi', 'zardo', 'embroidered', 'evening', 'footwear', 'zardozi red']) expect(await found(text), text).toContain(product._id);
    expect(await suggested('zardo')).toEqual([product._id]);
  });

  it('finds an edited product by its new name and no longer by the old', async () => {
    const product = await createProduct(await productForm({ name: 'Phulkari Jacket' }));
    expect(await found('phulkari')).toEqual([product._id]); // cached answer, dropped by the edit
    expect((await edit(product._id, { name: 'Chikankari Jacket', description: 'Lucknow work' })).status).toBe(200);
    expect(await found('phulkari')).toEqual([]);
    expect(await found('chikankari')).toEqual([product._id]);
    expect(await found('lucknow')).toEqual([product._id]);
  });

  it('follows a colour change', async () => {
    const product = await createProduct(await productForm({ name: 'Ikat Stole' }));
    expect(await found('ikat red')).toEqual([product._id]);
    expect((await edit(product._id, { colors: [{ name: 'Turquoise' }, { name: 'Blue' }] })).status).toBe(200);
    expect(await found('ikat red')).toEqual([]);
    expect(await found('ikat turquoise')).toEqual([product._id]);
    const answer = (await (await app.fetch('/api/products/search?q=ikat')).json()) as SearchAnswer;
    expect(answer.facets.colors.map((facet) => facet.name).sort()).toEqual(['Blue', 'Turquoise']);
  });

  it('forgets a deleted product at once', async () => {
    const product = await createProduct(await productForm({ name: 'Pashmina Shawl' }));
    expect(await found('pashmina')).toEqual([product._id]);
    expect((await send('DELETE', `/api/products/${product._id}`, undefined)).status).toBe(200);
    expect(await found('pashmina')).toEqual([]);
    expect(await suggested('pashmina')).toEqual([]);
  });

  it('finds the products of a renamed category by the new name, not the old', async () => {
    const form = new FormData();
    form.append('name', 'Handbags');
    const category = (await (await send('POST', '/api/categories', form)).json()) as { _id: string };
    const product = await createProduct(await productForm({ name: 'Jute Tote', category: category._id }));
    expect(await found('handbags')).toEqual([product._id]);
    const rename = new FormData();
    rename.append('name', 'Potli Bags');
    expect((await send('PUT', `/api/categories/${category._id}`, rename)).status).toBe(200);
    expect(await found('handbags')).toEqual([]);
    expect(await found('potli')).toEqual([product._id]);
    const answer = (await (await app.fetch('/api/products/search?q=jute')).json()) as SearchAnswer;
    expect(answer.facets.categories).toEqual([{ name: 'Potli Bags', count: 1 }]);
  });
});
