import type { Page } from '@playwright/test';
import type { RegisterInput } from '../../common/accounts';
import { expectPath, navbarLogin, newCustomer, openForm, userMenu } from './accounts';
import { expect, test } from './fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillStepOne(page: Page, customer: RegisterInput) {
  await field(page, 'Name').fill(customer.name);
  await field(page, 'Email').fill(customer.email);
  await field(page, 'Password').fill(customer.password);
}

async function fillStepTwo(page: Page, customer: RegisterInput) {
  await field(page, 'Phone Number').fill(customer.phoneNumber);
  await field(page, 'Street').fill(customer.address.street);
  await field(page, 'City').fill(customer.address.city);
  await field(page, 'State').selectOption(customer.address.state);
  await field(page, 'PIN code').fill(customer.address.zipCode);
  await field(page, 'Country').fill(customer.address.country);
}

test('the signup wizard checks each step, keeps values, and signs the new customer in', async ({ page }) => {
  const customer = newCustomer();
  await openForm(page, '/signup', 'Next');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  await expect(page.getByText('Sign Up to Get Started')).toBeVisible();
  await expect(page).toHaveTitle('Create an Account | Haat');

  // Step 1 empty: the spec's messages, tied to their fields, and no step 2.
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Name')).toHaveAccessibleDescription('Name is required');
  await expect(field(page, 'Phone Number')).toHaveCount(0);

  // One bad field still blocks 'Next'.
  await fillStepOne(page, { ...customer, email: 'not-an-email' });
  await next.click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await expect(field(page, 'Phone Number')).toHaveCount(0);

  // Valid: Enter in the last field means 'Next'.
  await field(page, 'Email').fill(customer.email);
  await field(page, 'Password').press('Enter');
  const phone = field(page, 'Phone Number');
  await expect(phone).toBeFocused();
  await expect(page.getByText('+91', { exact: true })).toBeVisible();
  await expect(phone).toHaveAccessibleDescription('+91');
  await expect(phone).toHaveAttribute('autocomplete', 'tel-national');

  // Step 2 empty (the country comes prefilled with India): its messages.
  await expect(field(page, 'Country')).toHaveValue('India');
  await field(page, 'Country').fill('');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const message of ['Phone number must be at least 10 characters long', 'Street is required', 'City is required', 'State is required', 'ZIP code is required', 'Country is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expectPath(page, '/signup');

  // 'Previous' and back keep what was typed on both steps.
  await fillStepTwo(page, customer);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(field(page, 'Name')).toHaveValue(customer.name);
  await expect(field(page, 'Email')).toHaveValue(customer.email);
  await expect(field(page, 'Password')).toHaveValue(customer.password);
  await next.click();
  await expect(phone).toHaveValue(customer.phoneNumber);
  await expect(field(page, 'City')).toHaveValue(customer.address.city);

  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  await expectPath(page, '/');
  await expect(userMenu(page)).toBeVisible();
  await expect(navbarLogin(page)).toHaveCount(0);

  // The account holds what the wizard collected.
  await page.goto('/account');
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByText(`+91 ${customer.phoneNumber}`)).toBeVisible();
});

test.describe('a registered e-mail', () => {
  test.use({ expectedConsoleErrors: /status of 409 .*\/api\/user\/register$/ });

  test('signing up with it says so and returns to the e-mail field', async ({ page, request }) => {
    const existing = newCustomer();
    // A separate request context: this page stays signed out.
    expect((await request.post('/api/user/register', { data: existing })).status()).toBe(201);

    await openForm(page, '/signup', 'Next');
    await fillStepOne(page, { ...newCustomer(), email: existing.email });
    await page.getByRole('button', { name: 'Next' }).click();
    await fillStepTwo(page, existing);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByText('Email is already registered!')).toBeVisible();
    await expectPath(page, '/signup');
    await expect(field(page, 'Email')).toBeFocused();
    await expect(navbarLogin(page)).toBeVisible();
  });
});
