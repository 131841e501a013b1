import type { Page } from '@playwright/test';
import type { Category, Product } from '../../common/catalog';
import { newCustomer, openForm, signUpViaApi } from './accounts';
import { adminLoginViaApi } from './admin';
import { expectNoSeriousViolations, imagesWithoutAlt } from './axe';
import { ADMIN_TEST_NAME, allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { addToCartViaApi, answerOnSimulator, checkoutDialog, placeOnlineOrderViaApi } from './shop';
import { PAYMENT_CONFIRMED_MS } from './timeouts';

/**
 * axe-core (WCAG 2.1 A/AA) finds no serious or critical violation on any storefront or
 * admin screen, in the states a shopper or the shop owner meets them: empty and full, with form
 * errors, with a modal open. Every <img> has an alt (decorative ones alt=""). The phone-width pass
 * is in accessibility-phone.spec.ts; focus and keyboard checks in accessibility-keyboard.spec.ts.
 */

/** Opens a screen, waits for it to be hydrated and its `ready` element, then runs axe and the alt check. */
async function scan(page: Page, path: string, name: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  if (ready) await ready(page);
  await check(page, name);
}

async function check(page: Page, name: string): Promise<void> {
  await expectNoSeriousViolations(page, { name, testInfo: test.info() });
  expect(await imagesWithoutAlt(page), `images without alt on ${name}`).toEqual([]);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};

async function demoProduct(page: Page): Promise<Product> {
  const product = (await allProducts(page.request)).find((candidate) => isFreelyBuyable(candidate) && candidate.colors.length >= 2);
  expect(product, 'an in-stock demo product with two colours').toBeDefined();
  return product!;
}

async function demoCategory(page: Page): Promise<Category> {
  const categories = ((await (await page.request.get('/api/categories')).json()) as Category[]).filter((category) => !ADMIN_TEST_NAME.test(category.name));
  expect(categories.length).toBeGreaterThan(0);
  return categories[0]!;
}

test.describe('storefront, signed out', () => {
  const screens: [string, string, ((page: Page) => Promise<void>)?][] = [
    ['/', 'home', heading('Welcome to Haat')],
    ['/products', 'all products', async (page) => expect(page.getByRole('article').first()).toBeVisible()],
    ['/login', 'login', heading('Welcome Back!')],
    ['/signup', 'signup', heading('Create an Account')],
    ['/reset-password', 'reset password', heading('Reset Password')],
    ['/email-sent-success', 'email sent', async (page) => expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible()],
    ['/about', 'about'],
    ['/contact', 'contact'],
    ['/t&c', 'terms and conditions'],
    ['/shipping-policy', 'shipping policy'],
    ['/privacy-policy', 'privacy policy'],
    ['/orderSuccess?orderId=ORD-ABCDEF123', 'order success', heading('Order Confirmed!')],
    ['/orders', 'protected page signed out', heading('You need to log in to view this page')],
    ['/no-such-page', '404', heading('Page not found.')],
  ];
  for (const [path, name, ready] of screens) {
    test(`${name} (${path})`, async ({ page }) => {
      await scan(page, path, name, ready);
    });
  }

  test('a category and a product page', async ({ page }) => {
    // Several screens in one test: more than the usual 30 s on a busy machine.
    test.slow();
    const category = await demoCategory(page);
    await scan(page, `/products/${encodeURIComponent(category.name)}`, `category ${category.name}`, heading('Our Products'));
    const product = await demoProduct(page);
    await scan(page, `/product/${product._id}`, 'product detail', heading(product.name));
  });

  test('forms showing their errors', async ({ page }) => {
    // Several screens in one test: more than the usual 30 s on a busy machine.
    test.slow();
    await openForm(page, '/login', 'Login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await check(page, 'login with errors');

    await openForm(page, '/signup', 'Next');
    await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Street is required')).toBeVisible();
    await check(page, 'signup step 2 with errors');
  });

  test.describe('an invalid reset link', () => {
    test.use({ expectedConsoleErrors: /status of 410/ });
    test('says so before any form', async ({ page }) => {
      await page.goto('/reset-password/not-a-real-token');
      await waitForHydration(page);
      await expect(page.getByText('This reset link has already been used or has expired.')).toBeVisible();
      await check(page, 'reset password with an invalid token');
    });
  });
});

test.describe('storefront, signed in', () => {
  test('account, empty orders and empty cart', async ({ page }) => {
    // Several screens in one test: more than the usual 30 s on a busy machine.
    test.slow();
    await signUpViaApi(page);
    await scan(page, '/account', 'account', async (p) => expect(p.getByRole('button', { name: 'Edit address' })).toBeVisible());
    await page.getByRole('button', { name: 'Edit address' }).click();
    await expect(page.getByLabel('City', { exact: true })).toBeVisible();
    await check(page, 'account, editing the address');
    await scan(page, '/orders', 'orders, empty', async (p) => expect(p.getByText('No orders yet. Start shopping!')).toBeVisible());
    await scan(page, '/cart', 'cart, empty', async (p) => expect(p.getByText('Your cart is empty. Start shopping!')).toBeVisible());
  });

  test('the Select Color modal', async ({ page }) => {
    const product = (await allProducts(page.request)).find(isFreelyBuyable)!;
    await signUpViaApi(page);
    await page.goto('/products');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    await expect(page.getByRole('dialog', { name: 'Select Color' })).toBeVisible();
    await check(page, 'Select Color modal');
  });

  test('cart with items, the checkout modal, a paid order and the orders list', async ({ page }) => {
    test.slow();
    const product = await demoProduct(page);
    await signUpViaApi(page);
    await addToCartViaApi(page, product, product.colors[0]!.name, 2);
    await addToCartViaApi(page, product, product.colors[1]!.name);
    await scan(page, '/cart', 'cart with items', async (p) => expect(p.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2));

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(checkoutDialog(page)).toBeVisible();
    await check(page, 'Complete Order modal');

    await checkoutDialog(page).getByRole('button', { name: 'Pay' }).click();
    await answerOnSimulator(page, 'Pay successfully');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });
    await check(page, 'payment success');

    await scan(page, '/orders', 'orders with an order', async (p) => expect(p.getByRole('article').first()).toBeVisible());
  });

  test('a failed payment and a pending one', async ({ page }) => {
    test.slow();
    const product = await demoProduct(page);
    await signUpViaApi(page);
    for (const outcome of ['Fail the payment', 'Leave pending'] as const) {
      await addToCartViaApi(page, product);
      await page.goto('/cart');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Checkout' }).click();
      await checkoutDialog(page).getByRole('button', { name: 'Pay' }).click();
      await answerOnSimulator(page, outcome);
      await waitForHydration(page);
      const shown = outcome === 'Fail the payment' ? page.getByRole('button', { name: 'Try again' }) : page.getByRole('button', { name: 'Refresh' });
      await expect(shown).toBeVisible();
      await check(page, `payment result: ${outcome}`);
    }
  });
});

/** A customer's online Buy Now through the API (this server takes no cash on delivery), in its own context; its order id. */
async function placeOrder(page: Page, product: Product): Promise<string> {
  const customer = await signUpViaApi(page, newCustomer());
  return (await placeOnlineOrderViaApi(page, customer, product)).orderId;
}

test.describe('admin', () => {
  test('login, signed out and with errors', async ({ page }) => {
    await scan(page, '/admin/login', 'admin login', async (p) => expect(p.getByRole('button', { name: 'Login', exact: true })).toBeEnabled());
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await check(page, 'admin login with errors');
  });

  test('dashboard, products and the product forms', async ({ page }) => {
    // Several screens in one test: more than the usual 30 s on a busy machine.
    test.slow();
    await adminLoginViaApi(page);
    const product = await demoProduct(page);
    await scan(page, '/admin', 'admin dashboard', async (p) => expect(p.getByRole('main')).toBeVisible());
    await scan(page, '/admin/products', 'admin products', async (p) => expect(p.getByRole('table').getByRole('row').nth(1)).toBeVisible());
    await scan(page, '/admin/products/new', 'admin new product', async (p) => expect(p.locator('main form')).toBeVisible());
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByText('Name is required').first()).toBeVisible();
    await check(page, 'admin new product with errors');
    await scan(page, `/admin/products/edit/${product._id}`, 'admin edit product', async (p) => expect(p.getByRole('textbox').first()).toHaveValue(product.name));
  });

  test('categories and the category forms', async ({ page }) => {
    // Several screens in one test: more than the usual 30 s on a busy machine.
    test.slow();
    await adminLoginViaApi(page);
    const category = await demoCategory(page);
    await scan(page, '/admin/categories', 'admin categories', async (p) => expect(p.getByText(category.name).first()).toBeVisible());
    await scan(page, '/admin/categories/new', 'admin new category', async (p) => expect(p.locator('main form')).toBeVisible());
    await scan(page, `/admin/categories/edit/${category._id}`, 'admin edit category', async (p) => expect(p.getByRole('textbox').first()).toHaveValue(category.name));
  });

  test('orders, an order and the admin 404', async ({ page, browser }) => {
    // Several screens in one test: more than the usual 30 s on a busy machine.
    test.slow();
    const customerContext = await browser.newContext();
    const orderId = await placeOrder(await customerContext.newPage(), await demoProduct(page));
    await customerContext.close();
    await adminLoginViaApi(page);
    await scan(page, '/admin/orders', 'admin orders', async (p) => expect(p.getByRole('table').getByRole('row').nth(1)).toBeVisible());
    await scan(page, `/admin/orders/edit/${orderId}`, 'admin order', async (p) => expect(p.getByText(orderId).first()).toBeVisible());
    await scan(page, '/admin/no-such-page', 'admin 404', async (p) => expect(p.getByRole('heading').first()).toBeVisible());
  });
});
