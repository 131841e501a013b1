import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ORDERS_CSV_COLUMNS, PRODUCTS_CSV_COLUMNS } from '../../common/csv';
import { adminLoginViaApi, createProductViaApi, productById, productByName, uniqueName } from './admin';
import { expectNoSeriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { pageWidth } from './layout';

/**
 * The CSV files of the back office (docs/decisions/0064, 0068, docs/csv.md) at 390 and 1366 px: a
 * products file with a bad row is checked and its row number and message shown, nothing changed;
 * the fixed file imports, its progress shown and announced while the server works; Export CSV and
 * the orders' CSV download. Real server, real files; axe on each state. SHOTS_DIR=dir saves
 * screenshots there.
 */
const WIDTHS = [390, 1366] as const;
const ADMIN_HEADER = { 'X-Use-Admin-Token': 'true' };
const column = (name: (typeof PRODUCTS_CSV_COLUMNS)[number]) => PRODUCTS_CSV_COLUMNS.indexOf(name);

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage });
}

const toCsv = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n') + '\r\n';

async function chooseFile(page: Page, rows: string[][]): Promise<void> {
  await page.getByLabel('CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(toCsv(rows)) });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a products file with a bad row is refused by row, the fixed file imports, and both exports download', async ({ page }) => {
      test.slow();
      await adminLoginViaApi(page);
      const product = await createProductViaApi(page, { name: uniqueName(`CSV ${width}`) });
      const exported = await page.request.get('/api/admin/products/export.csv', { headers: ADMIN_HEADER });
      expect(exported.status()).toBe(200);
      const [header, ...rows] = parse(await exported.text(), { bom: true }) as string[][];
      const ours = rows.find((row) => row[column('id')] === product._id)!;
      const restocked = [...ours];
      restocked[column('stock')] = '9';
      const newName = uniqueName(`CSV new ${width}`);
      const bad = [...ours];
      bad[column('id')] = '';
      bad[column('name')] = newName;
      bad[column('discountPrice')] = '9999';

      await page.goto('/admin/products');
      await waitForHydration(page);
      await chooseFile(page, [header!, restocked, bad]);
      const errors = page.getByRole('table', { name: 'Rows with errors' });
      await expect(errors.getByRole('row').filter({ hasText: 'Discount price cannot be greater than actual price' })).toContainText('3');
      await expect(page.getByText('1 row has an error. Fix the file and choose it again; nothing was changed.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
      await expectNoSeriousViolations(page, { name: `products import errors ${width}`, testInfo: test.info() });
      await shot(page, `admin-csv-errors-${width}`);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      // Nothing changed: the stock is still untracked, the new product absent.
      expect((await productById(page, product._id)).colors[0]!.stock).toBeNull();
      expect(await productByName(page, newName)).toBeUndefined();

      // A large file (30,000 new products, checked only): while the server checks it (seconds),
      // the live region says so and the bar pulses. The screen is taken first, then axe.
      const many = Array.from({ length: 30_000 }, (_, i) => Object.assign([...bad], { [column('name')]: `${newName} ${i}`, [column('discountPrice')]: '999' }));
      await chooseFile(page, [header!, ...many]);
      const checking = page.getByRole('status').filter({ hasText: 'Checking 30,000 rows…' });
      await expect(checking).toBeVisible({ timeout: 30_000 });
      await shot(page, `admin-csv-checking-${width}`, false);
      await expect(checking).toHaveAttribute('aria-live', 'polite');
      await expect(page.getByRole('progressbar', { name: 'Checking the file: the server is at work' })).toBeVisible();
      await expect(page.getByLabel('CSV file')).toBeDisabled();
      await expectNoSeriousViolations(page, { name: `products import checking ${width}`, testInfo: test.info() });
      await expect(page.getByText('30000 to create, 0 to update.')).toBeVisible({ timeout: 90_000 });

      // Fixed: checked again, then imported. The real request is held on its way (not answered for
      // it) so the upload's state can be seen: its bar, named, and 'Uploading products.csv…'.
      bad[column('discountPrice')] = '999';
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/products/import', async (route) => {
        await held;
        await route.continue();
      });
      await chooseFile(page, [header!, restocked, bad]);
      await expect(page.getByRole('status').filter({ hasText: 'Uploading products.csv…' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Checking the file: uploading' })).toBeVisible();
      await expectNoSeriousViolations(page, { name: `products import uploading ${width}`, testInfo: test.info() });
      await shot(page, `admin-csv-uploading-${width}`);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      // Released: this request and later ones go straight through.
      release();
      await expect(page.getByText('1 to create, 1 to update.')).toBeVisible();
      await expectNoSeriousViolations(page, { name: `products import ready ${width}`, testInfo: test.info() });
      await shot(page, `admin-csv-ready-${width}`);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(page.getByText('Imported: 1 created, 1 updated')).toBeVisible();
      expect((await productById(page, product._id)).colors[0]!.stock).toBe(9);
      const created = await productByName(page, newName);
      expect(created?.discountPrice).toBe(999);

      // Export CSV downloads the same columns.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('products.csv');
      const file = parse(await readFile((await download.path())!, 'utf8'), { bom: true }) as string[][];
      expect(file[0]).toEqual([...PRODUCTS_CSV_COLUMNS]);
      expect(file.some((row) => row[column('name')] === newName)).toBe(true);

      // The orders' CSV from the orders screen.
      await page.goto('/admin/orders');
      await page.getByText('Export orders as CSV').click();
      await expect(page.getByLabel('From (IST)')).toBeVisible();
      await expectNoSeriousViolations(page, { name: `orders export ${width}`, testInfo: test.info() });
      await shot(page, `admin-csv-orders-${width}`);
      await page.getByLabel('From (IST)').fill('2026-01-01');
      await page.getByLabel('To (IST)').fill('2026-12-31');
      const [orders] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(orders.suggestedFilename()).toBe('orders-2026-01-01-to-2026-12-31.csv');
      expect((parse(await readFile((await orders.path())!, 'utf8')) as string[][])[0]).toEqual([...ORDERS_CSV_COLUMNS]);

      for (const id of [product._id, created!._id]) expect((await page.request.delete(`/api/products/${id}`, { headers: ADMIN_HEADER })).status()).toBe(200);
    });
  });
}
