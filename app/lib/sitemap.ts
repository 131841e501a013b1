/**
 * sitemap.xml (docs/decisions/0009-findable.md): `/sitemap.xml` is always a sitemap index naming
 * `/sitemaps/pages.xml` (home, product list, static pages, every category) and one
 * `/sitemaps/products-N.xml` per 50,000 products. Pure builders; the routes in
 * app/routes/sitemap-*.ts fetch the data.
 */
import { PUBLIC_PAGE_HEADER } from '../../common/public-page';

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** ISO 8601 time of the last change, when known. */
  lastmod?: string;
}

/** The indexable pages that are not a category or a product, in the order the sitemap lists them. */
export const STATIC_PATHS = ['/', '/products', '/about', '/contact', '/t&c', '/shipping-policy', '/privacy-policy'] as const;

export const PAGES_FILE = 'pages.xml';

/** How long a crawler or a proxy may keep a sitemap or robots.txt: a new product shows within minutes. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=300';

export function productFileName(file: number): string {
  return `products-${file}.xml`;
}

/** Which file of the sitemap a `/sitemaps/{name}` asks for, or null for any other name. */
export function parseSitemapFile(name: string): { kind: 'pages' } | { kind: 'products'; file: number } | null {
  if (name === PAGES_FILE) return { kind: 'pages' };
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: 'products', file: Number(match[1]) } : null;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for an XML element (the sitemap protocol asks for all five entities). */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

function entries(tag: 'url' | 'sitemap', items: SitemapUrl[]): string {
  const lines: string[] = [];
  for (const item of items) {
    const lastmod = item.lastmod ? `<lastmod>${xmlEscape(item.lastmod)}</lastmod>` : '';
    lines.push(`<${tag}><loc>${xmlEscape(item.loc)}</loc>${lastmod}</${tag}>`);
  }
  return lines.join('\n');
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>`: one sitemap file. */
export function urlsetXml(urls: SitemapUrl[]): string {
  return `${HEAD}<urlset xmlns="${NS}">\n${entries('url', urls)}\n</urlset>\n`;
}

/** A `<sitemapindex>`: the list of sitemap files. */
export function sitemapIndexXml(sitemaps: SitemapUrl[]): string {
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`;
}

/**
 * Headers of a sitemap file or robots.txt: cacheable by anyone for a few minutes, and marked for
 * the server's public cache (decision 0007), which keeps it until the catalogue next changes.
 */
export function crawlerHeaders(contentType: string): HeadersInit {
  return { 'Content-Type': contentType, 'Cache-Control': SITEMAP_CACHE_CONTROL, [PUBLIC_PAGE_HEADER]: 'anonymous' };
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, { headers: crawlerHeaders('application/xml; charset=utf-8') });
}

/** A plain 404 for a sitemap file that does not exist (resource routes have no error page). */
export function notFoundResponse(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
