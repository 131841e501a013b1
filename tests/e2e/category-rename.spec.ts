import type { APIRequestContext, Page } from '@playwright/test';
import type { Category } from '../../common/catalog';
import { adminLoginViaApi, uniqueName } from './admin';
import { expectPath, openForm } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

const ADMIN_HEADER = { 'X-Use-Admin-Token': 'true' };
const path = (name: string) => `/products/${encodeURIComponent(name)}`;

async function createCategory(page: Page, name: string): Promise<Category> {
  const response = await page.request.post('/api/categories', { multipart: { name }, headers: ADMIN_HEADER });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Category;
}

async function renameCategory(page: Page, id: string, name: string): Promise<void> {
  const response = await page.request.put(`/api/categories/${id}`, { multipart: { name }, headers: ADMIN_HEADER });
  expect(response.status(), await response.text()).toBe(200);
}

/** Where an anonymous visitor's request for `url` is sent, without following it. */
async function redirectOf(request: APIRequestContext, url: string): Promise<{ status: number; location: string | undefined }> {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()['location'] };
}

test('a renamed category keeps its old links: they answer 301 to the new name, whose page is headed with it', async ({ page, request }, testInfo) => {
  await adminLoginViaApi(page);
  const name = uniqueName('Footwear');
  const category = await createCategory(page, name);
  // An anonymous visitor's view of the old page is in the public cache before the rename.
  expect((await request.get(path(name))).status()).toBe(200);

  // The admin renames it on the edit screen.
  await openForm(page, `/admin/categories/edit/${category._id}`, 'Update Category');
  const renamed = `${name} Shoes`;
  await page.getByLabel('Name').fill(renamed);
  await page.getByRole('button', { name: 'Update Category' }).click();
  await expect(page.getByText('Category updated successfully')).toBeVisible();
  await expectPath(page, '/admin/categories');

  expect(await redirectOf(request, path(name))).toEqual({ status: 301, location: path(renamed) });
  // The page number and the case of the old name go along.
  expect(await redirectOf(request, `${path(name.toLowerCase())}?page=1`)).toEqual({ status: 301, location: `${path(renamed)}?page=1` });

  await page.goto(path(name));
  await expectPath(page, path(renamed));
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${renamed} \\| `));
  await page.screenshot({ path: test.info().outputPath(`category-${testInfo.project.name}.png`) });
  await expectNoSeriousViolations(page, { name: 'renamed category page', testInfo });

  // Renamed again: the first name goes straight to the newest.
  const newest = `${name} Sandals`;
  await renameCategory(page, category._id, newest);
  expect(await redirectOf(request, path(name))).toEqual({ status: 301, location: path(newest) });
  expect(await redirectOf(request, path(renamed))).toEqual({ status: 301, location: path(newest) });

  // A new category may take an old name: the name is then its own, not a redirect.
  const taker = await createCategory(page, name);
  const taken = await request.get(path(name), { maxRedirects: 0 });
  expect(taken.status()).toBe(200);
  expect(await taken.text()).toContain(`>${name}</h2>`);

  for (const id of [category._id, taker._id]) expect((await page.request.delete(`/api/categories/${id}`, { headers: ADMIN_HEADER })).status()).toBe(200);
});
