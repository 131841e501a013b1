import { adminNav, E2E_ADMIN } from './admin';
import { expectPath, openForm } from './accounts';
import { expect, test, waitForHydration } from './fixtures';

test('every admin page but the login sends a signed-out visitor to /admin/login', async ({ page }) => {
  for (const path of ['/admin', '/admin/products', '/admin/products/new', '/admin/categories', '/admin/orders', '/admin/coupons', '/admin/coupons/edit/any-id', '/admin/no-such-page']) {
    await page.goto(path);
    await expectPath(page, '/admin/login');
  }
  // The admin shell, not the storefront's navbar and footer; nothing here for search engines.
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(adminNav(page)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the login form checks its fields before calling the server', async ({ page }) => {
  await openForm(page, '/admin/login', 'Login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
});

test.describe('signing in and out', () => {
  // The wrong password's 401 is logged by the browser; that is the point of the test.
  test.use({ expectedConsoleErrors: /401/ });

  test('a wrong password is refused; the right one opens the dashboard; logout ends the session', async ({ page }) => {
    await openForm(page, '/admin/login', 'Login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expectPath(page, '/admin/login');

    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPath(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
    for (const link of ['Products', 'Orders', 'Coupons', 'Categories', 'Settings']) await expect(adminNav(page).getByRole('link', { name: link })).toBeVisible();

    // Signed in, the login page sends the admin on to the dashboard.
    await page.goto('/admin/login');
    await expectPath(page, '/admin');

    // Logout asks first (a dialog: once the page has hydrated, docs/decisions/0072).
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expectPath(page, '/admin/login');
    await page.goto('/admin/products');
    await expectPath(page, '/admin/login');
  });
});
