import type { Page } from '@playwright/test';
import type { Product } from '../../common/catalog';
import { openForm, signUpViaApi } from './accounts';
import { expectNoSeriousViolations, imagesWithoutAlt } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { addToCartViaApi, checkoutDialog, phoneMenuButton } from './shop';

// The phone project runs this file at 390 × 844 with touch (playwright.config.ts: /phone\.spec/).
// At phone width: axe finds no serious or critical violation on the main storefront
// screens, with the menu and the bottom sheets open, and the controls are thumb-sized (DESIGN.md).

async function check(page: Page, name: string): Promise<void> {
  await expectNoSeriousViolations(page, { name: `${name} (phone)`, testInfo: test.info() });
  expect(await imagesWithoutAlt(page), `images without alt on ${name}`).toEqual([]);
}

/**
 * Buttons, fields and the navbar's controls in `scope` smaller than 44 × 44 px (DESIGN.md). Links
 * inside running text are exempt, as in WCAG 2.5.8; hidden controls and the visually hidden skip
 * link are not measured.
 */
async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) =>
    roots.flatMap((root) =>
      Array.from(root.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), select, textarea, summary, [role=button], nav a'))
        .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && element.checkVisibility())
        .map((element) => {
          // A radio drawn as a chip is as big as its label.
          const target = element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox') && element.closest('label') ? element.closest('label')! : element;
          const { width, height } = target.getBoundingClientRect();
          return { element, width, height };
        })
        .filter(({ width, height }) => Math.round(width) < 44 || Math.round(height) < 44)
        .map(({ element, width, height }) => `${element.tagName.toLowerCase()} '${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}' ${Math.round(width)}×${Math.round(height)}`),
    ),
  );
}

async function inStockProduct(page: Page): Promise<Product> {
  const product = (await allProducts(page.request)).find((candidate) => isFreelyBuyable(candidate) && candidate.colors.length >= 2);
  expect(product, 'an in-stock demo product with two colours').toBeDefined();
  return product!;
}

test('home and the open menu, at phone width', async ({ page }) => {
  // Two screens, each scanned: more than the usual 30 s on a busy machine.
  test.slow();
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Welcome to Haat' })).toBeVisible();
  await check(page, 'home');
  expect(await smallTargets(page, 'header, main')).toEqual([]);

  await phoneMenuButton(page).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await check(page, 'home with the menu open');
  expect(await smallTargets(page, 'header')).toEqual([]);
});

test('products and a product page, at phone width', async ({ page }) => {
  // Two screens, each scanned: more than the usual 30 s on a busy machine.
  test.slow();
  await page.goto('/products');
  await waitForHydration(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await check(page, 'products');
  expect(await smallTargets(page, 'header, main')).toEqual([]);

  const product = await inStockProduct(page);
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await check(page, 'product detail');
  expect(await smallTargets(page, 'header, main')).toEqual([]);
});

for (const [path, submit] of [
  ['/login', 'Login'],
  ['/signup', 'Next'],
] as const) {
  test(`${path} at phone width`, async ({ page }) => {
    await openForm(page, path, submit);
    await check(page, path);
  });
}

test('the Select Color and Complete Order bottom sheets and the cart, at phone width', async ({ page }) => {
  // Several screens in one test: more than the usual 30 s on a busy machine.
  test.slow();
  const product = await inStockProduct(page);
  await signUpViaApi(page);
  // Its card found by name: other specs add newer products, which push it off the list's first page.
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).first().click();
  const select = page.getByRole('dialog', { name: 'Select Color' });
  await expect(select).toBeVisible();
  await check(page, 'Select Color sheet');
  expect(await smallTargets(page, '[role=dialog]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(select).toBeHidden();

  await addToCartViaApi(page, product);
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await check(page, 'cart');
  expect(await smallTargets(page, 'header, main')).toEqual([]);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(checkoutDialog(page)).toBeVisible();
  await check(page, 'Complete Order sheet');
  expect(await smallTargets(page, '[role=dialog]')).toEqual([]);
});
