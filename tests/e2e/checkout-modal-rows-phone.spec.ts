import type { Page } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { animationsSettled, expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test } from './fixtures';
import { shownToasts, visibilityProblems } from './layout';
import { openCartCheckout as openCartCheckoutOf } from './shop';

// docs/decisions/0024: on a phone 'Complete Order' clipped its price rows ('Delivery charge' half cut, so the
// total seemed to jump for no reason), and a stack of toasts covered its title. The phone project
// runs this file (390 × 844); each test also tries a small 360 × 640 phone.
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

async function openCartCheckout(page: Page) {
  await signUpViaApi(page);
  return openCartCheckoutOf(page, (await allProducts(page.request)).find(isFreelyBuyable)!);
}

for (const phone of PHONES) {
  test(`at ${phone.width} × ${phone.height} every price row of Complete Order is in view with the total, and can be read whole`, async ({ page }, testInfo) => {
    await page.setViewportSize(phone);
    const dialog = await openCartCheckout(page);
    // Wait for the sheet to finish sliding in.
    await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0);
    const rows = ['Subtotal', 'Delivery charge', 'Total'].map((label) => [label, dialog.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) })] as const);
    // Seen together, as the sheet opens: the total never changes for a reason out of sight.
    for (const [label, row] of rows) expect(await visibilityProblems(row), `${label} as the sheet opens`).toEqual([]);
    for (const [label, row] of rows) {
      await row.scrollIntoViewIfNeeded();
      expect(await visibilityProblems(row), label).toEqual([]);
    }
    expect(await visibilityProblems(dialog.getByRole('heading', { name: 'Complete Order' })), 'title').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`checkout-${phone.width}x${phone.height}.png`) });
    await expectNoSeriousViolations(page, { name: `Complete Order at ${phone.width} × ${phone.height}`, include: '[role=dialog]', testInfo });
  });

  test(`at ${phone.width} × ${phone.height} a stack of toasts does not cover the title of Complete Order`, async ({ page }, testInfo) => {
    await page.setViewportSize(phone);
    const dialog = await openCartCheckout(page);
    // The payment is never set up: 'Pay' stays busy, and each further tap says to wait, in a new toast.
    await page.route('**/api/payments/phonepe', () => undefined);
    const pay = dialog.getByRole('button', { name: 'Pay' });
    for (let tap = 0; tap < 4; tap += 1) await pay.click();
    // A stack: 'Creating order…' and a 'Please wait…' per further tap (4 s each, so on a slow
    // machine the first may have gone by the fourth tap), the newest shown.
    await expect.poll(() => page.locator('[data-rht-toaster] > div').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await shownToasts(page)).length).toBeGreaterThan(0);
    const title = dialog.getByRole('heading', { name: 'Complete Order' });
    const box = (await title.boundingBox())!;
    // Watched frame by frame while the newest 'Please wait…' runs out (4 s) and the one before
    // it takes its place: no toast crosses the title on its way, not only once all has settled.
    const crossings = await page.evaluate(async (title) => {
      const seen: string[] = [];
      const until = performance.now() + 5_000;
      while (performance.now() < until) {
        await new Promise(requestAnimationFrame);
        for (const message of document.querySelectorAll('[data-rht-toaster] [role=status]')) {
          const bar = message.parentElement!;
          const style = getComputedStyle(bar);
          if (style.visibility === 'hidden' || Number(style.opacity) <= 0.05) continue;
          const { top, bottom, left, right } = bar.getBoundingClientRect();
          if (bottom > title.y && top < title.y + title.height && right > title.x && left < title.x + title.width) seen.push(`${(bar.textContent ?? '').trim()} at ${Math.round(top)}–${Math.round(bottom)}`);
        }
      }
      return [...new Set(seen)];
    }, box);
    expect(crossings, `toasts over the title at ${JSON.stringify(box)}`).toEqual([]);
    await animationsSettled(page);
    expect(await visibilityProblems(title)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`toasts-${phone.width}x${phone.height}.png`) });
  });
}
