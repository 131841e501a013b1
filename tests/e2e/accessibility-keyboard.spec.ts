import type { Locator, Page } from '@playwright/test';
import type { Product } from '../../common/catalog';
import { signUpViaApi } from './accounts';
import { adminLoginViaApi } from './admin';
import { describeFocus, focusIndicator, type FocusState } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { addToCartViaApi, checkoutDialog } from './shop';

/**
 * By keyboard: every control is reached with Tab and shows where focus is; the two
 * modals (Select Color, Complete Order) take focus, keep Tab inside, close on Escape and give focus
 * back to the button that opened them. And the swatches are named for screen readers.
 */

type Stop = Omit<FocusState, 'key'>;

/** Presses Tab until focus leaves the page or comes round again (at most `max` stops); each stop seen. */
async function tabThrough(page: Page, max = 150): Promise<Stop[]> {
  await page.locator('body').focus();
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(describeFocus);
    if (state === null || seen.has(state.key)) break;
    seen.add(state.key);
    const { key: _key, ...stop } = state;
    stops.push(stop);
  }
  return stops;
}

/** Every stop can be seen: a focus ring (outline or box-shadow) on a box larger than a pixel. */
function expectAllVisible(stops: Stop[], where: string) {
  const hidden = stops.filter((stop) => !stop.visible || stop.width < 2 || stop.height < 2);
  expect(hidden, `focus stops without a visible focus indicator on ${where}`).toEqual([]);
}

/** Tab and Shift+Tab, `times` each, never leave `dialog`. */
async function expectFocusTrapped(page: Page, dialog: Locator, times: number) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} #${i + 1} stays in the dialog`).toBe(true);
      expect((await focusIndicator(page)).visible, `${key} #${i + 1}: the focused control shows it`).toBe(true);
    }
  }
}

async function inStockProduct(page: Page): Promise<Product> {
  const product = (await allProducts(page.request)).find((candidate) => isFreelyBuyable(candidate) && candidate.colors.length >= 2);
  expect(product, 'an in-stock demo product with two colours').toBeDefined();
  return product!;
}

test('the navbar by keyboard: skip link first, every control reached with a visible focus ring', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  // Then the navbar, in reading order, each with a ring.
  const nav = page.getByRole('navigation', { name: 'Main' });
  const categoriesMenu = nav.locator('summary').filter({ hasText: 'Categories' });
  const expected = [
    nav.getByRole('link', { name: 'Haat', exact: true }),
    nav.getByRole('link', { name: 'Home' }),
    categoriesMenu,
    nav.getByRole('link', { name: 'About' }),
    // The search box (docs/decisions/0056) and its button.
    nav.getByRole('combobox', { name: 'Search products' }),
    nav.getByRole('button', { name: 'Search', exact: true }),
    nav.getByRole('link', { name: /^Cart, / }),
    nav.getByRole('link', { name: 'Login' }),
  ];
  for (const control of expected) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    const indicator = await focusIndicator(page);
    expect(indicator.visible, `${indicator.tag} '${indicator.text}' shows focus`).toBe(true);
  }

  // The Categories menu opens with Enter and its links come next.
  await categoriesMenu.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const firstCategory = nav.locator('details').getByRole('link').first();
  await expect(firstCategory).toBeFocused();
  expect((await focusIndicator(page)).visible).toBe(true);
  await page.screenshot({ path: test.info().outputPath('navbar-focus.png') });

  // Escape closes the menu and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(firstCategory).toBeHidden();
  await expect(categoriesMenu).toBeFocused();

  // On the dark hero and footer the ring turns white, so it still stands out.
  for (const [link, file] of [
    [page.getByRole('main').getByRole('link', { name: 'Shop Now' }), 'hero-focus.png'],
    [page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Policy' }), 'footer-focus.png'],
  ] as const) {
    await link.focus();
    expect((await focusIndicator(page)).ring).toContain('rgb(255, 255, 255)');
    await page.screenshot({ path: test.info().outputPath(file) });
  }
});

for (const [path, name] of [
  ['/', 'home'],
  ['/products', 'products'],
  ['/about', 'about'],
] as const) {
  test(`every control on ${name} shows focus (${path})`, async ({ page }) => {
    // One Tab and one look per control: a long page takes more than the usual 30 s on a busy machine.
    test.slow();
    await page.goto(path);
    await waitForHydration(page);
    const stops = await tabThrough(page);
    expect(stops.length).toBeGreaterThan(8);
    expectAllVisible(stops, name);
  });
}

test('every control on a product page and the cart shows focus', async ({ page }) => {
  // Several screens in one test: more than the usual 30 s on a busy machine.
  test.slow();
  const product = await inStockProduct(page);
  await signUpViaApi(page);
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  expectAllVisible(await tabThrough(page), 'product detail');
  await addToCartViaApi(page, product);
  await page.goto('/cart');
  await waitForHydration(page);
  expectAllVisible(await tabThrough(page), 'cart');
});

test('every control of the admin shows focus', async ({ page }) => {
  // Several screens in one test: more than the usual 30 s on a busy machine.
  test.slow();
  await adminLoginViaApi(page);
  for (const path of ['/admin/products', '/admin/products/new', '/admin/orders', '/admin/coupons/new']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    expectAllVisible(await tabThrough(page), path);
  }
});

test('Select Color by keyboard: opens from Add, traps focus, arrows pick, Escape closes and focus returns', async ({ page }) => {
  const product = await inStockProduct(page);
  await signUpViaApi(page);
  // Its card found by name: other specs add newer products, which push it off the list's first page.
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  await waitForHydration(page);

  // From the card's link, Tab reaches its Add button; Enter opens the modal.
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: `Add ${product.name} to cart` }) }).first();
  await card.getByRole('link').focus();
  await page.keyboard.press('Tab');
  const add = card.getByRole('button', { name: `Add ${product.name} to cart` });
  await expect(add).toBeFocused();
  expect((await focusIndicator(page)).visible).toBe(true);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Select Color' });
  await expect(dialog).toBeVisible();
  const [first, second] = product.colors;
  await expect(dialog.getByRole('radio', { name: first!.name })).toBeFocused();
  // The radios are named by their colours.
  await expect(dialog.getByRole('radio')).toHaveCount(product.colors.length);
  for (const color of product.colors) await expect(dialog.getByRole('radio', { name: color.name, exact: true })).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: second!.name })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: second!.name })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('select-color-focus.png') });

  await expectFocusTrapped(page, dialog, 6);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test('Complete Order by keyboard: opens from Checkout, traps focus, Escape closes and focus returns', async ({ page }) => {
  const product = await inStockProduct(page);
  await signUpViaApi(page);
  await addToCartViaApi(page, product);
  await page.goto('/cart');
  await waitForHydration(page);

  const checkout = page.getByRole('button', { name: 'Checkout' });
  await checkout.focus();
  await page.keyboard.press('Enter');
  const dialog = checkoutDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.screenshot({ path: test.info().outputPath('checkout-focus.png') });

  await expectFocusTrapped(page, dialog, 6);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(checkout).toBeFocused();

  // Buy Now on the product page: the same modal, the same way back.
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  const buyNow = page.getByRole('button', { name: 'Buy Now' });
  await buyNow.focus();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog, 4);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(buyNow).toBeFocused();
});

test('the swatches are named by their colours, as label and tooltip', async ({ page }) => {
  const products = (await allProducts(page.request)).slice(0, 10);
  await page.goto('/products');
  await waitForHydration(page);
  for (const product of products.filter((candidate) => candidate.colors.length > 0)) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) }).first();
    if ((await card.count()) === 0) continue;
    const swatches = card.getByRole('list', { name: 'Colours' }).getByRole('img');
    const shown = product.colors.slice(0, 4).map((color) => color.name);
    await expect(swatches).toHaveCount(shown.length);
    for (const [index, name] of shown.entries()) {
      await expect(swatches.nth(index)).toHaveAccessibleName(name);
      await expect(swatches.nth(index)).toHaveAttribute('title', name);
    }
  }
});
