import { expectPath, fillLogin, navbarLogin, newCustomer, openForm, signUpViaApi, userMenu } from './accounts';
import { expect, test, waitForHydration } from './fixtures';

test.describe('a wrong password', () => {
  test.use({ expectedConsoleErrors: /status of 401 .*\/api\/user\/login$/ });

  test('says Invalid email or password', async ({ page, request }) => {
    const customer = newCustomer();
    expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);

    await openForm(page, '/login', 'Login');
    await fillLogin(page, { email: customer.email, password: 'wrong-password' });
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expectPath(page, '/login');
    await expect(navbarLogin(page)).toBeVisible();
  });
});

test('the login form checks its fields before calling the server', async ({ page }) => {
  await openForm(page, '/login', 'Login');
  await fillLogin(page, { email: 'nobody', password: '123' });
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
});

test('login goes home with the user menu; /login and /signup then lead home', async ({ page, request }) => {
  const customer = newCustomer();
  expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);

  await openForm(page, '/login', 'Login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
  await expect(page.getByText('Login to Your Account')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/reset-password');
  await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await fillLogin(page, customer);
  await expectPath(page, '/');
  await expect(userMenu(page)).toBeVisible();
  await expect(navbarLogin(page)).toHaveCount(0);

  // The menu holds the account links.
  await userMenu(page).click();
  await expect(page.getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/orders');
  await expect(page.getByRole('link', { name: 'Your Account' })).toHaveAttribute('href', '/account');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Guarded: a signed-in customer is sent home.
  await page.goto('/login');
  await expectPath(page, '/');
  await page.goto('/signup');
  await expectPath(page, '/');
});

test('the server-rendered page already shows the signed-in menu', async ({ page }) => {
  await signUpViaApi(page);
  const html = await (await page.request.get('/products')).text();
  expect(html).toContain('Account menu');
  expect(html).toContain('href="/account"');
  expect(html).not.toContain('href="/login"');
});

test('logout goes to /login, shows Login, and the account pages are protected again', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  // Logout needs JavaScript: it works once the page has hydrated (docs/decisions/0072).
  await waitForHydration(page);

  await userMenu(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
  await expect(navbarLogin(page)).toBeVisible();
  await expect(userMenu(page)).toHaveCount(0);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'You need to log in to view this page' })).toBeVisible();
  // The session is gone on the server too, not just in this page.
  expect((await page.request.get('/api/user/profile')).status()).toBe(401);
});
