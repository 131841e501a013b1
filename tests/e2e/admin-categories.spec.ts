import { acceptDialog, adminLoginViaApi, categoryByName, pngFile, uniqueName } from './admin';
import { expectPath, openForm } from './accounts';
import { allProducts, expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await adminLoginViaApi(page);
});

test('a category is created with an image, renamed, and deleted', async ({ page }) => {
  const name = uniqueName('Category');
  await openForm(page, '/admin/categories/new', 'Create Category');

  // The name is required; the image is not.
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel('Name').fill(name);
  // The drop zone is also a button that opens the file picker.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Image \(optional\) Drag and drop here, or click to choose$/ }).click();
  await (await chooser).setFiles(await pngFile('tile.png'));
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();
  await expectPath(page, '/admin/categories');

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const created = await categoryByName(page, name);
  expect(created?.image).toMatch(/^\/media\/.+\.webp$/);
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\//);

  // Rename it.
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expectPath(page, `/admin/categories/edit/${created!._id}`);
  const renamed = `${name} renamed`;
  await expect(page.getByRole('button', { name: 'Update Category' })).toBeEnabled();
  await page.getByLabel('Name').fill(renamed);
  await page.getByRole('button', { name: 'Update Category' }).click();
  await expect(page.getByText('Category updated successfully')).toBeVisible();
  await expectPath(page, '/admin/categories');
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
  expect((await categoryByName(page, renamed))?.image).toBe(created!.image);

  // Delete it: back to the list, where it is gone.
  await page.goto(`/admin/categories/edit/${created!._id}`);
  await expect(page.getByRole('button', { name: 'Delete Category' })).toBeEnabled();
  const asked = acceptDialog(page);
  await page.getByRole('button', { name: 'Delete Category' }).click();
  expect(await asked).toBe('confirm: Are you sure you want to delete this category?');
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
  await expectPath(page, '/admin/categories');
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  expect(await categoryByName(page, renamed)).toBeUndefined();
});

test.describe('a category that still has products', () => {
  test.use({ expectedConsoleErrors: /409/ });

  test('is not deleted, and the toast says why', async ({ page, request }) => {
    const { category } = (await allProducts(request))[0]!;
    await page.goto('/admin/categories');
    await page.getByRole('link', { name: `Edit ${category.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: 'Delete Category' })).toBeEnabled();
    void acceptDialog(page);
    await page.getByRole('button', { name: 'Delete Category' }).click();
    await expect(page.getByText(/^Failed to delete category: This category still has \d+ products?$/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories\/edit\//);
  });
});

test('the list shows every category with its image and an edit link', async ({ page }) => {
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Category' })).toBeVisible();
  for (const header of ['Image', 'Name', 'Actions']) await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  expect(await page.getByRole('row').count()).toBeGreaterThan(1);
});
