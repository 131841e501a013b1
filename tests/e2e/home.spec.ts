import { allProducts, expect, test } from './fixtures';

test('home shows the hero, categories, best sellers and new arrivals', async ({ page }) => {
  const consoleMessages: string[] = [];
  page.on('console', (message) => consoleMessages.push(message.text()));
  await page.goto('/');

  await expect(page).toHaveTitle(/Haat/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Haat' })).toBeVisible();
  await expect(page.getByText('Find the best deals on our latest products.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');

  const categories = page.getByRole('region', { name: 'Shop By Category' });
  const tiles = categories.getByRole('link');
  expect(await tiles.count()).toBeGreaterThanOrEqual(8);
  await expect(tiles.first()).toHaveAttribute('href', /^\/products\/.+/);

  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await expect(bestSellers.getByRole('article').first()).toBeVisible();
  await expect(bestSellers.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');
  // Featured and in stock: one of the spec's random labels.
  await expect(bestSellers.getByText(/^(Best Value|Hot Deal|Limited Stock|Top Pick|Editor's Choice)$/).first()).toBeVisible();

  await expect(page.getByRole('heading', { name: 'New Arrivals Are Here!' })).toBeVisible();
  await expect(page.getByText('Dive into our newest products and find your next favorite item today.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Now' })).toHaveAttribute('href', '/products');

  const newArrivals = page.getByRole('region', { name: 'New Arrivals', exact: true });
  await expect(newArrivals.getByRole('article').first()).toBeVisible();
  await expect(newArrivals.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');

  expect(consoleMessages.some((text) => /scam/i.test(text))).toBe(true);
});

test('a category tile opens that category', async ({ page }) => {
  await page.goto('/');
  const tile = page.getByRole('region', { name: 'Shop By Category' }).getByRole('link').first();
  const href = await tile.getAttribute('href');
  await tile.click();
  await expect(page).toHaveURL(href ?? '');
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
});

test('product cards follow the spec: badges, swatches, out of stock', async ({ page, request }) => {
  const products = await allProducts(request);
  const outOfStock = products.find((p) => !p.inStock);
  const manyColours = products.find((p) => p.colors.length > 4 && p.inStock);
  expect(outOfStock && manyColours).toBeTruthy();

  await page.goto('/products?page=1');
  await page.goto(`/products/${encodeURIComponent(manyColours!.category.name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: new RegExp(manyColours!.name.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }) }).first();
  await expect(card.getByText(`+${manyColours!.colors.length - 4}`, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Add ${manyColours!.name} to cart` })).toBeVisible();

  // Find the out-of-stock product's card on its category pages.
  const categoryUrl = `/products/${encodeURIComponent(outOfStock!.category.name)}`;
  await page.goto(categoryUrl);
  let stockCard = page.getByRole('article').filter({ hasText: 'Out of Stock' }).first();
  for (let n = 2; (await stockCard.count()) === 0 && n < 10; n += 1) {
    await page.goto(`${categoryUrl}?page=${n}`);
    stockCard = page.getByRole('article').filter({ hasText: 'Out of Stock' }).first();
  }
  await expect(stockCard.getByText('Out of Stock', { exact: true })).toBeVisible();
  await expect(stockCard.getByText('Out Of Stock', { exact: true })).toBeVisible();
  await expect(stockCard.getByRole('button')).toHaveCount(0);
});
