import { signUpViaApi } from './accounts';
import { adminLoginViaApi, createProductViaApi, pngFile, uniqueName } from './admin';
import { openOrderPage } from './admin-order';
import { expectNoSeriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { placeCodOrderViaApi } from './shop';

/**
 * A replacement request end to end at 390 px (docs/decisions/0048): a customer with a delivered
 * order picks the reason, adds a note and a photo, and sends it; the admin sees the flag in the
 * list, the count on /admin, the request with its photo on the order page, and accepts it with a
 * note; the customer sees the decision and the next step on /orders.
 */

const ADMIN_HEADER = { 'X-Use-Admin-Token': 'true' };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a customer asks for a replacement with a photo, the admin accepts it, the customer sees it', async ({ page, browser, baseURL }) => {
  test.slow();
  await adminLoginViaApi(page);
  const product = await createProductViaApi(page, { name: uniqueName('Tee') });
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  const shopper = await context.newPage();
  try {
    const customer = await signUpViaApi(shopper);
    const orderId = await placeCodOrderViaApi(shopper, customer, product);
    const delivered = await page.request.put(`/api/orders/${orderId}`, { data: { status: 'Delivered' }, headers: ADMIN_HEADER });
    expect(delivered.status(), await delivered.text()).toBe(200);

    await shopper.goto('/orders');
    await waitForHydration(shopper);
    const card = shopper.getByRole('article', { name: orderId });
    await card.getByRole('button', { name: `Request a replacement of ${orderId}` }).click();
    const dialog = shopper.getByRole('dialog', { name: 'Request a replacement' });
    await expect(dialog).toContainText(`Item: ${product.name}`);
    // Nothing chosen: the message sits under the reasons.
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Please choose a reason')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Please tell us briefly what is wrong')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Damaged' }).check();
    await dialog.getByLabel('Anything to add? (optional)').fill('The print is peeling off');
    const photo = await pngFile('peeling.png');
    await dialog.getByLabel('Photos (optional)').setInputFiles({ name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer });
    await expect(dialog.getByRole('list', { name: 'Chosen photos' })).toContainText('peeling.png');
    await expectNoSeriousViolations(shopper, { name: 'replacement request form (390)', include: '[role="dialog"]', testInfo: test.info() });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(shopper.getByText('Replacement requested!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByTestId('replacement')).toContainText('Replacement requested');
    await expect(card.getByRole('button', { name: `Request a replacement of ${orderId}` })).toHaveCount(0);

    // The owner: the flag in the list, the count on the dashboard, the request on the order page.
    await page.goto(`/admin/orders?q=${orderId}`);
    await expect(page.locator(`[data-order-id="${orderId}"]`).filter({ visible: true }).first()).toContainText('Replacement requested');
    await page.goto('/admin');
    await expect(page.getByTestId('replacements-waiting')).toContainText('replacement request');
    await openOrderPage(page, orderId);
    const request = page.getByTestId('replacement-request');
    await expect(request).toContainText('Damaged');
    await expect(request).toContainText('The print is peeling off');
    await expect(request.getByRole('img', { name: 'Customer’s photo 1' })).toBeVisible();
    await request.getByRole('button', { name: 'Accept' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept the replacement' });
    await accept.getByLabel('Note for the customer (optional)').fill('Our courier picks it up on Monday');
    await accept.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Replacement accepted').first()).toBeVisible();
    await expect(request).toContainText('Your note: Our courier picks it up on Monday');
    await expect(request.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: `Timeline of ${orderId}` })).toContainText('Replacement accepted');
    await expectNoSeriousViolations(page, { name: 'admin order page with a decided replacement (390)', testInfo: test.info() });

    await shopper.reload();
    await waitForHydration(shopper);
    const decided = card.getByTestId('replacement');
    await expect(decided).toContainText('Replacement accepted');
    await expect(decided).toContainText('The shop says: Our courier picks it up on Monday');
    await expect(decided).toContainText('The shop will contact you to pick up the item');
  } finally {
    await context.close();
  }
});
