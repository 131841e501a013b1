import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Category, Product } from '../../common/catalog';
import { E2E_ADMIN } from './admin-account';
import { ADMIN_TEST_NAME, expect } from './fixtures';

export { E2E_ADMIN };

const ADMIN_HEADER = { 'X-Use-Admin-Token': 'true' };

/**
 * A name no other test uses, starting 'E2E ' (ADMIN_TEST_NAME): the other suites' `allProducts`
 * leaves such products out, since these tests change and delete them while those run.
 */
export function uniqueName(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Signs the page in as the e2e admin through the API; `page.request` shares the browser
 * context's cookies, so the HttpOnly adminToken is set for the pages afterwards.
 */
export async function adminLoginViaApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: E2E_ADMIN, headers: ADMIN_HEADER });
  expect(response.status(), await response.text()).toBe(200);
}

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small solid-colour PNG made on the spot (no fixture files to keep). */
export async function pngFile(name: string, background = { r: 200, g: 40, b: 60 }): Promise<TestFile> {
  const buffer = await sharp({ create: { width: 48, height: 48, channels: 3, background } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export async function categoryByName(page: Page, name: string): Promise<Category | undefined> {
  const response = await page.request.get('/api/categories');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Category[]).find((category) => category.name === name);
}

/** Creates a product through the admin API (for tests about editing, not about the create form). */
export async function createProductViaApi(
  page: Page,
  overrides: { name: string; sizes?: string[]; colors?: { name: string; images: number; stock?: number | null; stockBySize?: Record<string, number | null> }[] },
): Promise<Product> {
  // A demo category: the category tests create and delete their own ('E2E …') meanwhile.
  const categories = ((await (await page.request.get('/api/categories')).json()) as Category[]).filter((category) => !ADMIN_TEST_NAME.test(category.name));
  const form = new FormData();
  const fields = { name: overrides.name, description: 'Made by the e2e tests', features: 'Test features', category: categories[0]!._id, actualPrice: '1500', discountPrice: '1200', deliveryCharge: '40', codCharge: '0', rating: '4', isNewArrival: 'false', isFeatured: 'false', inStock: 'true' };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const colors = overrides.colors ?? [{ name: 'Red', images: 2 }];
  if (overrides.sizes) form.append('sizes', JSON.stringify(overrides.sizes));
  form.append('colors', JSON.stringify(colors.map(({ name, stock, stockBySize }) => ({ name, stock, stockBySize }))));
  for (const [index, color] of colors.entries()) {
    for (let image = 0; image < color.images; image += 1) {
      const file = await pngFile(`${color.name}-${image}.png`, { r: 40 * image, g: 90, b: 120 });
      form.append(`colors[${index}][images]`, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    }
  }
  const response = await page.request.post('/api/products', { multipart: form, headers: ADMIN_HEADER });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Product;
}

export async function productById(page: Page, id: string): Promise<Product> {
  const response = await page.request.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Product;
}

export async function productByName(page: Page, name: string): Promise<Product | undefined> {
  const response = await page.request.get('/api/products?limit=100');
  return ((await response.json()) as { products: Product[] }).products.find((product) => product.name === name);
}

/** Accepts the next browser dialog; resolves to '{type}: {message}' for the test to check. */
export function acceptDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
  });
}

/** The admin shell's navbar. */
export function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin' });
}
