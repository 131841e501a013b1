import type { Browser, Page } from '@playwright/test';
import type { Product } from '../../common/catalog';
import { newCustomer, signUpViaApi } from './accounts';
import { adminLoginViaApi } from './admin';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { placeCodOrderViaApi } from './shop';

/**
 * The admin orders list: the payment method column, the filters and the search in the
 * URL (shareable, kept by the pagination), and a phone layout where every order's Edit is in reach,
 * at 390 and 1366 px with axe. Each test places its own orders for a customer of its own name.
 * SHOTS_DIR=dir saves a screenshot of each width there.
 */

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** `count` COD orders of a new customer named `name`; their customOrderIds, newest last. */
async function placeOrders(browser: Browser, baseURL: string | undefined, name: string, count = 2): Promise<string[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const customer = await signUpViaApi(page, newCustomer({ name, phoneNumber: '9812345670' }));
    const listed = (await allProducts(page.request)).find((candidate) => isFreelyBuyable(candidate) && !candidate.name.startsWith('E2E') && candidate.colors.length > 0);
    expect(listed, 'an in-stock demo product').toBeDefined();
    const product = (await (await page.request.get(`/api/products/${listed!._id}`)).json()) as Product;
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) ids.push(await placeCodOrderViaApi(page, customer, product));
    return ids;
  } finally {
    await context.close();
  }
}

const uniqueName = () => `Kavya ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('filters and a search by name narrow the list, in the URL; the table has the payment method', async ({ page, browser, baseURL }) => {
    test.slow();
    const name = uniqueName();
    const [older, newer] = await placeOrders(browser, baseURL, name);
    await adminLoginViaApi(page);
    await page.goto('/admin/orders');
    await waitForHydration(page);
    await expect(page.getByRole('columnheader', { name: 'Payment Method', exact: true })).toBeVisible();

    // Filters: COD and Pending, today (IST) only.
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('Status', { exact: true }).selectOption('Pending');
    await page.getByLabel('Payment method').selectOption('cod');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]status=Pending/);
    await expect(page).toHaveURL(/[?&]paymentMethod=cod/);
    expect(new URL(page.url()).search).not.toContain('paymentStatus=');
    await expect(page.getByText('2 set')).toBeVisible();

    // A part of the name: this customer's two orders, newest first, the filters kept.
    await page.getByRole('searchbox').fill(name.slice(6).toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${name.slice(6).toUpperCase()}`));
    await expect(page).toHaveURL(/[?&]paymentMethod=cod/);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(newer!);
    await expect(rows.nth(1)).toContainText(older!);
    await expect(rows.nth(0)).toContainText('Cash on Delivery');
    await expect(page.getByRole('status').filter({ hasText: '2 matching orders' })).toBeVisible();

    // Shareable: the same URL in a fresh load is the same list.
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expectNoSeriousViolations(page, { name: 'admin orders, filtered (1366)', testInfo: test.info() });
    await shot(page, 'orders-1366');

    // A part of an order id, and a phone number written another way.
    await page.goto(`/admin/orders?q=${older!.slice(4, 10).toLowerCase()}`);
    await expect(page.getByRole('table').locator(`tbody tr[data-order-id="${older}"]`)).toBeVisible();
    await page.goto(`/admin/orders?q=${encodeURIComponent(name)}&from=2000-01-01&to=2000-01-02`);
    await expect(page.getByText('No orders match this search and these filters.')).toBeVisible();

    // A malformed value in a hand-made link says which.
    await page.goto('/admin/orders?from=2026-02-30');
    await expect(page.getByRole('alert')).toContainText('Error loading orders: from must be a date written YYYY-MM-DD');
  });

  test('the pagination keeps the search and the filters', async ({ page, browser, baseURL }) => {
    test.slow();
    const name = uniqueName();
    const ids = await placeOrders(browser, baseURL, name, 11);
    await adminLoginViaApi(page);
    await page.goto(`/admin/orders?q=${encodeURIComponent(name)}&paymentMethod=cod&unpaid=hide`);
    const second = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' });
    await expect(second).toHaveAttribute('href', /paymentMethod=cod/);
    await expect(second).toHaveAttribute('href', /unpaid=hide/);
    await second.click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(/[?&]q=Kavya/);
    // The oldest of the eleven, alone on page 2.
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('table').locator('tbody tr')).toContainText(ids[0]!);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('each order is a card whose Edit is in reach, nothing scrolls sideways, axe finds nothing serious', async ({ page, browser, baseURL }) => {
    test.slow();
    const name = uniqueName();
    const [older] = await placeOrders(browser, baseURL, name);
    await adminLoginViaApi(page);
    await page.goto(`/admin/orders?q=${encodeURIComponent(name)}`);
    await waitForHydration(page);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const card = page.getByRole('article', { name: older });
    await expect(card).toContainText('Cash on Delivery');
    await expect(card).toContainText('Pending');
    const edit = card.getByRole('link', { name: `Edit ${older}` });
    await edit.scrollIntoViewIfNeeded();
    const box = (await edit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expectNoSeriousViolations(page, { name: 'admin orders (390)', testInfo: test.info() });
    await page.getByText('Filters', { exact: true }).click();
    await expectNoSeriousViolations(page, { name: 'admin orders, filters open (390)', testInfo: test.info() });
    await shot(page, 'orders-390');
    await edit.tap();
    await expect(page).toHaveURL(/\/admin\/orders\/edit\/[0-9a-f]{24}$/);
  });
});
