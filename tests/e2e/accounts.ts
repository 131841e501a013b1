import type { Page } from '@playwright/test';
import type { RegisterInput, User } from '../../common/accounts';
import { expect, waitForHydration } from './fixtures';

/** A fresh address per call: tests share one database and run in parallel. */
export function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

export function newCustomer(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    name: 'Asha Rao',
    email: uniqueEmail(),
    password: 'secret123',
    phoneNumber: '9876543210',
    address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' },
    ...overrides,
  };
}

/**
 * Registers a customer through the API; `page.request` shares the browser context's cookies, so
 * the page is signed in afterwards. For tests that need a session, not the signup screen.
 */
export async function signUpViaApi(page: Page, customer: RegisterInput = newCustomer()): Promise<RegisterInput & { user: User }> {
  const response = await page.request.post('/api/user/register', { data: customer });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: User };
  return { ...customer, user };
}

export async function loginViaApi(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/user/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The navbar's user menu (a <details> whose summary says 'Account menu' to screen readers). */
export function userMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).locator('summary').filter({ hasText: 'Account menu' });
}

export function navbarLogin(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
}

/** Waits until the page's path is `path` (any query string). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/**
 * Opens a form page and waits for it to be hydrated (its script checks the fields, its toasts
 * show); the submit buttons of forms that also post without JavaScript are enabled before that
 * (docs/decisions/0051), so the button alone does not tell.
 */
export async function openForm(page: Page, path: string, submit: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: submit, exact: true })).toBeEnabled();
}

export async function fillLogin(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Fills the signup screen's two steps with `customer` and presses Sign Up (the page is at /signup; with JavaScript, hydrated). */
export async function fillSignup(page: Page, customer: RegisterInput): Promise<void> {
  await page.getByLabel('Name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Phone Number').fill(customer.phoneNumber);
  await page.getByLabel('Street').fill(customer.address.street);
  await page.getByLabel('City').fill(customer.address.city);
  await page.getByLabel('State').selectOption(customer.address.state);
  await page.getByLabel(/ZIP|PIN/i).fill(customer.address.zipCode);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}
