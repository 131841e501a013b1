import { afterAll, beforeAll, expect } from 'vitest';
import type { Product } from '../../common/catalog';
import { bearer, register, unlimitedRateLimiter } from './accounts-fixtures';
import { file, jpegBytes, png, signInAdmin, variantsOf } from './admin-fixtures';
import { startTestApp, type TestApp } from './app';
import { addCategory } from './catalog-fixtures';

/**
 * What the catalogue's admin route tests (admin-routes-*.test.ts) share: one app per test file with
 * an admin, a customer and a 'Footwear' category, and the helpers that send product and category
 * writes. The bindings below are filled in by startCatalogAdminApp()'s beforeAll.
 */
export let app: TestApp;
export let admin: Record<string, string>;
export let customerToken: string;
export let adminToken: string;
export let categoryId: string;

/** Starts the app (with `env`'s variables) before the file's tests (and closes it after): call once at a test file's top. */
export function startCatalogAdminApp(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    app = await startTestApp(env, { rateLimiter: unlimitedRateLimiter });
    adminToken = (await signInAdmin(app)).token;
    admin = bearer(adminToken);
    customerToken = (await register(app)).token;
    categoryId = await addCategory(app.runtime.db, 'Footwear');
  });

  afterAll(() => app.close());
}

type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

/** A valid product form: `colors` names, `images[i]` the files of colour i. */
export async function productForm(overrides: Record<string, string | undefined> = {}, images?: File[][]): Promise<FormData> {
  const form = new FormData();
  const fields: Record<string, string | undefined> = {
    name: 'Canvas sneaker',
    description: 'Light and breathable',
    actualPrice: '1299',
    discountPrice: '999.50',
    deliveryCharge: '40',
    codCharge: '20',
    features: 'Canvas upper, rubber sole',
    category: categoryId,
    rating: '4.5',
    colors: JSON.stringify([{ name: 'Red' }, { name: 'Blue' }]),
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  for (const [i, files] of (images ?? [[await png()], [await png(), file(await jpegBytes(), 'b.jpg', 'image/jpeg')]]).entries()) {
    for (const f of files) form.append(`colors[${i}][images]`, f);
  }
  return form;
}

export const send = (method: string, path: string, body: FormData | string | undefined, headers: Record<string, string> = admin) =>
  app.fetch(path, { method, headers: typeof body === 'string' ? { ...headers, 'content-type': 'application/json' } : headers, body });

export async function createProduct(form?: FormData): Promise<Product> {
  const response = await send('POST', '/api/products', form ?? (await productForm()));
  expect(response.status).toBe(201);
  return (await response.json()) as Product;
}

export const edit = (id: string, updatedFields: unknown, imagesToDelete: unknown[] = []) =>
  send('PUT', `/api/products/${id}`, JSON.stringify({ updatedFields, imagesToDelete }));

export async function expectError(response: Response, status: number, message: string, path?: string): Promise<ErrorBody> {
  const body = (await response.json()) as ErrorBody;
  expect({ status: response.status, message: body.message }).toEqual({ status, message });
  if (path !== undefined) expect(body.errors).toContainEqual({ path, message: expect.any(String) });
  return body;
}

export const imagesOf = (product: Product) => product.colors.flatMap((color) => color.images);
export const filesOf = (product: Product) => [...imagesOf(product).flatMap(variantsOf), ...(product.video?.startsWith('/media/') ? [product.video.slice('/media/'.length)] : [])];
