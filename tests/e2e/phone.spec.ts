import { expect, test, waitForHydration } from './fixtures';
import { phoneMenuButton } from './shop';

// The phone project runs this file at 390 × 844 with touch.

test('home on a phone: no sideways scroll, swipeable categories and products', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Haat' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const categories = page.getByRole('region', { name: 'Shop By Category' }).getByRole('list');
  const overflow = await categories.evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth, snap: getComputedStyle(list).scrollSnapType }));
  expect(overflow.scroll).toBeGreaterThan(overflow.client);
  expect(overflow.snap).toContain('x');

  // 3.5 category tiles and 1.4 product cards in view: the list's width over the distance from one
  // slide to the next.
  const slidesInView = (list: HTMLElement) => {
    const [first, second] = Array.from(list.children).map((item) => item.getBoundingClientRect());
    return list.getBoundingClientRect().width / ((second?.left ?? 0) - (first?.left ?? 0));
  };
  expect(await categories.evaluate(slidesInView)).toBeCloseTo(3.5, 0);
  const products = page.getByRole('region', { name: 'Best Sellers' }).getByRole('list').first();
  expect(await products.evaluate(slidesInView)).toBeCloseTo(1.4, 0);
});

test('the mobile menu opens with the categories and closes on navigation', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await phoneMenuButton(page).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  const category = menu.getByRole('link').nth(1);
  await category.click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(menu).toBeHidden();
});

test('the product page keeps its buttons in reach at the bottom', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  const buy = page.getByRole('button', { name: 'Buy Now' }).or(page.getByText('This item is currently unavailable!'));
  await expect(buy).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('login and signup fit a phone with thumb-sized controls', async ({ page }, testInfo) => {
  for (const [path, submit] of [
    ['/login', 'Login'],
    ['/signup', 'Next'],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: submit, exact: true });
    await expect(button).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Primary button full width (the form's width), every field and button at least 44 px tall.
    const form = await page.locator('main form').boundingBox();
    const box = await button.boundingBox();
    expect(box!.width).toBeCloseTo(form!.width, 0);
    for (const control of await page.locator('main form').locator('input, button').all()) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: testInfo.outputPath(`${path.slice(1)}-phone.png`), fullPage: true });
  }

  // Step 2 of signup: +91 beside the phone field, Previous and Sign Up full width.
  await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('+91', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Street is required')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('signup-step-2-phone.png'), fullPage: true });
});
