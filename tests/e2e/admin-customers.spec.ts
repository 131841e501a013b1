import type { Page } from '@playwright/test';
import { ACCOUNT_EDIT_MESSAGES } from '../../common/account-edit';
import { expectPath, fillLogin, newCustomer, signUpViaApi, uniqueEmail } from './accounts';
import { adminLoginViaApi, adminNav, E2E_ADMIN } from './admin';
import { expectNoSeriousViolations } from './axe';
import { createAdmin } from './database';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { pageWidth } from './layout';
import { placeCodOrderViaApi } from './shop';

/**
 * The owner's desk's people (docs/decisions/0063) at a phone's 390 px and a laptop's 1366 px: a
 * customer found by phone and their page (tel: and wa.me links, their order); the admin login
 * returning to the page that asked for it; the admin's own password change. Axe on each screen.
 * Every spec shares one database: each test makes its own customer or admin. SHOTS_DIR=dir saves screenshots.
 */
const WIDTHS = [390, 1366] as const;

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR)
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/${name}.png`,
      fullPage: true,
    });
}

/** A 10-digit Indian mobile number no other test uses (most likely). */
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a customer is found by phone; their page calls, messages and lists their order', async ({ page }) => {
      const phone = uniquePhone();
      const customer = await signUpViaApi(
        page,
        newCustomer({
          name: `Meera ${phone.slice(-4)} Iyer`,
          phoneNumber: phone,
        }),
      );
      const product = (await allProducts(page.request)).find(isFreelyBuyable)!;
      const orderId = await placeCodOrderViaApi(page, customer, product);
      await adminLoginViaApi(page);

      await page.goto('/admin/orders');
      await adminNav(page).getByRole('link', { name: 'Customers' }).click();
      await expectPath(page, '/admin/customers');
      await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
      await expectNoSeriousViolations(page, {
        name: `admin customers ${width}`,
        testInfo: test.info(),
      });

      // The number as people write it: with +91 and spaces. A GET form: the search is in the URL.
      const search = page.getByRole('searchbox', {
        name: 'Search customers by name, e-mail or phone',
      });
      await search.fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
      await search.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
      // The count is a status; a navigation's spinner may be one too for a moment.
      await expect(page.getByRole('status').filter({ hasText: 'matching' })).toHaveText('1 matching customer');
      const link = page.getByRole('link', { name: customer.name, exact: true }).locator('visible=true');
      await expect(link).toHaveCount(1);
      await expect(page.getByText(customer.email).locator('visible=true')).toBeVisible();
      await expectNoSeriousViolations(page, {
        name: `admin customers searched ${width}`,
        testInfo: test.info(),
      });
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await shot(page, `admin-customers-${width}`);

      await link.click();
      await expectPath(page, `/admin/customers/${customer.user._id}`);
      await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
      await expect(page.getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`);
      await expect(page.getByRole('link', { name: phone, exact: true })).toHaveAttribute('href', `tel:+91${phone}`);
      await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', `https://wa.me/91${phone}`);
      const order = page.getByRole('link', { name: orderId }).locator('visible=true');
      await expect(order).toHaveAttribute('href', /^\/admin\/orders\/edit\/[^/]+$/);
      await expect(page.locator(`[data-order-id="${orderId}"]`).locator('visible=true')).toContainText('Cash on Delivery');
      await expectNoSeriousViolations(page, {
        name: `admin customer ${width}`,
        testInfo: test.info(),
      });
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await shot(page, `admin-customer-${width}`);

      const orderHref = (await order.getAttribute('href'))!;
      await order.click();
      await expectPath(page, orderHref);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Order' })).toBeVisible();

      // A search that finds no one says so; an unknown customer is the admin's not-found page.
      await page.goto('/admin/customers?q=nobody-at-all-zz');
      await expect(page.getByText('No customers match ‘nobody-at-all-zz’.')).toBeVisible();
      const missing = await page.goto('/admin/customers/no-such-customer');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('signed out, an admin page sends to the login, which comes back to it', async ({ page }) => {
      await page.goto('/admin/orders?status=Shipped');
      await expectPath(page, '/admin/login');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/admin/orders?status=Shipped');
      await waitForHydration(page);
      await fillLogin(page, E2E_ADMIN);
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/orders?status=Shipped');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

      // Another site in the link: the login goes to the dashboard.
      await page.context().clearCookies();
      await page.goto('/admin/login?redirectTo=%2F%2Fevil.example%2Fadmin');
      await waitForHydration(page);
      await fillLogin(page, E2E_ADMIN);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    });

    test.describe('the admin’s own password', () => {
      // The wrong current password and the old password after the change are refused on purpose.
      test.use({
        expectedConsoleErrors: /status of 40[01] .*\/api\/admin\/(password|login)$/,
      });

      test('an admin changes their own password, signs out and signs in with the new one', async ({ page }) => {
        const admin = { email: uniqueEmail(), password: 'first-secret' };
        await createAdmin(test.info(), admin.email, admin.password);
        await page.goto('/admin/login');
        await waitForHydration(page);
        await fillLogin(page, admin);
        await expectPath(page, '/admin');

        await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
        await expectPath(page, '/admin/account/password');
        await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
        await waitForHydration(page);
        const current = page.getByLabel('Current password');
        const fresh = page.getByLabel('New password', { exact: true });
        const confirm = page.getByLabel('Confirm new password');

        // The customer's form's messages: the two new ones differ; the current one is wrong.
        await current.fill(admin.password);
        await fresh.fill('second-secret');
        await confirm.fill('second-secreT');
        await page.getByRole('button', { name: 'Change password' }).click();
        await expect(confirm).toHaveAccessibleDescription(/Passwords don't match/);
        await current.fill('not-my-password');
        await confirm.fill('second-secret');
        await page.getByRole('button', { name: 'Change password' }).click();
        await expect(current).toHaveAccessibleDescription(new RegExp(ACCOUNT_EDIT_MESSAGES.wrongPassword));
        await expectNoSeriousViolations(page, {
          name: `admin password ${width}`,
          testInfo: test.info(),
        });
        expect(await pageWidth(page)).toBeLessThanOrEqual(width);
        await shot(page, `admin-password-${width}`);

        await current.fill(admin.password);
        await page.getByRole('button', { name: 'Change password' }).click();
        await expect(page.getByText(ACCOUNT_EDIT_MESSAGES.passwordChanged)).toBeVisible();
        await expectPath(page, '/admin');

        // The dialog that asks first is React's: the page reached after the change hydrates after its first paint (docs/decisions/0072).
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Logout' }).click();
        await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click();
        await expectPath(page, '/admin/login');
        await waitForHydration(page);
        await fillLogin(page, admin);
        await expect(page.getByText('Invalid email or password')).toBeVisible();
        await fillLogin(page, {
          email: admin.email,
          password: 'second-secret',
        });
        await expectPath(page, '/admin');
      });
    });
  });
}
