import type { Page } from '@playwright/test';
import { adminLoginViaApi, pngFile, productByName, uniqueName } from './admin';
import { expectPath, openForm } from './accounts';
import { ADMIN_TEST_NAME, expect, test } from './fixtures';

// Sizes and stock in the admin's product form (docs/decisions/0015), seen in the table and the shop.
test.beforeEach(async ({ page }) => {
  await adminLoginViaApi(page);
});

const color = (page: Page, n: number) => page.getByRole('group', { name: `Colour ${n}` });

async function addSize(page: Page, size: string, how: 'enter' | 'button' = 'enter') {
  await page.getByLabel('Size name').fill(size);
  if (how === 'enter') await page.getByLabel('Size name').press('Enter');
  else await page.getByRole('button', { name: 'Add size' }).click();
}

test('a product with sizes S/M/L and stock per size; one size set to 0 shows sold out in the shop', async ({ page }) => {
  const name = uniqueName('Sized tee');
  await openForm(page, '/admin/products/new', 'Create Product');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill('A tee in three sizes, made by the admin test.');
  await page.getByLabel('Features').fill('Cotton');
  const category = page.getByLabel('Category');
  const categoryName = (await category.locator('option:not([value=""])').filter({ hasNotText: ADMIN_TEST_NAME }).first().textContent())!;
  await category.selectOption({ label: categoryName });
  await page.getByLabel('Actual price').fill('799');
  await page.getByLabel('Discount price').fill('599');
  await page.getByLabel('Rating').fill('4');

  // Without sizes a colour has one stock figure; with sizes, a figure per size.
  await expect(color(page, 1).getByLabel('Stock', { exact: true })).toBeVisible();
  await addSize(page, 'S');
  await addSize(page, 'M', 'button');
  await addSize(page, 'm');
  await expect(page.getByText('Size names must be different')).toBeVisible();
  await addSize(page, 'L');
  await expect(page.getByText('Size names must be different')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Sizes' }).getByRole('listitem')).toHaveText(['S×', 'M×', 'L×']);
  await expect(color(page, 1).getByLabel('Stock', { exact: true })).toHaveCount(0);

  await color(page, 1).getByLabel('Colour name').fill('Black');
  await color(page, 1).locator('input[type=file]').setInputFiles(await pngFile('black.png', { r: 10, g: 10, b: 10 }));
  await color(page, 1).getByLabel('Stock of size S').fill('3');
  await color(page, 1).getByLabel('Stock of size M').fill('two');
  await color(page, 1).getByLabel('Stock of size L').fill('1');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('M: Stock must be a whole number from 0 to 10,00,000, or empty when not tracked')).toBeVisible();
  await color(page, 1).getByLabel('Stock of size M').fill('2');

  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();
  await expectPath(page, '/admin/products');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(page.getByRole('columnheader', { name: 'Stock', exact: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('6 left · 3 running low');

  const product = (await productByName(page, name))!;
  expect(product.sizes).toEqual(['S', 'M', 'L']);
  expect(product.colors.map(({ name: colorName, stockBySize }) => ({ colorName, stockBySize }))).toEqual([{ colorName: 'Black', stockBySize: { S: 3, M: 2, L: 1 } }]);
  await page.goto(`/product/${product._id}`);
  for (const size of ['S', 'M', 'L']) await expect(page.getByRole('radio', { name: size, exact: true })).toBeEnabled();

  // The edit: M down to 0; only that figure is sent.
  await page.goto('/admin/products');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expectPath(page, `/admin/products/edit/${product._id}`);
  await expect(page.getByRole('button', { name: 'Update Product' })).toBeEnabled();
  await expect(color(page, 1).getByLabel('Stock of size M')).toHaveValue('2');
  await color(page, 1).getByLabel('Stock of size M').fill('0');
  const sent = page.waitForRequest((request) => request.method() === 'PUT');
  await page.getByRole('button', { name: 'Update Product' }).click();
  expect((await sent).postData() ?? '').toContain('{"colors":[{"name":"Black","stockBySize":{"M":0}}]}');
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expectPath(page, '/admin/products');
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(4)).toHaveText('Low: 4 left');

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('radio', { name: 'M (sold out)' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'S', exact: true })).toBeEnabled();
});
