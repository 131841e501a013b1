import { signUpViaApi } from './accounts';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { answerOnSimulator, leaveGatewayUnpaid, placeOnlineOrderViaApi } from './shop';
import { PAYMENT_CONFIRMED_MS } from './timeouts';

/**
 * A shopper who leaves the gateway without paying (the simulator's 'Leave pending', as when the
 * UPI app is closed half-way) is offered the ways on at once (docs/decisions/0045): Pay again on
 * the return page, and on 'Your Orders' the same and Cancel order.
 */
test('back from the gateway without paying: Pay again at once, pay, and the order is paid', async ({ page }) => {
  test.slow();
  const { orderId, paymentLink } = await leaveGatewayUnpaid(page);
  await waitForHydration(page);
  const payAgain = page.getByRole('button', { name: 'Pay again' });
  await expect(payAgain).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await payAgain.click();

  // A new attempt: another page at the gateway, paid this time.
  await expect(page).toHaveURL(/\/__sim\/phonepe\/pay\//);
  expect(page.url()).not.toBe(paymentLink);
  await answerOnSimulator(page, 'Pay successfully');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });

  await page.goto('/orders');
  const card = page.getByRole('article', { name: orderId });
  await expect(card.getByTestId('order-summary')).toHaveText('Paid · preparing to ship');
  await expect(card.getByRole('button', { name: 'Pay again' })).toHaveCount(0);
});

test('Your Orders: an unpaid online order offers Pay again and Cancel order; cancelling asks first, then the order is cancelled', async ({ page }) => {
  const customer = await signUpViaApi(page);
  const product = (await allProducts(page.request)).find(isFreelyBuyable)!;
  const { orderId } = await placeOnlineOrderViaApi(page, customer, product);

  await page.goto('/orders');
  await waitForHydration(page);
  const card = page.getByRole('article', { name: orderId });
  const actions = card.getByRole('group', { name: `Payment of ${orderId}` });
  await expect(actions.getByRole('button', { name: 'Pay again' })).toBeVisible();
  await actions.getByRole('button', { name: 'Cancel order' }).click();
  await expect(actions.getByText('Cancel this order? Nothing was paid, so nothing is refunded.')).toBeVisible();
  await actions.getByRole('button', { name: 'Yes, cancel order' }).click();

  await expect(page.getByText('Your order is cancelled.')).toBeVisible();
  await expect(card.getByText('Status: Canceled')).toBeVisible();
  await expect(card.getByRole('group', { name: `Payment of ${orderId}` })).toHaveCount(0);
  await expect(card.getByText('Reason for cancelling:').locator('..')).toContainText('Cancelled by the customer before paying');
});
