import type { Page } from '@playwright/test';
import { adminLoginViaApi, createProductViaApi, uniqueName } from './admin';
import { expectPath } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// Draft and Archived products (docs/decisions/0065): a draft is nowhere in the shop, the admin's
// list finds it by its status, and made Active it is in the shop again.
const WIDTHS = [390, 1366] as const;

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

async function saveStatus(page: Page, productId: string, status: 'Draft' | 'Active'): Promise<void> {
  await page.goto(`/admin/products/edit/${productId}`);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Update Product' })).toBeEnabled();
  await page.getByRole('radio', { name: status, exact: true }).check();
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expectPath(page, '/admin/products');
}

/** What a shopper's browser gets: the public API and the product's page without the admin's session. */
async function inShop(page: Page, productId: string, name: string): Promise<{ product: number; listed: boolean; page: number }> {
  const product = (await page.request.get(`/api/products/${productId}`)).status();
  const suggest = (await (await page.request.get(`/api/products/suggest?q=${encodeURIComponent(name)}`)).json()) as { _id: string }[];
  const anonymous = await page.context().browser()!.newContext();
  const response = await anonymous.request.get(`${new URL(page.url()).origin}/product/${productId}`);
  await anonymous.close();
  return { product, listed: suggest.some((entry) => entry._id === productId), page: response.status() };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a product saved as Draft leaves the shop, the list filtered by Draft has it, made Active it is back', async ({ page }) => {
      test.slow();
      await adminLoginViaApi(page);
      const name = uniqueName(`Status ${width}`);
      const product = await createProductViaApi(page, { name });

      await page.goto(`/admin/products/edit/${product._id}`);
      await waitForHydration(page);
      const status = page.getByRole('group', { name: 'Status' });
      await expect(status.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
      await expect(status.getByText('Not in the shop yet')).toBeVisible();
      await expect(status.getByText('Taken off the shop; kept for old orders')).toBeVisible();
      await expectNoSeriousViolations(page, { name: `product edit with status at ${width}` });
      await status.getByRole('radio', { name: 'Draft', exact: true }).scrollIntoViewIfNeeded();
      await shot(page, `product-status-form-${width}`);

      await saveStatus(page, product._id, 'Draft');
      expect(await inShop(page, product._id, name)).toEqual({ product: 404, listed: false, page: 404 });

      // The list, filtered by Draft and searched by the name, through its GET form.
      await page.getByLabel('Search by name').fill(name);
      await page.getByLabel('Status').selectOption('draft');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/status=draft/);
      await expect(page).toHaveURL(/q=/);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Draft', { exact: true }).filter({ visible: true })).toBeVisible();
      await expect(row.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
      await expect(page.getByLabel('Status')).toHaveValue('draft');
      await expectNoSeriousViolations(page, { name: `admin products filtered at ${width}` });
      await shot(page, `product-status-list-${width}`);

      // Nothing else is a draft by this name among the active ones.
      await page.getByLabel('Status').selectOption('active');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/status=active/);
      await expect(page.getByText('No products match this search.')).toBeVisible();

      await saveStatus(page, product._id, 'Active');
      expect(await inShop(page, product._id, name)).toEqual({ product: 200, listed: true, page: 200 });
    });
  });
}
