import type { Locator, Page } from '@playwright/test';
import type { AdminCustomerPage } from '../../common/admin-customers';
import type { Category } from '../../common/catalog';
import { newCustomer, signUpViaApi } from './accounts';
import { adminLoginViaApi } from './admin';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { visibilityProblems } from './layout';
import { answerOnSimulator, placeOnlineOrderViaApi } from './shop';

/**
 * Every admin table and list at a phone's 390 px, as the admin (docs/decisions/0044: what a shop
 * owner trips over in the admin): the page never scrolls sideways (a wide table of figures scrolls
 * inside its own focusable box instead), each row's actions (edit, view, retry, the coupon's
 * switch and delete…) can be seen whole and tapped, one harmless action per screen opens and
 * comes back, and axe finds nothing serious. The data is made first: a paid order (orders,
 * customers, the GST report, the dashboard), an e-mail the mail server refuses (failed work).
 * SHOTS_DIR=dir saves a screenshot of each screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

const WIDTH = 390;
const ADMIN_HEADER = { 'X-Use-Admin-Token': 'true' };
/** Rows checked per screen: the first few say whether a row's layout holds. */
const ROWS_CHECKED = 4;

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/tables-${name}-390.png`, fullPage: true });
}

/** What scrolls sideways: the page's own scrolling element. */
const pageScrollWidth = (page: Page) => page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);

/** The rows of the screen's tables and card lists, as a phone shows them. */
function rowsOf(page: Page): Locator {
  return page.locator('main').locator('tbody > tr, li[data-order-id], li[data-customer-id], li[data-job-id], li[data-review-id], li[data-coupon-id]').locator('visible=true');
}

/**
 * The screen at 390 px: no sideways scroll, each of the first rows' links and buttons brought
 * into view (inside its table's own scroll box when it has one), seen whole and tappable; axe.
 */
async function expectUsable(page: Page, name: string, { rows = rowsOf(page), minRows = 1 }: { rows?: Locator; minRows?: number } = {}): Promise<void> {
  await waitForHydration(page);
  expect(await pageScrollWidth(page), `${name}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
  const count = await rows.count();
  expect(count, `${name}: rows shown`).toBeGreaterThanOrEqual(minRows);
  for (let index = 0; index < Math.min(count, ROWS_CHECKED); index += 1) {
    const actions = rows.nth(index).locator('a[href], button, [role=switch]').locator('visible=true');
    const actionCount = await actions.count();
    if (minRows > 0) expect(actionCount, `${name}: row ${index + 1} has an action`).toBeGreaterThan(0);
    for (let a = 0; a < actionCount; a += 1) {
      const action = actions.nth(a);
      await action.scrollIntoViewIfNeeded();
      const label = ((await action.getAttribute('aria-label')) ?? (await action.innerText())).trim().slice(0, 40);
      expect(await visibilityProblems(action), `${name}: row ${index + 1}'s '${label}'`).toEqual([]);
      await action.click({ trial: true });
    }
  }
  expect(await pageScrollWidth(page), `${name}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousViolations(page, { name: `${name} at 390 px`, testInfo: test.info() });
  await shot(page, name.replace(/\W+/g, '-'));
}

/** Opens the first row's link named `name`, checks where it leads, and comes back to `back`. */
async function openAndReturn(page: Page, link: Locator, leadsTo: RegExp, back: string | RegExp): Promise<void> {
  await link.click();
  await expect(page).toHaveURL(leadsTo);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(back);
  await waitForHydration(page);
}

test('every admin table and list works at 390 px: no sideways page, each row’s actions in reach, axe clean', async ({ page }) => {
  test.setTimeout(300_000);
  // A paid online order: rows in the orders, customers and the GST report.
  const product = (await allProducts(page.request)).find(isFreelyBuyable);
  expect(product, 'a product anyone can buy').toBeDefined();
  const customer = await signUpViaApi(page, newCustomer());
  const { orderId, paymentLink } = await placeOnlineOrderViaApi(page, customer, product!);
  await page.goto(paymentLink);
  await answerOnSimulator(page, 'Pay successfully');
  // An e-mail the mail server refuses (tests/e2e/serve.ts): a failed job to list.
  const refused = `refused-once.tables.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;
  await signUpViaApi(page, newCustomer({ email: refused }));
  expect((await page.request.post('/api/user/forgot-password', { data: { email: refused } })).status()).toBe(200);
  await adminLoginViaApi(page);
  // Handed to the courier: the order's invoice is issued (docs/decisions/0022), so the GST report has rows.
  const { _id } = (await (await page.request.get(`/api/orders/${orderId}`, { headers: ADMIN_HEADER })).json()) as { _id: string };
  for (const data of [{ status: 'Processing' }, { status: 'Completed', deliveryPartner: 'Blue Dart', trackingId: `BD${Date.now()}` }]) {
    const moved = await page.request.put(`/api/orders/${_id}`, { data, headers: ADMIN_HEADER });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await test.step('dashboard: to act on, top products, low stock, searches with no results', async () => {
    await page.goto('/admin?range=today');
    const lists = page.locator('main').locator('ul[aria-label], ol[aria-label], ol[aria-labelledby]').getByRole('listitem');
    await expectUsable(page, 'dashboard', { rows: lists });
  });

  await test.step('products', async () => {
    await page.goto('/admin/products');
    await expectUsable(page, 'products');
    await openAndReturn(page, rowsOf(page).first().getByRole('link', { name: /^Edit/ }), /\/admin\/products\/edit\//, /\/admin\/products$/);
  });

  await test.step('categories, one with a long name in one word', async () => {
    // A name with no space to wrap at (a German-style compound, a pasted URL-like word) must wrap anywhere, not widen the table.
    const created = await page.request.post('/api/categories', { multipart: { name: `E2E Kanjeevaramsilkhandloomsareesandblouses${Date.now().toString(36)}` }, headers: ADMIN_HEADER });
    expect(created.status(), await created.text()).toBe(201);
    const category = (await created.json()) as Category;
    try {
      await page.goto('/admin/categories');
      await expect(page.getByRole('cell', { name: category.name, exact: true })).toBeVisible();
      await expectUsable(page, 'categories');
      await openAndReturn(page, rowsOf(page).first().getByRole('link', { name: /^Edit/ }), /\/admin\/categories\/edit\//, /\/admin\/categories$/);
    } finally {
      expect((await page.request.delete(`/api/categories/${category._id}`, { headers: ADMIN_HEADER })).ok()).toBe(true);
    }
  });

  await test.step('orders', async () => {
    await page.goto('/admin/orders');
    await expectUsable(page, 'orders');
    const row = rowsOf(page).and(page.locator(`[data-order-id="${orderId}"]`));
    await openAndReturn(page, row.getByRole('link').first(), new RegExp(`/admin/orders/edit/`), /\/admin\/orders$/);
  });

  await test.step('one order: its lines and documents (invoice)', async () => {
    await page.goto(`/admin/orders/edit/${orderId}`);
    const documents = page.locator('main').getByRole('link', { name: /invoice/i }).locator('visible=true');
    await expectUsable(page, 'order page', { rows: documents.locator('xpath=..'), minRows: 0 });
  });

  await test.step('customers and a customer’s orders', async () => {
    await page.goto(`/admin/customers?q=${encodeURIComponent(customer.email)}`);
    await expectUsable(page, 'customers');
    await openAndReturn(page, rowsOf(page).first().getByRole('link').first(), /\/admin\/customers\/[^/?]+$/, /\/admin\/customers\?q=/);
    const listed = (await (await page.request.get(`/api/admin/customers?q=${encodeURIComponent(customer.email)}`, { headers: ADMIN_HEADER })).json()) as AdminCustomerPage;
    await page.goto(`/admin/customers/${listed.customers[0]!._id}`);
    await expectUsable(page, 'customer');
    await openAndReturn(page, rowsOf(page).first().getByRole('link').first(), /\/admin\/orders\/edit\//, /\/admin\/customers\//);
  });

  await test.step('coupons', async () => {
    await page.goto('/admin/coupons');
    await expectUsable(page, 'coupons');
    await openAndReturn(page, rowsOf(page).first().getByRole('link', { name: /^Edit/ }), /\/admin\/coupons\/edit\//, /\/admin\/coupons$/);
  });

  await test.step('failed background work', async () => {
    // The worker gives up on a refused address at once; the page shows it once it has.
    await expect(async () => {
      await page.goto('/admin/jobs');
      await expect(page.locator('[data-job-id]').filter({ hasText: refused, visible: true })).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expectUsable(page, 'jobs');
  });

  await test.step('GST report', async () => {
    await page.goto('/admin/reports/gst');
    const files = page.getByRole('region', { name: 'Files for the GST offline tool' }).getByRole('listitem');
    await expectUsable(page, 'GST report files', { rows: files });
    // This month's report (the order's invoice is in it): figures in tables without actions, each in its own sideways-scrolling box.
    const thisMonth = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    await page.getByLabel('Month').selectOption(thisMonth);
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/reports/gst\\?month=${thisMonth}`));
    await expect(page.getByRole('region', { name: /^HSN summary, / })).toBeVisible();
    await expectUsable(page, 'GST report', { minRows: 0 });
  });

  await test.step('orders whose delivery state is to correct', async () => {
    await page.goto('/admin/orders/unresolved-states');
    await expectUsable(page, 'unresolved states', { minRows: 0 });
  });
});
