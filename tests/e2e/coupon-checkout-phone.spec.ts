import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import type { Product } from '../../common/catalog';
import { COUPON_REFUSALS, couponDiscountPaise } from '../../common/coupon-rules';
import { formatPaiseExact, formatRupees, fromPaise, toPaise } from '../../common/money';
import { signUpViaApi } from './accounts';
import { adminLoginViaApi } from './admin';
import { openOrderPage } from './admin-order';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { answerOnSimulator, checkoutDialog, expectAmount } from './shop';
import { PAYMENT_CONFIRMED_MS } from './timeouts';

/**
 * A coupon at checkout on a 390 px phone (docs/decisions/0060): the admin makes one through the
 * API, a new shopper types it in lower case into 'Complete Order' (a wrong code first), pays
 * through the PhonePe simulator, and finds the discount on the confirmation, on /orders, on the
 * invoice PDF and on the admin's order page. SHOTS_DIR=dir saves the modal at 390 and 1366 px.
 */

const ADMIN_HEADER = { 'X-Use-Admin-Token': 'true' };
const PERCENT = 10;

/** A code no other run uses (3..20 of A–Z, 0–9). */
const uniqueCode = () => `E2E${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase().slice(0, 20);

/** The admin, in a browser context of their own, signed in through the API. */
async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await adminLoginViaApi(page);
  return page;
}

async function createCoupon(admin: Page, code: string): Promise<string> {
  const created = await admin.request.post('/api/admin/coupons', { data: { code, type: 'percent', value: PERCENT }, headers: ADMIN_HEADER });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/** A demo product anyone may buy, dear enough that its 10 % is a round figure of paise. */
async function product(page: Page): Promise<Product> {
  return (await allProducts(page.request)).find((candidate) => isFreelyBuyable(candidate) && candidate.discountPrice >= 100)!;
}

async function openBuyNow(page: Page, item: Product): Promise<Locator> {
  await page.goto(`/product/${item._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

const discountRow = (dialog: Locator, code: string) => dialog.locator('dl > div').filter({ has: dialog.page().getByText(`Discount (${code})`, { exact: true }) });

async function shots(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await sheetSettled(page);
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  // Back on the phone the sheet slides in again.
  await sheetSettled(page);
}

async function sheetSettled(page: Page): Promise<void> {
  await expect.poll(() => checkoutDialog(page).evaluate((element) => element.getAnimations().length)).toBe(0);
}

test('a coupon typed in lower case: a wrong one says so, the right one takes its discount off, and the order, the invoice and the admin show it', async ({ page, browser, baseURL }) => {
  test.slow();
  const code = uniqueCode();
  const admin = await adminPage(browser, baseURL);
  let id: string | null = null;
  try {
    id = await createCoupon(admin, code);
    const item = await product(page);
    const discountPaise = couponDiscountPaise({ type: 'percent', value: PERCENT, maxDiscountPaise: null }, toPaise(item.discountPrice));
    const discount = fromPaise(discountPaise);
    const full = fromPaise(toPaise(item.discountPrice) + toPaise(item.deliveryCharge));
    const total = fromPaise(toPaise(full) - discountPaise);
    await signUpViaApi(page);
    const dialog = await openBuyNow(page, item);
    const field = dialog.getByRole('textbox', { name: 'Coupon code' });

    // A wrong code, applied with Enter (which places no order): the server's words, tied to the field, no discount.
    await field.fill('nosuch1');
    await field.press('Enter');
    await expect(dialog.getByText(COUPON_REFUSALS.unknown, { exact: true })).toBeVisible();
    await expect(field).toHaveAccessibleDescription(COUPON_REFUSALS.unknown);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(/^Discount/)).toHaveCount(0);
    await expectAmount(page, 'Total', full);
    await expect(page).toHaveURL(new RegExp(`/product/${item._id}`));
    await shots(page, 'coupon-error');

    // The field and Apply share one row on the phone.
    const apply = dialog.getByRole('button', { name: 'Apply' });
    const [fieldBox, applyBox] = [(await field.boundingBox())!, (await apply.boundingBox())!];
    expect(Math.abs(fieldBox.y + fieldBox.height / 2 - (applyBox.y + applyBox.height / 2))).toBeLessThan(2);
    expect(applyBox.x + applyBox.width).toBeLessThanOrEqual(390);

    // The right code in lower case: the quote's discount and total, and Pay commits to that total.
    await field.fill(code.toLowerCase());
    await expect(dialog.getByText(COUPON_REFUSALS.unknown)).toHaveCount(0);
    await apply.click();
    await expect(discountRow(dialog, code).locator('dd')).toHaveText(`-${formatRupees(discount)}`);
    await expectAmount(page, 'Subtotal', item.discountPrice);
    await expectAmount(page, 'Total', total);
    await expect(field).toHaveValue(code);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByRole('button', { name: `Pay ${formatRupees(total)}` })).toBeVisible();

    // Remove gives the full total back; applied again, the discount returns.
    await dialog.getByRole('button', { name: /^Remove/ }).click();
    await expect(discountRow(dialog, code)).toHaveCount(0);
    await expectAmount(page, 'Total', full);
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    await expect(discountRow(dialog, code).locator('dd')).toHaveText(`-${formatRupees(discount)}`);
    await expectAmount(page, 'Total', total);
    await expectNoSeriousViolations(page, { name: 'Complete Order with a coupon at 390 px', include: '[role=dialog]', testInfo: test.info() });
    await shots(page, 'coupon-applied');

    await dialog.getByRole('button', { name: `Pay ${formatRupees(total)}` }).click();
    await answerOnSimulator(page, 'Pay successfully');
    const orderId = new URL(page.url()).searchParams.get('reference')!;
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });
    await expect(page.getByText(`Payment of ${formatRupees(total)} received.`)).toBeVisible();
    await expect(page.getByText(`Discount (${code})`, { exact: true })).toBeVisible();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/coupon-paid-390.png`, fullPage: true });

    // 'Your Orders': the discount among the order's figures.
    await page.goto('/orders');
    await waitForHydration(page);
    const price = page.getByRole('article', { name: orderId }).getByLabel(`Price of ${orderId}`);
    await expect(price.locator('div').filter({ hasText: `Discount (${code})` }).locator('dd')).toHaveText(`-${formatRupees(discount)}`);
    await expect(price.locator('div').filter({ hasText: 'Total' }).locator('dd')).toHaveText(formatRupees(total));
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/coupon-orders-390.png`, fullPage: true });

    // The invoice (issued with the payment) has the Discount column, the discount and the total.
    const download = page.getByRole('article', { name: orderId }).getByRole('link', { name: 'Download invoice' });
    await expect(download).toBeVisible();
    const pdf = await page.request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    expect(text).toContain('Discount');
    expect(text).toContain(formatPaiseExact(discountPaise));
    expect(text).toContain(formatPaiseExact(toPaise(total)));

    // The admin's order page.
    await openOrderPage(admin, orderId);
    await expect(admin.getByText(`Discount (${code}) -${formatRupees(discount)}`)).toBeVisible();
  } finally {
    // Tidy: a coupon an order took is switched off and kept (docs/decisions/0060).
    if (id !== null) await admin.request.delete(`/api/admin/coupons/${id}`, { headers: ADMIN_HEADER });
    await admin.context().close();
  }
});

test.describe('a coupon gone before Pay', () => {
  // The order's 409 is the point here.
  test.use({ expectedConsoleErrors: /status of 409/ });

  test('the order refused for its coupon says why under the field, drops the coupon and is placed without it', async ({ page, browser, baseURL }) => {
    test.slow();
    const code = uniqueCode();
    const admin = await adminPage(browser, baseURL);
    try {
      const id = await createCoupon(admin, code);
      const item = await product(page);
      const full = fromPaise(toPaise(item.discountPrice) + toPaise(item.deliveryCharge));
      await signUpViaApi(page);
      const dialog = await openBuyNow(page, item);
      const field = dialog.getByRole('textbox', { name: 'Coupon code' });
      await field.fill(code);
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(discountRow(dialog, code)).toBeVisible();

      // Deleted by the shop meanwhile: to the shopper, it does not exist.
      const deleted = await admin.request.delete(`/api/admin/coupons/${id}`, { headers: ADMIN_HEADER });
      expect(deleted.status(), await deleted.text()).toBe(200);
      await dialog.getByRole('button', { name: /^Pay/ }).click();
      await expect(dialog.getByText(COUPON_REFUSALS.unknown, { exact: true })).toBeVisible();
      await expect(field).toHaveAccessibleDescription(COUPON_REFUSALS.unknown);
      await expect(discountRow(dialog, code)).toHaveCount(0);
      await expectAmount(page, 'Total', full);

      await dialog.getByRole('button', { name: `Pay ${formatRupees(full)}` }).click();
      await answerOnSimulator(page, 'Pay successfully');
      await expect(page.getByText(`Payment of ${formatRupees(full)} received.`)).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });
      await expect(page.getByText(/^Discount/)).toHaveCount(0);
    } finally {
      await admin.context().close();
    }
  });
});

/** The PDF as a person's reader gives it back (poppler's pdftotext -layout). */
function pdfText(body: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'coupon-invoice-'));
  try {
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, body);
    return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
