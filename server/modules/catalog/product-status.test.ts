import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS_CSV_COLUMNS } from '../../../common/csv';
import type { AdminProduct, AdminProductPage, Product, ProductPage } from '../../../common/catalog';
import { CART_MESSAGES } from '../../../common/cart-limits';
import type { Cart } from '../../../common/cart';
import { bearer, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts, setStock } from '../../test/catalog-fixtures';
import { checkoutBody, COD, DELIVERY, get, newCustomer, ordersOf, post, PRICE, type Customer } from '../../test/orders-fixtures';

// Draft and archived products (docs/decisions/0065): nowhere in the storefront, unavailable to
// carts and checkout, there for the admin; orders placed before keep their lines.
let app: TestApp;
let admin: Record<string, string>;
let customer: Customer;
let category: string;
let categoryName: string;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  admin = bearer((await signInAdmin(app)).token);
  customer = await newCustomer(app);
  categoryName = `Status ${Math.random().toString(36).slice(2, 8)}`;
  category = await addCategory(app.runtime.db, categoryName);
});
afterAll(() => app.close());

const setStatus = (id: string, status: string) =>
  app.fetch(`/api/products/${id}`, { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ updatedFields: { status } }) });
const ids = (products: { _id: string }[]) => products.map((product) => product._id);
const json = async <T>(path: string, headers: Record<string, string> = {}) => {
  const response = await app.fetch(path, { headers });
  return { status: response.status, body: (await response.json()) as T };
};
const adminList = (query: string) => json<AdminProductPage>(`/api/admin/products?${query}`, admin);

describe('a draft product', () => {
  it('is absent from every storefront read, present for the admin, and back once active', async () => {
    const [draft] = await addProducts(app.runtime.db, category, 1, { name: 'Zardozi Clutch', isFeatured: true, isNewArrival: true });
    const response = await setStatus(draft!, 'draft');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ _id: draft, name: 'Zardozi Clutch' });

    expect(ids((await json<ProductPage>('/api/products?limit=100')).body.products)).not.toContain(draft);
    expect(ids((await json<ProductPage>(`/api/products/category/${encodeURIComponent(categoryName)}`)).body.products)).not.toContain(draft);
    expect(ids((await json<ProductPage>(`/api/products/category/${category}?limit=100&sort=price-asc`)).body.products)).not.toContain(draft);
    expect(ids((await json<Product[]>('/api/products/featured')).body)).not.toContain(draft);
    expect(ids((await json<Product[]>('/api/products/new-arrivals')).body)).not.toContain(draft);
    const search = (await json<{ products: Product[]; total: number }>('/api/products/search?q=zardozi')).body;
    expect(ids(search.products)).not.toContain(draft);
    expect(search.total).toBe(0);
    expect((await json<{ _id: string }[]>('/api/products/suggest?q=zardozi')).body).toEqual([]);
    expect(await json(`/api/products/${draft}`)).toEqual({ status: 404, body: { message: 'Product not found' } });
    expect((await app.runtime.services.catalog.sitemap.productFile(1)).map((stamp) => stamp.id)).not.toContain(draft);

    // The admin reads it, with its status.
    const read = await json<AdminProduct>(`/api/admin/products/${draft}`, admin);
    expect(read).toMatchObject({ status: 200, body: { _id: draft, status: 'draft' } });
    expect(ids((await adminList('status=draft&limit=100')).body.products)).toContain(draft);

    // Active again: everywhere again.
    expect((await setStatus(draft!, 'active')).status).toBe(200);
    expect((await json(`/api/products/${draft}`)).status).toBe(200);
    expect(ids((await json<Product[]>('/api/products/suggest?q=zardozi')).body)).toContain(draft);
    expect(ids((await json<ProductPage>(`/api/products/category/${category}`)).body.products)).toContain(draft);
    expect((await app.runtime.services.catalog.sitemap.productFile(1)).map((stamp) => stamp.id)).toContain(draft);
  });

  it('is created as a draft when the form says so, and active without a status', async () => {
    const [plain] = await addProducts(app.runtime.db, category, 1);
    expect((await json<AdminProduct>(`/api/admin/products/${plain}`, admin)).body.status).toBe('active');
    const refused = await setStatus(plain!, 'hidden');
    expect(refused.status).toBe(400);
    expect((await json<AdminProduct>(`/api/admin/products/${plain}`, admin)).body.status).toBe('active');
  });

  it('cannot be added to a cart nor checked out; a line already in a cart is not orderable', async () => {
    const [item] = await addProducts(app.runtime.db, category, 1, { name: 'Bidri Box' });
    const added = await post(app, '/api/cart', { productId: item, color: 'Black', quantity: 1 }, customer.auth);
    expect(added.status).toBe(200);
    await setStatus(item!, 'draft');

    const cart = (await get<Cart>(app, '/api/cart', customer.auth)).body;
    expect(cart.cartItems.find((line) => line.productId._id === item)).toMatchObject({ productId: { inStock: false }, maxQuantity: 0, problem: { reason: 'product_unavailable' } });
    const again = await post(app, '/api/cart', { productId: item, color: 'White', quantity: 1 }, customer.auth);
    expect(again).toMatchObject({ status: 409, body: { message: CART_MESSAGES.unavailable } });

    const order = await post(app, '/api/payments/cod', checkoutBody([{ productId: item!, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD), customer.auth);
    expect(order.status).toBeGreaterThanOrEqual(400);
    expect(order.status).toBeLessThan(500);
    await setStatus(item!, 'active');
    await app.fetch(`/api/cart`, { method: 'DELETE', headers: customer.auth });
  });
});

describe('archiving', () => {
  it('keeps an order already placed intact', async () => {
    const buyer = await newCustomer(app);
    const [kept] = await addProducts(app.runtime.db, category, 1, { name: 'Pashmina Stole' });
    const placed = await post(app, '/api/payments/cod', checkoutBody([{ productId: kept!, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD), buyer.auth);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const before = await ordersOf(app, buyer);

    expect((await setStatus(kept!, 'archived')).status).toBe(200);
    expect((await json(`/api/products/${kept}`)).status).toBe(404);
    const after = await ordersOf(app, buyer);
    expect(after).toEqual(before);
    expect(after[0]?.products[0]).toMatchObject({ name: 'Pashmina Stole', quantity: 1 });
    expect(ids((await adminList('status=archived')).body.products)).toEqual([kept]);
  });
});

describe("the products' CSV", () => {
  it('lists a draft, and an import that updates it leaves it a draft', async () => {
    const [draft] = await addProducts(app.runtime.db, category, 1, { name: 'Draft In A File', colors: ['Red'] });
    await setStatus(draft!, 'draft');
    const exported = await app.fetch('/api/admin/products/export.csv', { headers: admin });
    const rows = parse(await exported.text(), { bom: true }) as string[][];
    const id = PRODUCTS_CSV_COLUMNS.indexOf('id');
    const price = PRODUCTS_CSV_COLUMNS.indexOf('discountPrice');
    const row = rows.find((cells) => cells[id] === draft)!;
    expect(row).toBeDefined();
    const edited = [...row];
    edited[price] = '899.00';
    const body = [rows[0]!, edited].map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n') + '\r\n';
    const form = new FormData();
    form.append('file', new File([body], 'products.csv', { type: 'text/csv' }));
    form.append('dryRun', 'false');
    const imported = await app.fetch('/api/admin/products/import', { method: 'POST', headers: admin, body: form });
    expect(await imported.json()).toMatchObject({ updated: 1, errors: [] });
    expect((await json<AdminProduct>(`/api/admin/products/${draft}`, admin)).body).toMatchObject({ status: 'draft', discountPrice: 899 });
    expect((await json(`/api/products/${draft}`)).status).toBe(404);
  });
});

describe('GET /api/admin/products', () => {
  let other: string;
  beforeAll(async () => {
    other = await addCategory(app.runtime.db, `Filters ${Math.random().toString(36).slice(2, 8)}`);
    const [percent, underscore, plain, soldOut, low] = await addProducts(app.runtime.db, other, 5);
    const rename = async (id: string, name: string) => expect((await app.fetch(`/api/products/${id}`, { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ updatedFields: { name } }) })).status).toBe(200);
    await rename(percent!, '100% Cotton Kurta');
    await rename(underscore!, 'Silk_Saree');
    await rename(plain!, 'Silk Saree Blue');
    await rename(soldOut!, 'Gone Sandal');
    await setStock(app.runtime.db, soldOut!, 'Black', 0);
    await setStock(app.runtime.db, soldOut!, 'White', 0);
    await rename(low!, 'Last Few Mats');
    await setStock(app.runtime.db, low!, 'Black', 2);
    await setStatus(plain!, 'draft');
  });

  const names = async (query: string) => {
    const { status, body } = await adminList(`category=${other}&${query}`);
    expect(status).toBe(200);
    return body.products.map((product) => product.name).sort();
  };

  it('searches by part of the name, any case, with % and _ taken literally', async () => {
    expect(await names('q=SILK')).toEqual(['Silk Saree Blue', 'Silk_Saree']);
    expect(await names('q=%25')).toEqual(['100% Cotton Kurta']);
    expect(await names('q=_')).toEqual(['Silk_Saree']);
    expect(await names('q=k_s')).toEqual(['Silk_Saree']);
    expect(await names('q=nothing-like-this')).toEqual([]);
  });

  it('filters by status (all by default), stock and category', async () => {
    expect(await names('')).toHaveLength(5);
    expect(await names('status=all')).toHaveLength(5);
    expect(await names('status=draft')).toEqual(['Silk Saree Blue']);
    expect(await names('status=active')).toHaveLength(4);
    expect(await names('stock=out')).toEqual(['Gone Sandal']);
    expect(await names('stock=low')).toEqual(['Last Few Mats']);
    expect(await names('stock=in')).toHaveLength(4);
    expect((await adminList(`category=${encodeURIComponent('No such category')}`)).body).toEqual({ products: [], pages: 0 });
  });

  it('pages the filtered list', async () => {
    const first = await adminList(`category=${other}&limit=2`);
    const third = await adminList(`category=${other}&limit=2&page=3`);
    expect(first.body.pages).toBe(3);
    expect(third.body.products).toHaveLength(1);
  });

  it('refuses bad filters with 400, and anyone but the admin with 401 or 403', async () => {
    expect((await adminList('status=hidden')).status).toBe(400);
    expect((await adminList('stock=some')).status).toBe(400);
    expect((await adminList('page=0')).status).toBe(400);
    expect((await adminList(`q=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await json('/api/admin/products')).status).toBe(401);
    expect((await json('/api/admin/products', customer.auth)).status).toBe(403);
    expect((await setStatus('d'.repeat(24), 'draft')).status).toBe(404);
  });
});
