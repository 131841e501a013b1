import { describe, expect, it } from 'vitest';
import { SWATCH_MESSAGE } from '../../../common/admin';
import type { Product } from '../../../common/catalog';
import { png } from '../../test/admin-fixtures';
import { app, createProduct, edit, expectError, productForm, startCatalogAdminApp } from '../../test/admin-routes-fixtures';

// The owner's swatch colour per product colour (docs/decisions/0049): set on create or edit,
// kept when an edit leaves it out, null (the guess from the name) when cleared.
startCatalogAdminApp();

const twoColours = async (colors: unknown[]) => createProduct(await productForm({ colors: JSON.stringify(colors) }, [[await png()], [await png()]]));

describe('a product colour’s swatch', () => {
  it('is stored as sent on create (lower-case), null when left out, and answered by the public API', async () => {
    const product = await twoColours([{ name: 'Indigo', swatch: '#3F51B5' }, { name: 'Maroon' }]);
    expect(product.colors.map((color) => [color.name, color.swatch])).toEqual([
      ['Indigo', '#3f51b5'],
      ['Maroon', null],
    ]);
    const read = (await (await app.fetch(`/api/products/${product._id}`)).json()) as Product;
    expect(read.colors.map((color) => color.swatch)).toEqual(['#3f51b5', null]);
  });

  it('is kept when an edit leaves it out, changed when sent, and cleared with null', async () => {
    const product = await twoColours([{ name: 'Indigo', swatch: '#3f51b5' }, { name: 'Maroon' }]);
    const renamed = (await (await edit(product._id, { colors: [{ name: 'Deep Indigo' }, { name: 'Maroon', swatch: '#7b1e2b' }] })).json()) as Product;
    expect(renamed.colors.map((color) => [color.name, color.swatch])).toEqual([
      ['Deep Indigo', '#3f51b5'],
      ['Maroon', '#7b1e2b'],
    ]);
    const cleared = (await (await edit(product._id, { colors: [{ name: 'Deep Indigo', swatch: null }, { name: 'Maroon' }] })).json()) as Product;
    expect(cleared.colors.map((color) => color.swatch)).toEqual([null, '#7b1e2b']);
  });

  it('must be # and six hex digits', async () => {
    const product = await twoColours([{ name: 'Indigo' }, { name: 'Maroon' }]);
    for (const swatch of ['3f51b5', '#3f5', '#3f51bz', 'indigo', 42]) {
      await expectError(await edit(product._id, { colors: [{ name: 'Indigo', swatch }, { name: 'Maroon' }] }), 400, SWATCH_MESSAGE, 'colors.0.swatch');
    }
    expect(((await (await app.fetch(`/api/products/${product._id}`)).json()) as Product).colors.map((color) => color.swatch)).toEqual([null, null]);
  });
});
