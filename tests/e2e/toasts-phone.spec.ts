import type { Page } from '@playwright/test';
import { expectPath, signUpViaApi } from './accounts';
import { allProducts, expect, test, waitForHydration } from './fixtures';
import { animationsSettled } from './axe';
import { shownToasts, visibilityProblems } from './layout';

// docs/decisions/0024: on a phone the toasts, top-centre, lay over the sticky navbar: 'Added to cart!' hid
// the cart link (the shopper's next tap) and 'You are not logged in!' the logo. Outside a modal
// they now sit just below the navbar (checkout-modal-rows-phone.spec.ts covers the modal).

/** One colour, no size, stock not tracked: Add to Cart adds at once. */
async function simpleProductId(page: Page): Promise<string> {
  const product = (await allProducts(page.request)).find((item) => item.inStock && item.sizes.length === 0 && item.colors.length === 1 && item.colors[0]!.stock === null);
  expect(product, 'a demo product with one colour and no size').toBeTruthy();
  return product!._id;
}

/** Every toast shown starts below the navbar, and each of the navbar's controls can be seen whole. */
async function expectNavbarClear(page: Page) {
  await expect.poll(async () => (await shownToasts(page)).length).toBeGreaterThan(0);
  // Let the toast finish sliding in (its 0.35 s animation runs late on a loaded machine).
  await animationsSettled(page);
  const navbar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  for (const toast of await shownToasts(page)) expect(toast.top, `'${toast.text}' over the navbar (${navbar.y + navbar.height} px tall)`).toBeGreaterThanOrEqual(navbar.y + navbar.height);
  const controls = page.getByRole('navigation', { name: 'Main' }).locator(':is(a, button, summary):visible');
  for (const control of await controls.all()) expect(await visibilityProblems(control), (await control.getAttribute('aria-label')) ?? (await control.innerText())).toEqual([]);
}

test("'Added to cart!' leaves the navbar's cart link in view", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto(`/product/${await simpleProductId(page)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expectNavbarClear(page);
  await page.screenshot({ path: test.info().outputPath('added-to-cart.png') });
});

test("'You are not logged in!' on the login page leaves the navbar in view", async ({ page }) => {
  await page.goto(`/product/${await simpleProductId(page)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expectPath(page, '/login');
  await expect(page.getByText('You are not logged in!')).toBeVisible();
  await expectNavbarClear(page);
  await page.screenshot({ path: test.info().outputPath('login.png') });
});

test('a toast that has faded out leaves nothing over the navbar to catch a tap', async ({ page }) => {
  // react-hot-toast keeps a dismissed toast in the page for a second after its exit animation, which
  // ends transparent and slid up over the navbar: it must not take the taps meant for the navbar's
  // controls in that second (ShopToaster).
  await page.goto(`/product/${await simpleProductId(page)}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expectPath(page, '/login');
  await expect(page.getByText('You are not logged in!')).toBeVisible();
  // The error toast's 4 s run out; the moment it is no longer painted, before it leaves the page.
  await page.waitForFunction(() => [...document.querySelectorAll('[data-rht-toaster] [role=status]')].every((message) => Number(getComputedStyle(message.parentElement!).opacity) <= 0.05), undefined, { polling: 'raf', timeout: 10_000 });
  expect(await page.locator('[data-rht-toaster] [role=status]').count(), 'the faded toast is still in the page').toBeGreaterThan(0);
  const controls = page.getByRole('navigation', { name: 'Main' }).locator(':is(a, button, summary):visible');
  for (const control of await controls.all()) expect(await visibilityProblems(control), (await control.getAttribute('aria-label')) ?? (await control.innerText())).toEqual([]);
});
