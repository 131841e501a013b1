import type { MetaDescriptor } from 'react-router';
import { jsonLd, type JsonLd } from './structured-data';

interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of this page (its canonical form). */
  url: string;
  image?: string;
  type?: 'website' | 'product';
  /** Absolute URLs of the previous and next page of a paged list. */
  prev?: string;
  next?: string;
  /** schema.org objects (app/lib/structured-data.ts), each rendered as a JSON-LD script. */
  structuredData?: JsonLd[];
}

/** Title, description, canonical link and Open Graph tags of a page, in one call. */
export function pageMeta({ title, description, url, image, type = 'website', prev, next, structuredData = [] }: PageMeta): MetaDescriptor[] {
  const absoluteImage = image ? new URL(image, url).href : undefined;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(prev ? [{ tagName: 'link', rel: 'prev', href: prev }] : []),
    ...(next ? [{ tagName: 'link', rel: 'next', href: next }] : []),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    ...(absoluteImage ? [{ property: 'og:image', content: absoluteImage }] : []),
    { name: 'twitter:card', content: absoluteImage ? 'summary_large_image' : 'summary' },
    ...structuredData.map(jsonLd),
  ];
}

/**
 * The address of page `page` of a paged list at `path`, as the pager links it: page 1 is the bare
 * path (never `?page=1`), any other page `?page=N`, and no other query parameter.
 */
export function listPageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}

/**
 * Canonical, previous and next URLs of one page of a paged list (docs/decisions/0009-findable.md):
 * each page is its own canonical (its products are not on page 1), built on PUBLIC_URL.
 */
export function listPageUrls(publicUrl: string, path: string, page: number, pages: number): { canonical: string; prev?: string; next?: string } {
  const at = (n: number) => `${publicUrl}${listPageHref(path, n)}`;
  return {
    canonical: at(page),
    ...(page > 1 ? { prev: at(page - 1) } : {}),
    ...(page < pages ? { next: at(page + 1) } : {}),
  };
}

/**
 * Title and description of an account page (login, signup, password reset, account, orders,
 * cart): nothing there for a search engine, so `noindex` and no canonical or Open Graph tags.
 */
export function privatePageMeta({ title, description, shopName }: { title: string; description: string; shopName: string | undefined }): MetaDescriptor[] {
  return [{ title: `${title} | ${shopName ?? 'Haat'}` }, { name: 'description', content: description }, { name: 'robots', content: 'noindex' }];
}

/**
 * Paths crawlers are asked to stay out of: the back office, every account, cart and checkout
 * page, and the shop's search results, endless and each product's own page already (those also
 * say `noindex`, see privatePageMeta). Prefixes, as robots.txt matches them.
 */
export const DISALLOWED_PATHS = [
  '/admin',
  '/account',
  '/orders',
  '/cart',
  '/login',
  '/signup',
  '/reset-password',
  '/email-sent-success',
  '/payment',
  '/paymentsuccess',
  '/orderSuccess',
  '/search',
] as const;

/** robots.txt: everything but the private pages, and where the sitemap is (an absolute URL on PUBLIC_URL). */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
