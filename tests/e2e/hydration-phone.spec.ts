import { signUpViaApi } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';

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

// The scripts load at low priority, behind the stylesheet and the first image
// (docs/decisions/0059), and still hydrate the page: first a fresh render, then the public cache's copy.
test('the page’s module preloads are low priority, and the page still hydrates', async ({ page, request }) => {
  for (let visit = 0; visit < 2; visit += 1) {
    const html = await (await request.get('/products')).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(3);
    expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
  }
  await page.goto('/products');
  await waitForHydration(page);
});
