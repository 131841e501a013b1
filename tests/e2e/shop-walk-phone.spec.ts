import type { Browser } from '@playwright/test';
import type { Product } from '../../common/catalog';
import { expectPath, fillLogin, fillSignup, newCustomer, openForm, signUpViaApi } from './accounts';
import { adminLoginViaApi, createProductViaApi, uniqueName } from './admin';
import { formatRupees } from '../../common/money';
import { setProductInStock } from './database';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { addToCartViaApi, checkoutDialog, phoneMenuButton } from './shop';

// What a shopper walking the shop on a phone (390 × 844) sees and taps.

/** A product with sizes (S, M, L; stock not tracked), made by the admin in a context of its own. */
async function sizedProduct(browser: Browser, baseURL: string | undefined): Promise<Product> {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await adminLoginViaApi(admin);
  const product = await createProductViaApi(admin, { name: uniqueName('Walk kurta'), sizes: ['S', 'M', 'L'], colors: [{ name: 'Red', images: 1 }] });
  await context.close();
  return product;
}

test.describe('the product page without a size', () => {
  for (const button of ['Add to Cart', 'Buy Now'] as const) {
    test(`the sticky ${button} brings the size picker into view and puts the cursor on it`, async ({ page, browser, baseURL }) => {
      const product = await sizedProduct(browser, baseURL);
      await signUpViaApi(page);
      await page.goto(`/product/${product._id}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: button, exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Please select a size' });
      await expect(alert).toBeInViewport({ ratio: 1 });
      const sizes = page.getByRole('group', { name: /^Size:/ });
      await expect(sizes).toBeInViewport();
      await expect(sizes.getByRole('radio', { name: 'S', exact: true })).toBeFocused();
      // Highlighted: the picker is marked as needing an answer, and says so to screen readers.
      await expect(sizes).toHaveAttribute('aria-invalid', 'true');
      // The message sits above the fixed Add to Cart / Buy Now bar, not under it.
      const bar = await page.locator('[data-sticky-bar]').boundingBox();
      const message = await alert.boundingBox();
      expect(message!.y + message!.height).toBeLessThanOrEqual(bar!.y);
    });
  }
});

test("signup's phone says what is wrong from the first try, and keeps saying it", async ({ page }) => {
  const customer = newCustomer();
  await openForm(page, '/signup', 'Next');
  await page.getByLabel('Name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Next' }).click();
  const phone = page.getByLabel('Phone Number');
  await phone.fill('12345');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
  await expect(page.getByText('Phone number must be at least 10 characters long')).toBeHidden();
  await phone.fill('1234567890');
  await expect(page.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
  // On its way to a mobile number, the spec's message until ten digits are in.
  await phone.fill('98765');
  await expect(page.getByText('Phone number must be at least 10 characters long')).toBeVisible();
});

test.describe('a wrong login first', () => {
  // The wrong password's 401 is the point of these tests.
  test.use({ expectedConsoleErrors: /status of 401 .*\/api\/user\/login$/ });

  test("a correct login takes away the wrong try's 'Invalid email or password'", async ({ page }) => {
    const customer = newCustomer();
    expect((await page.request.post('/api/user/register', { data: customer })).status()).toBe(201);
    await page.context().clearCookies();
    await openForm(page, '/login', 'Login');
    await fillLogin(page, { email: customer.email, password: 'wrong-password' });
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await fillLogin(page, customer);
    await expectPath(page, '/');
    await expect(page.getByText('Invalid email or password')).toBeHidden();
  });

  test('a signed-out Buy Now, then signing up from the login page, comes back with Complete Order open on the choice', async ({ page, browser, baseURL }) => {
    const product = await sizedProduct(browser, baseURL);
    const customer = newCustomer();
    await page.goto(`/product/${product._id}`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
    await expectPath(page, '/login');
    // A wrong try first: the signup link still carries where to return.
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await fillLogin(page, { email: customer.email, password: 'not-an-account' });
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByRole('link', { name: 'Create Account' }).click();
    await expectPath(page, '/signup');
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await fillSignup(page, customer);
    await expectPath(page, `/product/${product._id}`);
    await expect(checkoutDialog(page)).toBeVisible();
    await expect(checkoutDialog(page).getByText('Red · Size M · Qty 1')).toBeVisible();
  });
});

test.describe('the cart', () => {
  test('+ stops at 10 and says why', async ({ page, request }) => {
    const product = (await allProducts(request)).find(isFreelyBuyable)!;
    await signUpViaApi(page);
    await addToCartViaApi(page, product, undefined, 9);
    await page.goto('/cart');
    await waitForHydration(page);
    const hint = page.getByText('You can buy up to 10 of an item at a time.');
    await expect(hint).toHaveCount(0);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(hint).toBeVisible();
  });

  test('an out-of-stock line is left out of the total, says to remove it, and Checkout does not open', async ({ page, browser, baseURL }) => {
    const gone = await sizedProduct(browser, baseURL);
    const kept = (await allProducts(page.request)).find(isFreelyBuyable)!;
    await signUpViaApi(page);
    await addToCartViaApi(page, kept);
    const added = await page.request.post('/api/cart', { data: { productId: gone._id, color: 'Red', size: 'M', quantity: 1 } });
    expect(added.status(), await added.text()).toBe(200);
    await setProductInStock(test.info(), gone._id, false);
    await page.goto('/cart');
    await waitForHydration(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Subtotal (1 item)')).toBeVisible();
    await expect(summary.getByText(formatRupees(kept.discountPrice), { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cart items' }).getByText('Out Of Stock', { exact: true })).toBeVisible();
    await expect(summary.getByText('Remove it from your cart to check out.', { exact: false })).toBeVisible();
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
    // A tap on it still answers, with the spec's toast (aria-disabled: Playwright would wait for it to be enabled).
    await checkout.click({ force: true });
    await expect(page.getByText('Some items in your cart is Out Of Stock!')).toBeVisible();
    await expect(checkoutDialog(page)).toHaveCount(0);
  });
});

test("Buy Now's Pay button says the amount it pays", async ({ page, browser, baseURL }) => {
  const product = await sizedProduct(browser, baseURL);
  await signUpViaApi(page);
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: 'L', exact: true }).check();
  await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
  // createProductViaApi: ₹1,200 and ₹40 delivery.
  await expect(checkoutDialog(page).getByRole('button', { name: 'Pay ₹1,240', exact: true })).toBeVisible();
  await expect(checkoutDialog(page).getByText(/more for free delivery/)).toHaveCount(0);
});

test('home: New Arrivals does not start with the cards Best Sellers just showed', async ({ page }) => {
  await page.goto('/');
  const firstTwo = async (name: string) => page.getByRole('region', { name, exact: true }).getByRole('article').locator('h3').evaluateAll((titles) => titles.slice(0, 2).map((title) => title.textContent));
  const bestSellers = await firstTwo('Best Sellers');
  const newArrivals = await firstTwo('New Arrivals');
  expect(bestSellers).toHaveLength(2);
  expect(newArrivals.filter((name) => bestSellers.includes(name))).toEqual([]);
});

test("the navbar's menu button becomes a close button while the menu is open", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const button = phoneMenuButton(page);
  await expect(button).toHaveAccessibleName('Menu');
  await button.click();
  await expect(button).toHaveAccessibleName('Close menu');
  await expect(page.locator('#phone-menu')).toHaveAttribute('open', '');
  await expect(button.locator('path:visible')).toHaveAttribute('d', 'M6 6l12 12M18 6 6 18');
  await button.click();
  await expect(button).toHaveAccessibleName('Menu');
  await expect(page.locator('#mobile-menu')).toBeHidden();
});
