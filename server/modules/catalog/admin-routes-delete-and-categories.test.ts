import { describe, expect, it } from 'vitest';
import { IMAGE_TYPE_MESSAGE } from '../../../common/admin';
import type { Category, Product } from '../../../common/catalog';
import { bearer, json, register } from '../../test/accounts-fixtures';
import { file, jpegBytes, mp4Bytes, png, uploads, variantsOf } from '../../test/admin-fixtures';
import { addProducts } from '../../test/catalog-fixtures';
import { parseNewProductForm } from './admin-input';
import { app, createProduct, expectError, filesOf, imagesOf, productForm, send, startCatalogAdminApp } from '../../test/admin-routes-fixtures';
import { createUnitOfWork } from '../../db/unit-of-work';
import { createCatalogAdminService } from './admin-service';
import { createCatalogRepo } from './repo';

// Deleting a product (and keeping the files something else still shows), and the category routes.
startCatalogAdminApp();

describe('files something else still shows', () => {
  it('are kept when the catalogue lets go of them (the referencedElsewhere port)', async () => {
    const { db, services, logger } = app.runtime;
    let referenced = '';
    const uow = createUnitOfWork(db);
    const service = createCatalogAdminService({ repo: createCatalogRepo(uow.db), transaction: uow.transaction, media: services.media, logger, referencedElsewhere: async (urls) => new Set(urls.filter((url) => url === referenced)), defaultGstRate: async () => 5 });
    const product = await service.createProduct(parseNewProductForm(await productForm()));
    referenced = product.primaryImage;
    await service.deleteProduct(product._id);
    const files = await uploads(app);
    for (const name of variantsOf(product.primaryImage)) expect(files).toContain(name);
    for (const name of imagesOf(product).slice(1).flatMap(variantsOf)) expect(files).not.toContain(name);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes the product and every file of it', async () => {
    const form = await productForm();
    form.append('video', file(mp4Bytes(), 'clip.mp4', 'video/mp4'));
    const product = await createProduct(form);
    const names = filesOf(product);
    expect(names).toHaveLength(3 * 3 + 1);
    const response = await send('DELETE', `/api/products/${product._id}`, undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Product deleted successfully' });
    const files = await uploads(app);
    for (const name of names) expect(files).not.toContain(name);
    expect((await app.fetch(`/api/products/${product._id}`)).status).toBe(404);
    await expectError(await send('DELETE', `/api/products/${product._id}`, undefined), 404, 'Product not found');
  });

  it('leaves a cart holding the product working', async () => {
    const product = await createProduct();
    const customer = await register(app);
    expect((await app.fetch('/api/cart', json({ productId: product._id, quantity: 1, color: 'Red' }, bearer(customer.token)))).status).toBe(200);
    await send('DELETE', `/api/products/${product._id}`, undefined);
    const cart = await app.fetch('/api/cart', { headers: bearer(customer.token) });
    expect(cart.status).toBe(200);
    expect(await cart.json()).toMatchObject({ cartItems: [], totalCartItems: 0 });
  });
});

describe('categories', () => {
  const categoryForm = async (name: string | undefined, image?: File) => {
    const form = new FormData();
    if (name !== undefined) form.append('name', name);
    if (image) form.append('image', image);
    return form;
  };

  it('creates a category with or without an image, in the Category shape', async () => {
    const response = await send('POST', '/api/categories', await categoryForm('  Kitchen  ', await png()));
    expect(response.status).toBe(201);
    const category = (await response.json()) as Category;
    expect(Object.keys(category).sort()).toEqual(['_id', 'createdAt', 'id', 'image', 'name', 'updatedAt']);
    expect(category).toMatchObject({ name: 'Kitchen', id: category._id, image: expect.stringMatching(/^\/media\/[0-9a-f]{32}-640\.webp$/) });
    for (const name of variantsOf(category.image)) expect(await uploads(app)).toContain(name);
    expect(await (await app.fetch(`/api/categories/${category._id}`)).json()).toEqual(category);
    const list = (await (await app.fetch('/api/categories')).json()) as Category[];
    expect(list.map((c) => c.name)).toContain('Kitchen');

    const plain = await send('POST', '/api/categories', await categoryForm('Garden'));
    expect(await plain.json()).toMatchObject({ name: 'Garden', image: '' });
    // A browser form with its file input left empty sends a nameless, empty file part: no image.
    const emptyInput = await send('POST', '/api/categories', await categoryForm('Patio', new File([], '', { type: 'application/octet-stream' })));
    expect(emptyInput.status).toBe(201);
    expect(await emptyInput.json()).toMatchObject({ name: 'Patio', image: '' });
  });

  it('refuses a missing name and a taken one (whatever its case)', async () => {
    await expectError(await send('POST', '/api/categories', await categoryForm(undefined)), 400, 'Name is required', 'name');
    await expectError(await send('POST', '/api/categories', await categoryForm('   ')), 400, 'Name is required', 'name');
    const before = await uploads(app);
    await expectError(await send('POST', '/api/categories', await categoryForm('FOOTWEAR', await png())), 409, 'A category with this name already exists');
    expect(await uploads(app)).toEqual(before);
  });

  it('refuses bad images: 415 by content, 413 by size', async () => {
    await expectError(await send('POST', '/api/categories', await categoryForm('Bad image', file('hello', 'x.jpg', 'image/jpeg'))), 415, IMAGE_TYPE_MESSAGE, 'image');
    const big = Buffer.concat([await jpegBytes(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    await expectError(await send('POST', '/api/categories', await categoryForm('Big image', file(big, 'x.jpg', 'image/jpeg'))), 413, 'File too large', 'image');
    const huge = Buffer.alloc(7 * 1024 * 1024);
    await expectError(await send('POST', '/api/categories', await categoryForm('Huge image', file(huge, 'x.jpg', 'image/jpeg'))), 413, 'Request too large');
  });

  it('renames and replaces the image; the old image file goes', async () => {
    const created = (await (await send('POST', '/api/categories', await categoryForm('Toys', await png()))).json()) as Category;
    const renamed = await send('PUT', `/api/categories/${created._id}`, await categoryForm('Toys & Games'));
    expect(await renamed.json()).toMatchObject({ name: 'Toys & Games', image: created.image });
    const replaced = (await (await send('PUT', `/api/categories/${created._id}`, await categoryForm('Toys & Games', file(await jpegBytes(), 'n.jpg', 'image/jpeg')))).json()) as Category;
    expect(replaced.image).not.toBe(created.image);
    const files = await uploads(app);
    for (const name of variantsOf(created.image)) expect(files).not.toContain(name);
    for (const name of variantsOf(replaced.image)) expect(files).toContain(name);
    // Its products show the new name.
    await addProducts(app.runtime.db, created._id, 1);
    const page = (await (await app.fetch(`/api/products/category/${created._id}`)).json()) as { products: Product[] };
    expect(page.products[0]?.category.name).toBe('Toys & Games');

    await expectError(await send('PUT', `/api/categories/${created._id}`, await categoryForm('footwear')), 409, 'A category with this name already exists');
    await expectError(await send('PUT', `/api/categories/${created._id}`, await categoryForm('')), 400, 'Name is required');
    await expectError(await send('PUT', `/api/categories/${'e'.repeat(24)}`, await categoryForm('Ghost')), 404, 'Category not found');
  });

  it('refuses to delete a category that still has products (409), then deletes it with its image', async () => {
    const created = (await (await send('POST', '/api/categories', await categoryForm('Books', await png()))).json()) as Category;
    const product = await createProduct(await productForm({ category: created._id }));
    await expectError(await send('DELETE', `/api/categories/${created._id}`, undefined), 409, 'This category still has 1 product');
    await send('DELETE', `/api/products/${product._id}`, undefined);
    const response = await send('DELETE', `/api/categories/${created._id}`, undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Category deleted successfully' });
    const files = await uploads(app);
    for (const name of variantsOf(created.image)) expect(files).not.toContain(name);
    expect((await app.fetch(`/api/categories/${created._id}`)).status).toBe(404);
    await expectError(await send('DELETE', `/api/categories/${created._id}`, undefined), 404, 'Category not found');
  });
});
