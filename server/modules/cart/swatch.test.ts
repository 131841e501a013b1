import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../common/cart';
import { bearer, register } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts } from '../../test/catalog-fixtures';

// A cart line carries its colour's swatch (docs/decisions/0049), so the cart draws it as the shop does.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('a cart line’s swatch', () => {
  it('is the owner’s swatch colour of the line’s colour, null while guessed', async () => {
    const { db } = app.runtime;
    const category = await addCategory(db, 'Kurtas');
    const [kurta] = await addProducts(db, category, 1, { colors: ['Indigo', 'Maroon'] });
    const row = await db.selectFrom('products').select('colors').where('id', '=', kurta!).executeTakeFirstOrThrow();
    const colors = (JSON.parse(row.colors) as Record<string, unknown>[]).map((color) => ({ ...color, swatch: color.name === 'Indigo' ? '#3f51b5' : null }));
    await db.updateTable('products').set({ colors: JSON.stringify(colors) }).where('id', '=', kurta!).execute();

    const headers = { 'content-type': 'application/json', ...bearer((await register(app)).token) };
    for (const color of ['Indigo', 'Maroon']) await app.fetch('/api/cart', { method: 'POST', headers, body: JSON.stringify({ productId: kurta, color, quantity: 1 }) });
    const cart = (await (await app.fetch('/api/cart', { headers })).json()) as Cart;
    expect(Object.fromEntries(cart.cartItems.map((item) => [item.color, item.swatch]))).toEqual({ Indigo: '#3f51b5', Maroon: null });
  });
});
