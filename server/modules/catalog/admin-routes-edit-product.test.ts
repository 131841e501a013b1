import { describe, expect, it } from 'vitest';
import { IMAGE_TYPE_MESSAGE, PRODUCT_MESSAGES } from '../../../common/admin';
import type { Product } from '../../../common/catalog';
import { file, jpegBytes, mp4Bytes, png, uploads, variantsOf } from '../../test/admin-fixtures';
import { addCategory } from '../../test/catalog-fixtures';
import { app, createProduct, edit, expectError, imagesOf, productForm, send, startCatalogAdminApp } from '../../test/admin-routes-fixtures';
import { createCatalogRepo } from './repo';

// Editing a product: its fields, its images, its colours and its video.
startCatalogAdminApp();

describe('PUT /api/products/{id}', () => {
  it('changes only the fields sent (JSON), with prices as text or numbers', async () => {
    const product = await createProduct();
    const other = await addCategory(app.runtime.db, 'Sandals');
    const response = await edit(product._id, { name: 'Canvas sneaker v2', actualPrice: '1499', discountPrice: 1199, inStock: false, category: other, features: '' });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Product;
    expect(updated).toMatchObject({ name: 'Canvas sneaker v2', actualPrice: 1499, discountPrice: 1199, inStock: false, features: '', category: { _id: other, name: 'Sandals' } });
    expect(updated).toMatchObject({ description: product.description, rating: product.rating, colors: product.colors, primaryImage: product.primaryImage, createdAt: product.createdAt });
    expect(updated.updatedAt >= product.updatedAt).toBe(true);
    expect(await (await app.fetch(`/api/products/${product._id}`)).json()).toEqual(updated);
  });

  it('takes multipart with updatedFields as JSON text', async () => {
    const product = await createProduct();
    const form = new FormData();
    form.append('updatedFields', JSON.stringify({ isFeatured: 'true', codCharge: '0' }));
    const response = await send('PUT', `/api/products/${product._id}`, form);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ isFeatured: true, codCharge: 0 });
  });

  it('keeps the rules: required text, prices, no rating change, known category', async () => {
    const product = await createProduct();
    await expectError(await edit(product._id, { name: '' }), 400, 'Name is required', 'name');
    await expectError(await edit(product._id, { discountPrice: '1300' }), 400, 'Discount price cannot be greater than actual price', 'discountPrice');
    await expectError(await edit(product._id, { actualPrice: '900' }), 400, 'Discount price cannot be greater than actual price', 'discountPrice');
    await expectError(await edit(product._id, { rating: 5 }), 400, 'Rating cannot be changed after creation', 'rating');
    await expectError(await edit(product._id, { category: 'c'.repeat(24) }), 400, 'Category not found', 'category');
    await expectError(await send('PUT', `/api/products/${product._id}`, '{"updatedFields":'), 400, 'Malformed JSON body');
    await expectError(await send('PUT', `/api/products/${product._id}`, JSON.stringify({ updatedFields: '[1]' })), 400, 'updatedFields must be a JSON object');
  });

  it('changes the HSN code and GST rate alone, and refuses bad ones with 400 and the message', async () => {
    const product = await createProduct(await productForm({ hsnCode: '6403', gstRate: '5' }));
    const changed = await edit(product._id, { hsnCode: '640399', gstRate: '18' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ hsnCode: '640399', gstRate: 18, name: product.name, discountPrice: product.discountPrice });
    expect(await (await edit(product._id, { gstRate: 0.25 })).json()).toMatchObject({ hsnCode: '640399', gstRate: 0.25 });
    expect(await (await edit(product._id, { hsnCode: '' })).json()).toMatchObject({ hsnCode: '', gstRate: 0.25 });
    await expectError(await edit(product._id, { hsnCode: '1234567' }), 400, PRODUCT_MESSAGES.hsnCode, 'hsnCode');
    await expectError(await edit(product._id, { gstRate: 15 }), 400, PRODUCT_MESSAGES.gstRate, 'gstRate');
    expect(await (await app.fetch(`/api/products/${product._id}`)).json()).toMatchObject({ hsnCode: '', gstRate: 0.25 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    await expectError(await edit('d'.repeat(24), { name: 'x' }), 404, 'Product not found');
    await expectError(await edit('nope', { name: 'x' }), 404, 'Product not found');
  });

  it('deletes an image: its files go, the primary image moves on', async () => {
    const product = await createProduct(await productForm({}, [[await png(), await png()], [await png()]]));
    const [gone, kept] = product.colors[0]?.images ?? [];
    const response = await edit(product._id, {}, [{ colorIndex: 0, imageIndex: 0 }]);
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Product;
    expect(updated.colors[0]?.images).toEqual([kept]);
    expect(updated.primaryImage).toBe(kept);
    const files = await uploads(app);
    for (const name of variantsOf(gone ?? '')) expect(files).not.toContain(name);
    for (const name of variantsOf(kept ?? '')) expect(files).toContain(name);
  });

  it('keeps 1 to 3 images per colour after the change, and leaves no new files behind when refused', async () => {
    const product = await createProduct(await productForm({}, [[await png()], [await png()]]));
    await expectError(await edit(product._id, {}, [{ colorIndex: 1, imageIndex: 0 }]), 400, 'Atleast 1 image is required', 'colors.1.images');
    await expectError(await edit(product._id, {}, [{ colorIndex: 1, imageIndex: 5 }]), 400, 'Color 1 has no image 5', 'imagesToDelete.0');

    const before = await uploads(app);
    const form = new FormData();
    for (let i = 0; i < 3; i += 1) form.append('colors[0][images]', await png());
    await expectError(await send('PUT', `/api/products/${product._id}`, form), 400, 'Maximum 3 images can be uploaded', 'colors.0.images');
    const fake = new FormData();
    fake.append('colors[0][images]', file('<svg/>', 'x.png', 'image/png'));
    await expectError(await send('PUT', `/api/products/${product._id}`, fake), 415, IMAGE_TYPE_MESSAGE);
    expect(await uploads(app)).toEqual(before);
    expect(await (await app.fetch(`/api/products/${product._id}`)).json()).toEqual(product);
  });

  it('appends new images to a colour, and replaces an image in one edit', async () => {
    const product = await createProduct(await productForm({}, [[await png()], [await png()]]));
    const form = new FormData();
    form.append('imagesToDelete', JSON.stringify([{ colorIndex: 1, imageIndex: 0 }]));
    form.append('colors[1][images]', await png());
    form.append('colors[0][images]', file(await jpegBytes(), 'new.jpg', 'image/jpeg'));
    const response = await send('PUT', `/api/products/${product._id}`, form);
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Product;
    expect(updated.colors[0]?.images).toHaveLength(2);
    expect(updated.colors[0]?.images[0]).toBe(product.colors[0]?.images[0]);
    expect(updated.colors[1]?.images).toHaveLength(1);
    expect(updated.colors[1]?.images[0]).not.toBe(product.colors[1]?.images[0]);
    const files = await uploads(app);
    for (const name of variantsOf(product.colors[1]?.images[0] ?? '')) expect(files).not.toContain(name);
    for (const name of imagesOf(updated).flatMap(variantsOf)) expect(files).toContain(name);
  });

  it('renames, removes and adds colours by position; a removed colour takes its files along', async () => {
    const product = await createProduct(await productForm({ colors: JSON.stringify([{ name: 'Red' }, { name: 'Blue' }, { name: 'Green' }]) }, [[await png()], [await png()], [await png()]]));
    const [red, blue, green] = product.colors;
    // Without _id, entry i continues stored colour i: Red and Green are renamed, Green gets one more image.
    const form = new FormData();
    form.append('updatedFields', JSON.stringify({ colors: [{ name: 'Crimson' }, { name: 'Blue' }, { name: 'Lime' }] }));
    form.append('colors[2][images]', await png());
    const response = await send('PUT', `/api/products/${product._id}`, form);
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Product;
    expect(updated.colors.map((c) => c.name)).toEqual(['Crimson', 'Blue', 'Lime']);
    expect(updated.colors[0]).toEqual({ ...red, name: 'Crimson' });
    expect(updated.colors[1]).toEqual(blue);
    expect(updated.colors[2]).toMatchObject({ _id: green?._id, images: [green?.images[0], expect.stringMatching(/^\/media\//)] });

    // A shorter list drops the colours past its end, files and all.
    const shorter = await edit(product._id, { colors: [{ name: 'Crimson' }] });
    expect(shorter.status).toBe(200);
    let files = await uploads(app);
    for (const name of [...(updated.colors[1]?.images ?? []), ...(updated.colors[2]?.images ?? [])].flatMap(variantsOf)) expect(files).not.toContain(name);
    for (const name of variantsOf(red?.images[0] ?? '')) expect(files).toContain(name);

    // A longer list adds a new colour, whose images come at its index.
    const longer = new FormData();
    longer.append('updatedFields', JSON.stringify({ colors: [{ name: 'Crimson' }, { name: 'Pink' }] }));
    longer.append('colors[1][images]', await png());
    const grown = (await (await send('PUT', `/api/products/${product._id}`, longer)).json()) as Product;
    expect(grown.colors.map((c) => [c.name, c.images.length])).toEqual([['Crimson', 1], ['Pink', 1]]);
    expect([red?._id, blue?._id, green?._id]).not.toContain(grown.colors[1]?._id);
    files = await uploads(app);
    for (const name of imagesOf(grown).flatMap(variantsOf)) expect(files).toContain(name);
    await expectError(await edit(product._id, { colors: [{ name: 'Crimson' }, { name: 'Pink' }, { name: 'Teal' }] }), 400, 'Atleast 1 image is required', 'colors.2.images');
    await expectError(await edit(product._id, { colors: [{ name: 'Crimson' }, { name: 'crimson' }] }), 400, 'Color names must be different', 'colors.1.name');
  });

  it('removes a colour from the middle when the entries carry _id', async () => {
    const product = await createProduct(await productForm({ colors: JSON.stringify([{ name: 'Red' }, { name: 'Blue' }, { name: 'Green' }]) }, [[await png()], [await png()], [await png()]]));
    const [red, blue, green] = product.colors;
    const response = await edit(product._id, { colors: [{ _id: red?._id, name: 'Red' }, { _id: green?._id, name: 'Green' }, { _id: null, name: 'Black' }] });
    // Black (no _id, or a null one) is new and has no image yet.
    await expectError(response, 400, 'Atleast 1 image is required', 'colors.2.images');
    const ok = await edit(product._id, { colors: [{ _id: green?._id, name: 'Green' }, { _id: red?._id, name: 'Red' }] });
    expect(ok.status).toBe(200);
    const updated = (await ok.json()) as Product;
    expect(updated.colors).toEqual([green, red]);
    expect(updated.primaryImage).toBe(green?.images[0]);
    const files = await uploads(app);
    for (const name of variantsOf(blue?.images[0] ?? '')) expect(files).not.toContain(name);
    await expectError(await edit(product._id, { colors: [{ _id: 'f'.repeat(24), name: 'Ghost' }] }), 400, 'No such color on this product', 'colors.0._id');
  });

  it('replaces and removes the video, removing the old file', async () => {
    const form = await productForm();
    form.append('video', file(mp4Bytes(), 'clip.mp4', 'video/mp4'));
    const product = await createProduct(form);
    const oldFile = product.video?.slice('/media/'.length) ?? '';
    const replaced = await edit(product._id, { video: 'https://videos.example.in/new.mp4' });
    expect(await replaced.json()).toMatchObject({ video: 'https://videos.example.in/new.mp4' });
    expect(await uploads(app)).not.toContain(oldFile);
    const removed = await edit(product._id, { video: null });
    expect(await removed.json()).toMatchObject({ video: null });
  });

  it('does not apply an edit computed from colours someone else changed meanwhile', async () => {
    const product = await createProduct();
    const repo = createCatalogRepo(app.runtime.db);
    const row = await repo.findProductRow(product._id);
    expect(await repo.updateProduct(product._id, { colors: '[]' }, { colors: `${row?.colors} `, video: row?.video ?? null })).toBe('missed');
    expect(await repo.updateProduct(product._id, { name: 'Guarded' }, { colors: row?.colors ?? '', video: row?.video ?? null })).toBe('updated');
  });
});
