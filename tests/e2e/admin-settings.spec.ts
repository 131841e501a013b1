import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { GSTIN_MESSAGES } from '../../common/gst/gstin';
import { SETTINGS_MESSAGES, type ShopSettings } from '../../common/settings';
import { adminLoginViaApi, adminNav, E2E_ADMIN } from './admin';
import { expectNoSeriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

/**
 * /admin/settings (docs/decisions/0018) and the storefront showing what the admin saved: the footer
 * and /contact (legal name, support contacts, grievance officer; social links only when set).
 * Every spec shares one database: this one changes the shop's details only (never COD, charges or
 * delivery days, which other specs check), runs its tests in order, and puts the settings it found
 * back at the end. SHOTS_DIR=dir saves screenshots at 390 and 1366 px there.
 */
test.describe.configure({ mode: 'serial' });

const LEGAL_NAME = 'E2E Kavya Handlooms Private Limited';
const SUPPORT_EMAIL = 'help@kavya.example.in';
const OFFICER = { name: 'R. Kavya', email: 'grievance@kavya.example.in' };
const INSTAGRAM = 'https://www.instagram.com/kavyahandlooms';
const WIDTHS = [390, 1366] as const;

let admin: APIRequestContext;
let original: ShopSettings;

test.beforeAll(async () => {
  // The admin's own API client (a bearer token: no cookies, no browser), to read and restore the settings.
  const baseURL = test.info().project.use.baseURL;
  const login = await playwrightRequest.newContext({ baseURL });
  const { token } = (await (await login.post('/api/admin/login', { data: E2E_ADMIN, headers: { 'X-Use-Admin-Token': 'true' } })).json()) as { token: string };
  await login.dispose();
  admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const response = await admin.get('/api/admin/settings');
  expect(response.status()).toBe(200);
  original = (await response.json()) as ShopSettings;
});

test.afterAll(async () => {
  // The other specs see the shop as they found it.
  const restored = await admin.put('/api/admin/settings', { data: original });
  expect(restored.status(), await restored.text()).toBe(200);
  await admin.dispose();
});

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

const footer = (page: Page) => page.getByRole('contentinfo');

test('the admin saves the shop’s details, and the footer and contact page show them', async ({ page, browser }) => {
  // A long walk: the form, the API, then the storefront as a visitor.
  test.slow();
  // Before: no social links are set, so the footer links to none (no bare instagram.com).
  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await visitor.goto('/');
  await expect(footer(visitor).getByRole('link', { name: 'Grievance Officer' })).toHaveAttribute('href', '/contact#grievance');
  await expect(footer(visitor).getByRole('link', { name: /Instagram|Facebook|^X|YouTube/ })).toHaveCount(0);

  await adminLoginViaApi(page);
  await page.goto('/admin/products');
  await adminNav(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  await expect(page.getByText('Invoices are numbered INV/')).toBeVisible();

  await page.getByLabel('Legal name').fill(LEGAL_NAME);
  await page.getByLabel('Street address').fill('14 Chickpet Main Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('PIN code').fill('560053');
  // One choice for the address's state and the GST state code (docs/decisions/0037).
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Karnataka (29)' });
  // A GSTIN with a typo in its check character.
  await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z5');
  await page.getByLabel('Support e-mail').fill(SUPPORT_EMAIL);
  await page.getByLabel('Phone', { exact: true }).first().fill('98765 43210');
  // The grievance officer's fields (the only 'Name' and 'E-mail' on the form).
  await page.getByLabel('Name', { exact: true }).fill(OFFICER.name);
  await page.getByLabel('E-mail', { exact: true }).fill(OFFICER.email);
  await page.getByLabel('Instagram').fill(INSTAGRAM);
  await page.getByRole('button', { name: 'Save settings' }).click();

  const gstin = page.getByLabel('GSTIN');
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toHaveAccessibleDescription(new RegExp(GSTIN_MESSAGES.checksum.replace(/[()]/g, '\\$&')));
  await expect(page.getByText(GSTIN_MESSAGES.checksum)).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `admin-settings-gstin-error-${width}`);
  }

  await gstin.fill('29AAGCB7383J1Z4');
  // The GST registration (docs/decisions/0035): an unregistered shop has no GSTIN, a composition
  // shop needs one; both said under the GSTIN before anything is saved (other specs share this shop).
  const registration = page.getByRole('group', { name: 'GST registration' });
  await expect(registration.getByRole('radio')).toHaveCount(3);
  await registration.getByRole('radio', { name: 'Unregistered' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toHaveAccessibleDescription(new RegExp(SETTINGS_MESSAGES.gstinUnregistered));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await registration.scrollIntoViewIfNeeded();
    await shot(page, `admin-settings-registration-error-${width}`);
  }
  await registration.getByRole('radio', { name: 'Composition' }).check();
  await gstin.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(gstin).toHaveAccessibleDescription(new RegExp(SETTINGS_MESSAGES.gstinRequired.replace(/[()]/g, '\\$&')));
  await gstin.fill('29AAGCB7383J1Z4');
  await registration.getByRole('radio', { name: 'Regular' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(gstin).not.toHaveAttribute('aria-invalid', 'true');

  const saved = (await (await admin.get('/api/admin/settings')).json()) as ShopSettings;
  expect(saved).toMatchObject({ legalName: LEGAL_NAME, stateCode: '29', registrationType: 'regular', gstin: '29AAGCB7383J1Z4', supportPhone: '9876543210', grievanceOfficer: OFFICER });
  expect(saved.socialLinks).toEqual({ instagram: INSTAGRAM, facebook: '', x: '', youtube: '' });
  // What this screen does not edit goes back as it was loaded.
  expect({ deliveryZones: saved.deliveryZones, codBlockedPinPrefixes: saved.codBlockedPinPrefixes, codEnabled: saved.codEnabled, defaultDeliveryDays: saved.defaultDeliveryDays }).toEqual({
    deliveryZones: original.deliveryZones,
    codBlockedPinPrefixes: original.codBlockedPinPrefixes,
    codEnabled: original.codEnabled,
    defaultDeliveryDays: original.defaultDeliveryDays,
  });

  // A visitor (no cookies: the public cache's pages) sees the new details at once.
  await visitor.goto('/');
  const visitorFooter = footer(visitor);
  await expect(visitorFooter.getByText(LEGAL_NAME).first()).toBeVisible();
  await expect(visitorFooter.getByText('14 Chickpet Main Road, Bengaluru, Karnataka 560053')).toBeVisible();
  await expect(visitorFooter.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(visitorFooter.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(visitorFooter.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', INSTAGRAM);
  await expect(visitorFooter.getByRole('link', { name: /Facebook|YouTube/ })).toHaveCount(0);

  await visitorFooter.getByRole('link', { name: 'Grievance Officer' }).click();
  await expect(visitor).toHaveURL(/\/contact#grievance$/);
  const main = visitor.getByRole('main');
  await expect(main.getByText(LEGAL_NAME)).toBeVisible();
  await expect(main.getByRole('link', { name: SUPPORT_EMAIL }).first()).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(main.getByRole('heading', { name: 'Grievance Officer' })).toHaveAttribute('id', 'grievance');
  await expect(main.getByText('Consumer Protection (E-Commerce) Rules, 2020')).toBeVisible();
  await expect(main.getByText(`Name: ${OFFICER.name}`)).toBeVisible();
  await expect(main.getByRole('link', { name: OFFICER.email })).toHaveAttribute('href', `mailto:${OFFICER.email}`);
  await expect(main.getByText(/example\.com/)).toHaveCount(0);
  await visitor.close();
});

test('the settings screen passes axe at 390 and 1366 px', async ({ page }) => {
  test.slow();
  await adminLoginViaApi(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/settings');
    await waitForHydration(page);
    await expect(page.getByLabel('Legal name')).toHaveValue(LEGAL_NAME);
    await expectNoSeriousViolations(page, { name: `admin settings ${width}`, testInfo: test.info() });
    await shot(page, `admin-settings-${width}`);
  }
});

test('the default GST rate: the saved one shown among GST’s rates, the one chosen sent with the settings (docs/decisions/0034)', async ({ page }) => {
  await adminLoginViaApi(page);
  await page.goto('/admin/settings');
  await waitForHydration(page);
  const rate = page.getByLabel('Default GST rate');
  await expect(rate).toHaveValue(String(original.defaultGstRate));
  await expect(rate.locator('option')).toHaveText(['0%', '0.25%', '3%', '5%', '12%', '18%', '28%', '40%']);
  await expect(rate).toHaveAccessibleDescription(/For a product saved without a rate of its own/);
  // Every spec shares the shop: the save is answered here, so other specs' new products keep the shop's rate.
  let sent: ShopSettings | undefined;
  await page.route('**/api/admin/settings', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    sent = route.request().postDataJSON() as ShopSettings;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(sent) });
  });
  await rate.selectOption({ label: '12%' });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  expect(sent?.defaultGstRate).toBe(12);
  await expect(rate).toHaveValue('12');
});

test.describe('a visitor', () => {
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('reads the contact page (axe) and the pages that give the shop’s details', async ({ page }) => {
        test.slow();
        await page.goto('/contact');
        await waitForHydration(page);
        await expect(page.getByRole('main').getByText(LEGAL_NAME)).toBeVisible();
        await expectNoSeriousViolations(page, { name: `contact ${width}`, testInfo: test.info() });
        await shot(page, `contact-${width}`);
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        if (process.env.SHOTS_DIR) await page.getByRole('contentinfo').screenshot({ path: `${process.env.SHOTS_DIR}/footer-${width}.png` });
        for (const path of ['/about', '/shipping-policy']) {
          await page.goto(path);
          await shot(page, `${path.slice(1)}-${width}`);
        }
        await expect(page.getByText('Your order is delivered within 5 working days after it is confirmed.', { exact: false })).toBeVisible();
      });
    });
  }
});
