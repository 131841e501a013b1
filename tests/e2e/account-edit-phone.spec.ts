import type { Page } from '@playwright/test';
import { expectPath, fillLogin, openForm, signUpViaApi, userMenu } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { waitForMail } from './mail';

async function openEdit(page: Page): Promise<void> {
  await page.goto('/account');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expectPath(page, '/account/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save details' })).toBeEnabled();
}

test('a shopper changes their name and phone, and /account shows them', async ({ page }, testInfo) => {
  await signUpViaApi(page);
  await openEdit(page);
  await page.screenshot({ path: test.info().outputPath(`account-edit-${testInfo.project.name}.png`), fullPage: true });
  await expectNoSeriousViolations(page, { name: 'edit details', testInfo });

  // The phone is checked as at signup.
  await page.getByLabel('Phone number').fill('98765');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Phone number must be at least 10 characters long')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Asha Kumari Rao');
  await page.getByLabel('Phone number').fill('9123456780');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details were saved')).toBeVisible();
  await expectPath(page, '/account');
  const main = page.getByRole('main');
  await expect(main.getByText('Asha Kumari Rao', { exact: true })).toBeVisible();
  await expect(main.getByText('+91 9123456780', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`account-${testInfo.project.name}.png`), fullPage: true });
});

test.describe('a new e-mail', () => {
  // The used link's second opening answers 400 on purpose.
  test.use({ expectedConsoleErrors: /status of 400 .*\/api\/user\/email\/confirm$/ });

  test('changes only once the link mailed to the new address is opened', async ({ page }) => {
    test.slow();
    const customer = await signUpViaApi(page);
    const fresh = `new-${customer.email}`;
    await openEdit(page);
    await page.getByLabel('Email', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText(`We sent a link to ${fresh}. Open it to confirm your new e-mail.`)).toBeVisible();

    // Until the link is opened the account keeps its e-mail.
    await page.goto('/account');
    await expect(page.getByRole('main').getByText(customer.email, { exact: true })).toBeVisible();
    // …and says where the confirmation waits.
    await expect(page.getByRole('main').getByText(`Waiting for confirmation at ${fresh}`, { exact: true })).toBeVisible();

    const mail = await waitForMail(fresh);
    const link = /https?:\/\/\S+\/account\/email\/[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    const confirmPath = new URL(link!).pathname;
    await openForm(page, confirmPath, 'Confirm new e-mail');
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expect(page.getByText(`Your e-mail is now ${fresh}`)).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('main').getByText(fresh, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Waiting for confirmation/)).toHaveCount(0);

    // The old address is told, in case it was not its owner who asked.
    const notice = await waitForMail(customer.email);
    expect(notice.subject).toMatch(/^Your e-mail address was changed/);
    expect(notice.text).toContain(`Your account's e-mail is now ${fresh}`);
    expect(notice.text).toContain("If this wasn't you, contact us");

    // The link works once.
    await openForm(page, confirmPath, 'Confirm new e-mail');
    await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expect(page.getByText('This link was used already or has expired.')).toBeVisible();
  });
});

test.describe('change password', () => {
  // The wrong current password answers 400 on purpose.
  test.use({ expectedConsoleErrors: /status of 400 .*\/api\/user\/password$/ });

  test('a shopper changes their password, logs out and logs in with the new one', async ({ page }, testInfo) => {
    test.slow();
    const customer = await signUpViaApi(page);
    await page.goto('/account');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Change password' }).click();
    await expectPath(page, '/account/password');
    const submit = page.getByRole('button', { name: 'Change password' });
    await expect(submit).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath(`account-password-${testInfo.project.name}.png`), fullPage: true });
    await expectNoSeriousViolations(page, { name: 'change password', testInfo });

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-42');
    await page.getByLabel('Confirm new password').fill('brand-new-42');
    await submit.click();
    await expect(page.getByText('Your current password is not correct')).toBeVisible();

    await page.getByLabel('Current password').fill(customer.password);
    await submit.click();
    await expect(page.getByText('Your password was changed')).toBeVisible();
    await expectPath(page, '/account');
    // The account's address is told; the notice holds no password.
    const notice = await waitForMail(customer.email);
    expect(notice.subject).toMatch(/^Your password was changed/);
    expect(notice.text).not.toContain('brand-new-42');

    await userMenu(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await fillLogin(page, { email: customer.email, password: 'brand-new-42' });
    await expect(userMenu(page)).toBeVisible();
  });
});
