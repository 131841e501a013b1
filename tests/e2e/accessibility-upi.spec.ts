import { signUpViaApi } from './accounts';
import { expectNoSeriousViolations, focusIndicator, imagesWithoutAlt } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { addToCartViaApi, checkoutDialog } from './shop';

// The 'upi' project runs this file (playwright.config.ts: /upi\.spec/) against the server with
// PAYMENT_PROVIDER=upi and COD_ENABLED=true: the screens only that set-up shows, checked with axe
// — the Complete Order modal with its payment choice, and the UPI QR screen.

test('the payment choice and the UPI QR screen', async ({ page, request }) => {
  test.slow();
  const product = (await allProducts(request)).find(isFreelyBuyable)!;
  await signUpViaApi(page);
  await addToCartViaApi(page, product);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog.getByRole('radio', { name: /Pay Online/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expect(dialog.getByText('COD charge')).toBeVisible();
  await expectNoSeriousViolations(page, { name: 'Complete Order with cash on delivery', testInfo: test.info() });

  // The payment choice by keyboard: the arrows move between the two radios, each showing focus.
  await dialog.getByRole('radio', { name: /Cash on Delivery/ }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('radio', { name: /Pay Online/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /Pay Online/ })).toBeFocused();
  expect((await focusIndicator(page)).visible).toBe(true);

  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Scan and Pay to Complete Your Order' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'UPI payment QR code' })).toBeVisible();
  await expectNoSeriousViolations(page, { name: 'UPI QR screen', testInfo: test.info() });
  expect(await imagesWithoutAlt(page)).toEqual([]);
});
