import type { Product } from '../../common/catalog';
import { toPaise } from '../../common/money';
import { imageAt } from './images';

/**
 * schema.org JSON-LD for search engines (docs/decisions/0009-findable.md). Pure builders: each
 * returns a plain object that a route's `meta` hands to React Router as `{ 'script:ld+json': … }`
 * (see `jsonLd`), which renders a `<script type="application/ld+json">` data block with `<`, `>`
 * and `&` escaped as \u003c…, so no product text can close the script tag. Data blocks are not
 * executed, so the page's CSP (script nonces) does not apply to them.
 */

export type JsonLd = Record<string, unknown>;

/** The shop as the pages know it: `publicUrl` is PUBLIC_URL, without a trailing slash. */
export interface ShopInfo {
  name: string;
  publicUrl: string;
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL of the step. */
  url: string;
}

const SCHEMA = 'https://schema.org';

/** A category's list page, exactly as the storefront links it (CategoryTiles, the category menu). */
export function categoryPath(categoryName: string): string {
  return `/products/${encodeURIComponent(categoryName)}`;
}

export function productPath(productId: string): string {
  return `/product/${productId}`;
}

/** `path` (or an already absolute URL, such as an external image) made absolute on PUBLIC_URL. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).href;
}

/** Rupees as schema.org wants a price: digits and a dot, always two decimals ('1299.50', '999.00'). */
export function priceText(rupees: number): string {
  return (toPaise(rupees) / 100).toFixed(2);
}

/** The meta descriptor React Router renders as one `<script type="application/ld+json">`. */
export function jsonLd(data: JsonLd): { 'script:ld+json': JsonLd } {
  return { 'script:ld+json': data };
}

/** Every distinct image of every colour, at its largest variant, as absolute URLs. */
function productImages(product: Product, publicUrl: string): string[] {
  const urls = [product.primaryImage, ...product.colors.flatMap((color) => color.images)].filter((url) => url !== '');
  return [...new Set(urls.map((url) => absoluteUrl(publicUrl, imageAt(url, 1280))))];
}

/**
 * A product with its one offer: the selling price in INR, stock, condition. No `brand` (the shop
 * sells other makers' goods, and a wrong brand is worse than none). `aggregateRating` only once
 * customers reviewed it (its `rating` is then their average, docs/decisions/0055): the shop's own
 * rating is not counted from reviews, and Google's rules forbid marking up ratings that are not.
 */
export function productJsonLd(product: Product, shop: ShopInfo): JsonLd {
  const url = absoluteUrl(shop.publicUrl, productPath(product._id));
  const images = productImages(product, shop.publicUrl);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    sku: product._id,
    productID: product._id,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    category: product.category.name,
    ...(product.reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5, worstRating: 1 } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: priceText(product.discountPrice),
      priceCurrency: 'INR',
      availability: product.inStock ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: shop.name, url: absoluteUrl(shop.publicUrl, '/') },
    },
  };
}

/** The trail of a page from the home page; each step links to its page. */
export function breadcrumbJsonLd(items: BreadcrumbItem[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** Home › Category › Product. */
export function productBreadcrumb(product: Product, shop: ShopInfo): JsonLd {
  return breadcrumbJsonLd([
    { name: 'Home', url: absoluteUrl(shop.publicUrl, '/') },
    { name: product.category.name, url: absoluteUrl(shop.publicUrl, categoryPath(product.category.name)) },
    { name: product.name, url: absoluteUrl(shop.publicUrl, productPath(product._id)) },
  ]);
}

/** Home › Category on a category's list, Home › All products on the full list (every page of it). */
export function listBreadcrumb(categoryName: string | null, shop: ShopInfo): JsonLd {
  const last = categoryName === null ? { name: 'All products', url: absoluteUrl(shop.publicUrl, '/products') } : { name: categoryName, url: absoluteUrl(shop.publicUrl, categoryPath(categoryName)) };
  return breadcrumbJsonLd([{ name: 'Home', url: absoluteUrl(shop.publicUrl, '/') }, last]);
}

/** The shop itself (home page): its name, address and, when it has one, logo. */
export function organizationJsonLd(shop: ShopInfo & { logo?: string }): JsonLd {
  const url = absoluteUrl(shop.publicUrl, '/');
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: shop.name,
    url,
    ...(shop.logo ? { logo: absoluteUrl(shop.publicUrl, shop.logo) } : {}),
  };
}

/** The site (home page), so search engines show the shop's name rather than its host name. */
export function websiteJsonLd(shop: ShopInfo): JsonLd {
  const url = absoluteUrl(shop.publicUrl, '/');
  return { '@context': SCHEMA, '@type': 'WebSite', '@id': `${url}#website`, name: shop.name, url, publisher: { '@id': `${url}#organization` } };
}
