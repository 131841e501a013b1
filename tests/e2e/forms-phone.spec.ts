import type { Page } from '@playwright/test';
import type { User } from '../../common/accounts';
import { expectPath, newCustomer, openForm, signUpViaApi } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { waitForMail } from './mail';
import { addToCartViaApi } from './shop';

// The phone project runs this file at 390 × 844 with touch (docs/decisions/0025).

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('PIN code', () => {
  test.use({ expectedConsoleErrors: /status of 400 .*\/api\/user\/(address|register)$/ });

  test('the address form says PIN code and takes six digits not starting with 0', async ({ page }, testInfo) => {
    await signUpViaApi(page);
    await page.goto('/account');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Edit address' }).click();
    const pin = field(page, 'PIN code');
    await expect(pin).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });

    for (const bad of ['12', '012345', '5600011', '56OO01']) {
      await pin.fill(bad);
      await save.click();
      await expect(pin).toHaveAccessibleDescription('Enter a valid 6-digit PIN code');
    }
    await pin.fill('');
    await save.click();
    await expect(pin).toHaveAccessibleDescription('ZIP code is required');
    await expectNoSeriousViolations(page, { name: 'account address with a PIN error', testInfo });

    // The server refuses a bad PIN by itself, with the same words.
    const response = await page.request.put('/api/user/address', { data: { street: '1 Main Road', city: 'Pune', state: 'Maharashtra', zipCode: '12', country: 'India' } });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Enter a valid 6-digit PIN code');

    // A PIN of another state's postal circle than the address's (Karnataka): docs/decisions/0032.
    await pin.fill('411001');
    await save.click();
    await expect(pin).toHaveAccessibleDescription('This PIN code is not in Karnataka');

    await pin.fill('560034');
    await save.click();
    await expect(page.getByText('Updated Address!')).toBeVisible();
    await expect(page.getByRole('main').getByText('560034', { exact: true })).toBeVisible();
  });
});

test('a phone number typed with spaces, +91 or a leading 0 is kept as its 10 digits', async ({ page, request }) => {
  // The API stores the same 10 digits for each way people write them.
  for (const typed of ['98765 43210', '098765-43210', '91 98765 43210']) {
    // A separate request context: the page stays signed out for the signup screen.
    const response = await request.post('/api/user/register', { data: newCustomer({ phoneNumber: typed }) });
    expect(response.status(), typed).toBe(201);
    expect(((await response.json()) as { user: User }).user.phoneNumber, typed).toBe('9876543210');
  }

  // So does the signup screen.
  await openForm(page, '/signup', 'Next');
  const customer = newCustomer();
  await field(page, 'Name').fill(customer.name);
  await field(page, 'Email').fill(customer.email);
  await field(page, 'Password').fill(customer.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await field(page, 'Phone Number').fill('+91 98765 43210');
  await field(page, 'Street').fill(customer.address.street);
  await field(page, 'City').fill(customer.address.city);
  await field(page, 'State').selectOption(customer.address.state);
  await field(page, 'PIN code').fill(customer.address.zipCode);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  const profile = (await (await page.request.get('/api/user/profile')).json()) as User;
  expect(profile.phoneNumber).toBe('9876543210');
});

test.describe('a used reset link', () => {
  test.use({ expectedConsoleErrors: /status of 410/ });

  test('says it was used or expired before any form', async ({ page, request }, testInfo) => {
    test.slow();
    const customer = newCustomer();
    expect((await request.post('/api/user/register', { data: customer })).status()).toBe(201);
    expect((await request.post('/api/user/forgot-password', { data: { email: customer.email } })).status()).toBe(200);
    const mail = await waitForMail(customer.email);
    const resetPath = new URL(/https?:\/\/\S+\/reset-password\/[\w-]+/.exec(mail.text)![0]).pathname;

    await openForm(page, resetPath, 'Reset Password');
    await field(page, 'New Password').fill('fresh-pass-42');
    await field(page, 'Confirm New Password').fill('fresh-pass-42');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectPath(page, '/login');

    await page.goto(resetPath);
    await expect(page.getByText('This reset link has already been used or has expired.')).toBeVisible();
    await expect(field(page, 'New Password')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /new link/i })).toHaveAttribute('href', '/reset-password');
    await expectNoSeriousViolations(page, { name: 'used reset link', testInfo });
    await page.screenshot({ path: test.info().outputPath('reset-link-used-390.png'), fullPage: true });
  });
});

test('signup keeps its step in the URL and step 1 for the session, never the password', async ({ page }, testInfo) => {
  const customer = newCustomer();
  await openForm(page, '/signup', 'Next');
  await field(page, 'Name').fill(customer.name);
  await field(page, 'Email').fill(customer.email);
  await field(page, 'Password').fill(customer.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(field(page, 'Phone Number')).toBeVisible();
  await expect(page).toHaveURL(/\/signup\?step=2$/);
  await field(page, 'Phone Number').fill(customer.phoneNumber);

  // The browser's Back returns to step 1, with what was typed.
  await page.goBack();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(field(page, 'Name')).toHaveValue(customer.name);
  await expect(field(page, 'Email')).toHaveValue(customer.email);

  await page.goForward();
  await expect(field(page, 'Phone Number')).toHaveValue(customer.phoneNumber);
  await field(page, 'City').fill(customer.address.city);

  // A refresh on step 2 keeps the step and the fields, but not the password.
  await page.reload();
  await expect(field(page, 'Phone Number')).toHaveValue(customer.phoneNumber);
  await expect(field(page, 'City')).toHaveValue(customer.address.city);
  const stored = await page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }]));
  expect(stored).not.toContain(customer.password);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(field(page, 'Name')).toHaveValue(customer.name);
  await expect(field(page, 'Email')).toHaveValue(customer.email);
  await expect(field(page, 'Password')).toHaveValue('');

  // Signing up from step 2 asks for the password again, on step 1, with the usual message.
  await page.goForward();
  await field(page, 'Street').fill(customer.address.street);
  await field(page, 'State').selectOption(customer.address.state);
  await field(page, 'PIN code').fill(customer.address.zipCode);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(field(page, 'Password')).toBeFocused();
  await expect(field(page, 'Password')).toHaveAccessibleDescription(/Type your password again.*Password must be at least 6 characters long/);
  await expectNoSeriousViolations(page, { name: 'signup step 1 after a refresh', testInfo });
  await page.screenshot({ path: test.info().outputPath('signup-restored-390.png'), fullPage: true });
  await field(page, 'Password').fill(customer.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  // The draft is gone once the account exists.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('haat.')))).toEqual([]);
});

test('the cart link says 1 item, not 1 items', async ({ page }) => {
  await signUpViaApi(page);
  const product = (await allProducts(page.request)).find(isFreelyBuyable);
  await addToCartViaApi(page, product!);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();
});

test('pagination fits one row on a phone: first, previous, current, next, last', async ({ page }, testInfo) => {
  await page.goto('/products?page=3');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  const tops = await pagination.locator('li').evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().height > 0).map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size, `item tops ${tops.join(', ')}`).toBe(1);
  expect((await pagination.boundingBox())!.height).toBeLessThan(60);
  for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) await expect(pagination.getByRole('link', { name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await pagination.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=4$/);
  await expectNoSeriousViolations(page, { name: 'products page 4 on a phone', testInfo });
  await pagination.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('pagination-390.png') });
});
