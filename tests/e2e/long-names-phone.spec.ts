import type { Product } from '../../common/catalog';
import { signUpViaApi } from './accounts';
import { adminLoginViaApi, createProductViaApi } from './admin';
import { expectNoSeriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { pageWidth, visibilityProblems } from './layout';
import { addToCartViaApi, checkoutDialog } from './shop';

// A name with no spaces (sellers paste them from spreadsheets) made the product page
// 1,273 px wide on a 390 px phone, the image covered Add to Cart, and the cart's Checkout and the
// modal's total ran off screen. The phone project runs this file at 390 × 844.
const LONG_NAME = 'Kanchipuram_Pure_Silk_Saree_With_Contrast_Pallu_And_Zari_Border_Handwoven_Original';

let product: Product;

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await context.newPage();
  await adminLoginViaApi(admin);
  product = await createProductViaApi(admin, { name: `E2E ${LONG_NAME}_${Date.now().toString(36)}` });
  await context.close();
});

test('a long unbroken name wraps on the product page, in the cart and in Complete Order', async ({ page }, testInfo) => {
  // Three screens, two axe scans and a sign-up: past 30 s on a loaded CI machine.
  test.slow();
  await signUpViaApi(page);
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  for (const name of ['Add to Cart', 'Buy Now']) expect(await visibilityProblems(page.getByRole('button', { name, exact: true })), name).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('product-long-name.png'), fullPage: true });
  await expectNoSeriousViolations(page, { name: 'product page with a long name at 390 px', testInfo });

  await addToCartViaApi(page, product);
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('link', { name: product.name })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await checkout.scrollIntoViewIfNeeded();
  expect(await visibilityProblems(checkout)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('cart-long-name.png'), fullPage: true });

  await checkout.click();
  const dialog = checkoutDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(product.name)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  const total = dialog.locator('dl > div').filter({ has: page.getByText('Total', { exact: true }) });
  for (const [what, target] of [
    ['title', dialog.getByRole('heading', { name: 'Complete Order' })],
    ['total', total],
    ['Pay', dialog.getByRole('button', { name: 'Pay' })],
  ] as const) {
    await target.scrollIntoViewIfNeeded();
    expect(await visibilityProblems(target), what).toEqual([]);
  }
  await page.screenshot({ path: testInfo.outputPath('checkout-long-name.png') });
  await expectNoSeriousViolations(page, { name: 'Complete Order with a long name at 390 px', include: '[role=dialog]', testInfo });
});

test('a long unbroken name wraps on the product cards', async ({ page }) => {
  // Newest first: the product is on the first page of the list.
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
