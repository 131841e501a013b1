import { formatRupees } from '../../common/money';
import type { Order } from '../../common/orders';
import { signUpViaApi } from './accounts';
import { allProducts, expect, isFreelyBuyable, test } from './fixtures';
import { placeCodOrderViaApi } from './shop';

// The 'cod-phone' project runs this file against the second server, which offers cash on delivery.
test('a cash-on-delivery order says how much to pay at the door, under its red Pending payment pill', async ({ page }) => {
  const customer = await signUpViaApi(page);
  const product = (await allProducts(page.request)).find(isFreelyBuyable)!;
  const orderId = await placeCodOrderViaApi(page, customer, product);
  const orders = (await (await page.request.get('/api/orders/user')).json()) as Order[];
  const total = orders.find((order) => order.customOrderId === orderId)!.totalPrice;

  await page.goto('/orders');
  const card = page.getByRole('article', { name: orderId });
  await expect(card.getByText('Cash on Delivery Pending')).toBeVisible();
  await expect(card.getByTestId('order-summary')).toHaveText(`Pay ${formatRupees(total)} in cash on delivery`);
});
