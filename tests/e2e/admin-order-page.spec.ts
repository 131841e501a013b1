import { adminLoginViaApi } from './admin';
import { actions, openOrderPage, placeCodOrder } from './admin-order';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The admin order page (docs/decisions/0016): the buttons a new cash-on-delivery order allows (and not the
 * others), the timeline, and the cancel dialog that warns it cannot be undone, with axe at 390 and
 * 1366 px. Nothing is changed here; the flows themselves are admin-order-lifecycle.spec.ts.
 * SHOTS_DIR=dir saves screenshots.
 */

for (const [width, height] of [
  [1366, 900],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a new COD order offers confirm payment, processing, shipped and cancel, with its timeline; axe finds nothing serious', async ({ page, browser, baseURL }) => {
      const orderId = await placeCodOrder(browser, baseURL);
      await adminLoginViaApi(page);
      await openOrderPage(page, orderId);
      const card = actions(page);
      for (const name of ['Confirm payment', 'Mark processing', 'Mark shipped', 'Cancel order']) await expect(card.getByRole('button', { name })).toBeEnabled();
      for (const name of ['Mark delivered', 'Record refund']) await expect(card.getByRole('button', { name })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: 'Timeline' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousViolations(page, { name: `admin order page (${width})`, testInfo: test.info() });
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/order-${width}.png`, fullPage: true });

      // Cancelling asks for a reason and says it cannot be undone; 'Keep order' leaves it as it was.
      await card.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel order' });
      await expect(dialog).toContainText('cannot be undone');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect(dialog.getByText('Reason is required')).toBeVisible();
      await expectNoSeriousViolations(page, { name: `admin order cancel dialog (${width})`, include: '[role=dialog]', testInfo: test.info() });
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/order-cancel-${width}.png` });
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    });
  });
}
