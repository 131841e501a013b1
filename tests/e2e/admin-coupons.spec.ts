import type { Browser, Page } from '@playwright/test';
import { COUPON_FORM_MESSAGES, type Coupon, type CouponList } from '../../common/coupons';
import { couponDeleted, couponKept, couponSwitched, formatCouponDay, istToday } from '../../app/lib/admin-coupons';
import type { QuoteAnswer } from '../../common/orders';
import { expectPath, openForm, signUpViaApi } from './accounts';
import { adminLoginViaApi, adminNav } from './admin';
import { expectNoSeriousViolations, focusIndicator } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { pageWidth } from './layout';

/**
 * /admin/coupons (docs/decisions/0060) at a phone's 390 px and a laptop's 1366 px: the form's
 * messages (the server's, word for word), the list, its on/off switch, edit, delete behind a
 * dialog; axe on each screen. Every spec shares one database: each test makes its own coupon
 * (a code no other test uses) and deletes it. SHOTS_DIR=dir saves screenshots there.
 */
const WIDTHS = [390, 1366] as const;
const ADMIN_HEADER = { 'X-Use-Admin-Token': 'true' };

/** A code no other test uses: 'E2E' and 10 more capitals and digits. */
function uniqueCode(): string {
  return `E2E${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase().slice(0, 20);
}

/** `days` after today in India, YYYY-MM-DD. */
function istDay(days: number): string {
  return istToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

async function couponByCode(page: Page, code: string): Promise<Coupon | undefined> {
  const response = await page.request.get('/api/admin/coupons', { headers: ADMIN_HEADER });
  expect(response.status()).toBe(200);
  return ((await response.json()) as CouponList).coupons.find((coupon) => coupon.code === code);
}

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

const row = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a coupon is created (after its messages), listed, switched off and on, edited and deleted', async ({ page }) => {
      // A long walk over four screens, with axe on each.
      test.slow();
      const code = uniqueCode();
      const first = istDay(0);
      const last = istDay(30);
      await adminLoginViaApi(page);

      await page.goto('/admin/products');
      await adminNav(page).getByRole('link', { name: 'Coupons' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
      await page.getByRole('link', { name: 'New Coupon' }).click();
      await expectPath(page, '/admin/coupons/new');
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Create Coupon' })).toBeEnabled();

      // A bad code and no value: the messages under the fields, before anything is sent.
      const codeField = page.getByLabel('Code', { exact: true });
      await codeField.fill('ab');
      await page.getByRole('button', { name: 'Create Coupon' }).click();
      await expect(codeField).toHaveAttribute('aria-invalid', 'true');
      await expect(codeField).toHaveAccessibleDescription(new RegExp(COUPON_FORM_MESSAGES.code));
      await expect(page.getByLabel('Percent off')).toHaveAccessibleDescription(new RegExp(COUPON_FORM_MESSAGES.percent));
      await expectNoSeriousViolations(page, { name: `new coupon with messages ${width}`, testInfo: test.info() });
      await shot(page, `admin-coupon-messages-${width}`);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);

      // Typed in small letters: kept in capitals.
      await codeField.fill(code.toLowerCase());
      await page.getByLabel('Percent off').fill('10');
      await page.getByLabel('Maximum discount').fill('500');
      await page.getByLabel('Minimum order value').fill('999');
      await page.getByLabel('First day').fill(first);
      await page.getByLabel('Last day').fill(last);
      await page.getByLabel('Usage limit').fill('100');
      await page.getByLabel('Per-customer limit').fill('1');
      await page.getByRole('button', { name: 'Create Coupon' }).click();
      await expect(page.getByText('Coupon created successfully')).toBeVisible();
      await expectPath(page, '/admin/coupons');

      const created = await couponByCode(page, code);
      expect(created).toMatchObject({ type: 'percent', value: 10, maxDiscount: 500, minOrderValue: 999, startsAt: first, endsAt: last, usageLimit: 100, perCustomerLimit: 1, firstOrderOnly: false, active: true, used: 0 });
      const line = row(page, code);
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('10% off, up to ₹500');
      await expect(line).toContainText('min. ₹999');
      await expect(line).toContainText('1 per customer');
      await expect(line).toContainText(`${formatCouponDay(first)} – ${formatCouponDay(last)}`);
      await expect(line).toContainText('0 / 100');
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await expectNoSeriousViolations(page, { name: `coupons list ${width}`, testInfo: test.info() });
      await shot(page, `admin-coupons-${width}`);

      // Off by keyboard (it shows focus), then on again by a tap: the switch says so, the toast
      // too, and the server keeps it.
      const toggle = page.getByRole('switch', { name: `Active ${code}` });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await line.getByRole('link', { name: `Edit ${code}` }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(toggle).toBeFocused();
      expect((await focusIndicator(page)).visible).toBe(true);
      await page.keyboard.press('Space');
      await expect(page.getByText(couponSwitched(code, false))).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(toggle).toBeEnabled();
      expect((await couponByCode(page, code))?.active).toBe(false);
      await toggle.click();
      await expect(page.getByText(couponSwitched(code, true))).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(toggle).toBeEnabled();
      expect((await couponByCode(page, code))?.active).toBe(true);

      // Edit: a flat ₹150 instead; the cap's field goes with the percent.
      await line.getByRole('link', { name: `Edit ${code}` }).click();
      await expectPath(page, `/admin/coupons/edit/${created!._id}`);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Update Coupon' })).toBeEnabled();
      await expect(codeField).toHaveValue(code);
      await page.getByRole('radio', { name: 'Flat amount' }).check();
      await expect(page.getByLabel('Maximum discount')).toHaveCount(0);
      await page.getByLabel('Amount off (₹)').fill('150');
      await expectNoSeriousViolations(page, { name: `edit coupon ${width}`, testInfo: test.info() });
      await shot(page, `admin-coupon-edit-${width}`);
      await page.getByRole('button', { name: 'Update Coupon' }).click();
      await expect(page.getByText('Coupon updated successfully')).toBeVisible();
      await expectPath(page, '/admin/coupons');
      await expect(line).toContainText('₹150 off');
      expect(await couponByCode(page, code)).toMatchObject({ type: 'flat', value: 150, maxDiscount: null, minOrderValue: 999 });

      // Delete asks first: 'Keep coupon' keeps it, Delete deletes it (no order used it).
      await line.getByRole('button', { name: `Delete ${code}` }).click();
      const dialog = page.getByRole('dialog', { name: `Delete ${code}?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Keep coupon' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(line).toHaveCount(1);
      await line.getByRole('button', { name: `Delete ${code}` }).click();
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page, { name: `delete coupon dialog ${width}`, include: '[role=dialog]', testInfo: test.info() });
      await shot(page, `admin-coupon-delete-${width}`);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText(couponDeleted(code))).toBeVisible();
      await expect(line).toHaveCount(0);
      expect(await couponByCode(page, code)).toBeUndefined();
    });
  });
}

test.describe('a code already taken', () => {
  test.use({ expectedConsoleErrors: /409/ });

  test('is refused by the server, and the message shows under Code', async ({ page }) => {
    const code = uniqueCode();
    await adminLoginViaApi(page);
    const made = await page.request.post('/api/admin/coupons', { headers: ADMIN_HEADER, data: { code, type: 'flat', value: 50 } });
    expect(made.status(), await made.text()).toBe(201);

    await openForm(page, '/admin/coupons/new', 'Create Coupon');
    const codeField = page.getByLabel('Code', { exact: true });
    await codeField.fill(code);
    await page.getByRole('radio', { name: 'Flat amount' }).check();
    await page.getByLabel('Amount off (₹)').fill('75');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(page.getByText('Failed to create coupon')).toBeVisible();
    await expect(codeField).toHaveAccessibleDescription(new RegExp(COUPON_FORM_MESSAGES.codeTaken));
    await expectPath(page, '/admin/coupons/new');

    const { _id } = (await made.json()) as Coupon;
    expect((await page.request.delete(`/api/admin/coupons/${_id}`, { headers: ADMIN_HEADER })).status()).toBe(200);
  });
});

test('deleting a coupon some order used switches it off instead, and the toast says so', async ({ page, browser, baseURL }) => {
  const code = uniqueCode();
  await adminLoginViaApi(page);
  const made = await page.request.post('/api/admin/coupons', { headers: ADMIN_HEADER, data: { code, type: 'percent', value: 5 } });
  expect(made.status(), await made.text()).toBe(201);
  const coupon = (await made.json()) as Coupon;
  await placeOrderWithCoupon(browser, baseURL, code);

  await page.goto('/admin/coupons');
  await waitForHydration(page);
  await expect(row(page, code)).toContainText('1 /');
  await row(page, code).getByRole('button', { name: `Delete ${code}` }).click();
  await page.getByRole('dialog', { name: `Delete ${code}?` }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(couponKept(code))).toBeVisible();
  await expect(row(page, code).getByRole('switch', { name: `Active ${code}` })).toHaveAttribute('aria-checked', 'false');
  expect(await couponByCode(page, code)).toMatchObject({ _id: coupon._id, active: false, everUsed: true, used: 1 });
});

/** A new shopper (in a browser context of its own) orders a demo product online with the coupon, at the quote's total (unpaid, it holds its use). */
async function placeOrderWithCoupon(browser: Browser, baseURL: string | undefined, code: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const shopper = await context.newPage();
    const customer = await signUpViaApi(shopper);
    const product = (await allProducts(shopper.request)).find((candidate) => isFreelyBuyable(candidate) && !candidate.name.startsWith('E2E') && candidate.colors.length > 0)!;
    const products = [{ productId: product._id, quantity: 1, color: product.colors[0]!.name }];
    const quote = (await (await shopper.request.post('/api/checkout/quote', { data: { products, paymentMethod: 'online', couponCode: code.toLowerCase() } })).json()) as QuoteAnswer;
    expect(quote.coupon?.code).toBe(code);
    const placed = await shopper.request.post('/api/payments/phonepe', {
      data: { products, deliveryAddress: customer.address, contactNumber: customer.phoneNumber, name: customer.name, email: customer.email, totalPrice: quote.total, couponCode: code },
    });
    expect(placed.status(), await placed.text()).toBe(200);
  } finally {
    await context.close();
  }
}

test('a coupon that is not there is the admin’s 404, in the server’s words', async ({ page }) => {
  await adminLoginViaApi(page);
  const response = await page.goto('/admin/coupons/edit/no-such-coupon');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
  await expect(page.getByText(COUPON_FORM_MESSAGES.notFound)).toBeVisible();
  await expect(adminNav(page).getByRole('link', { name: 'Coupons' })).toBeVisible();
});
