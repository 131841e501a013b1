import { expectNoSeriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

// The shop's search at a desk (docs/decisions/0056): the navbar's box, and /search's filters as a column.

test.use({ viewport: { width: 1366, height: 900 } });

test("the navbar's box searches, and a colour filter narrows the results with counts beside each choice", async ({ page }, testInfo) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  // Words only demo products have: other specs add and delete cotton products while this one counts.
  await box.fill('jaipur');
  await expect(page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=jaipur$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "jaipur"' })).toBeVisible();
  // The box keeps what was searched.
  await expect(box).toHaveValue('jaipur');

  const filters = page.getByRole('complementary', { name: 'Filters' });
  // One copy of the filters' form serves the phone's sheet and the desk's column.
  await expect(page.locator('form[aria-label="Filters"]')).toHaveCount(1);
  const count = page.getByRole('status').filter({ hasText: /products?$/ });
  const before = Number((await count.innerText()).split(' ')[0]);
  const colour = filters.getByRole('group', { name: 'Colour' }).getByRole('radio').nth(1);
  const label = (await colour.locator('xpath=..').innerText()).trim();
  const [, , listed] = /^(.*)\s+\((\d+)\)$/.exec(label)!;
  await colour.check();
  await expect(page).toHaveURL(/color=/);
  await expect(count).toHaveText(`${listed} ${listed === '1' ? 'product' : 'products'}`);
  expect(Number(listed)).toBeLessThanOrEqual(before);
  await page.screenshot({ path: testInfo.outputPath('search-desktop.png') });
  await expectNoSeriousViolations(page, { name: 'search results at 1366 px', testInfo });

  await filters.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/search\?q=jaipur$/);
  await expect(count).toHaveText(`${before} ${before === 1 ? 'product' : 'products'}`);
});
