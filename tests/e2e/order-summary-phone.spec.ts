import { formatRupees } from '../../common/money';
import type { Order } from '../../common/orders';
import { signUpViaApi } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test } from './fixtures';
import { answerOnSimulator, placeCodOrderViaApi, placeOnlineOrderViaApi } from './shop';
import { PAYMENT_CONFIRMED_MS } from './timeouts';

test('each order on Your Orders says in plain words where it stands: paid and preparing, or waiting for payment', async ({ page }, testInfo) => {
  test.slow();
  const customer = await signUpViaApi(page);
  const product = (await allProducts(page.request)).find(isFreelyBuyable)!;

  // One order paid on the simulator, one left unpaid.
  const paid = await placeOnlineOrderViaApi(page, customer, product);
  await page.goto(paid.paymentLink);
  await answerOnSimulator(page, 'Pay successfully');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });
  const unpaid = await placeOnlineOrderViaApi(page, customer, product);

  await page.goto('/orders');
  const paidCard = page.getByRole('article', { name: paid.orderId });
  const unpaidCard = page.getByRole('article', { name: unpaid.orderId });
  // The spec's status words and colours stay; the line under them says what they mean for the shopper.
  await expect(paidCard.getByText('Status: Pending')).toBeVisible();
  await expect(paidCard.getByTestId('order-summary')).toHaveText('Paid · preparing to ship');
  await expect(unpaidCard.getByTestId('order-summary')).toHaveText(`Payment pending — complete payment to confirm your order of ${formatRupees(product.discountPrice + product.deliveryCharge)}`);
  await page.screenshot({ path: test.info().outputPath('orders-390.png'), fullPage: true });
  await expectNoSeriousViolations(page, { name: 'orders with summary line', testInfo });
});

test('a cash-on-delivery order says how much to pay at the door, under its red Pending payment pill', async ({ page }) => {
  const customer = await signUpViaApi(page);
  const product = (await allProducts(page.request)).find(isFreelyBuyable)!;
  // The API takes cash on delivery whatever the screens offer (COD_ENABLED is for the screens).
  const orderId = await placeCodOrderViaApi(page, customer, product);
  const orders = (await (await page.request.get('/api/orders/user')).json()) as Order[];
  const total = orders.find((order) => order.customOrderId === orderId)!.totalPrice;

  await page.goto('/orders');
  const card = page.getByRole('article', { name: orderId });
  await expect(card.getByText('Cash on Delivery Pending')).toBeVisible();
  await expect(card.getByTestId('order-summary')).toHaveText(`Pay ${formatRupees(total)} in cash on delivery`);
});
