import { formatRupees, fromPaise, toPaise } from '../../common/money';
import { signUpViaApi } from './accounts';
import { allProducts, expect, isFreelyBuyable, test } from './fixtures';
import { placeCodOrderViaApi } from './shop';

// The 'cod-phone' project runs this file against the second server, which offers cash on delivery.
test('the cash-on-delivery confirmation lists what was ordered and where it goes', async ({ page }) => {
  const customer = await signUpViaApi(page);
  const product = (await allProducts(page.request)).find(isFreelyBuyable)!;
  const orderId = await placeCodOrderViaApi(page, customer, product, 2);

  await page.goto(`/orderSuccess?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText(product.name, { exact: true })).toBeVisible();
  await expect(page.getByText(`${product.colors[0]!.name} · Qty 2`)).toBeVisible();
  const line = page.getByRole('listitem').filter({ hasText: product.name });
  await expect(line).toContainText(formatRupees(fromPaise(toPaise(product.discountPrice) * 2)));
  await expect(line).toContainText(`${formatRupees(product.discountPrice)} each`);
  const address = page.getByRole('main').locator('address');
  await expect(address).toContainText(customer.address.street);
  await expect(address).toContainText(`${customer.address.city}, ${customer.address.state} ${customer.address.zipCode}`);
  await page.screenshot({ path: test.info().outputPath('order-success-cod-phone.png'), fullPage: true });
});
