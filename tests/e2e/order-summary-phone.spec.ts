import { formatRupees } from '../../common/money';
import { signUpViaApi } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test } from './fixtures';
import { answerOnSimulator, placeOnlineOrderViaApi } from './shop';
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
