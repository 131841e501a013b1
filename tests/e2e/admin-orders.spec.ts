import type { Page } from '@playwright/test';
import type { Product } from '../../common/catalog';
import { expectPath, signUpViaApi } from './accounts';
import { adminLoginViaApi } from './admin';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { waitForMail } from './mail';
import { placeCodOrderViaApi } from './shop';

/**
 * The admin's orders: a customer places a cash-on-delivery order through the API (in its own
 * browser context), the admin finds it with the search, marks it Completed with a delivery partner
 * and tracking id, and the customer sees that on /orders and gets the e-mail. Each test works on
 * its own order and customer, so the suite runs beside the others.
 */

/** A demo product in stock (the admin product tests make and delete their own 'E2E …' ones meanwhile). */
async function demoProduct(page: Page): Promise<Product> {
  const product = (await allProducts(page.request)).find((candidate) => isFreelyBuyable(candidate) && !candidate.name.startsWith('E2E') && candidate.colors.length > 0);
  expect(product, 'an in-stock demo product').toBeDefined();
  return product!;
}

/** Signs a new customer up in `customerPage`'s context and places a COD Buy Now of two of a product; its customOrderId and e-mail. */
async function placeCodOrder(customerPage: Page): Promise<{ orderId: string; email: string; product: Product }> {
  const customer = await signUpViaApi(customerPage);
  const listed = await demoProduct(customerPage);
  const response = await customerPage.request.get(`/api/products/${listed._id}`);
  expect(response.ok()).toBe(true);
  const product = (await response.json()) as Product;
  const orderId = await placeCodOrderViaApi(customerPage, customer, product, 2);
  return { orderId, email: customer.email, product };
}

async function openOrders(page: Page): Promise<void> {
  await page.goto('/admin/orders');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The body rows of the orders table. */
const orderRows = (page: Page) => page.getByRole('table').locator('tbody tr');

test.describe('admin orders', () => {
  // The unknown id's search answers 404 on purpose.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('the admin finds an order, marks it Completed with a partner and tracking id, and the customer sees it', async ({ page, browser, baseURL }) => {
    // A whole journey across two browser contexts (about 10 s alone, more beside other suites).
    test.slow();
    const customerContext = await browser.newContext({ baseURL });
    const customerPage = await customerContext.newPage();
    try {
      const { orderId, email, product } = await placeCodOrder(customerPage);
      await adminLoginViaApi(page);
      await openOrders(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      for (const header of ['Order ID', 'Products', 'Total Price', 'Status', 'Payment Status', 'Date']) {
        await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
      }

      // An id nobody has: the 404 toast, the list stays.
      await search(page, 'ORD-000000000');
      await expect(page.getByText('No order with this Id!')).toBeVisible();

      // Trimmed and in any case: the order, alone.
      await search(page, `   ${orderId.toLowerCase()}  `);
      await expect(page.getByText('Order Found!')).toBeVisible();
      await expect(orderRows(page)).toHaveCount(1);
      const row = orderRows(page).first();
      await expect(row).toContainText(orderId);
      await expect(row).toContainText(product.name);
      await expect(row).toContainText(`${product.colors[0]!.name} · Qty 2`);
      await expect(row.getByText('Pending', { exact: true }).first()).toHaveClass(/bg-warning-100/);

      // 'Clear' empties the box and brings the list back.
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await expect(page.getByRole('searchbox')).toHaveValue('');
      await expect.poll(() => orderRows(page).count()).toBeGreaterThan(0);

      // Edit it: both delivery fields are asked for, and required, only when marking it Completed.
      await search(page, orderId);
      await expect(orderRows(page)).toHaveCount(1);
      await orderRows(page).getByRole('link', { name: `Edit ${orderId}` }).click();
      await expect(page).toHaveURL(/\/admin\/orders\/edit\/[0-9a-f]{24}$/);
      const editPath = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { level: 2, name: orderId })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Update Order' })).toBeEnabled();
      await expect(page.getByLabel('Delivery partner')).toHaveCount(0);
      await page.getByLabel('Status').selectOption('Completed');
      await page.getByRole('button', { name: 'Update Order' }).click();
      await expect(page.getByText('Delivery partner is required!')).toBeVisible();
      await expect(page.getByText('Tracking ID is required!')).toBeVisible();

      await page.getByLabel('Delivery partner').selectOption('Blue Dart');
      await page.getByLabel('Tracking ID').fill('BD123456789IN');
      await page.getByRole('button', { name: 'Update Order' }).click();
      await expect(page.getByText('Order updated successfully')).toBeVisible();
      await expectPath(page, '/admin/orders');

      // Saved as sent (trimmed); nothing changed now: no call, the toast says so.
      await page.goto(editPath);
      await expect(page.getByLabel('Delivery partner')).toHaveValue('Blue Dart');
      await expect(page.getByLabel('Status')).toHaveValue('Completed');
      await expect(page.getByRole('button', { name: 'Update Order' })).toBeEnabled();
      let puts = 0;
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().includes('/api/orders/')) puts += 1;
      });
      await page.getByRole('button', { name: 'Update Order' }).click();
      await expect(page.getByText('No changes detected')).toBeVisible();
      expect(puts).toBe(0);
      await expectPath(page, editPath);

      // The list shows it Completed (grey in the admin's colours).
      await openOrders(page);
      await search(page, orderId);
      await expect(orderRows(page)).toHaveCount(1);
      await expect(orderRows(page).getByText('Completed', { exact: true })).toHaveClass(/bg-zinc-100/);

      // The customer's orders page shows the change; the e-mail names the partner and tracking id.
      await customerPage.goto('/orders');
      const card = customerPage.getByRole('article', { name: orderId });
      await expect(card).toContainText('Completed');
      await expect(card).toContainText('Blue Dart');
      await expect(card).toContainText('BD123456789IN');
      const mail = await waitForMail(email, { count: 2 });
      expect(mail.subject).toContain(`Order ${orderId} is on its way`);
      expect(mail.text).toContain('Delivery partner: Blue Dart');
      expect(mail.text).toContain('Tracking ID: BD123456789IN');
    } finally {
      await customerContext.close();
    }
  });
});

test('an empty search does nothing, and the edit of an unknown order is the error screen', async ({ page }) => {
  await adminLoginViaApi(page);
  await openOrders(page);
  await search(page, '    ');
  await expect(page.getByRole('searchbox')).toHaveValue('    ');
  await expect(page.getByText('Searching order, please wait...')).toHaveCount(0);

  const response = await page.goto('/admin/orders/edit/ORD-000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
});

test('the order screens send a visitor to the admin login', async ({ page }) => {
  await page.goto('/admin/orders');
  await expectPath(page, '/admin/login');
  await page.goto('/admin/orders/edit/ORD-000000000');
  await expectPath(page, '/admin/login');
});
