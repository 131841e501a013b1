import type { Page } from '@playwright/test';
import { JOB_MESSAGES } from '../../common/admin-jobs';
import { newCustomer, signUpViaApi } from './accounts';
import { adminLoginViaApi } from './admin';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { pageWidth } from './layout';
import { waitForMail } from './mail';
import { answerOnSimulator, placeOnlineOrderViaApi } from './shop';

/**
 * The owner's dashboard and the failed background work (docs/decisions/0062) at a phone's 390 px
 * and a laptop's 1366 px, on the real server: the figures of a paid order, the chart drawn after
 * hydration with its table per day, the range chooser in the URL, the searches that found nothing
 * linking to the shop's search; an e-mail the mail server
 * refuses (tests/e2e/serve.ts refuses 'refused-once.' addresses the first time) listed, retried
 * and delivered. Axe on each screen. SHOTS_DIR=dir saves screenshots there.
 */
const WIDTHS = [390, 1366] as const;

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The 'Figures per day' table: opened, its body rows. */
async function dayRows(page: Page) {
  const details = page.locator('details').filter({ has: page.getByText('Figures per day', { exact: true }) });
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return details.getByRole('table', { name: 'Revenue and orders per day' }).locator('tbody tr');
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the dashboard shows the figures, the chart and its table; the range chooser changes the URL and the figures', async ({ page }) => {
      test.slow();
      // A paid online order today, so the figures are not all zero.
      const product = (await allProducts(page.request)).find(isFreelyBuyable);
      expect(product, 'a product anyone can buy').toBeDefined();
      const customer = newCustomer();
      await signUpViaApi(page, customer);
      const { paymentLink } = await placeOnlineOrderViaApi(page, customer, product!);
      await page.goto(paymentLink);
      await answerOnSimulator(page, 'Pay successfully');
      // A search that finds nothing, twice: the shop counts it under its words (docs/decisions/0054).
      const missedWords = `zqx nothing ${width} ${Date.now().toString(36)}`;
      for (let i = 0; i < 2; i += 1) expect((await page.request.get(`/api/products/search?q=${encodeURIComponent(missedWords)}`)).status()).toBe(200);

      await adminLoginViaApi(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByText('Signed in as')).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByTestId('figure-revenue')).toHaveText(/^₹[1-9]/);
      await expect(page.getByTestId('figure-orders')).toHaveText(/^[1-9]\d*$/);
      await expect(page.getByTestId('figure-average-order-value')).toHaveText(/^₹[1-9]/);
      await expect(page.getByText(/vs previous 7 days|previous 7 days/).first()).toBeVisible();
      // The chart: drawn after hydration, hidden from screen readers, as tall as the server's placeholder.
      const chart = page.getByTestId('sales-chart');
      await expect(chart).toHaveAttribute('aria-hidden', 'true');
      await expect(chart.locator('canvas')).toHaveCount(1);
      expect((await chart.boundingBox())?.height).toBe(260);
      // The same figures as a table: one row per day of the range.
      await expect(await dayRows(page)).toHaveCount(7);
      // What waits for the shop, each a link to its list.
      const toActOn = page.getByRole('list', { name: 'To act on' });
      await expect(toActOn.getByRole('link', { name: /orders? to ship/ })).toHaveAttribute('href', '/admin/orders?awaiting=shipment');
      await expect(toActOn.getByRole('link', { name: /refunds? that failed/ })).toHaveAttribute('href', '/admin/orders?refundStatus=Failed');
      await expect(toActOn.getByRole('link', { name: /background jobs? that failed/ })).toHaveAttribute('href', '/admin/jobs');
      await expect(page.getByRole('list', { name: 'Top products' })).toContainText(product!.name);
      // The searches with no results: at most 10, each a link to the shop's search for those words.
      const misses = page.getByRole('list', { name: 'Searches with no results' });
      await expect(misses.getByRole('listitem')).not.toHaveCount(0);
      expect(await misses.getByRole('listitem').count()).toBeLessThanOrEqual(10);
      const missed = misses.getByRole('listitem').filter({ hasText: missedWords });
      await expect(missed).toContainText('2 times');
      await expect(missed.getByRole('link', { name: missedWords })).toHaveAttribute('href', `/search?${new URLSearchParams({ q: missedWords }).toString()}`);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await expectNoSeriousViolations(page, { name: `admin dashboard ${width}`, testInfo: test.info() });
      await shot(page, `admin-dashboard-${width}`);

      // Today: the URL says so, the table has one day, the figures compare with yesterday.
      const ranges = page.getByRole('navigation', { name: 'Range' });
      await ranges.getByRole('link', { name: 'Today' }).click();
      await expect(page).toHaveURL(/\/admin\?range=today$/);
      await expect(ranges.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
      await expect(await dayRows(page)).toHaveCount(1);
      await expect(page.getByText(/yesterday/).first()).toBeVisible();
      await expect(page.getByTestId('figure-revenue')).toHaveText(/^₹[1-9]/);
      await expect(page.getByTestId('sales-chart').locator('canvas')).toHaveCount(1);
      await expect(misses.getByRole('listitem').filter({ hasText: missedWords })).toContainText('2 times');

      await ranges.getByRole('link', { name: '90 days' }).click();
      await expect(page).toHaveURL(/\/admin\?range=90d$/);
      await expect(await dayRows(page)).toHaveCount(90);
      await expect(page.getByText(/previous 90 days/).first()).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await expectNoSeriousViolations(page, { name: `admin dashboard 90 days with the table open ${width}`, testInfo: test.info() });
      await shot(page, `admin-dashboard-90d-${width}`);

      // The owner checks what the shopper saw: the shop's search for those words, finding nothing.
      await misses.getByRole('link', { name: missedWords }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(missedWords).replace(/%20/g, '\\+')}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Results for "${missedWords}"` })).toBeVisible();
      await expect(page.getByText(`No products match "${missedWords}".`)).toBeVisible();
      // The owner's look is not a shopper's miss: the count stays.
      await page.goto('/admin?range=today');
      await expect(page.getByRole('list', { name: 'Searches with no results' }).getByRole('listitem').filter({ hasText: missedWords })).toContainText('2 times');
    });

    test('an e-mail the mail server refused is listed as failed work, retried and delivered', async ({ page }) => {
      test.slow();
      const email = `refused-once.${width}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;
      await signUpViaApi(page, newCustomer({ email }));
      expect((await page.request.post('/api/user/forgot-password', { data: { email } })).status()).toBe(200);

      await adminLoginViaApi(page);
      await page.goto('/admin');
      await page.getByRole('list', { name: 'To act on' }).getByRole('link', { name: /background jobs? that failed/ }).click();
      await expect(page).toHaveURL(/\/admin\/jobs$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Failed background work' })).toBeVisible();
      // The worker gives up on a refused address at once; the page shows it once it has.
      const row = page.locator('[data-job-id]').filter({ hasText: `to ${email}`, visible: true });
      await expect(async () => {
        await page.reload();
        await expect(row).toHaveCount(1, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(row).toContainText('The mail server refused it');
      await waitForHydration(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await expectNoSeriousViolations(page, { name: `failed background work ${width}`, testInfo: test.info() });
      await shot(page, `admin-jobs-${width}`);

      await row.getByRole('button', { name: /^Retry/ }).click();
      await expect(page.getByText(JOB_MESSAGES.retried).first()).toBeVisible();
      // The mailbox takes it the second time: the e-mail arrives, and the job leaves the list.
      await waitForMail(email, { timeout: 20_000 });
      await page.reload();
      await expect(row).toHaveCount(0);
    });
  });
}
