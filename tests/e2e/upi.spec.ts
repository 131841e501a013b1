import { devices } from '@playwright/test';
import { formatRupees } from '../../common/money';
import { expectPath, signUpViaApi } from './accounts';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { addToCartViaApi, checkoutDialog, expectAmount } from './shop';

// The 'upi' project runs this file against a second server with PAYMENT_PROVIDER=upi,
// UPI_VPA=haat@upi and COD_ENABLED=true (playwright.config.ts).

async function checkoutCart(page: Parameters<typeof signUpViaApi>[0], request: Parameters<typeof allProducts>[0]) {
  const product = (await allProducts(request)).find(isFreelyBuyable)!;
  await signUpViaApi(page);
  await addToCartViaApi(page, product);
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(checkoutDialog(page)).toBeVisible();
  return product;
}

test('Pay shows the UPI QR screen with the amount and the note', async ({ page, request }) => {
  const product = await checkoutCart(page, request);
  const total = product.discountPrice + 60;
  await checkoutDialog(page).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Order created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/upi%3A%2F%2Fpay%3F/);
  await expect(page.getByRole('heading', { name: 'Scan and Pay to Complete Your Order' })).toBeVisible();
  await expect(page.getByText('Please use your UPI app to scan the QR code and make the payment.')).toBeVisible();
  const qr = page.getByRole('img', { name: 'UPI payment QR code' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('width', '250');
  await expect(qr.locator('image')).toHaveAttribute('href', '/upi-logo.svg');
  await expect(page.getByText(`Amount: ${formatRupees(total)}`)).toBeVisible();
  await expect(page.getByText(/^Note: Order ORD-[0-9A-Z]{9}$/)).toBeVisible();
  await expect(page.getByText("Once you've made the payment, your order will be processed.")).toBeVisible();
  // A desktop has no UPI app to open.
  await expect(page.getByRole('link', { name: 'Or click here to pay through APP' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ userAgent: devices['Pixel 7'].userAgent });

  test('the UPI screen also offers to open the UPI app', async ({ page, request }) => {
    await checkoutCart(page, request);
    await checkoutDialog(page).getByRole('button', { name: 'Pay' }).click();
    const appLink = page.getByRole('link', { name: 'Or click here to pay through APP' });
    await expect(appLink).toBeVisible();
    await expect(appLink).toHaveAttribute('href', /^upi:\/\/pay\?pa=haat@upi&/);
  });
});

test('cash on delivery adds the COD charge and confirms the order', async ({ page, request }) => {
  const product = await checkoutCart(page, request);
  const dialog = checkoutDialog(page);
  await expect(dialog.getByRole('radio', { name: /Pay Online/ })).toBeChecked();
  await expect(dialog.getByText('COD charge')).toHaveCount(0);
  // A real provider (UPI straight to the shop): no test-mode notice.
  await expect(dialog.getByText('Test mode: no real money moves.')).toHaveCount(0);
  await dialog.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expectAmount(page, 'COD charge', product.codCharge);
  await expectAmount(page, 'Total', product.discountPrice + 60 + product.codCharge);
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order created successfully!')).toBeVisible();
  await expectPath(page, '/orderSuccess');
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  expect(orderId).toMatch(/^ORD-[0-9A-Z]{9}$/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();

  await page.goto('/orders');
  const order = page.getByRole('article', { name: orderId });
  await expect(order).toContainText('Cash on Delivery');
  await expect(order).toContainText(formatRupees(product.discountPrice + 60 + product.codCharge));
});

test('cash on delivery: a second click while the order is placed says to wait', async ({ page, request }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payments/cod', async (route) => {
    await held;
    await route.continue();
  });
  await checkoutCart(page, request);
  await checkoutDialog(page).getByRole('radio', { name: /Cash on Delivery/ }).check();
  // The COD quote first: while it is asked, a click says 'Please wait...' and places nothing.
  await expect(checkoutDialog(page).getByText('COD charge', { exact: true })).toBeVisible();
  await expect(checkoutDialog(page).locator('dl[aria-busy="true"]')).toHaveCount(0);
  const placeOrder = checkoutDialog(page).getByRole('button', { name: 'Place Order' });
  await placeOrder.click();
  await placeOrder.click();
  await expect(page.getByText('Please wait while we confirm your order!')).toBeVisible();
  release();
  await expectPath(page, '/orderSuccess');
});

test('cash on delivery: the confirmation replaces the cart page, so Back never reopens a placed checkout', async ({ page, request }) => {
  // A page before the cart, to go back to.
  await page.goto('/');
  await checkoutCart(page, request);
  const sent: (string | null)[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.url().endsWith('/api/payments/cod')) sent.push(sentRequest.headers()['idempotency-key'] ?? null);
  });
  await checkoutDialog(page).getByRole('radio', { name: /Cash on Delivery/ }).check();
  await checkoutDialog(page).getByRole('button', { name: 'Place Order' }).click();
  await expectPath(page, '/orderSuccess');
  // One key per opening of the modal, sent with the order.
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/^[0-9a-f]{32}$/);
  await page.goBack();
  await expectPath(page, '/');
  await expect(checkoutDialog(page)).toHaveCount(0);
  await page.goto('/orders');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('/orderSuccess shows an order id only to the customer whose order it is', async ({ page, request, browser }) => {
  await checkoutCart(page, request);
  await checkoutDialog(page).getByRole('radio', { name: /Cash on Delivery/ }).check();
  await checkoutDialog(page).getByRole('button', { name: 'Place Order' }).click();
  await expectPath(page, '/orderSuccess');
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.reload();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();

  // A made-up id, to the same customer: no id confirmed.
  await page.goto('/orderSuccess?orderId=ANYTHING');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText('ANYTHING')).toHaveCount(0);
  await expect(page.getByText('Order ID:')).toHaveCount(0);

  // The real id, to a visitor and to another customer: not shown.
  for (const signedIn of [false, true]) {
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const other = await context.newPage();
    if (signedIn) await signUpViaApi(other);
    await other.goto(`/orderSuccess?orderId=${orderId}`);
    await expect(other.getByText(orderId)).toHaveCount(0);
    await context.close();
  }
});
