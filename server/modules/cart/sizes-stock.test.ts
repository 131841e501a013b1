import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../common/cart';
import { bearer, register } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts, setStock } from '../../test/catalog-fixtures';
import { createCatalogRepo } from '../catalog/repo';

// The cart with sizes and stock (docs/decisions/0015): a line is product + colour + size.
let app: TestApp;
let token: string;
let tee: string; // sizes S, M, L
let cap: string; // no sizes

beforeAll(async () => {
  app = await startTestApp();
  const category = await addCategory(app.runtime.db, 'Clothing');
  tee = (await addProducts(app.runtime.db, category, 1, { colors: ['Black', 'White'], sizes: ['S', 'M', 'L'], discountPrice: 49_900 }))[0]!;
  cap = (await addProducts(app.runtime.db, category, 1, { colors: ['Red', 'Blue'] }))[0]!;
  token = (await register(app)).token;
});
afterAll(() => app.close());

const call = async (method: string, path: string, body?: unknown) => {
  const response = await app.fetch(path, { method, headers: { 'content-type': 'application/json', ...bearer(token) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Cart & { message: string; errors?: { path: string; message: string }[] } };
};
const lineOf = (cart: Cart, productId: string, color: string, size: string | null = null) => cart.cartItems.find((item) => item.productId._id === productId && item.color === color && item.size === size);

describe('sizes in the cart', () => {
  it('a product with sizes needs one; one without refuses one; an unknown size is refused', async () => {
    expect(await call('POST', '/api/cart', { productId: tee, color: 'Black', quantity: 1 })).toMatchObject({ status: 400, body: { message: 'Please select a size', errors: [{ path: 'size' }] } });
    expect(await call('POST', '/api/cart', { productId: cap, color: 'Red', quantity: 1, size: 'M' })).toMatchObject({ status: 400, body: { message: 'This product has no sizes' } });
    expect(await call('POST', '/api/cart', { productId: tee, color: 'Black', quantity: 1, size: 'XXL' })).toMatchObject({ status: 400, body: { message: 'This size is not available for this product' } });
  });

  it('each size is its own line; DELETE ?size= removes one', async () => {
    await call('POST', '/api/cart', { productId: tee, color: 'Black', quantity: 1, size: 'M' });
    await call('POST', '/api/cart', { productId: tee, color: 'Black', quantity: 2, size: 'M' });
    const { body } = await call('POST', '/api/cart', { productId: tee, color: 'Black', quantity: 1, size: 'L' });
    expect(lineOf(body, tee, 'Black', 'M')).toMatchObject({ quantity: 3, subtotal: 1497, stock: null, maxQuantity: 10, problem: null });
    expect(lineOf(body, tee, 'Black', 'L')).toMatchObject({ quantity: 1 });
    const removed = await call('DELETE', `/api/cart/${tee}/Black?size=L`);
    expect(removed.status).toBe(200);
    expect(lineOf(removed.body, tee, 'Black', 'L')).toBeUndefined();
    expect(lineOf(removed.body, tee, 'Black', 'M')).toBeDefined();
    expect((await call('DELETE', `/api/cart/${tee}/Black?size=L`)).status).toBe(404);
    expect((await call('DELETE', `/api/cart/${tee}/Black`)).status).toBe(404); // the line without a size
    await call('DELETE', `/api/cart/${tee}/Black?size=M`);
  });

  it('a product without sizes keeps working as before (size null, no ?size)', async () => {
    const { body } = await call('POST', '/api/cart', { productId: cap, color: 'Red', quantity: 2 });
    expect(lineOf(body, cap, 'Red')).toMatchObject({ size: null, quantity: 2, problem: null });
    expect((await call('DELETE', `/api/cart/${cap}/Red`)).status).toBe(200);
  });
});

describe('stock in the cart', () => {
  it("POST answers 409 'Only {n} left in stock' past a tracked n, and the out-of-stock text at 0", async () => {
    await setStock(app.runtime.db, tee, 'White', 3, 'S');
    await setStock(app.runtime.db, tee, 'White', 0, 'M');
    expect((await call('POST', '/api/cart', { productId: tee, color: 'White', quantity: 2, size: 'S' })).status).toBe(200);
    expect(await call('POST', '/api/cart', { productId: tee, color: 'White', quantity: 2, size: 'S' })).toMatchObject({ status: 409, body: { message: 'Only 3 left in stock' } });
    expect(await call('POST', '/api/cart', { productId: tee, color: 'White', quantity: 1, size: 'M' })).toMatchObject({ status: 409, body: { message: 'This item is currently unavailable!' } });
    const { body } = await call('GET', '/api/cart');
    expect(lineOf(body, tee, 'White', 'S')).toMatchObject({ quantity: 2, stock: 3, maxQuantity: 3, problem: null });
  });

  it('PUT sets a quantity within 1..10 and the stock; lowering is always allowed', async () => {
    const put = (quantity: unknown, size: string | undefined = 'S', color = 'White') => call('PUT', `/api/cart/${tee}/${color}`, { quantity, size });
    const set = await put(3);
    expect(set.status).toBe(200);
    expect(lineOf(set.body, tee, 'White', 'S')?.quantity).toBe(3);
    expect(set.body.totalCartItems).toBe(3);
    expect(await put(4)).toMatchObject({ status: 409, body: { message: 'Only 3 left in stock' } });
    expect((await put(0)).status).toBe(400);
    expect((await put(11)).status).toBe(400);
    expect((await put(1.5)).status).toBe(400);
    expect(await put(1, 'L')).toMatchObject({ status: 404, body: { message: 'This item is not in your cart' } });
    await setStock(app.runtime.db, tee, 'White', 1, 'S');
    const short = await call('GET', '/api/cart');
    expect(lineOf(short.body, tee, 'White', 'S')).toMatchObject({ stock: 1, maxQuantity: 1, problem: { reason: 'not_enough_stock', message: expect.stringContaining('Only 1 left') } });
    expect((await put(2)).status).toBe(200); // lowering 3 → 2, though only 1 is left
    expect(lineOf((await put(1)).body, tee, 'White', 'S')).toMatchObject({ quantity: 1, problem: null });
  });

  it('a line whose colour or size the seller removed or renamed says so and cannot grow', async () => {
    await call('POST', '/api/cart', { productId: cap, color: 'Blue', quantity: 1 });
    await call('POST', '/api/cart', { productId: tee, color: 'Black', quantity: 1, size: 'L' });
    const repo = createCatalogRepo(app.runtime.db);
    const capRow = await repo.findProductRow(cap);
    await repo.updateProduct(cap, { colors: capRow!.colors.replace('"Blue"', '"Navy"') });
    await repo.updateProduct(tee, { sizes: JSON.stringify(['S', 'M', 'XL']) });
    const { body } = await call('GET', '/api/cart');
    expect(lineOf(body, cap, 'Blue')).toMatchObject({ maxQuantity: 0, problem: { reason: 'color_removed', message: expect.stringMatching(/is no longer available in Blue$/) } });
    expect(lineOf(body, tee, 'Black', 'L')).toMatchObject({ maxQuantity: 0, problem: { reason: 'size_removed', message: expect.stringMatching(/is no longer available in size L$/) } });
    expect((await call('PUT', `/api/cart/${cap}/Blue`, { quantity: 2 })).status).toBe(409);
    expect((await call('DELETE', `/api/cart/${cap}/Blue`)).status).toBe(200);
  });
});
