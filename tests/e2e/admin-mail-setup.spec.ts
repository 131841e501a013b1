import { adminLoginViaApi } from './admin';
import { expect, test, waitForHydration } from './fixtures';

// docs/decisions/0047: the e2e server sends over SMTP (tests/e2e/serve.ts), so mail is set up:
// the dashboard does not warn, and there is no outbox to read. Without SMTP both are covered by
// server/modules/mail/outbox-view.test.ts and app/routes/admin/outbox.test.ts.
test('with SMTP set up the dashboard does not warn about e-mail, and /admin/outbox is not found', async ({ page }) => {
  await adminLoginViaApi(page);
  await page.goto('/admin');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('E-mail is not set up')).toHaveCount(0);

  const response = await page.goto('/admin/outbox');
  expect(response?.status()).toBe(404);
});
