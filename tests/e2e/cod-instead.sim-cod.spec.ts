import { expect, test, waitForHydration } from './fixtures';
import { leaveGatewayUnpaid } from './shop';

/**
 * A shopper who left the gateway without paying, in a shop that takes cash on delivery (the
 * simulator's server with COD on): the return page and 'Your Orders' offer to pay on delivery
 * instead, ask first with the new total, and the order becomes a COD order (docs/decisions/0045).
 */
test('back from the gateway without paying: pay with cash on delivery instead, and the order is a COD order', async ({ page }) => {
  test.slow();
  const { orderId } = await leaveGatewayUnpaid(page);

  await page.goto('/orders');
  await waitForHydration(page);
  const card = page.getByRole('article', { name: orderId });
  const actions = card.getByRole('group', { name: `Payment of ${orderId}` });
  await actions.getByRole('button', { name: 'Pay with cash on delivery instead' }).click();
  const confirm = card.getByRole('group', { name: 'Confirm cash on delivery' });
  await expect(confirm).toContainText(/Pay ₹[\d,]+ in cash when the order is delivered/);
  await confirm.getByRole('button', { name: 'Yes, pay on delivery' }).click();

  await expect(card.getByRole('group', { name: `Payment of ${orderId}` })).toHaveCount(0);
  await expect(card).toContainText('Cash on Delivery');
  await expect(card.getByText('Status: Pending')).toBeVisible();
});
