import { describe, expect, it } from 'vitest';
import { DISALLOWED_PATHS, listPageHref, listPageUrls, pageMeta, robotsTxt } from './seo';

const base = 'https://shop.example';

describe('listPageUrls', () => {
  it('makes page 1 canonical without ?page=1', () => {
    expect(listPageUrls(base, '/products', 1, 3)).toEqual({ canonical: `${base}/products`, next: `${base}/products?page=2` });
  });

  it('makes every later page its own canonical, with its neighbours', () => {
    expect(listPageUrls(base, '/products', 2, 3)).toEqual({ canonical: `${base}/products?page=2`, prev: `${base}/products`, next: `${base}/products?page=3` });
    expect(listPageUrls(base, '/products/Sarees', 3, 3)).toEqual({ canonical: `${base}/products/Sarees?page=3`, prev: `${base}/products/Sarees?page=2` });
  });

  it('has no neighbours on a single page or an empty list', () => {
    expect(listPageUrls(base, '/products/Empty', 1, 0)).toEqual({ canonical: `${base}/products/Empty` });
    expect(listPageUrls(base, '/products', 1, 1)).toEqual({ canonical: `${base}/products` });
  });

  it('spells pages as the pager links them', () => {
    expect(listPageHref('/products', 1)).toBe('/products');
    expect(listPageHref('/products', 4)).toBe('/products?page=4');
  });
});

describe('pageMeta', () => {
  it('adds prev and next links only when given', () => {
    const links = (tags: ReturnType<typeof pageMeta>) => tags.flatMap((tag) => ('tagName' in tag ? [[tag.rel, tag.href] as unknown[]] : []));
    expect(links(pageMeta({ title: 't', description: 'd', url: `${base}/products` }))).toEqual([['canonical', `${base}/products`]]);
    expect(links(pageMeta({ title: 't', description: 'd', url: `${base}/products?page=2`, prev: `${base}/products`, next: `${base}/products?page=3` }))).toEqual([
      ['canonical', `${base}/products?page=2`],
      ['prev', `${base}/products`],
      ['next', `${base}/products?page=3`],
    ]);
  });
});

describe('robotsTxt', () => {
  const text = robotsTxt(base);

  it('keeps crawlers out of the back office and the account pages', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/account', '/orders', '/cart', '/login', '/signup', '/reset-password', '/email-sent-success', '/payment', '/paymentsuccess', '/orderSuccess']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(DISALLOWED_PATHS.length);
  });

  it('leaves the shop open and names the sitemap by its absolute URL', () => {
    for (const path of ['/', '/products', '/product/', '/about']) {
      expect(DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix)), path).toBe(false);
    }
    expect(text).toContain(`Sitemap: ${base}/sitemap.xml\n`);
  });
});
