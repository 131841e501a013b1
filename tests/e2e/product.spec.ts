import { allProducts, expect, test, waitForHydration } from './fixtures';

test('a card opens the product; choosing a colour shows its images from the first', async ({ page, request }) => {
  const products = await allProducts(request);
  const product = products.find((p) => p.inStock && p.colors.length >= 2 && (p.colors[0]?.images.length ?? 0) >= 2);
  expect(product).toBeTruthy();

  await page.goto(`/product/${product!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product!.name} | Haat`);
  await expect(page.getByRole('img', { name: /Rated .* out of 5/ }).first()).toBeVisible();
  for (const badge of ['Fast Delivery', '14-Day Replacement', 'No Cancellation']) await expect(page.getByText(badge, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();

  const mainImage = page.getByRole('img', { name: `${product!.name} in ${product!.colors[0]!.name}` });
  await expect(mainImage).toHaveAttribute('src', product!.colors[0]!.images[0]!);

  // Second image of the first colour, then a different colour: back to that colour's first image.
  await page.getByRole('button', { name: 'Show image 2' }).click();
  await expect(page.getByRole('img', { name: `${product!.name} in ${product!.colors[0]!.name}` })).toHaveAttribute('src', product!.colors[0]!.images[1]!);
  const second = product!.colors[1]!;
  await page.getByRole('button', { name: second.name, exact: true }).click();
  await expect(page.getByRole('img', { name: `${product!.name} in ${second.name}` })).toHaveAttribute('src', second.images[0]!);
  await expect(page.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-pressed', 'true');

  // 'Other products' lists the same category, without this product.
  const others = page.getByRole('region', { name: 'Other products' });
  await expect(others.getByRole('article').first()).toBeVisible();
  await expect(others.locator(`a[href="/product/${product!._id}"]`)).toHaveCount(0);
});

test('an out-of-stock product says it is unavailable and offers no buttons', async ({ page, request }) => {
  const product = (await allProducts(request)).find((p) => !p.inStock);
  await page.goto(`/product/${product!._id}`);
  await expect(page.getByText('This item is currently unavailable!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
});

test('the video thumbnail shows the video', async ({ page, request }) => {
  const product = (await allProducts(request)).find((p) => p.video !== null);
  test.skip(!product, 'the demo has no product with a video');
  await page.goto(`/product/${product!._id}`);
  // The thumbnail's button plays the video with JavaScript: it works once the page has hydrated
  // (its scripts start after the first paint, docs/decisions/0072).
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect(page.locator('video')).toBeVisible();
});

test('a card in the list links to its product page', async ({ page }) => {
  await page.goto('/products');
  const link = page.getByRole('article').first().getByRole('link').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(href ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
