import type { Browser, Page } from '@playwright/test';
import type { RegisterInput } from '../../common/accounts';
import { newCustomer, signUpViaApi } from './accounts';
import { adminLoginViaApi, createProductViaApi, uniqueName } from './admin';
import { openOrderPage } from './admin-order';
import { expect, test, waitForHydration } from './fixtures';
import { placeCodOrderViaApi } from './shop';

/**
 * What a shop owner trips over in the admin on a phone (docs/decisions/0044): the delivery form
 * offers only the moves the order allows and asks for a courier only when shipping, couriers come
 * from a list with their tracking links, the search says what it finds (product names too), the
 * customer's phone can be called or messaged, dates carry the time, prices take Indian digit
 * grouping, the stock column speaks in words, Logout asks first, and the wording is Indian English.
 */

const ADMIN_HEADER = { 'X-Use-Admin-Token': 'true' };
const TIME = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)/;

interface PlacedOrder {
  orderId: string;
  productName: string;
  customer: RegisterInput;
}

/** An admin-made product of its own name (so a search by it finds this order alone) bought COD by a new customer. */
async function placeOrderOfOwnProduct(browser: Browser, baseURL: string | undefined, admin: Page): Promise<PlacedOrder> {
  const product = await createProductViaApi(admin, { name: uniqueName('Kurta') });
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const customer = await signUpViaApi(page, newCustomer({ phoneNumber: '9876501234' }));
    const orderId = await placeCodOrderViaApi(page, customer, product);
    return { orderId, productName: product.name, customer };
  } finally {
    await context.close();
  }
}

const deliveryForm = (page: Page) => page.getByRole('heading', { level: 2, name: 'Delivery' }).locator('xpath=ancestor::form');

test.describe('the admin at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the delivery form offers only allowed moves, asks for the courier only when shipping, from a list with tracking links', async ({ page, browser, baseURL }) => {
    await adminLoginViaApi(page);
    const { orderId, customer } = await placeOrderOfOwnProduct(browser, baseURL, page);
    await openOrderPage(page, orderId);
    const form = deliveryForm(page);
    // The way out says where it goes; nothing named 'Cancel' beside 'Cancel order'.
    await expect(form.getByRole('link', { name: 'Back to orders' })).toBeVisible();
    await expect(form.getByRole('link', { name: 'Cancel', exact: true })).toHaveCount(0);
    // Pending: no courier asked until the order is marked Completed (handed to the courier).
    await expect(form.getByLabel('Delivery partner')).toHaveCount(0);
    await expect(form.getByLabel('Tracking ID')).toHaveCount(0);
    await form.getByLabel('Status').selectOption('Completed');
    const partner = form.getByLabel('Delivery partner');
    await expect(partner).toBeVisible();
    const couriers = await partner.locator('option').allTextContents();
    for (const name of ['Delhivery', 'Blue Dart', 'DTDC', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'India Post', 'Ekart', 'Other']) expect(couriers).toContain(name);
    await partner.selectOption('Other');
    await expect(form.getByLabel('Courier name')).toBeVisible();
    await partner.selectOption('Blue Dart');
    await expect(form.getByLabel('Courier name')).toHaveCount(0);
    await form.getByLabel('Tracking ID').fill('BD123456789');
    await form.getByRole('button', { name: 'Update Order' }).click();
    await expect(page.getByText('Order updated successfully')).toBeVisible();

    // The owner sees the courier's tracking link, and so does the customer.
    await openOrderPage(page, orderId);
    await expect(page.getByRole('link', { name: /BD123456789/ })).toHaveAttribute('href', /bluedart\.com.*BD123456789/);
    const customerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    try {
      const shopper = await customerContext.newPage();
      const login = await shopper.request.post('/api/user/login', { data: { email: customer.email, password: customer.password } });
      expect(login.ok()).toBe(true);
      await shopper.goto('/orders');
      await waitForHydration(shopper);
      await expect(shopper.getByRole('link', { name: /BD123456789/ })).toHaveAttribute('href', /bluedart\.com.*BD123456789/);
      // Item 5: the customer's order shows when it was placed, to the minute.
      await expect(shopper.getByText(TIME).first()).toBeVisible();
    } finally {
      await customerContext.close();
    }
  });

  test('a cancelled order offers no status change, says Cancelled, and the phone can be called or messaged', async ({ page, browser, baseURL }) => {
    await adminLoginViaApi(page);
    const { orderId } = await placeOrderOfOwnProduct(browser, baseURL, page);
    await openOrderPage(page, orderId);
    // Item 4: a tel: link and WhatsApp for the 10-digit number.
    await expect(page.getByRole('link', { name: '9876501234', exact: true })).toHaveAttribute('href', 'tel:+919876501234');
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919876501234');
    // Item 5: the date with its time.
    await expect(page.getByText(TIME).first()).toBeVisible();

    const order = (await (await page.request.get(`/api/orders/${orderId}`, { headers: ADMIN_HEADER })).json()) as { _id: string };
    const cancelled = await page.request.post(`/api/orders/${order._id}/cancel`, { data: { reason: 'Customer asked' }, headers: ADMIN_HEADER });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await openOrderPage(page, orderId);
    await expect(page.getByLabel('Status')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update Order' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to orders' })).toBeVisible();
    // The status shows the contract's value (docs/storefront-texts.md#states).
    await expect(page.getByText('Canceled', { exact: true }).first()).toBeVisible();
  });

  test('the order search says what it finds, finds a product name, and counts in words', async ({ page, browser, baseURL }) => {
    await adminLoginViaApi(page);
    const { orderId, productName } = await placeOrderOfOwnProduct(browser, baseURL, page);
    await page.goto('/admin/orders');
    await waitForHydration(page);
    const box = page.getByRole('searchbox');
    await expect(box).toHaveAttribute('placeholder', 'Order ID, name, phone or e-mail');
    // Item 5: the list's dates carry the time.
    await expect(page.getByText(TIME).first()).toBeVisible();
    await box.fill(productName);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(orderId).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'matching order' })).toHaveText('1 matching order');
  });

  test('the product form offers to choose images on a phone', async ({ page }) => {
    await adminLoginViaApi(page);
    await page.goto('/admin/products/new');
    await waitForHydration(page);
    await expect(page.getByText('Choose images').first()).toBeVisible();
    await expect(page.getByText(/Drag and drop/).filter({ visible: true })).toHaveCount(0);
  });

  test('the product form takes prices in Indian digit grouping (1,499)', async ({ page }) => {
    await adminLoginViaApi(page);
    await page.goto('/admin/products/new');
    await waitForHydration(page);
    await page.getByLabel('Actual price').fill('1,499');
    await page.getByLabel('Discount price').fill('1,299');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByText('Actual price must be a number')).toHaveCount(0);
    await expect(page.getByText('Discount price must be a number')).toHaveCount(0);
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  });

  test('the stock column speaks in words with a legend', async ({ page }) => {
    await adminLoginViaApi(page);
    await page.goto('/admin/products');
    await waitForHydration(page);
    await expect(page.getByText(/untracked/)).toHaveCount(0);
    await expect(page.getByRole('note', { name: 'Stock legend' })).toBeVisible();
  });

  test('Logout asks first; staying keeps the session', async ({ page }) => {
    await adminLoginViaApi(page);
    await page.goto('/admin/orders');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/orders/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('admin screens say Colour', async ({ page }) => {
    await adminLoginViaApi(page);
    await page.goto('/admin/products/new');
    await waitForHydration(page);
    await expect(page.getByLabel('Colour name').first()).toBeVisible();
    await expect(page.getByText(/\bColor\b/)).toHaveCount(0);
  });
});
