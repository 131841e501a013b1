import { expect, test, waitForHydration } from './fixtures';

test('the product list pages with Previous, numbers and Next', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  const firstOnPageOne = await cards.first().getByRole('link').first().getAttribute('href');

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first().getByRole('link').first()).not.toHaveAttribute('href', firstOnPageOne ?? '');

  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=3$/);
  await pagination.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/page=2$/);
});

test('choosing a category navigates to it from page 1, and All goes back', async ({ page }) => {
  await page.goto('/products?page=2');
  // Choosing navigates through the page's script (docs/decisions/0072: it starts after the first paint).
  await waitForHydration(page);
  const select = page.getByRole('combobox', { name: 'Category' });
  await expect(select.locator('option').first()).toHaveText('All');
  const name = (await select.locator('option').nth(1).textContent()) ?? '';

  await select.selectOption(name);
  await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe(`/products/${name}`);
  expect(new URL(page.url()).search).toBe(''); // back to page 1
  const response = await page.request.get(`/api/products/category/${encodeURIComponent(name)}`);
  const { products } = (await response.json()) as { products: { name: string }[] };
  await expect(page.getByRole('article').first()).toContainText(products[0]!.name.slice(0, 10));

  await select.selectOption('All');
  await expect(page).toHaveURL(/\/products$/);
});

test('list and detail pages carry their data in the HTML', async ({ request }) => {
  const api = (await (await request.get('/api/products?limit=10')).json()) as { products: { _id: string; name: string }[] };
  const html = await (await request.get('/products')).text();
  expect(html).toContain('<title>All products | Haat</title>');
  expect(html).toContain('₹');
  for (const product of api.products) expect(html).toContain(product._id);

  const first = api.products[0]!;
  const detail = await request.get(`/product/${first._id}`);
  const detailHtml = await detail.text();
  expect(detail.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  // Canonical links are built on PUBLIC_URL (serve.ts sets it to the address the tests use).
  expect(detailHtml).toContain(`<link rel="canonical" href="http://127.0.0.1:${new URL(detail.url()).port}/product/${first._id}"/>`);
  expect(detailHtml).toContain('property="og:title"');
  expect(detailHtml).toContain('name="description"');
});

test('unknown paths answer 404 with Page not found.', async ({ page }) => {
  for (const path of ['/no-such-page', '/product/0123456789abcdef01234567', '/products/No%20Such%20Category']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible();
  }
});

test('static pages render with their headings', async ({ page }) => {
  for (const path of ['/about', '/contact', '/t&c', '/shipping-policy', '/privacy-policy']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/shipping-policy');
  // The shop's delivery time (its settings; the e2e shop keeps the default 5), as the order confirmation gives it.
  await expect(page.getByText(/delivered within 5 working days/).first()).toBeVisible();
});
