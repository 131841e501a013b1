import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import type { Order } from '../../common/orders';
import { json } from '../test/accounts-fixtures';
import { png, signInAdmin } from '../test/admin-fixtures';
import { startTestApp, type TestApp } from '../test/app';
import { addToCart, checkoutBody, CART_DELIVERY, COD, newCustomer, PRICE, stockShop, type Customer, type Shop } from '../test/orders-fixtures';
import { toOpenApiPath } from './openapi';

/**
 * Real answers of the app validate against the schemas its OpenAPI document publishes (the
 * document's components are generated from the zod schemas of common/, and additional
 * properties are refused), so neither the document nor an answer can drift from the other.
 */

let app: TestApp;
let ajv: Ajv2020;
let admin: Record<string, string>;
let shop: Shop;
let customer: Customer;

beforeAll(async () => {
  app = await startTestApp();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema((await (await app.fetch('/api/openapi.json')).json()) as object, 'openapi.json');
  admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
  shop = await stockShop(app);
  customer = await newCustomer(app);
});
afterAll(() => app.close());

const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** Fetches `path` and checks its answer against the document's schema for this operation and status. */
async function expectDocumented(method: 'get' | 'post' | 'put' | 'delete', route: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await app.fetch(path, { ...init, method: method.toUpperCase() });
  const body = (await response.json()) as unknown;
  const at = `openapi.json#/paths/${pointer(toOpenApiPath(route))}/${method}/responses/${response.status}/content/${pointer('application/json')}/schema`;
  const validate = ajv.compile({ $ref: at });
  expect(validate(body), `${method.toUpperCase()} ${path} → ${response.status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`).toBe(true);
  return body;
}

async function productForm(categoryId: string): Promise<FormData> {
  const form = new FormData();
  const fields = { name: 'Canvas sneaker', description: 'Light', actualPrice: '1299', discountPrice: '999.50', deliveryCharge: '40', codCharge: '20', features: 'Canvas', category: categoryId, rating: '4.5' };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('colors', JSON.stringify([{ name: 'Red' }]));
  form.append('colors[0][images]', await png());
  form.append('video', 'https://example.com/sneaker.mp4');
  return form;
}

describe('answers match the published OpenAPI schemas', () => {
  it('catalogue reads, the admin’s product and category writes, and their errors', async () => {
    const categories = (await expectDocumented('get', '/api/categories', '/api/categories')) as { _id: string; name: string }[];
    const category = categories[0]!;
    await expectDocumented('get', '/api/categories/:id', `/api/categories/${category._id}`);

    const created = (await expectDocumented('post', '/api/products', '/api/products', { headers: admin, body: await productForm(category._id) })) as Product;
    expect(created.video).toBe('https://example.com/sneaker.mp4');
    await expectDocumented('put', '/api/products/:id', `/api/products/${created._id}`, {
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ updatedFields: { name: 'Canvas runner', isFeatured: true, video: null }, imagesToDelete: [] }),
    });

    await expectDocumented('get', '/api/products', '/api/products?limit=5');
    await expectDocumented('get', '/api/products/:id', `/api/products/${created._id}`);
    await expectDocumented('get', '/api/admin/products/:id', `/api/admin/products/${created._id}`, { headers: admin });
    await expectDocumented('get', '/api/products/featured', '/api/products/featured');
    await expectDocumented('get', '/api/products/new-arrivals', '/api/products/new-arrivals');
    await expectDocumented('get', '/api/products/category/:category', `/api/products/category/${encodeURIComponent(category.name)}`);

    // Error bodies: not found, invalid input (with the field errors), no session.
    await expectDocumented('get', '/api/products/:id', '/api/products/no-such-product');
    const invalid = (await expectDocumented('post', '/api/products', '/api/products', { headers: admin, body: new FormData() })) as { errors?: unknown[] };
    expect(invalid.errors?.length).toBeGreaterThan(0);
    await expectDocumented('put', '/api/products/:id', `/api/products/${created._id}`, {
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ updatedFields: { discountPrice: 5000 } }),
    });
    await expectDocumented('get', '/api/user/profile', '/api/user/profile');

    const form = new FormData();
    form.append('name', 'Answers checked');
    await expectDocumented('post', '/api/categories', '/api/categories', { headers: admin, body: form });
    await expectDocumented('delete', '/api/products/:id', `/api/products/${created._id}`, { headers: admin });
  });

  it('the shop’s settings, read, saved and refused', async () => {
    const settings = (await expectDocumented('get', '/api/admin/settings', '/api/admin/settings', { headers: admin })) as Record<string, unknown>;
    const put = (body: unknown) => ({ headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await expectDocumented('put', '/api/admin/settings', '/api/admin/settings', put({ ...settings, stateCode: '07', gstin: '07AAGFF2194N1Z1' }));
    await expectDocumented('put', '/api/admin/settings', '/api/admin/settings', put({ ...settings, gstin: 'NOT-A-GSTIN' }));
  });

  it('the customer’s account, cart and orders, and the admin’s orders', async () => {
    await expectDocumented('get', '/api/user/profile', '/api/user/profile', { headers: customer.auth });
    await expectDocumented('get', '/api/admin/profile', '/api/admin/profile', { headers: admin });
    await expectDocumented('post', '/api/user/login', '/api/user/login', json({ email: 'nobody@example.in', password: 'wrong-password' }));

    await addToCart(app, customer, { productId: shop.tee, color: 'Black', quantity: 2 });
    const cart = (await expectDocumented('get', '/api/cart', '/api/cart', { headers: customer.auth })) as { _id: string };
    await expectDocumented('post', '/api/cart', '/api/cart', { ...json({ productId: shop.mug, color: 'Red', quantity: 1 }), headers: { ...customer.auth, 'content-type': 'application/json' } });

    const body = checkoutBody(
      [
        { productId: shop.tee, color: 'Black', quantity: 2 },
        { productId: shop.mug, color: 'Red', quantity: 1 },
      ],
      3 * PRICE + CART_DELIVERY + 2 * COD,
      { cartId: cart._id },
    );
    const placed = (await expectDocumented('post', '/api/payments/cod', '/api/payments/cod', { ...json(body), headers: { ...customer.auth, 'content-type': 'application/json' } })) as { orderId: string };
    await expectDocumented('get', '/api/payments/status/:customOrderId', `/api/payments/status/${placed.orderId}`, { headers: customer.auth });

    const [order] = (await expectDocumented('get', '/api/orders/user', '/api/orders/user', { headers: customer.auth })) as Order[];
    expect(order?.customOrderId).toBe(placed.orderId);
    await expectDocumented('get', '/api/orders', '/api/orders', { headers: admin });
    await expectDocumented('get', '/api/orders/:id', `/api/orders/${order!._id}`, { headers: admin });
    await expectDocumented('post', '/api/orders/search', '/api/orders/search', { ...json({ customOrderId: placed.orderId }), headers: { ...admin, 'content-type': 'application/json' } });
    const adminJson = { ...admin, 'content-type': 'application/json' };
    await expectDocumented('post', '/api/orders/:id/confirm-payment', `/api/orders/${order!._id}/confirm-payment`, { ...json({ reference: 'Receipt 1' }), headers: adminJson });
    await expectDocumented('put', '/api/orders/:id', `/api/orders/${order!._id}`, {
      ...json({ status: 'Completed', deliveryPartner: 'Delhivery', trackingId: 'DLV123' }),
      headers: adminJson,
    });
    await expectDocumented('put', '/api/orders/:id', `/api/orders/${order!._id}`, { ...json({ status: 'Delivered' }), headers: adminJson });
    await expectDocumented('post', '/api/orders/:id/replacement', `/api/orders/${order!._id}/replacement`, { ...json({ reason: 'Torn' }), headers: { ...customer.auth, 'content-type': 'application/json' } });
    await expectDocumented('post', '/api/orders/:id/refund', `/api/orders/${order!._id}/refund`, { ...json({ reference: 'UTR 1' }), headers: adminJson });
    await expectDocumented('post', '/api/orders/:id/cancel', `/api/orders/${order!._id}/cancel`, { ...json({ reason: 'Already delivered' }), headers: adminJson });
    // The order emptied the cart: a line added again is removed (the cart), then is not there (an error).
    await addToCart(app, customer, { productId: shop.mug, color: 'Red', quantity: 1 });
    await expectDocumented('delete', '/api/cart/:productId/:color', `/api/cart/${shop.mug}/Red`, { headers: customer.auth });
    await expectDocumented('delete', '/api/cart/:productId/:color', `/api/cart/${shop.mug}/Red`, { headers: customer.auth });

    // The owner's desk (docs/decisions/0061), with an order to count.
    await expectDocumented('get', '/api/admin/stats', '/api/admin/stats?range=30d', { headers: admin });
    await expectDocumented('get', '/api/admin/stats', '/api/admin/stats?range=1y', { headers: admin });
    const { customers } = (await expectDocumented('get', '/api/admin/customers', '/api/admin/customers', { headers: admin })) as { customers: { _id: string }[] };
    expect(customers.length).toBeGreaterThan(0);
    await expectDocumented('get', '/api/admin/customers/:id', `/api/admin/customers/${customers[0]!._id}`, { headers: admin });
    await expectDocumented('get', '/api/admin/customers/:id', '/api/admin/customers/nobody', { headers: admin });
  });
});
