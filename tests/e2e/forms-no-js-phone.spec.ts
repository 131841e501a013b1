import { expectPath, fillSignup, newCustomer, signUpViaApi, uniqueEmail, userMenu } from './accounts';
import { allProducts, expect, isFreelyBuyable, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { Product } from '../../common/catalog';

// The shopper's first taps work before (and without) JavaScript (docs/decisions/0051): each form
// posts to its route's action, which goes through the same API, and the next page says what
// happened in the same words the script's toast would.
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

const SHOTS = '/tmp/i25-nojs-shots';

/** The page's one-time notice (the server's status line; there is no toast without JavaScript). */
const notice = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: true });

const cartLines = (page: Page) => page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');

test.describe('the cart', () => {
  test('Add to Cart on the product page adds the chosen colour and quantity, says so, and the cart lists it', async ({ page, request }) => {
    const product = (await allProducts(request)).find((p) => isFreelyBuyable(p) && p.colors.length >= 2)!;
    const second = product.colors[1]!.name;
    await signUpViaApi(page);
    await page.goto(`/product/${product._id}`);
    // A colour is a plain GET of the page with ?color=.
    await page.getByRole('button', { name: second, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]color=${encodeURIComponent(second).replace(/%20/g, '\\+')}`));
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expectPath(page, `/product/${product._id}`);
    await expect(notice(page, 'Added to cart!')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/product-added.png` });
    // Shown once: the next page has no notice.
    await page.reload();
    await expect(notice(page, 'Added to cart!')).toHaveCount(0);

    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).first()).toContainText(product.name.slice(0, 20));
    await expect(cartLines(page).first()).toContainText(second);
  });

  test('a size is a radio of the form: without one the page says so, with one it is added', async ({ page, request }) => {
    const product = (await allProducts(request)).find((p) => p.inStock && p.sizes.length > 1 && p.colors.some((color) => Object.values(color.stockBySize ?? {}).some((left) => left !== null && left >= 5)));
    test.skip(!product, 'the demo has no sized product with stock');
    const color = product!.colors.find((option) => Object.values(option.stockBySize ?? {}).some((left) => left !== null && left >= 5))!;
    const size = product!.sizes.find((name) => (color.stockBySize?.[name] ?? 0) >= 5)!;
    await signUpViaApi(page);
    await page.goto(`/product/${product!._id}?color=${encodeURIComponent(color.name)}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(notice(page, 'Please select a size')).toBeVisible();
    await page.getByRole('group', { name: /^Size:/ }).getByText(size, { exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(notice(page, 'Added to cart!')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('size')).toBe(size);
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).first()).toContainText(color.name);
    await expect(cartLines(page).first()).toContainText(size);
  });

  test("a card's Add adds a product with nothing to choose and comes back; one with colours opens its page", async ({ page, request }) => {
    const products = await allProducts(request);
    const single = products.find((p) => isFreelyBuyable(p) && p.colors.length === 1 && p.sizes.length === 0);
    const several = products.find((p) => p.inStock && p.colors.length >= 2);
    test.skip(!single || !several, 'the demo has no product of each kind');
    await signUpViaApi(page);

    // The list page the product is on (newest first, ten a page).
    const listPage = async (product: Product) => {
      for (let number = 1; number <= 10; number += 1) {
        const url = `/products?page=${number}`;
        await page.goto(url);
        if ((await page.getByRole('button', { name: `Add ${product.name} to cart`, exact: true }).count()) > 0) return url;
      }
      throw new Error(`${product.name} is on none of the first ten pages`);
    };

    await listPage(several!);
    await page.getByRole('button', { name: `Add ${several!.name} to cart`, exact: true }).click();
    await expectPath(page, `/product/${several!._id}`);

    const url = await listPage(single!);
    await page.getByRole('button', { name: `Add ${single!.name} to cart`, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
    await expect(notice(page, 'Added to cart!')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/card-added.png` });
    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).first()).toContainText(single!.colors[0]!.name);
  });

  test("Buy Now signed out goes to /login, which says You're not logged in!, and back to the product after login", async ({ page, request }) => {
    const product = (await allProducts(request)).find(isFreelyBuyable)!;
    const customer = newCustomer();
    expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
    await expectPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toMatch(new RegExp(`^/product/${product._id}\\?color=`));
    await expect(notice(page, "You're not logged in!")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/buy-now-signed-out.png` });

    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPath(page, `/product/${product._id}`);
    await expect(userMenu(page)).toBeVisible();
  });

  test('Buy Now signed in puts the item in the cart and opens the cart, whose Checkout is the next step', async ({ page, request }) => {
    const product = (await allProducts(request)).find(isFreelyBuyable)!;
    await signUpViaApi(page);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
    await expectPath(page, '/cart');
    await expect(notice(page, 'Added to cart!')).toBeVisible();
    await expect(cartLines(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/buy-now-cart.png` });
  });

  test('a form posted from another site is refused and adds nothing', async ({ page, request }) => {
    const product = (await allProducts(request)).find(isFreelyBuyable)!;
    await signUpViaApi(page);
    const forged = await page.request.post('/cart', {
      form: {
        intent: 'add',
        productId: product._id,
        color: product.colors[0]!.name,
        qty: '1',
      },
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      maxRedirects: 0,
    });
    expect([400, 403]).toContain(forged.status());
    const cart = await page.request.get('/api/cart');
    expect(((await cart.json()) as { totalCartItems: number }).totalCartItems).toBe(0);
  });
});

test.describe('login', () => {
  // A refused form is answered with its status (400, 401), which the browser logs.
  test.use({ expectedConsoleErrors: /status of 40[01] .*\/login/ });
  test('empty fields get the schema’s messages, a wrong password the spec’s, the right one signs in and returns', async ({ page, request }) => {
    const customer = newCustomer();
    expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);
    await page.goto('/login?redirectTo=%2Forders');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await expect(login).toBeEnabled();

    await login.click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await login.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    // What was typed in Email stays; the password does not.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
    await page.screenshot({ path: `${SHOTS}/login-invalid.png` });

    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await login.click();
    await expectPath(page, '/orders');
    await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
    await expect(userMenu(page)).toBeVisible();
  });
});

test.describe('signup', () => {
  test.use({ expectedConsoleErrors: /status of (400|409) .*\/signup$/ });
  test('both steps post to the server; the account is created and signed in', async ({ page }) => {
    const customer = newCustomer();
    await page.goto('/signup');
    // Step 1 checked by the server with the same schema.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('Name').fill(customer.name);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 2: Contact and delivery address')).toBeVisible();
    // Step 2 with a missing street: the server's message, under the field.
    await page.getByLabel('Phone Number').fill(customer.phoneNumber);
    await page.getByLabel('City').fill(customer.address.city);
    await page.getByLabel('State').selectOption(customer.address.state);
    await page.getByLabel(/ZIP|PIN/i).fill(customer.address.zipCode);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Street is required')).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue(customer.address.city);
    await page.getByLabel('Street').fill(customer.address.street);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectPath(page, '/');
    await expect(notice(page, 'Account Created!')).toBeVisible();
    await expect(userMenu(page)).toBeVisible();
  });

  test('an e-mail already registered is said on step 1', async ({ page, request }) => {
    const customer = newCustomer();
    expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);
    await page.goto('/signup');
    await fillSignup(page, customer);
    await expect(page.getByText('Email is already registered!')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  });
});

test.describe('the address form', () => {
  test.use({ expectedConsoleErrors: /status of 400 .*\/account$/ });
  test('saves, and says what is missing', async ({ page }) => {
    await signUpViaApi(page, newCustomer({ email: uniqueEmail() }));
    await page.goto('/account');
    await page.getByRole('button', { name: 'Edit address' }).click();
    await expect(page).toHaveURL(/\/account\?edit=address$/);
    await page.getByLabel('Street').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Street is required')).toBeVisible();
    await page.getByLabel('Street').fill('7 Park Street');
    await page.getByLabel('City').fill('Kolkata');
    await page.getByLabel('State').selectOption('West Bengal');
    await page.getByLabel('PIN code').fill('700016');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/account');
    await expect(notice(page, 'Updated Address!')).toBeVisible();
    await expect(page.getByText('7 Park Street')).toBeVisible();
    await expect(page.getByText('Kolkata')).toBeVisible();
    // Cancel goes back to the saved address.
    await page.getByRole('button', { name: 'Edit address' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/account\??$/);
    await expect(page.getByRole('button', { name: 'Edit address' })).toBeVisible();
  });
});
