import { expectPath, signUpViaApi } from './accounts';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';

test('the protected pages ask a signed-out visitor to log in', async ({ page }) => {
  for (const path of ['/orders', '/cart', '/account']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { name: 'You need to log in to view this page' })).toBeVisible();
    // It comes back to this page after login (docs/decisions/0026).
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(path)}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expectPath(page, '/login');
});

test('signed in, orders and cart show their empty states', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/orders');
  await expect(page).toHaveTitle('Your Orders | Haat');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
  await expect(page.getByText('No orders yet. Start shopping!')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty. Start shopping!')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
});

test('the account shows the details and edits the address', async ({ page }) => {
  const customer = await signUpViaApi(page);
  await page.goto('/account');
  await waitForHydration(page);
  await expect(page).toHaveTitle('Your Account | Haat');
  const main = page.getByRole('main');
  for (const text of [customer.name, customer.email, `+91 ${customer.phoneNumber}`, customer.address.city]) await expect(main.getByText(text, { exact: true })).toBeVisible();

  const city = page.getByLabel('City', { exact: true });
  const save = page.getByRole('button', { name: 'Save' });

  // Save waits for a change; Cancel puts the saved address back.
  await page.getByRole('button', { name: 'Edit address' }).click();
  await expect(city).toHaveValue(customer.address.city);
  await expect(save).toBeDisabled();
  await city.fill('Mysuru');
  await expect(save).toBeEnabled();
  await city.fill(customer.address.city);
  await expect(save).toBeDisabled();
  await city.fill('Mysuru');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(city).toHaveCount(0);
  await expect(main.getByText(customer.address.city, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit address' }).click();
  await expect(city).toHaveValue(customer.address.city);

  // A required field stays required.
  await page.getByLabel('Street', { exact: true }).fill('   ');
  await save.click();
  await expect(page.getByText('Street is required')).toBeVisible();
  await page.getByLabel('Street', { exact: true }).fill(customer.address.street);

  await city.fill('Mysuru');
  await save.click();
  await expect(page.getByText('Updated Address!')).toBeVisible();
  await expect(city).toHaveCount(0);
  await expect(main.getByText('Mysuru', { exact: true })).toBeVisible();

  await page.reload();
  await expect(main.getByText('Mysuru', { exact: true })).toBeVisible();
  const profile = (await (await page.request.get('/api/user/profile')).json()) as { address: { city: string } };
  expect(profile.address.city).toBe('Mysuru');
});

test('signed out, Add on a card and Add to Cart send to login; Buy Now too', async ({ page, request }) => {
  await page.goto('/products');
  await waitForHydration(page);
  await page.getByRole('article').getByRole('button', { name: /^Add .* to cart$/ }).first().click();
  await expect(page.getByText('You are not logged in!')).toBeVisible();
  await expectPath(page, '/login');

  const product = (await allProducts(request)).find(isFreelyBuyable);
  await page.goto(`/product/${product!._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('You are not logged in!')).toBeVisible();
  await expectPath(page, '/login');

  await page.goto(`/product/${product!._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText("You're not logged in!")).toBeVisible();
  await expectPath(page, '/login');
});

test('signed in, the navbar cart badge is the server count', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});
