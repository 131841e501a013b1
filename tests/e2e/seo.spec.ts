import type { APIRequestContext } from '@playwright/test';
import type { Category } from '../../common/catalog';
import { ADMIN_TEST_NAME, allProducts, expect, test } from './fixtures';

// What a crawler gets (docs/decisions/0009-findable.md): robots.txt, the sitemap index and its
// files, and in the server-rendered HTML the canonical URL and JSON-LD. PUBLIC_URL is the address
// the tests use (serve.ts), so absolute URLs start with the base URL.

type JsonLd = Record<string, unknown> & { '@type': string };

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

function jsonLdOf(page: string): JsonLd[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as JsonLd);
}

function linkHref(page: string, rel: string): string | undefined {
  return new RegExp(`<link rel="${rel}" href="([^"]*)"/>`).exec(page)?.[1]?.replaceAll('&amp;', '&');
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&').replaceAll('&apos;', "'"));
}

async function xml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
  return response.text();
}

async function categories(request: APIRequestContext): Promise<Category[]> {
  return ((await (await request.get('/api/categories')).json()) as Category[]).filter((category) => !ADMIN_TEST_NAME.test(category.name));
}

test('robots.txt keeps crawlers out of the private pages and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers()['x-haat-public-page'], 'the public cache mark stays inside').toBeUndefined();
  const lines = (await response.text()).split('\n');
  expect(lines[0]).toBe('User-agent: *');
  for (const path of ['/admin', '/account', '/orders', '/cart', '/login', '/signup', '/reset-password', '/payment', '/orderSuccess']) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemap index leads to every page, category and product', async ({ request, baseURL }) => {
  const index = await xml(request, '/sitemap.xml');
  expect(await xml(request, '/sitemap.xml'), 'the same again (from the public cache)').toBe(index);
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = locs(index);
  expect(files).toEqual([`${baseURL}/sitemaps/pages.xml`, `${baseURL}/sitemaps/products-1.xml`]);

  const pages = locs(await xml(request, files[0]!));
  for (const path of ['/', '/products', '/about', '/contact', '/t&c', '/shipping-policy', '/privacy-policy']) expect(pages).toContain(`${baseURL}${path}`);
  const shelves = await categories(request);
  expect(shelves.length).toBeGreaterThan(0);
  for (const category of shelves) expect(pages).toContain(`${baseURL}/products/${encodeURIComponent(category.name)}`);
  // Every listed page is there to be crawled (admin tests may delete their own categories meanwhile).
  for (const url of pages.filter((loc) => !/E2E/.test(decodeURIComponent(loc)))) expect((await request.get(url)).status(), url).toBe(200);

  const productsXml = await xml(request, files[1]!);
  const products = await allProducts(request);
  for (const product of products) {
    expect(productsXml).toContain(`<url><loc>${baseURL}/product/${product._id}</loc><lastmod>${product.updatedAt}</lastmod></url>`);
  }

  for (const missing of ['/sitemaps/products-99.xml', '/sitemaps/other.xml']) expect((await request.get(missing)).status(), missing).toBe(404);
});

test('the home page names the shop as an Organization and a WebSite', async ({ request, baseURL }) => {
  const page = await html(request, '/');
  expect(page).toMatch(/<html lang="en-IN"/);
  expect(linkHref(page, 'canonical')).toBe(`${baseURL}/`);
  const data = jsonLdOf(page);
  expect(data.find((item) => item['@type'] === 'Organization')).toMatchObject({ name: 'Haat', url: `${baseURL}/`, logo: `${baseURL}/favicon.svg` });
  expect(data.find((item) => item['@type'] === 'WebSite')).toMatchObject({ name: 'Haat', url: `${baseURL}/` });
});

test('a product page carries its Product offer in INR and its breadcrumb', async ({ request, baseURL }) => {
  const products = await allProducts(request);
  for (const product of [products.find((p) => p.inStock)!, products.find((p) => !p.inStock)!]) {
    const url = `${baseURL}/product/${product._id}`;
    const page = await html(request, `/product/${product._id}`);
    expect(linkHref(page, 'canonical')).toBe(url);
    const data = jsonLdOf(page);

    const item = data.find((entry) => entry['@type'] === 'Product');
    expect(item).toMatchObject({
      name: product.name,
      sku: product._id,
      url,
      category: product.category.name,
      offers: {
        '@type': 'Offer',
        price: product.discountPrice.toFixed(2),
        priceCurrency: 'INR',
        availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        url,
      },
    });
    for (const image of item!.image as string[]) expect(image).toMatch(new RegExp(`^(${baseURL}/|https?://)`));

    const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(trail.map((step) => [step.name, step.item])).toEqual([
      ['Home', `${baseURL}/`],
      [product.category.name, `${baseURL}/products/${encodeURIComponent(product.category.name)}`],
      [product.name, url],
    ]);
  }
});

test('list pages are canonical page by page, on the category name our links use', async ({ request, baseURL }) => {
  const first = await html(request, '/products?page=1&utm_source=mail');
  expect(linkHref(first, 'canonical')).toBe(`${baseURL}/products`);
  expect(linkHref(first, 'prev')).toBeUndefined();
  expect(linkHref(first, 'next')).toBe(`${baseURL}/products?page=2`);
  expect(jsonLdOf(first).find((item) => item['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'All products', item: `${baseURL}/products` }] });

  const second = await html(request, '/products?page=2&sort=price');
  expect(linkHref(second, 'canonical')).toBe(`${baseURL}/products?page=2`);
  expect(linkHref(second, 'prev')).toBe(`${baseURL}/products`);
  expect(second).toContain('<title>All products – Page 2 | Haat</title>');

  // The name in any case, or the category's id: canonical on the name as the tiles link it.
  const category = (await categories(request))[0]!;
  const path = `/products/${encodeURIComponent(category.name)}`;
  for (const alias of [`/products/${encodeURIComponent(category.name.toLowerCase())}`, `/products/${category._id}`]) {
    const page = await html(request, alias);
    expect(linkHref(page, 'canonical'), alias).toBe(`${baseURL}${path}`);
    expect(jsonLdOf(page).find((item) => item['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: category.name, item: `${baseURL}${path}` }] });
  }
  const home = await html(request, '/');
  expect(home).toContain(`href="${path.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')}"`);

  // Past the last page: a 404, not an empty page to index.
  expect((await request.get('/products?page=999')).status()).toBe(404);
});

test('private pages ask not to be indexed and have no canonical', async ({ request }) => {
  for (const path of ['/login', '/signup', '/cart']) {
    const page = await html(request, path);
    expect(page, path).toContain('<meta name="robots" content="noindex"/>');
    expect(linkHref(page, 'canonical'), path).toBeUndefined();
  }
});
