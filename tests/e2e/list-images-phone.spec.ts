import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Which variant a phone downloads for the product list's cards (docs/decisions/0052): a 1.75x
// phone (Lighthouse's) takes the 640 px one, a 3x phone still the 1280 px one.

const firstCardImage = (page: Page) => page.getByRole('main').getByRole('article').first().getByRole('img').first();

test.describe('a 412 px phone at 1.75x', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test('takes the 640 px variant for the list cards', async ({ page }) => {
    await page.goto('/products');
    const image = firstCardImage(page);
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-640\.webp$/);
  });
});

test.describe('a 390 px phone at 3x', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  test('takes the 1280 px variant for the list cards', async ({ page }) => {
    await page.goto('/products');
    const image = firstCardImage(page);
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-1280\.webp$/);
  });
});
