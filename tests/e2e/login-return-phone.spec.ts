import type { Browser, Page } from '@playwright/test';
import type { Cart } from '../../common/cart';
import type { Product } from '../../common/catalog';
import { expectPath, fillLogin, fillSignup, newCustomer, openForm, signUpViaApi } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { adminLoginViaApi, createProductViaApi, E2E_ADMIN, uniqueName } from './admin';
import { expect, test, waitForHydration } from './fixtures';
import { checkoutDialog } from './shop';

// Logging in (or signing up) returns the shopper to where they were and finishes what they
// started: the add with its colour, size and quantity, Buy Now's modal (docs/decisions/0026).

let product: Product;

/** Two colours, two sizes, stock not tracked: a product only these tests buy. */
async function createTestProduct(browser: Browser): Promise<Product> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await adminLoginViaApi(admin);
  const created = await createProductViaApi(admin, { name: uniqueName('Login return kurta'), sizes: ['S', 'M'], colors: [{ name: 'Red', images: 1 }, { name: 'Blue', images: 1 }] });
  await context.close();
  return created;
}

test.beforeAll(async ({ browser }) => {
  product = await createTestProduct(browser);
});

/** On the product page, signed out: Blue, size M, quantity 2, then the button named. */
async function chooseAndPress(page: Page, button: 'Add to Cart' | 'Buy Now') {
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Blue', exact: true }).click();
  await page.getByRole('radio', { name: 'M', exact: true }).check();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText(button === 'Buy Now' ? "You're not logged in!" : 'You are not logged in!').first()).toBeVisible();
  await expectPath(page, '/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
}

async function expectInCart(page: Page) {
  const cart = (await (await page.request.get('/api/cart')).json()) as Cart;
  const line = cart.cartItems.find((item) => item.productId._id === product._id);
  expect(line, 'the line in the cart').toBeTruthy();
  expect({ color: line!.color, size: line!.size, quantity: line!.quantity }).toEqual({ color: 'Blue', size: 'M', quantity: 2 });
}

test('a signed-out Add to Cart returns to the product after login and adds the chosen colour, size and quantity', async ({ page, request }) => {
  const customer = newCustomer();
  expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);

  await chooseAndPress(page, 'Add to Cart');
  await fillLogin(page, customer);
  await expectPath(page, `/product/${product._id}`);
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expectInCart(page);
  // The page shows the choices the shopper made before logging in.
  await expect(page.getByRole('button', { name: 'Blue', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('a signed-out Buy Now returns to the product after login with its modal open on the same choices', async ({ page, request }) => {
  const customer = newCustomer();
  expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);

  await chooseAndPress(page, 'Buy Now');
  await fillLogin(page, customer);
  await expectPath(page, `/product/${product._id}`);
  await expect(checkoutDialog(page)).toBeVisible();
  await expect(checkoutDialog(page).getByText('Blue · Size M · Qty 2')).toBeVisible();
  await expectNoSeriousViolations(page, { name: 'Complete Order after login', include: '[role=dialog]', testInfo: test.info() });
});

test('signing up from the login page also returns to the product and adds the choice', async ({ page }) => {
  const customer = newCustomer();
  await chooseAndPress(page, 'Add to Cart');
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expectPath(page, '/signup');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await fillSignup(page, customer);
  await expectPath(page, `/product/${product._id}`);
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expectInCart(page);
});

test("a card's Add, signed out, comes back to the list with 'Select Color' open after login", async ({ page, request }) => {
  const customer = newCustomer();
  expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);

  // The newest product is first in the list.
  await page.goto('/products');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
  await expectPath(page, '/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await fillLogin(page, customer);
  await expectPath(page, '/products');
  await expect(page.getByRole('dialog', { name: 'Select Color' })).toBeVisible();
});

/** The session ends while 'Complete Order' is open: 'Pay' answers 401 (docs/storefront-texts.md#checkout's toast) and goes to /login. */
async function payWithSessionGone(page: Page) {
  await expect(checkoutDialog(page)).toBeVisible();
  await page.context().clearCookies({ name: 'token' });
  await checkoutDialog(page).getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText("You're not logged in!").first()).toBeVisible();
  await expectPath(page, '/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
}

test.describe('a session that ends in Complete Order', () => {
  // 'Pay' is answered 401 on purpose.
  test.use({ expectedConsoleErrors: /status of 401.*\/api\/payments\// });

  test('a session that ends while paying for the cart returns to the cart after login', async ({ page }) => {
    const customer = await signUpViaApi(page);
    // The test product has sizes: one must be chosen.
    expect((await page.request.post('/api/cart', { data: { productId: product._id, color: 'Blue', size: 'M', quantity: 1 } })).status()).toBe(200);
    await page.goto('/cart');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await payWithSessionGone(page);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/cart');
    await fillLogin(page, customer);
    await expectPath(page, '/cart');
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  test('a session that ends while paying for a Buy Now returns to the product with its modal open on the same choices', async ({ page }) => {
    const customer = await signUpViaApi(page);
    await page.goto(`/product/${product._id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Blue', exact: true }).click();
    await page.getByRole('radio', { name: 'M', exact: true }).check();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
    await payWithSessionGone(page);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toMatch(new RegExp(`^/product/${product._id}\\?`));
    await fillLogin(page, customer);
    await expectPath(page, `/product/${product._id}`);
    await expect(checkoutDialog(page)).toBeVisible();
    await expect(checkoutDialog(page).getByText('Blue · Size M · Qty 2')).toBeVisible();
  });
});

test("'Go to Login' on a protected page comes back to it after login", async ({ page, request }) => {
  const customer = newCustomer();
  expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);

  await page.goto('/orders');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expectPath(page, '/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await fillLogin(page, customer);
  await expectPath(page, '/orders');
  await expect(page.getByRole('heading', { name: 'You need to log in to view this page' })).toHaveCount(0);
});

test('the admin login returns to the admin page asked for', async ({ page }) => {
  await page.goto('/admin/orders');
  await expectPath(page, '/admin/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectPath(page, '/admin/orders');
});

test('a redirectTo to another site is ignored: login goes home', async ({ page, request }) => {
  const customer = newCustomer();
  expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);
  await openForm(page, '/login?redirectTo=//evil.example/steal', 'Login');
  await fillLogin(page, customer);
  await expectPath(page, '/');
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
});
