import { expectPath, fillLogin, newCustomer, openForm, userMenu } from './accounts';
import { expect, test } from './fixtures';
import { waitForMail } from './mail';

test.describe('password reset', () => {
  // The old password's login (401) and the used link's page (410) fail on purpose.
  test.use({ expectedConsoleErrors: /status of 401 .*\/api\/user\/login$|status of 410/ });

  test('a mailed link sets a new password once', async ({ page, request }) => {
    // The whole story in one test (four password hashes and a mail): more than the usual 30 s under load.
    test.slow();
    const customer = newCustomer();
    expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);

    // Request a link from the login screen.
    await openForm(page, '/login', 'Login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expectPath(page, '/reset-password');
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await send.click();
    await expect(page.getByText('Link sent to your email')).toBeVisible();
    await expectPath(page, '/email-sent-success');
    await expect(page.getByText(/valid for 30 minutes/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    // The mail carries the link (built on PUBLIC_URL; the tests reach the server by 127.0.0.1).
    const mail = await waitForMail(customer.email);
    const link = /https?:\/\/\S+\/reset-password\/[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    expect(mail.html).toContain(link);
    const resetPath = new URL(link!).pathname;

    await openForm(page, resetPath, 'Reset Password');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const newPassword = 'fresh-pass-42';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill('something-else');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel('Confirm New Password', { exact: true })).toHaveAccessibleDescription("Passwords don't match");

    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successfully')).toBeVisible();
    await expectPath(page, '/login');

    // The old password no longer works; the new one does.
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await fillLogin(page, customer);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await fillLogin(page, { email: customer.email, password: newPassword });
    await expectPath(page, '/');
    await expect(userMenu(page)).toBeVisible();

    // The link works once: opened again, it says so instead of showing the form.
    await page.goto(resetPath);
    await expect(page.getByText('This reset link has already been used or has expired.')).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/reset-password');
  });
});
