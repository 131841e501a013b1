import { colorToCss } from '../../app/lib/colors';
import { expectPath, signUpViaApi } from './accounts';
import { adminLoginViaApi, createProductViaApi, productById, uniqueName } from './admin';
import { allProducts, expect, isFreelyBuyable, test, waitForHydration } from './fixtures';
import { addToCartViaApi } from './shop';

// docs/decisions/0049: the owner sets a colour's swatch in the product form; the shop shows it.
// docs/decisions/0043: + stops at 10 and the product page says why, as the cart does.

/** 'rgb(r, g, b)' as computed styles give it, for a '#rrggbb'. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test("an admin sets Indigo's swatch to #3F51B5 and the product page shows it", async ({ page }) => {
  await adminLoginViaApi(page);
  const name = uniqueName('Indigo kurta');
  const product = await createProductViaApi(page, { name, colors: [{ name: 'Indigo', images: 1 }, { name: 'Maroon', images: 1 }] });

  await page.goto(`/admin/products/edit/${product._id}`);
  await expect(page.getByRole('button', { name: 'Update Product' })).toBeEnabled();
  const indigo = page.getByRole('group', { name: 'Colour 1' });
  const swatch = indigo.getByLabel('Swatch');
  // The input starts on the guess from the name, and says so.
  await expect(swatch).toHaveValue(colorToCss('Indigo')!);
  await expect(indigo.getByText('Swatch guessed from the name. Pick another if it looks wrong.')).toBeVisible();
  await swatch.fill('#3f51b5');
  await expect(indigo.getByText('Swatch #3F51B5, your choice.')).toBeVisible();
  await expect(indigo.getByRole('button', { name: 'Use the guess' })).toBeVisible();
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expectPath(page, '/admin/products');
  expect((await productById(page, product._id)).colors.map((color) => color.swatch)).toEqual(['#3f51b5', null]);

  await page.goto(`/product/${product._id}`);
  const dot = (colour: string) => page.getByRole('button', { name: colour }).locator('span').first();
  await expect(dot('Indigo')).toHaveCSS('background-color', rgb('#3f51b5'));
  await expect(dot('Maroon')).toHaveCSS('background-color', rgb(colorToCss('Maroon')!));

  // The cart line draws its colour with the same swatch.
  const saved = await productById(page, product._id);
  await signUpViaApi(page);
  await addToCartViaApi(page, saved, 'Indigo');
  await page.goto('/cart');
  await expect(page.getByText('Colour:').first().locator('span').first()).toHaveCSS('background-color', rgb('#3f51b5'));
  await page.screenshot({ path: test.info().outputPath('cart-390.png') });

  // Back on the edit page, the saved choice shows; 'Use the guess' goes back to the name's colour.
  await page.goto(`/admin/products/edit/${product._id}`);
  await expect(page.getByRole('button', { name: 'Update Product' })).toBeEnabled();
  await expect(indigo.getByLabel('Swatch')).toHaveValue('#3f51b5');
  await indigo.getByRole('button', { name: 'Use the guess' }).click();
  await expect(indigo.getByLabel('Swatch')).toHaveValue(colorToCss('Indigo')!);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  expect((await productById(page, product._id)).colors.map((color) => color.swatch)).toEqual([null, null]);
});

test('the product page’s + stops at 10 and says why', async ({ page }) => {
  const product = (await allProducts(page.request)).find(isFreelyBuyable)!;
  await page.goto(`/product/${product._id}`);
  await waitForHydration(page);
  const hint = page.getByText('You can buy up to 10 of an item at a time.');
  const more = page.getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < 9; i += 1) await more.click();
  await expect(hint).toHaveCount(0);
  await more.click();
  await expect(more).toBeDisabled();
  await expect(hint).toBeVisible();
});
