/**
 * What is measured (the README's Benchmarks): six reads for everyone, the customer's cart, the
 * owner's desk (its figures and customer search, signed in as the bench's admin), and placing a
 * cash-on-delivery order, of an untracked product and of one whose stock is tracked (docs/decisions/0015),
 * so each order also takes a unit by a conditional UPDATE. The customer is registered once
 * (auth routes are rate limited).
 */
import type { RequestSpec } from './bare-server';
import { BENCH_ADMIN } from './bench-admin';
import type { GeneratedShop } from './generate';
import { searchQueries } from './search-queries';

export interface Endpoint {
  /** For `--only` and the JSON. */
  name: string;
  label: string;
  spec: RequestSpec;
  /** Writes something per request (orders): measured last. */
  writes?: boolean;
}

export const ENDPOINT_NAMES = ['products', 'category', 'product', 'categories', 'home', 'product-page', 'cart', 'admin-stats', 'admin-customers', 'cod', 'cod-stock', 'search', 'suggest'] as const;
/** Measured by the `search` preset (and only when asked for by the others). */
export const SEARCH_ENDPOINT_NAMES = ['search', 'suggest'] as const satisfies readonly (typeof ENDPOINT_NAMES)[number][];
export type EndpointName = (typeof ENDPOINT_NAMES)[number];

export interface Customer {
  token: string;
  /** The COD order body: one line of the sample product, with the total the server will compute. */
  codBody: string;
  /** The same for the product with tracked stock. */
  codStockBody: string;
  /** The bench's admin (bench-admin.ts): the owner's desk reads. */
  adminToken: string;
}

export function endpoints(shop: GeneratedShop, customer: Customer): Record<EndpointName, Endpoint> {
  const category = encodeURIComponent(shop.categoryName);
  const auth = { authorization: `Bearer ${customer.token}` };
  const admin = { authorization: `Bearer ${customer.adminToken}` };
  // Each request asks the next of 1,000 distinct queries (docs/decisions/0054-product-search.md).
  const queries = searchQueries().map((text) => encodeURIComponent(text));
  const search = queries.map((text) => `/api/products/search?q=${text}`);
  const suggest = queries.map((text) => `/api/products/suggest?q=${text.slice(0, 12)}`);
  return {
    products: { name: 'products', label: 'GET /api/products?page=1', spec: { method: 'GET', path: '/api/products?page=1' } },
    category: { name: 'category', label: `GET /api/products/category/{name}?page=5`, spec: { method: 'GET', path: `/api/products/category/${category}?page=5` } },
    product: { name: 'product', label: 'GET /api/products/{id}', spec: { method: 'GET', path: `/api/products/${shop.sampleProductId}` } },
    categories: { name: 'categories', label: 'GET /api/categories', spec: { method: 'GET', path: '/api/categories' } },
    home: { name: 'home', label: 'SSR home page /', spec: { method: 'GET', path: '/' } },
    'product-page': { name: 'product-page', label: 'SSR product page /product/{id}', spec: { method: 'GET', path: `/product/${shop.sampleProductId}` } },
    cart: { name: 'cart', label: 'GET /api/cart (signed in)', spec: { method: 'GET', path: '/api/cart', headers: auth } },
    // The owner's desk (docs/decisions/0061): 90 days of figures over every order, and a customer search.
    'admin-stats': { name: 'admin-stats', label: 'GET /api/admin/stats?range=90d (admin)', spec: { method: 'GET', path: '/api/admin/stats?range=90d', headers: admin } },
    'admin-customers': { name: 'admin-customers', label: 'GET /api/admin/customers?q=customer12 (admin)', spec: { method: 'GET', path: '/api/admin/customers?page=1&q=customer12', headers: admin } },
    cod: { name: 'cod', label: 'POST /api/payments/cod (orders/s)', spec: { method: 'POST', path: '/api/payments/cod', headers: { ...auth, 'content-type': 'application/json' }, body: customer.codBody }, writes: true },
    'cod-stock': {
      name: 'cod-stock',
      label: 'POST /api/payments/cod, stock tracked (orders/s)',
      spec: { method: 'POST', path: '/api/payments/cod', headers: { ...auth, 'content-type': 'application/json' }, body: customer.codStockBody },
      writes: true,
    },
    search: { name: 'search', label: 'GET /api/products/search?q= (1,000 queries, uncached)', spec: { method: 'GET', path: search[0]!, paths: search, uncached: true } },
    suggest: { name: 'suggest', label: 'GET /api/products/suggest?q= (1,000 queries, uncached)', spec: { method: 'GET', path: suggest[0]!, paths: suggest, uncached: true } },
  };
}

const ADDRESS = { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' };

/** Registers the benchmark's customer, puts the sample product in its cart and prices a COD order. */
export async function prepareCustomer(baseUrl: string, shop: GeneratedShop): Promise<Customer> {
  const email = `bench-${Date.now()}@bench.haat.local`;
  const registered = await call<{ token: string }>(baseUrl, 'POST', '/api/user/register', undefined, {
    name: 'Bench Customer',
    email,
    password: 'bench-password',
    phoneNumber: '9876543210',
    address: ADDRESS,
  });
  const sample = await buyNowBody(baseUrl, shop.sampleProductId, email);
  await call(baseUrl, 'POST', '/api/cart', registered.token, { productId: shop.sampleProductId, quantity: 1, color: sample.color });
  const stocked = await buyNowBody(baseUrl, shop.stockedProductId, email);
  const admin = await call<{ token: string }>(baseUrl, 'POST', '/api/admin/login', undefined, BENCH_ADMIN);
  return { token: registered.token, codBody: sample.body, codStockBody: stocked.body, adminToken: admin.token };
}

/** A COD Buy Now of one piece of the product's first colour, with the total the server will compute. */
async function buyNowBody(baseUrl: string, productId: string, email: string): Promise<{ color: string; body: string }> {
  const product = await call<{ _id: string; colors: Array<{ name: string }>; discountPrice: number; deliveryCharge: number; codCharge: number; inStock: boolean }>(
    baseUrl,
    'GET',
    `/api/products/${productId}`,
  );
  const color = product.colors[0]?.name;
  if (color === undefined) throw new Error(`product ${product._id} has no colour`);
  if (!product.inStock) throw new Error(`the product ${product._id} is out of stock: COD would answer 409`);
  const body = JSON.stringify({
    products: [{ productId: product._id, quantity: 1, color }],
    deliveryAddress: ADDRESS,
    contactNumber: '9876543210',
    name: 'Bench Customer',
    email,
    // Buy Now (no cartId): the product's own delivery charge, plus its COD charge.
    totalPrice: Math.round((product.discountPrice + product.deliveryCharge + product.codCharge) * 100) / 100,
  });
  return { color, body };
}

async function call<T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
