import { expectNoSeriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { expectPricesInOrder, pageWidth } from './layout';

// The product lists' sort and 'In stock only' on a 390 px phone (docs/decisions/0057): in the
// URL, kept by the pages and by another category, and usable before the scripts run.

test('sort and In stock only narrow the list, live in the URL, and stay on the next page and in another category', async ({ page }, testInfo) => {
  await page.goto('/products');
  await waitForHydration(page);
  const controls = page.getByRole('form', { name: 'Sort and filter' });
  await controls.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
  await expectPricesInOrder(page, 'rising');

  await controls.getByLabel('In stock only').check();
  await expect(page).toHaveURL(/\/products\?inStock=true&sort=price-asc$/);
  await expect(page.getByRole('form', { name: 'Sort and filter' }).getByLabel('Sort by')).toHaveValue('price-asc');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('products-sorted.png') });
  await expectNoSeriousViolations(page, { name: 'a sorted product list at 390 px', testInfo });

  // Every page link keeps the sort and the filter.
  const pageLinks = await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(pageLinks.length).toBeGreaterThan(0);
  for (const href of pageLinks) expect(href).toMatch(/inStock=true&sort=price-asc/);

  // Another category keeps them too, from its first page.
  const category = page.getByRole('combobox', { name: 'Category' });
  const name = (await category.locator('option').nth(1).textContent())!.trim();
  await category.selectOption(name);
  await expect(page).toHaveURL(new RegExp(`/products/${encodeURIComponent(name).replace(/[()]/g, '\\$&')}\\?inStock=true&sort=price-asc$`));
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectPricesInOrder(page, 'rising');

  // Back to newest first: the address loses the sort.
  await page.getByRole('form', { name: 'Sort and filter' }).getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(new RegExp(`/products/[^?]+\\?inStock=true$`));
});

test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });
  test('the sort applies with Apply', async ({ page }) => {
    await page.goto('/products');
    const controls = page.getByRole('form', { name: 'Sort and filter' });
    await controls.getByLabel('Sort by').selectOption('price-desc');
    await controls.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/products\?sort=price-desc$/);
    await expectPricesInOrder(page, 'falling');
    await expect(controls.getByLabel('Sort by')).toHaveValue('price-desc');
  });
});
