import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import { pageMeta } from './seo';
import { absoluteUrl, breadcrumbJsonLd, categoryPath, jsonLd, listBreadcrumb, organizationJsonLd, priceText, productBreadcrumb, productJsonLd, websiteJsonLd } from './structured-data';

const shop = { name: 'Haat', publicUrl: 'https://shop.example' };

const product: Product = {
  _id: 'a'.repeat(24),
  name: 'Handloom Cotton Saree',
  description: 'A saree woven by hand.',
  primaryImage: '/media/k1-640.webp',
  video: null,
  sizes: [],
  colors: [
    { _id: 'b'.repeat(24), name: 'Maroon', images: ['/media/k1-640.webp', '/media/k2-640.webp'], swatch: null, stock: null },
    { _id: 'd'.repeat(24), name: 'Teal', images: ['https://cdn.example/teal.jpg'], swatch: null, stock: null },
  ],
  rating: 4.5,
  reviewCount: 0,
  actualPrice: 2999,
  discountPrice: 1299.5,
  deliveryCharge: 40,
  codCharge: 0,
  inStock: true,
  category: { _id: 'c'.repeat(24), name: "Men's Clothing & Shoes" },
  features: 'Cotton',
  hsnCode: '6109',
  gstRate: 5,
  uqc: 'PCS',
  isNewArrival: false,
  isFeatured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('priceText', () => {
  it.each([
    [999, '999.00'],
    [1299.5, '1299.50'],
    [0.1 + 0.2, '0.30'],
    [129999.99, '129999.99'],
  ])('writes %d rupees as %s', (rupees, text) => {
    expect(priceText(rupees)).toBe(text);
  });
});

describe('absoluteUrl and categoryPath', () => {
  it('builds on PUBLIC_URL and keeps absolute URLs', () => {
    expect(absoluteUrl(shop.publicUrl, '/product/1')).toBe('https://shop.example/product/1');
    expect(absoluteUrl(shop.publicUrl, '/')).toBe('https://shop.example/');
    expect(absoluteUrl(shop.publicUrl, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });

  it('spells a category as the storefront links it', () => {
    expect(categoryPath("Men's Clothing & Shoes")).toBe("/products/Men's%20Clothing%20%26%20Shoes");
  });
});

describe('productJsonLd', () => {
  it('describes the product and its offer in INR', () => {
    const data = productJsonLd(product, shop);
    const url = `https://shop.example/product/${product._id}`;
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${url}#product`,
      name: 'Handloom Cotton Saree',
      description: 'A saree woven by hand.',
      sku: product._id,
      productID: product._id,
      url,
      // Every colour's images, each once, at the largest uploaded variant; external ones as they are.
      image: ['https://shop.example/media/k1-1280.webp', 'https://shop.example/media/k2-1280.webp', 'https://cdn.example/teal.jpg'],
      category: "Men's Clothing & Shoes",
      offers: {
        '@type': 'Offer',
        url,
        price: '1299.50',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Haat', url: 'https://shop.example/' },
      },
    });
  });

  it('rates a product from its customers’ reviews only (docs/decisions/0055)', () => {
    expect(productJsonLd({ ...product, rating: 4.3, reviewCount: 3 }, shop).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
  });

  it('marks an out-of-stock product and claims no brand or rating', () => {
    const data = productJsonLd({ ...product, inStock: false }, shop);
    expect((data.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('brand');
  });

  it('leaves out image when the product has none', () => {
    expect(productJsonLd({ ...product, primaryImage: '', colors: [{ _id: 'b'.repeat(24), name: 'Plain', images: [], swatch: null, stock: null }] }, shop)).not.toHaveProperty('image');
  });
});

describe('breadcrumbs', () => {
  it('numbers the steps from 1', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://shop.example/' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' }],
    });
  });

  it('leads from home through the category to the product', () => {
    const steps = (productBreadcrumb(product, shop).itemListElement as { name: string; item: string }[]).map(({ name, item }) => [name, item]);
    expect(steps).toEqual([
      ['Home', 'https://shop.example/'],
      ["Men's Clothing & Shoes", "https://shop.example/products/Men's%20Clothing%20%26%20Shoes"],
      ['Handloom Cotton Saree', `https://shop.example/product/${product._id}`],
    ]);
  });

  it('ends a list page at its category, or at All products', () => {
    const last = (data: Record<string, unknown>) => (data.itemListElement as { name: string; item: string }[]).at(-1);
    expect(last(listBreadcrumb('Sarees', shop))).toMatchObject({ name: 'Sarees', item: 'https://shop.example/products/Sarees', position: 2 });
    expect(last(listBreadcrumb(null, shop))).toMatchObject({ name: 'All products', item: 'https://shop.example/products', position: 2 });
  });
});

describe('organization and website', () => {
  it('names the shop, its address and its logo when it has one', () => {
    expect(organizationJsonLd({ ...shop, logo: '/favicon.svg' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://shop.example/#organization',
      name: 'Haat',
      url: 'https://shop.example/',
      logo: 'https://shop.example/favicon.svg',
    });
    expect(organizationJsonLd(shop)).not.toHaveProperty('logo');
    expect(websiteJsonLd(shop)).toMatchObject({ '@type': 'WebSite', name: 'Haat', url: 'https://shop.example/', publisher: { '@id': 'https://shop.example/#organization' } });
  });
});

describe('rendered JSON-LD', () => {
  it('cannot be closed by product text, and parses back to the same data', () => {
    const hostile = { ...product, name: 'Saree </script><script>alert(1)</script> & <!-- more' };
    const data = productJsonLd(hostile, shop);
    const Stub = createRoutesStub([{ path: '/', meta: () => [jsonLd(data)], Component: () => <Meta /> }]);
    const html = renderToString(<Stub initialEntries={['/']} />);

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const body = scripts[0]![1]!;
    expect(body).not.toContain('<');
    expect(body).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(body)).toEqual(data);
  });

  it('comes with pageMeta, one script per object', () => {
    const tags = pageMeta({ title: 't', description: 'd', url: 'https://shop.example/', structuredData: [organizationJsonLd(shop), websiteJsonLd(shop)] });
    expect(tags.filter((tag) => 'script:ld+json' in tag)).toHaveLength(2);
  });
});
