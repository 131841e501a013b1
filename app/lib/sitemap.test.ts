import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_HEADER } from '../../common/public-page';
import { parseSitemapFile, productFileName, sitemapIndexXml, urlsetXml, xmlEscape, xmlResponse } from './sitemap';

describe('sitemap files', () => {
  it('names product files from 1 and parses them back', () => {
    expect(productFileName(3)).toBe('products-3.xml');
    expect(parseSitemapFile('products-3.xml')).toEqual({ kind: 'products', file: 3 });
    expect(parseSitemapFile('pages.xml')).toEqual({ kind: 'pages' });
  });

  it.each(['products-0.xml', 'products-01.xml', 'products-x.xml', 'products-1.xml.gz', 'other.xml', '../pages.xml', 'products-1234567.xml'])('knows no file %s', (name) => {
    expect(parseSitemapFile(name)).toBeNull();
  });
});

describe('sitemap XML', () => {
  it('escapes the five XML entities', () => {
    expect(xmlEscape(`/t&c?a=<b>&"c"'d'`)).toBe('/t&amp;c?a=&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
  });

  it('writes a urlset with lastmod where known', () => {
    const xml = urlsetXml([{ loc: 'https://shop.example/t&c' }, { loc: "https://shop.example/products/Men's", lastmod: '2026-01-02T00:00:00.000Z' }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/t&amp;c</loc></url>\n' +
        '<url><loc>https://shop.example/products/Men&apos;s</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('writes a sitemap index', () => {
    const xml = sitemapIndexXml([{ loc: 'https://shop.example/sitemaps/pages.xml' }, { loc: 'https://shop.example/sitemaps/products-1.xml' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap><loc>/g)).toHaveLength(2);
  });

  it('answers XML that proxies may keep a few minutes', async () => {
    const response = xmlResponse('<x/>');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    // For the server's public cache, which removes the mark before answering.
    expect(response.headers.get(PUBLIC_PAGE_HEADER)).toBe('anonymous');
    expect(await response.text()).toBe('<x/>');
  });
});
