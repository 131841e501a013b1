import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Product } from '../../common/catalog';
import { istMonthOf, monthLabel } from '../../app/lib/gst-month';
import { expectPath, signUpViaApi } from './accounts';
import { adminLoginViaApi } from './admin';
import { actions, openOrderPage } from './admin-order';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { placeCodOrderViaApi } from './shop';

/**
 * The GST invoice where people look for it (docs/decisions/0022): the admin confirms a COD payment and
 * the order page shows the invoice; the shopper downloads it from /orders; a cancel adds the credit
 * note on both; the GST report screen shows the month with a CSV and
 * the GSTR-1 files for the offline tool. Each link is fetched with the
 * page's own cookies, as a click would. Axe at 390 and 1366 px. SHOTS_DIR=dir saves screenshots.
 */

const WIDTHS = [390, 1366] as const;
const INVOICE_NUMBER = /INV\/\d{2}-\d{2}\/\d{5}/;
const CREDIT_NOTE_NUMBER = /CN\/\d{2}-\d{2}\/\d{5}/;
/** The line beside each GSTR-1 file on the report screen: the table of the return it fills. */
const TABLE_TITLES = { b2cs: 'Table 7: B2C small', b2cl: 'Table 5: B2C large', cdnur: 'Table 9B', exemp: 'Table 8', hsn: 'Table 12: HSN-wise summary', docs: 'Table 13: documents issued' };

async function expectFile(request: APIRequestContext, link: Locator, contentType: string): Promise<string> {
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.status(), href!).toBe(200);
  expect(response.headers()['content-type']).toContain(contentType);
  return (await response.body()).toString('latin1');
}

async function atEachWidth(page: Page, name: string, check: (width: number) => Promise<void> = async () => {}): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await check(width);
    await expectNoSeriousViolations(page, { name: `${name} at ${width} px` });
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
}

const invoiceCard = (page: Page) => page.getByRole('heading', { level: 2, name: 'Invoice' }).locator('..');

test('the invoice and credit note on the admin order page and the shopper’s orders, and the GST report of the month', async ({ page, browser, baseURL }) => {
  // Two screens at two widths each with axe, on a machine shared by several suites.
  test.setTimeout(240_000);
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = await shopperContext.newPage();
  try {
    const customer = await signUpViaApi(shopper);
    const listed = (await allProducts(shopper.request)).find((candidate) => isFreelyBuyable(candidate) && !candidate.name.startsWith('E2E') && candidate.colors.length > 0)!;
    const product = (await (await shopper.request.get(`/api/products/${listed._id}`)).json()) as Product;
    const orderId = await placeCodOrderViaApi(shopper, customer, product);

    // Not invoiced until the payment is confirmed (or the order ships).
    await adminLoginViaApi(page);
    await openOrderPage(page, orderId);
    await expect(invoiceCard(page)).toContainText('Not invoiced yet');
    await actions(page).getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page.getByText('Payment confirmed')).toBeVisible();
    await expect(invoiceCard(page)).toContainText(INVOICE_NUMBER);
    const invoiceNumber = INVOICE_NUMBER.exec((await invoiceCard(page).textContent()) ?? '')![0];
    const viewInvoice = invoiceCard(page).getByRole('link', { name: 'View invoice' });
    await expect(viewInvoice).toHaveAttribute('target', '_blank');
    expect(await expectFile(page.request, viewInvoice, 'application/pdf')).toMatch(/^%PDF-/);
    if (process.env.SHOTS_DIR) await atEachWidth(page, 'admin-order-invoice');

    // The shopper's /orders links the same invoice, with its number.
    await shopper.goto('/orders');
    await waitForHydration(shopper);
    const card = shopper.getByRole('article', { name: orderId });
    await expect(card).toContainText(invoiceNumber);
    const download = card.getByRole('link', { name: 'Download invoice' });
    await expect(download).toHaveAttribute('target', '_blank');
    expect(await expectFile(shopper.request, download, 'application/pdf')).toMatch(/^%PDF-/);
    await expect(card.getByRole('link', { name: 'Download credit note' })).toHaveCount(0);
    await atEachWidth(shopper, 'orders-invoice');

    // Cancelling the invoiced order issues the credit note: both screens link it.
    await page.setViewportSize({ width: 1366, height: 900 });
    await openOrderPage(page, orderId);
    await actions(page).getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel order' });
    await cancel.getByLabel('Reason').fill('The customer changed their mind');
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Order cancelled')).toBeVisible();
    await expect(invoiceCard(page)).toContainText(CREDIT_NOTE_NUMBER);
    expect(await expectFile(page.request, invoiceCard(page).getByRole('link', { name: 'View credit note' }), 'application/pdf')).toMatch(/^%PDF-/);
    if (process.env.SHOTS_DIR) await atEachWidth(page, 'admin-order-credit-note');

    await shopper.reload();
    await expect(card).toContainText(CREDIT_NOTE_NUMBER);
    expect(await expectFile(shopper.request, card.getByRole('link', { name: 'Download credit note' }), 'application/pdf')).toMatch(/^%PDF-/);

    // The GST report of this IST month (the order was placed just now): the admin's nav leads there.
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'GST report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'GST report' })).toBeVisible();
    const month = istMonthOf(Date.now());
    await page.goto(`/admin/reports/gst?month=${month}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Month')).toHaveValue(month);
    await expect(page.getByRole('table', { name: `B2CS, ${monthLabel(month)}` }).getByRole('row').filter({ hasText: '29-Karnataka' }).first()).toBeVisible();
    await expect(page.getByRole('table', { name: `HSN summary, ${monthLabel(month)}` }).locator('tbody tr').first()).toBeVisible();
    const documents = page.getByRole('table', { name: `Documents issued, ${monthLabel(month)}` });
    await expect(documents.getByRole('row').filter({ hasText: 'Invoices' })).toContainText(INVOICE_NUMBER);
    await expect(documents.getByRole('row').filter({ hasText: 'Credit notes' })).toContainText(CREDIT_NOTE_NUMBER);
    const csv = await expectFile(page.request, page.getByRole('link', { name: 'Download summary CSV' }), 'text/csv');
    expect(csv).toContain('B2CS');
    expect(csv).toContain('29-Karnataka');
    // The GSTR-1 files for the offline tool, each with the table it fills, and the zip (docs/decisions/0036).
    const files = page.getByRole('region', { name: 'Files for the GST offline tool' });
    for (const [table, title] of Object.entries(TABLE_TITLES)) await expect(files.getByRole('listitem').filter({ has: page.getByRole('link', { name: `${table}.csv` }) })).toContainText(title);
    const b2cs = await expectFile(page.request, files.getByRole('link', { name: 'b2cs.csv' }), 'text/csv');
    expect(b2cs.split('\r\n')[0]).toBe('Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN');
    expect(await expectFile(page.request, files.getByRole('link', { name: 'docs.csv' }), 'text/csv')).toMatch(new RegExp(`\r\nInvoices for outward supply,${INVOICE_NUMBER.source},`));
    expect(await expectFile(page.request, files.getByRole('link', { name: 'Download all files (zip)' }), 'application/zip')).toMatch(/^PK/);
    await atEachWidth(page, 'gst-report');

    // A month without invoices says so; the picker puts the month in the URL.
    await page.getByLabel('Month').selectOption('2025-01');
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page).toHaveURL(/month=2025-01/);
    await expect(page.getByText('No invoices in January 2025')).toBeVisible();
    if (process.env.SHOTS_DIR) await atEachWidth(page, 'gst-report-empty');
  } finally {
    await shopperContext.close();
  }
});

test('the admin’s document and report addresses send a signed-out visitor, or a shopper, to the admin login', async ({ page }) => {
  const paths = ['/admin/reports/gst', '/admin/reports/gst.csv?from=2026-10-01&to=2026-10-31', '/admin/reports/gst.zip?from=2026-10-01&to=2026-10-31', '/admin/orders/ORD-AAAAAAAAA/invoice.pdf', '/admin/orders/ORD-AAAAAAAAA/credit-note.pdf'];
  for (const path of paths) {
    await page.goto(path);
    await expectPath(page, '/admin/login');
  }
  // A shopper's session is no admin's: the same addresses stay closed to it.
  await signUpViaApi(page);
  const response = await page.request.get('/admin/reports/gst.csv?from=2026-10-01&to=2026-10-31', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/admin/login');
});
