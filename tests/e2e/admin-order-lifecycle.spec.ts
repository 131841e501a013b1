import { adminLoginViaApi } from './admin';
import { expect, test } from './fixtures';
import { actions, openOrderPage, placeCodOrder } from './admin-order';

/**
 * The admin's lifecycle buttons end to end (docs/decisions/0016): a COD payment confirmed with a
 * reference, the order shipped with a partner and tracking id, then delivered; another order
 * cancelled with a reason. Each step's toast, the state after it (pills, the buttons left) and the
 * timeline. Needs the lifecycle endpoints (POST /api/orders/{id}/confirm-payment and /cancel, PUT
 * /api/orders/{id} with Processing/Shipped/Delivered): on the admin-ui branch alone it fails.
 */

test('the admin confirms a COD payment, ships the order and marks it delivered', async ({ page, browser, baseURL }) => {
  test.slow();
  const orderId = await placeCodOrder(browser, baseURL);
  await adminLoginViaApi(page);
  await openOrderPage(page, orderId);
  const card = actions(page);

  await card.getByRole('button', { name: 'Confirm payment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
  await confirm.getByLabel('Reference (optional)').fill('Cash receipt 42');
  await confirm.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Payment confirmed')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);
  const timeline = page.getByRole('list', { name: `Timeline of ${orderId}` });
  await expect(timeline).toContainText('Payment received');

  await card.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = page.getByRole('dialog', { name: 'Mark shipped' });
  await ship.getByLabel('Delivery partner').selectOption('Delhivery');
  await ship.getByLabel('Tracking ID').fill('DL0042424242');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText('Order marked Shipped')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(timeline).toContainText('DL0042424242');

  await card.getByRole('button', { name: 'Mark delivered' }).click();
  const deliver = page.getByRole('dialog', { name: 'Mark delivered' });
  await expect(deliver).toContainText('cannot be undone');
  await deliver.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByText('Order marked Delivered')).toBeVisible();
  await expect(card).toContainText('Nothing more to do with this order.');
  await expect(timeline).toContainText('Delivered');
});

test('the admin cancels an order with a reason', async ({ page, browser, baseURL }) => {
  const orderId = await placeCodOrder(browser, baseURL);
  await adminLoginViaApi(page);
  await openOrderPage(page, orderId);
  await actions(page).getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  await dialog.getByLabel('Reason').fill('The customer asked to cancel on the phone');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Cancelled: The customer asked to cancel on the phone' })).toBeVisible();
  await expect(actions(page)).toContainText('Nothing more to do with this order.');
  await expect(page.getByRole('list', { name: `Timeline of ${orderId}` })).toContainText('Cancelled');
});
