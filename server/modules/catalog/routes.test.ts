import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product, ProductPage } from '../../../common/catalog';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { startTestApp, type TestApp } from '../../test/app';

let app: TestApp;
let shoes: string;
let books: string;
let shoeIds: string[];
let emptyCategory: string;

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.runtime;
  shoes = await addCategory(db, 'Footwear');
  books = await addCategory(db, "Men's Clothing");
  emptyCategory = await addCategory(db, 'Empty Shelf');
  shoeIds = await addProducts(db, shoes, 23);
  await addProducts(db, books, 3, { isFeatured: true, colors: ['Red', 'Blue', 'Green', 'Black', 'White', 'Pink'] });
  await addProducts(db, books, 2, { isNewArrival: true, inStock: false, actualPrice: 14_999_900, discountPrice: 12_999_950 });
});

afterAll(() => app.close());

const json = async <T>(path: string, status = 200): Promise<T> => {
  const response = await app.fetch(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return (await response.json()) as T;
};

describe('GET /api/products', () => {
  it('pages newest first with 10 by default and counts the pages', async () => {
    const body = await json<ProductPage>('/api/products');
    expect(body.pages).toBe(3); // 28 products
    expect(body.products).toHaveLength(10);
    const dates = body.products.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers the contract shape in rupees', async () => {
    const { products } = await json<ProductPage>('/api/products?limit=100');
    const expensive = products.find((p) => p.actualPrice === 149999) as Product;
    expect(expensive).toMatchObject({ discountPrice: 129999.5, inStock: false, isNewArrival: true, deliveryCharge: 40, codCharge: 20 });
    expect(Object.keys(expensive).sort()).toEqual(
      ['_id', 'name', 'description', 'primaryImage', 'video', 'sizes', 'colors', 'rating', 'reviewCount', 'actualPrice', 'discountPrice', 'deliveryCharge', 'codCharge', 'inStock', 'category', 'features', 'hsnCode', 'gstRate', 'uqc', 'isNewArrival', 'isFeatured', 'createdAt', 'updatedAt'].sort(),
    );
    expect(expensive.category).toEqual({ _id: books, name: "Men's Clothing" });
    expect(expensive.colors[0]).toMatchObject({ name: 'Black', images: [expect.stringMatching(/^\/media\//)] });
    expect(expensive.colors[0]?._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('honours page and limit, and a page past the end is empty', async () => {
    const first = await json<ProductPage>('/api/products?page=1&limit=5');
    const second = await json<ProductPage>('/api/products?page=2&limit=5');
    expect(first.pages).toBe(6);
    expect(second.products.map((p) => p._id)).not.toContain(first.products[0]?._id);
    const beyond = await json<ProductPage>('/api/products?page=99');
    expect(beyond).toEqual({ products: [], pages: 3 });
  });

  it.each(['page=-1', 'page=0', 'page=abc', 'page=1.5', 'limit=0', 'limit=1000', 'limit=101', 'limit=-5'])('refuses %s with a 400', async (query) => {
    const body = await json<{ message: string; errors: { path: string; message: string }[] }>(`/api/products?${query}`, 400);
    expect(body.message).toMatch(/must be a whole number/);
    expect(body.errors[0]?.path).toMatch(/page|limit/);
  });
});

describe('GET /api/products/category/{name-or-id}', () => {
  it('finds the category by name, case-insensitively, and by id', async () => {
    const byName = await json<ProductPage>('/api/products/category/Footwear?page=3');
    expect(byName.pages).toBe(3);
    expect(byName.products).toHaveLength(3);
    expect(byName.products.every((p) => p.category.name === 'Footwear')).toBe(true);
    const byLowerName = await json<ProductPage>('/api/products/category/footwear');
    expect(byLowerName.products[0]?._id).toBe(shoeIds[shoeIds.length - 1]);
    const byId = await json<ProductPage>(`/api/products/category/${shoes}?limit=100`);
    expect(byId.products.map((p) => p._id).sort()).toEqual([...shoeIds].sort());
    const encoded = await json<ProductPage>(`/api/products/category/${encodeURIComponent("Men's Clothing")}`);
    expect(encoded.products).toHaveLength(5);
  });

  it('answers an empty page for a category without products', async () => {
    expect(await json<ProductPage>(`/api/products/category/${emptyCategory}`)).toEqual({ products: [], pages: 0 });
  });

  it('answers 404 for an unknown category and 400 for bad paging', async () => {
    expect(await json('/api/products/category/Nope', 404)).toEqual({ message: 'Category not found' });
    expect(await json(`/api/products/category/${'a'.repeat(24)}`, 404)).toEqual({ message: 'Category not found' });
    await json('/api/products/category/Footwear?limit=1000', 400);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers one product with its category', async () => {
    const product = await json<Product>(`/api/products/${shoeIds[0]}`);
    expect(product._id).toBe(shoeIds[0]);
    expect(product.category).toEqual({ _id: shoes, name: 'Footwear' });
  });

  it.each(['0123456789abcdef01234567', 'not-an-id', "1' OR '1'='1", '%00'])('answers 404 for %s', async (id) => {
    expect(await json(`/api/products/${encodeURIComponent(id)}`, 404)).toEqual({ message: 'Product not found' });
  });
});

describe('featured and new arrivals', () => {
  it('lists only featured products', async () => {
    const featured = await json<Product[]>('/api/products/featured');
    expect(featured).toHaveLength(3);
    expect(featured.every((p) => p.isFeatured)).toBe(true);
  });

  it('lists only new arrivals', async () => {
    const arrivals = await json<Product[]>('/api/products/new-arrivals');
    expect(arrivals).toHaveLength(2);
    expect(arrivals.every((p) => p.isNewArrival)).toBe(true);
  });
});

describe('GET /api/categories', () => {
  it('lists categories by name with both _id and id', async () => {
    const categories = await json<Category[]>('/api/categories');
    expect(categories.map((c) => c.name)).toEqual(['Empty Shelf', 'Footwear', "Men's Clothing"]);
    expect(categories[1]).toMatchObject({ _id: shoes, id: shoes, image: expect.stringMatching(/^\/media\//) });
    expect(categories[1]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers one category, or 404', async () => {
    expect(await json<Category>(`/api/categories/${books}`)).toMatchObject({ _id: books, name: "Men's Clothing" });
    expect(await json(`/api/categories/${'b'.repeat(24)}`, 404)).toEqual({ message: 'Category not found' });
    expect(await json('/api/categories/Footwear', 404)).toEqual({ message: 'Category not found' });
  });
});
