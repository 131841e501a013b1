import { signUpViaApi } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { phoneMenuButton } from './shop';

// Taps before the page is ready (docs/decisions/0051): the buying buttons are forms that work
// before React has hydrated the page (a tap posts to the cart's action); only what truly needs
// JavaScript (the quantity's − and +) is disabled until then (docs/decisions/0026).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered buying buttons are enabled; the quantity stepper waits for JavaScript', async ({ page, request }) => {
    const product = (await allProducts(request)).find((p) => p.inStock && p.colors.length >= 2);
    await page.goto(`/product/${product!._id}`);
    for (const name of ['Add to Cart', 'Buy Now']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeEnabled();
      await expect(button).not.toHaveAttribute('aria-busy', 'true');
    }
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(page.getByRole('button', { name: product!.colors[1]!.name, exact: true })).toBeEnabled();

    await page.goto('/products');
    const add = page.getByRole('button', { name: /^Add .* to cart$/ }).first();
    await expect(add).toBeEnabled();
    await expect(add).not.toHaveAttribute('aria-busy', 'true');
  });

  test("the navbar's menu opens, closes and leads to a category", async ({ page }) => {
    // The scripts start after the first paint (docs/decisions/0072): on a slow phone the menu is
    // tapped before they run, so it is a <details> that needs none.
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await phoneMenuButton(page).click();
    await expect(menu).toBeVisible();
    await expect(phoneMenuButton(page)).toHaveAccessibleName('Close menu');
    await phoneMenuButton(page).click();
    await expect(menu).toBeHidden();
    await phoneMenuButton(page).click();
    const category = menu.getByRole('link').nth(1);
    const href = await category.getAttribute('href');
    await category.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
  });
});

test('a tap before hydration is not lost: it adds, and the page says so once, as the toast once hydrated', async ({ page, request }) => {
  const product = (await allProducts(request)).find(isFreelyBuyable);
  await signUpViaApi(page);
  // Hold the app's entry module for 2 s: the page is painted, its scripts are not running yet.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await route.continue();
  });
  await page.goto(`/product/${product!._id}`, { waitUntil: 'commit' });
  const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(addToCart).toBeVisible();
  await expect(addToCart).toBeEnabled();
  await expectNoSeriousViolations(page, { name: 'product page before hydration', testInfo: test.info() });
  // The tap posts the form: the item is added and the page comes back saying so.
  await addToCart.click();
  await expect(page.getByText('Added to cart!')).toBeVisible();

  release();
  await waitForHydration(page);
  // Once hydrated: the toast, and the server's line gone (never both).
  await expect(page.getByRole('main').getByText('Added to cart!')).toHaveCount(0);
  await expect(page.getByText('Added to cart!')).toHaveCount(1);
  const cart = await page.request.get('/api/cart');
  expect(((await cart.json()) as { totalCartItems: number }).totalCartItems).toBe(1);
});

// The scripts start once the page has loaded and painted (docs/decisions/0072): none is asked for
// before the page's first image, and the page still hydrates: first a fresh render, then the
// public cache's copy.
test('the page’s scripts start after its first image, and the page still hydrates', async ({ page, request }) => {
  for (let visit = 0; visit < 2; visit += 1) {
    const html = await (await request.get('/products')).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(/<script nonce="[^"]+" type="haat\/module-after-paint" id="haat-scripts" data-preload="[^"]+\.js[^"]*">/);
  }
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await page.goto('/products');
  await waitForHydration(page);
  const firstImage = requested.findIndex((path) => path.startsWith('/media/'));
  const firstScript = requested.findIndex((path) => path.endsWith('.js'));
  expect(firstImage).toBeGreaterThanOrEqual(0);
  expect(firstScript).toBeGreaterThan(firstImage);
});
