import type { Cart } from '../../common/cart';
import { signUpViaApi } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { adminLoginViaApi, createProductViaApi, uniqueName } from './admin';
import { allProducts, expect, test, waitForHydration } from './fixtures';

// docs/decisions/0026: a single-colour product's card Add adds at once; the chosen colour is in the
// URL (?color=), and a link with it opens on that colour, in the server's HTML too.

test("a single-colour product's Add adds it at once with the toast, no 'Select Color'", async ({ page, browser }) => {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await adminLoginViaApi(admin);
  const product = await createProductViaApi(admin, { name: uniqueName('One colour mug'), colors: [{ name: 'White', images: 1 }] });
  await context.close();

  await signUpViaApi(page);
  // The newest product is first in the list.
  await page.goto('/products');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Select Color' })).toHaveCount(0);
  const cart = (await (await page.request.get('/api/cart')).json()) as Cart;
  expect(cart.cartItems.map((item) => [item.productId._id, item.color, item.quantity])).toEqual([[product._id, 'White', 1]]);
});

test('picking a colour puts it in the URL without a history entry; a link with ?color= opens on that colour', async ({ page, request }) => {
  const product = (await allProducts(request)).find((p) => p.inStock && p.colors.length >= 3 && (p.colors[2]?.images.length ?? 0) >= 1);
  const second = product!.colors[1]!;
  const third = product!.colors[2]!;

  await page.goto(`/product/${product!._id}`);
  await waitForHydration(page);
  const before = await page.evaluate(() => history.length);
  await page.getByRole('button', { name: second.name, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('color')).toBe(second.name);
  await page.getByRole('button', { name: third.name, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('color')).toBe(third.name);
  expect(await page.evaluate(() => history.length)).toBe(before);
  await expect(page.getByRole('img', { name: `${product!.name} in ${third.name}` })).toHaveAttribute('src', third.images[0]!);

  // A shared link: the server's HTML already shows that colour and its picture.
  const link = `/product/${product!._id}?color=${encodeURIComponent(third.name)}`;
  const html = await (await request.get(link)).text();
  expect(html).toContain(`alt="${product!.name} in ${third.name}"`);
  await page.goto(link);
  await expect(page.getByRole('button', { name: third.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await waitForHydration(page);
  await expectNoSeriousViolations(page, { name: 'product page with ?color=', testInfo: test.info() });
  await expect(page.getByRole('img', { name: `${product!.name} in ${third.name}` })).toHaveAttribute('src', third.images[0]!);
});
