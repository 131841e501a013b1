import type { Page } from '@playwright/test';
import type { Product } from '../../common/catalog';
import { formatRupees } from '../../common/money';
import { signUpViaApi } from './accounts';
import { adminLoginViaApi } from './admin';
import { actions, openOrderPage } from './admin-order';
import { allProducts, expect, isFreelyBuyable, test } from './fixtures';
import { answerOnSimulator, placeOnlineOrderViaApi } from './shop';
import { PAYMENT_CONFIRMED_MS } from './timeouts';

/** Sets what the simulator's new refunds become, on its refunds page (as a person would). */
async function setRefundOutcome(page: Page, button: 'Leave pending' | 'Complete the refund'): Promise<void> {
  await page.goto('/__sim/phonepe/refunds');
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/__sim\/phonepe\/refunds$/);
}

test('the admin cancels a paid order: the refund goes through the gateway, and the customer sees it in the timeline', async ({ page, browser, baseURL }) => {
  test.slow();
  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  try {
    // The customer buys one piece online and pays on the simulator.
    const customer = await signUpViaApi(customerPage);
    const product: Product = (await allProducts(customerPage.request)).find(isFreelyBuyable)!;
    const total = product.discountPrice + product.deliveryCharge;
    const { paymentLink, orderId } = await placeOnlineOrderViaApi(customerPage, customer, product);
    await customerPage.goto(paymentLink);
    await answerOnSimulator(customerPage, 'Pay successfully');
    await expect(customerPage.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });

    // The bank takes its time: the refund stays pending until it is settled on the simulator.
    await adminLoginViaApi(page);
    await setRefundOutcome(page, 'Leave pending');
    try {
      await openOrderPage(page, orderId);
      await actions(page).getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel order' });
      await dialog.getByLabel('Reason').fill('Out of stock at the warehouse');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect(page.getByText('Order cancelled')).toBeVisible();
      await expect(page.getByText(`Refund pending: ${formatRupees(total)}`)).toBeVisible();

      // The refund job sends it to the gateway; the bank then completes it (its webhook reaches the shop).
      const refundPage = `/__sim/phonepe/refunds/${orderId}_1-R`;
      await expect(async () => {
        const response = await page.goto(refundPage);
        expect(response?.status()).toBe(200);
      }).toPass({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Complete the refund' }).click();
      await expect(async () => {
        await openOrderPage(page, orderId);
        await expect(page.getByText(`Refund completed: ${formatRupees(total)}`)).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.getByRole('list', { name: `Timeline of ${orderId}` })).toContainText('Refund completed');
    } finally {
      await setRefundOutcome(page, 'Complete the refund');
    }

    // The customer's orders: cancelled with the reason, refunded, and the whole story in the timeline.
    await customerPage.goto('/orders');
    const order = customerPage.getByRole('article', { name: orderId });
    // The status pill shows the contract's status value; the sentences around it say 'Cancelled'.
    await expect(order).toContainText('Status: Canceled');
    await expect(order).toContainText('Refunded');
    await expect(order).toContainText('Out of stock at the warehouse');
    await expect(order).toContainText(`${formatRupees(total)} · refunded`);
    await order.getByText('Order timeline').click();
    await expect(order.getByRole('list', { name: `Timeline of ${orderId}` }).getByRole('listitem')).toHaveText([
      /Order placed/,
      /Payment received/,
      /Invoice issued\s*INV\/\d\d-\d\d\/\d{5}/,
      /Cancelled.*Out of stock at the warehouse/,
      /Credit note issued\s*CN\/\d\d-\d\d\/\d{5}/,
      /Refund started/,
      /Refund completed/,
    ]);
  } finally {
    await customerContext.close();
  }
});
