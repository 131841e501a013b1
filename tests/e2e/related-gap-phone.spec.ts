import { expect, test } from './fixtures';

// On a phone a large empty band sat between the product's details and 'Other
// products' (room kept for the sticky Add to Cart bar, in the middle of the page). The phone
// project runs this at 390 × 844.
test('on a phone Other products follows the product details without a large gap', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('article').first().getByRole('link').first().click();
  const heading = page.getByRole('heading', { name: 'Other products' });
  await expect(heading).toBeVisible();
  const gap = await heading.evaluate((element) => {
    const details = element.closest('section')!.previousElementSibling!;
    let bottom = 0;
    // The lowest of what the details show (their innermost elements, not the boxes' padding)...
    for (const node of details.querySelectorAll('*')) {
      // ...but not the sticky bar: it is fixed to the bottom of the screen, out of the page's flow.
      if (node.children.length > 0 || node.closest('[data-sticky-bar]')) continue;
      const box = node.getBoundingClientRect();
      if (box.height > 0) bottom = Math.max(bottom, box.bottom);
    }
    return element.getBoundingClientRect().top - bottom;
  });
  expect(gap).toBeLessThan(120);

  // The end of the page still scrolls clear of the sticky bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = (await page.locator('[data-sticky-bar]').boundingBox())!;
  const copyright = (await page.getByText(/All rights reserved/).boundingBox())!;
  expect(copyright.y + copyright.height).toBeLessThanOrEqual(bar.y);
});
