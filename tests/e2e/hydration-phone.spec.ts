import { signUpViaApi } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';

// Taps before the page is ready (docs/decisions/0026): a button that needs JavaScript is disabled and
// says it is busy until React has hydrated the page, so an early tap is refused visibly, not lost.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server-rendered buying buttons are disabled and busy", async ({ page, request }) => {
    const product = (await allProducts(request)).find((p) => p.inStock && p.colors.length >= 2);
    await page.goto(`/product/${product!._id}`);
    for (const name of ['Add to Cart', 'Buy Now']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
    }
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(page.getByRole('button', { name: product!.colors[1]!.name, exact: true })).toBeDisabled();

    await page.goto('/products');
    const add = page.getByRole('button', { name: /^Add .* to cart$/ }).first();
    await expect(add).toBeDisabled();
    await expect(add).toHaveAttribute('aria-busy', 'true');
  });
});

test('a tap before hydration is refused visibly; once hydrated, Add to Cart works', async ({ page, request }) => {
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
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAttribute('aria-busy', 'true');
  // The tap is refused: nothing is sent, the button stays disabled.
  await addToCart.click({ force: true });
  await expect(page.getByText('Added to cart!')).toHaveCount(0);
  await expectNoSeriousViolations(page, { name: 'product page before hydration', testInfo: test.info() });

  release();
  await waitForHydration(page);
  await expect(addToCart).toBeEnabled();
  await expect(addToCart).not.toHaveAttribute('aria-busy', 'true');
  await addToCart.click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
});
