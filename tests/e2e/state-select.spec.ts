import type { Page } from '@playwright/test';
import type { User } from '../../common/accounts';
import type { Product } from '../../common/catalog';
import type { Order } from '../../common/orders';
import { expectPath, newCustomer, openForm, signUpViaApi } from './accounts';
import { adminLoginViaApi } from './admin';
import { expectNoSeriousViolations } from './axe';
import { setOrderStateCode, storeUnresolvedState } from './database';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { answerOnSimulator, openCartCheckout, placeOnlineOrderViaApi } from './shop';
import { PAYMENT_CONFIRMED_MS } from './timeouts';

/**
 * The state of every address is chosen from the GST states and union territories (docs/decisions/0037):
 * signup, /account, the checkout modal's address, and the shop's correction of an order whose stored
 * state names none, or whose invoice names another state (docs/decisions/0038). Each at a phone's and a laptop's width, with axe.
 */

const WIDTHS = [390, 1366] as const;

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function profileState(page: Page): Promise<{ state: string; zipCode: string }> {
  const { address } = (await (await page.request.get('/api/user/profile')).json()) as User;
  return { state: address.state, zipCode: address.zipCode };
}

async function demoProduct(page: Page): Promise<Product> {
  const listed = (await allProducts(page.request)).find((candidate) => isFreelyBuyable(candidate) && !candidate.name.startsWith('E2E') && candidate.colors.length > 0);
  expect(listed, 'an in-stock demo product').toBeDefined();
  return (await (await page.request.get(`/api/products/${listed!._id}`)).json()) as Product;
}

for (const width of WIDTHS) {
  test(`signup: the state is chosen from the list, and a PIN of another state is refused under its field (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const customer = newCustomer();
    await openForm(page, '/signup', 'Next');
    await field(page, 'Name').fill(customer.name);
    await field(page, 'Email').fill(customer.email);
    await field(page, 'Password').fill(customer.password);
    await page.getByRole('button', { name: 'Next' }).click();

    const state = page.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveValue('');
    await expect(state.locator('option').first()).toHaveText('Select state');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(state).toHaveAccessibleDescription('State is required');

    await field(page, 'Phone Number').fill(customer.phoneNumber);
    await field(page, 'Street').fill('4 Adyar Main Road');
    await field(page, 'City').fill('Chennai');
    await state.selectOption('Tamil Nadu');
    await field(page, 'PIN code').fill('560001');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const pin = field(page, 'PIN code');
    await expect(pin).toHaveAccessibleDescription('This PIN code is not in Tamil Nadu');
    await expect(state).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, { name: `signup with a state (${width})`, testInfo });
    await shot(page, `state-select-signup-${width}`);

    await pin.fill('600020');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Account Created!')).toBeVisible();
    await expectPath(page, '/');
    expect(await profileState(page)).toEqual({ state: 'Tamil Nadu', zipCode: '600020' });
  });

  test(`/account: a stored state the list cannot read shows as what to change; the chosen one is saved (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const customer = await signUpViaApi(page);
    await storeUnresolvedState(testInfo, { users: customer.email }, 'Madras State');
    await page.goto('/account');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Edit address' }).click();

    const state = page.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveValue('Madras State');
    await expect(state.locator('option:checked')).toHaveText('Madras State (not on the list)');
    await expect(state.locator('option:checked')).toBeDisabled();

    await state.selectOption('Tamil Nadu');
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    // The account's Karnataka PIN does not fit Tamil Nadu.
    await expect(field(page, 'PIN code')).toHaveAccessibleDescription('This PIN code is not in Tamil Nadu');
    await expectNoSeriousViolations(page, { name: `account address with a state (${width})`, testInfo });
    await shot(page, `state-select-account-${width}`);

    await field(page, 'PIN code').fill('600018');
    await save.click();
    await expect(page.getByText('Updated Address!')).toBeVisible();
    await expect(page.getByRole('main').getByText('Tamil Nadu', { exact: true })).toBeVisible();
    expect(await profileState(page)).toEqual({ state: 'Tamil Nadu', zipCode: '600018' });
  });

  test(`the checkout modal changes the delivery address in place, state from the list (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page);
    const dialog = await openCartCheckout(page, await demoProduct(page));
    await dialog.getByRole('button', { name: 'Change delivery address' }).click();

    const state = dialog.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveValue('Karnataka');
    await state.selectOption('Kerala');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByLabel('PIN code', { exact: true })).toHaveAccessibleDescription('This PIN code is not in Kerala');
    await expectNoSeriousViolations(page, { name: `checkout modal address (${width})`, include: '[role=dialog]', testInfo });
    await shot(page, `state-select-checkout-${width}`);

    await dialog.getByLabel('PIN code', { exact: true }).fill('682001');
    await dialog.getByLabel('City', { exact: true }).fill('Kochi');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated Address!')).toBeVisible();
    const deliverTo = dialog.getByRole('region', { name: 'Delivery address' });
    await expect(deliverTo).toContainText('Kochi, Kerala 682001');
    expect(await profileState(page)).toEqual({ state: 'Kerala', zipCode: '682001' });
  });

  test(`the shop corrects an order whose stored state is no GST state, reached from its order page (${width} px)`, async ({ page, browser, baseURL }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    // A customer's unpaid online order, stored as one from before states were checked.
    const shopper = await browser.newContext({ baseURL });
    let orderId: string;
    try {
      const customerPage = await shopper.newPage();
      const customer = await signUpViaApi(customerPage);
      await placeOnlineOrderViaApi(customerPage, customer, await demoProduct(customerPage));
      // The new customer's one order.
      const [order] = (await (await customerPage.request.get('/api/orders/user')).json()) as Order[];
      orderId = order!.customOrderId;
    } finally {
      await shopper.close();
    }
    await storeUnresolvedState(testInfo, { orders: orderId }, 'Madras State');

    await adminLoginViaApi(page);
    // The orders list says there are orders to correct; the order's page says why it has no invoice, with the way there.
    await page.goto('/admin/orders');
    await expect(page.getByRole('main').getByRole('link', { name: 'Orders to correct' })).toHaveAttribute('href', '/admin/orders/unresolved-states');
    await page.goto(`/admin/orders/edit/${orderId}`);
    await waitForHydration(page);
    await expect(page.getByRole('alert').filter({ hasText: 'No invoice: the delivery address’s state ‘Madras State’ is not a GST state.' })).toBeVisible();
    await page.getByRole('link', { name: 'Correct it in Orders to correct' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders to correct' })).toBeVisible();
    await waitForHydration(page);

    const form = page.getByRole('form', { name: `Correct the delivery state of ${orderId}` });
    const state = form.getByRole('combobox', { name: 'State' });
    await expect(state.locator('option:checked')).toHaveText('Madras State (not on the list)');
    await state.selectOption('Tamil Nadu');
    await form.getByLabel('PIN code', { exact: true }).fill('560001');
    await form.getByRole('button', { name: /Correct address/ }).click();
    await expect(form.getByLabel('PIN code', { exact: true })).toHaveAccessibleDescription('This PIN code is not in Tamil Nadu');
    await expectNoSeriousViolations(page, { name: `orders to correct (${width})`, testInfo });
    await shot(page, `state-select-correction-${width}`);

    await form.getByLabel('PIN code', { exact: true }).fill('600018');
    await form.getByRole('button', { name: /Correct address/ }).click();
    await expect(page.getByText(`${orderId} corrected`)).toBeVisible();
    await expect(form).toHaveCount(0);

    // The order's page shows the state with its code: the place of supply.
    await page.goto(`/admin/orders/edit/${orderId}`);
    await expect(page.getByRole('definition').filter({ hasText: 'Tamil Nadu (33) 600018' })).toBeVisible();
    await expect(page.getByText('Delivery address corrected')).toBeVisible();
  });
  test(`the shop replaces an invoice issued at another place of supply by a credit note and a new invoice (${width} px)`, async ({ page, browser, baseURL }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    // A customer's online order, invoiced when paid at another state than the address's, as
    // orders were before states were checked; then the address's code again.
    const shopper = await browser.newContext({ baseURL });
    let orderId: string;
    let own: string | null;
    let wrong = '29';
    try {
      const customerPage = await shopper.newPage();
      const customer = await signUpViaApi(customerPage);
      const placed = await placeOnlineOrderViaApi(customerPage, customer, await demoProduct(customerPage));
      orderId = placed.orderId;
      own = await setOrderStateCode(testInfo, orderId, wrong);
      if (own === wrong) await setOrderStateCode(testInfo, orderId, (wrong = '33'));
      await customerPage.goto(placed.paymentLink);
      await answerOnSimulator(customerPage, 'Pay successfully');
    } finally {
      await shopper.close();
    }
    await adminLoginViaApi(page);
    let invoiceNumber = '';
    await expect(async () => {
      const order = (await (await page.request.get(`/api/orders/${orderId}`, { headers: { 'X-Use-Admin-Token': 'true' } })).json()) as Order;
      expect(order.invoice).not.toBeNull();
      invoiceNumber = order.invoice!.number;
    }).toPass({ timeout: PAYMENT_CONFIRMED_MS });
    await setOrderStateCode(testInfo, orderId, own!);

    await page.goto('/admin/orders/unresolved-states');
    await waitForHydration(page);
    const card = page.getByRole('region', { name: orderId });
    await expect(card.getByText(new RegExp(`^Invoiced with place of supply .+ \\(${wrong}\\); the address is in .+ \\(${own}\\)\\.$`))).toBeVisible();
    await expect(card.getByRole('note')).toContainText('issues a credit note for the invoice and a new invoice');
    await expectNoSeriousViolations(page, { name: `orders to correct, invoiced (${width})`, testInfo });
    await shot(page, `state-select-reissue-${width}`);

    // The stored state is right: saving it as it is re-issues the invoice.
    const form = page.getByRole('form', { name: `Correct the delivery state of ${orderId}` });
    await form.getByRole('button', { name: /Correct address/ }).click();
    await expect(page.getByText(new RegExp(`^${orderId} corrected: invoice ${invoiceNumber} credited and replaced by `))).toBeVisible();
    await expect(form).toHaveCount(0);

    await page.goto(`/admin/orders/edit/${orderId}`);
    await waitForHydration(page);
    await expect(page.getByText('Invoice corrected')).toBeVisible();
    const replaced = page.getByRole('link', { name: `View invoice ${invoiceNumber} (PDF, opens in a new tab)` });
    await expect(replaced).toHaveAttribute('href', `/admin/orders/${orderId}/invoice.pdf?number=${encodeURIComponent(invoiceNumber)}`);
    const creditNote = page.getByRole('link', { name: /^View credit note CN\// });
    const pdf = await page.request.get((await creditNote.getAttribute('href'))!);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await expectNoSeriousViolations(page, { name: `order page after a correction (${width})`, testInfo });
    await shot(page, `state-select-reissued-order-${width}`);
  });
}
