import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../common/cart';
import { bearer, register } from '../../test/accounts-fixtures';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { startTestApp, type TestApp } from '../../test/app';

let app: TestApp;
let token: string;
let otherToken: string;
let kurta: string;
let saree: string;
let soldOut: string;

beforeAll(async () => {
  app = await startTestApp();
  const category = await addCategory(app.runtime.db, 'Ethnic Wear');
  const one = async (overrides: Parameters<typeof addProducts>[3]) => (await addProducts(app.runtime.db, category, 1, overrides))[0] ?? '';
  kurta = await one({ colors: ['Maroon', 'Navy Blue'], discountPrice: 129_950 });
  saree = await one({ colors: ['Red'], discountPrice: 250_000 });
  soldOut = await one({ inStock: false });
  token = (await register(app)).token;
  otherToken = (await register(app)).token;
});
afterAll(() => app.close());

const call = async (method: string, path: string, body?: unknown, auth = token) => {
  const response = await app.fetch(path, {
    method,
    headers: { 'content-type': 'application/json', ...(auth ? bearer(auth) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Cart & { message: string } };
};

describe('the cart', () => {
  it('starts empty', async () => {
    const { status, body } = await call('GET', '/api/cart');
    expect(status).toBe(200);
    expect(body).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), cartItems: [], totalCartCost: 0, totalCartItems: 0 });
  });

  it('adds lines, adds quantities for the same product and colour, and prices them from the catalogue', async () => {
    await call('POST', '/api/cart', { productId: kurta, quantity: 1, color: 'Maroon' });
    await call('POST', '/api/cart', { productId: kurta, quantity: 2, color: 'Maroon' });
    await call('POST', '/api/cart', { productId: kurta, quantity: 1, color: 'Navy Blue' });
    const { status, body } = await call('POST', '/api/cart', { productId: saree, quantity: 1, color: 'Red' });
    expect(status).toBe(200);
    expect(body.cartItems).toHaveLength(3);
    const maroon = body.cartItems.find((item) => item.color === 'Maroon');
    expect(maroon).toMatchObject({ productId: { _id: kurta, inStock: true }, quantity: 3, price: 1299.5, primaryImage: expect.stringContaining('maroon') });
    expect(maroon?.name).toMatch(/^Product /);
    expect(body.totalCartItems).toBe(5);
    expect(body.totalCartCost).toBe(1299.5 * 4 + 2500);
  });

  it('shows the count on the profile (the navbar badge)', async () => {
    const response = await app.fetch('/api/user/profile', { headers: bearer(token) });
    expect(((await response.json()) as { totalCartItems: number }).totalCartItems).toBe(5);
  });

  it('keeps each customer to their own cart', async () => {
    const { body } = await call('GET', '/api/cart', undefined, otherToken);
    expect(body.cartItems).toEqual([]);
  });

  it('removes a line by product and colour', async () => {
    const { status, body } = await call('DELETE', `/api/cart/${kurta}/${encodeURIComponent('Navy Blue')}`);
    expect(status).toBe(200);
    expect(body.cartItems.map((item) => item.color).sort()).toEqual(['Maroon', 'Red']);
    expect(body.totalCartItems).toBe(4);
    expect((await call('DELETE', `/api/cart/${kurta}/${encodeURIComponent('Navy Blue')}`)).status).toBe(404);
  });

  it.each([0, -1, 1.5, 1e9, '2', null])('refuses quantity %s with a 400', async (quantity) => {
    const { status, body } = await call('POST', '/api/cart', { productId: kurta, quantity, color: 'Maroon' });
    expect(status).toBe(400);
    expect(body.message).toBe('Quantity must be a whole number from 1 to 10');
  });

  it('refuses more than 10 of one line in the cart', async () => {
    const { status, body } = await call('POST', '/api/cart', { productId: kurta, quantity: 8, color: 'Maroon' });
    expect(status).toBe(409);
    expect(body.message).toBe('You can have at most 10 of this item in your cart');
  });

  it('refuses an unknown colour, an unknown product and an out-of-stock one', async () => {
    expect(await call('POST', '/api/cart', { productId: kurta, quantity: 1, color: 'Purple' })).toMatchObject({ status: 400, body: { message: 'This colour is not available for this product' } });
    expect(await call('POST', '/api/cart', { productId: 'f'.repeat(24), quantity: 1, color: 'Red' })).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await call('POST', '/api/cart', { productId: 'nonsense', quantity: 1, color: 'Red' })).toMatchObject({ status: 404 });
    expect(await call('POST', '/api/cart', { productId: soldOut, quantity: 1, color: 'Black' })).toMatchObject({ status: 409, body: { message: 'This item is currently unavailable!' } });
  });

  it('answers malformed JSON with a 400 and loses nothing', async () => {
    const response = await app.fetch('/api/cart', { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(token) }, body: '{"productId":' });
    expect(response.status).toBe(400);
    expect((await call('GET', '/api/cart')).body.totalCartItems).toBe(4);
  });

  it('needs a customer session', async () => {
    for (const [method, path] of [['GET', '/api/cart'], ['POST', '/api/cart'], ['DELETE', `/api/cart/${kurta}/Maroon`]] as const) {
      const response = await app.fetch(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? JSON.stringify({ productId: kurta, quantity: 1, color: 'Maroon' }) : undefined });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('counts two concurrent adds of the same line', async () => {
    const fresh = (await register(app)).token;
    await Promise.all([1, 2, 3].map(() => call('POST', '/api/cart', { productId: saree, quantity: 1, color: 'Red' }, fresh)));
    expect((await call('GET', '/api/cart', undefined, fresh)).body.cartItems).toEqual([expect.objectContaining({ quantity: 3 })]);
  });

  it('keeps a line at 10 when concurrent adds would pass it: the database decides, the excess is a 409 (docs/decisions/0015-stock.md)', async () => {
    const fresh = (await register(app)).token;
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/api/cart', { productId: kurta, quantity: 3, color: 'Navy Blue' }, fresh)));
    const line = (await call('GET', '/api/cart', undefined, fresh)).body.cartItems[0];
    expect(line?.quantity).toBe(9);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expect(answer).toMatchObject({ status: 409, body: { message: 'You can have at most 10 of this item in your cart' } });
  });
});

describe('removeOrderedLines', () => {
  it('takes only what was ordered out of the cart', async () => {
    const shopper = await register(app);
    const cart = (await call('POST', '/api/cart', { productId: saree, quantity: 3, color: 'Red' }, shopper.token)).body;
    await call('POST', '/api/cart', { productId: kurta, quantity: 1, color: 'Maroon' }, shopper.token);
    const { cart: service } = app.runtime.services;
    await service.removeOrderedLines(cart._id, [{ productId: saree, color: 'Red', quantity: 2 }, { productId: kurta, color: 'Maroon', quantity: 1 }]);
    const after = (await call('GET', '/api/cart', undefined, shopper.token)).body;
    expect(after.cartItems).toEqual([expect.objectContaining({ color: 'Red', quantity: 1 })]);
    expect(await service.ownerOf(cart._id)).toBe(shopper.user._id);
    expect(await service.ownerOf('nope')).toBeNull();
  });
});
