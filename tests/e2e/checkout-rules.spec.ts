import type { APIRequestContext, Page } from '@playwright/test';
import { codLimitMessage, freeDeliveryNudge } from '../../common/checkout-messages';
import type { Product } from '../../common/catalog';
import { formatRupees } from '../../common/money';
import type { ShopSettings } from '../../common/settings';
import { signUpViaApi } from './accounts';
import { E2E_ADMIN } from './admin-account';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test } from './fixtures';
import { visibilityProblems } from './layout';
import { expectAmount, openCartCheckout as openCartCheckoutOf } from './shop';

// The checkout follows the shop's settings (docs/decisions/0018, docs/decisions/0021): free delivery
// from a threshold, cash on delivery up to a maximum. The 'checkout-rules' project runs this file
// against the second server (COD offered); the settings are the whole shop's while it runs, so the
// thresholds sit above any order the other specs on that server make (one piece of one product),
// and the saved settings are put back afterwards.
test.describe.configure({ mode: 'serial' });

let admin: APIRequestContext;
let original: ShopSettings;
let product: Product;
/** Three pieces reach the free-delivery threshold; their COD total is above the COD maximum. */
let threshold: number;
let codMax: number;

test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const login = await admin.post('/api/admin/login', { data: E2E_ADMIN, headers: { 'X-Use-Admin-Token': 'true' } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  original = (await (await admin.get('/api/admin/settings')).json()) as ShopSettings;

  // The dearest product anyone may buy: one piece of it (or of a cheaper one) stays below both limits.
  product = (await allProducts(admin)).filter(isFreelyBuyable).sort((a, b) => b.discountPrice - a.discountPrice)[0]!;
  threshold = 3 * product.discountPrice;
  codMax = threshold - 1;
  const saved = await admin.put('/api/admin/settings', { data: { ...original, codEnabled: true, freeDeliveryAbove: threshold, codMaxOrderValue: codMax } });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(async () => {
  const restored = await admin.put('/api/admin/settings', { data: original });
  expect(restored.status(), await restored.text()).toBe(200);
  await admin.dispose();
});

/** Signs a new shopper up with `quantity` pieces of the product in the cart, and opens 'Complete Order' from the cart page. */
async function openCartCheckout(page: Page, quantity: number) {
  await signUpViaApi(page);
  return openCartCheckoutOf(page, product, quantity);
}

test('below the threshold: the delivery charge and how much more is free; COD offered', async ({ page }) => {
  const dialog = await openCartCheckout(page, 1);
  // The cart said so before Checkout: the delivery charge and how much more is free.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.locator('dl > div').filter({ hasText: 'Delivery charge' }).locator('dd')).toHaveText(formatRupees(original.cartDeliveryCharge));
  await expect(summary.getByText(freeDeliveryNudge(threshold - product.discountPrice))).toBeVisible();
  await expectAmount(page, 'Delivery charge', original.cartDeliveryCharge);
  await expect(dialog.getByText(freeDeliveryNudge(threshold - product.discountPrice))).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Cash on Delivery/ })).toBeEnabled();
});

test('at the threshold delivery is free, and COD above the maximum is disabled with the reason; the order goes through online', async ({ page }) => {
  test.slow();
  const dialog = await openCartCheckout(page, 3);
  await expect(page.getByRole('region', { name: 'Order summary' }).locator('dl > div').filter({ hasText: 'Delivery charge' }).locator('dd')).toHaveText('Free');
  await expect(dialog.locator('dl > div').filter({ hasText: 'Delivery charge' }).locator('dd')).toHaveText('Free');
  await expectAmount(page, 'Total', threshold);
  await expect(dialog.getByText(/more for free delivery/)).toHaveCount(0);

  const cod = dialog.getByRole('radio', { name: /Cash on Delivery/ });
  await expect(cod).toBeDisabled();
  await expect(cod).toHaveAccessibleDescription(codLimitMessage(codMax));
  await expect(dialog.getByText(codLimitMessage(codMax))).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Pay Online/ })).toBeChecked();
  await expectNoSeriousViolations(page, { name: 'Complete Order with free delivery and COD above the maximum', testInfo: test.info() });

  // The server prices it the same: no 'Prices have changed', the UPI screen asks for the total.
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Scan and Pay to Complete Your Order' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(formatRupees(threshold), { exact: true })).toBeVisible();
});

test('on a 390 px phone the free delivery row and the COD reason are in view, within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openCartCheckout(page, 3);
  const rows = [dialog.locator('dl > div').filter({ hasText: 'Delivery charge' }), dialog.getByText(codLimitMessage(codMax)), dialog.getByRole('radio', { name: /Cash on Delivery/ })];
  for (const row of rows) {
    await row.scrollIntoViewIfNeeded();
    await expect(row).toBeInViewport();
    const box = (await row.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expectNoSeriousViolations(page, { name: 'Complete Order at 390 px with the shop’s rules', testInfo: test.info() });
});

test('on a 360 × 640 phone with Cash on Delivery chosen every price row is in view with the total, and the confirmation says how much cash to keep ready', async ({ page }, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 640 });
  const dialog = await openCartCheckout(page, 1);
  await dialog.getByText('Cash on Delivery').click();
  await expect(dialog.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  const rows = ['Subtotal', 'Delivery charge', 'COD charge', 'Total'].map((label) => [label, dialog.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) })] as const);
  await expect(rows[2]![1]).toBeVisible();
  for (const [label, row] of rows) expect(await visibilityProblems(row), label).toEqual([]);
  for (const [label, row] of rows) {
    await row.scrollIntoViewIfNeeded();
    expect(await visibilityProblems(row), `${label} scrolled into view`).toEqual([]);
  }
  expect(await visibilityProblems(dialog.getByRole('heading', { name: 'Complete Order' })), 'title').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('checkout-cod-360x640.png') });
  await expectNoSeriousViolations(page, { name: 'Complete Order with COD at 360 × 640', include: '[role=dialog]', testInfo });

  // The server's total, which it checks against the modal's: the cash the courier will ask for.
  const total = await rows[3]![1].locator('dd').textContent();
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Please keep ${total} ready to pay in cash on delivery.`, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, { name: 'COD order confirmed at 360 px', testInfo });
});
