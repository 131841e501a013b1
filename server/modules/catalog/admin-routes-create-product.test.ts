import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_TYPE_MESSAGE, PRODUCT_MESSAGES, VIDEO_TYPE_MESSAGE } from '../../../common/admin';
import type { Product } from '../../../common/catalog';
import { FIRST_DEFAULT_GST_RATE } from '../../../common/settings';
import { file, mp4Bytes, png, pngBytes, uploads } from '../../test/admin-fixtures';
import { app, categoryId, createProduct, expectError, filesOf, imagesOf, productForm, send, startCatalogAdminApp } from '../../test/admin-routes-fixtures';

// Creating a product: its fields, its checks, its image and video uploads.
startCatalogAdminApp();

describe('POST /api/products', () => {
  it('creates the product, stores every image as WebP variants, and the catalogue shows it', async () => {
    const before = await uploads(app);
    const product = await createProduct();
    expect(product).toMatchObject({
      name: 'Canvas sneaker',
      actualPrice: 1299,
      discountPrice: 999.5,
      deliveryCharge: 40,
      codCharge: 20,
      rating: 4.5,
      isNewArrival: true,
      isFeatured: false,
      inStock: true,
      video: null,
      category: { _id: categoryId, name: 'Footwear' },
    });
    expect(product.colors.map((c) => [c.name, c.images.length])).toEqual([['Red', 1], ['Blue', 2]]);
    for (const url of imagesOf(product)) expect(url).toMatch(/^\/media\/[0-9a-f]{32}-640\.webp$/);
    expect(product.primaryImage).toBe(product.colors[0]?.images[0]);

    const added = (await uploads(app)).filter((name) => !before.includes(name));
    expect(added.sort()).toEqual(filesOf(product).sort());
    const dir = join(app.runtime.config.DATA_DIR, 'uploads');
    for (const name of added) expect((await sharp(join(dir, name)).metadata()).format).toBe('webp');
    // And the files are served.
    const served = await app.fetch(product.primaryImage);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    expect(await (await app.fetch(`/api/products/${product._id}`)).json()).toEqual(product);
    const newest = (await (await app.fetch('/api/products?limit=1')).json()) as { products: Product[] };
    expect(newest.products[0]?._id).toBe(product._id);
    const arrivals = (await (await app.fetch('/api/products/new-arrivals')).json()) as Product[];
    expect(arrivals.map((p) => p._id)).toContain(product._id);
  });

  it('takes prices grouped the Indian way (1,499 and 1,49,999)', async () => {
    const product = await createProduct(await productForm({ actualPrice: '1,49,999', discountPrice: '1,499', deliveryCharge: '1,000' }));
    expect(product).toMatchObject({ actualPrice: 149999, discountPrice: 1499, deliveryCharge: 1000 });
  });

  it('takes the flags as text', async () => {
    const product = await createProduct(await productForm({ isNewArrival: 'false', isFeatured: 'true', inStock: 'false' }));
    expect(product).toMatchObject({ isNewArrival: false, isFeatured: true, inStock: false });
    const featured = (await (await app.fetch('/api/products/featured')).json()) as Product[];
    expect(featured.map((p) => p._id)).toContain(product._id);
  });

  it('takes the HSN code and GST rate as text; without them, no HSN code and the shop’s default rate (5 % until set)', async () => {
    expect(await createProduct()).toMatchObject({ hsnCode: '', gstRate: FIRST_DEFAULT_GST_RATE });
    const shirt = await createProduct(await productForm({ hsnCode: ' 61091000 ', gstRate: '12' }));
    expect(shirt).toMatchObject({ hsnCode: '61091000', gstRate: 12 });
    expect(await (await app.fetch(`/api/products/${shirt._id}`)).json()).toMatchObject({ hsnCode: '61091000', gstRate: 12 });
    expect(await createProduct(await productForm({ hsnCode: '7113', gstRate: '3' }))).toMatchObject({ hsnCode: '7113', gstRate: 3 });
  });

  it.each([
    ['three digits', { hsnCode: '610' }, 'hsnCode', PRODUCT_MESSAGES.hsnCode],
    ['five digits', { hsnCode: '61091' }, 'hsnCode', PRODUCT_MESSAGES.hsnCode],
    ['letters', { hsnCode: '61O9' }, 'hsnCode', PRODUCT_MESSAGES.hsnCode],
    ['a rate GST does not have', { gstRate: '7' }, 'gstRate', PRODUCT_MESSAGES.gstRate],
    ['a rate that is not a number', { gstRate: 'five' }, 'gstRate', PRODUCT_MESSAGES.gstRate],
  ])('refuses %s with 400 and the message', async (_, overrides, path, message) => {
    await expectError(await send('POST', '/api/products', await productForm(overrides)), 400, message, path);
  });

  it('answers every missing field with the spec messages', async () => {
    const form = new FormData();
    form.append('colors', JSON.stringify([{ name: 'Red' }]));
    form.append('colors[0][images]', await png());
    const body = await expectError(await send('POST', '/api/products', form), 400, 'Name is required');
    expect(body.errors?.map((e) => `${e.path}: ${e.message}`)).toEqual([
      'name: Name is required',
      'description: Description is required',
      'actualPrice: Actual price is required',
      'discountPrice: Discount price is required',
      'deliveryCharge: Delivery charge is required',
      'codCharge: COD charge is required',
      'features: Features are required',
      'category: Category is required',
      'rating: Rating must be between 1 and 5',
    ]);
  });

  it.each([
    ['no colours', { colors: undefined }, 'Atleast One color is required', 'colors'],
    ['an empty colour list', { colors: '[]' }, 'Atleast One color is required', 'colors'],
    ['colours that are not JSON', { colors: 'Red, Blue' }, 'Atleast One color is required', 'colors'],
    ['a colour without a name', { colors: JSON.stringify([{ name: ' ' }, { name: 'Blue' }]) }, 'Color name is required', 'colors.0.name'],
    ['a discount above the price', { discountPrice: '1300' }, 'Discount price cannot be greater than actual price', 'discountPrice'],
    ['rating 6', { rating: '6' }, 'Rating must be between 1 and 5', 'rating'],
    ['rating 0.5', { rating: '0.5' }, 'Rating must be between 1 and 5', 'rating'],
    ['a price that is not a number', { actualPrice: 'abc' }, 'Actual price must be a number', 'actualPrice'],
    ['a negative charge', { deliveryCharge: '-1' }, 'Delivery charge cannot be negative', 'deliveryCharge'],
    ['a flag that is not a boolean', { inStock: 'maybe' }, 'Must be true or false', 'inStock'],
    ['an unknown category', { category: 'b'.repeat(24) }, 'Category not found', 'category'],
    ['a javascript: video link', { video: 'javascript:alert(1)' }, 'Video must be an http(s) link or a video file', 'video'],
  ])('refuses %s with a 400 and writes nothing', async (_, overrides, message, path) => {
    const before = await uploads(app);
    await expectError(await send('POST', '/api/products', await productForm(overrides)), 400, message, path);
    expect(await uploads(app)).toEqual(before);
  });

  it('needs 1 to 3 images per colour', async () => {
    const four = await Promise.all([1, 2, 3, 4].map(() => png()));
    await expectError(await send('POST', '/api/products', await productForm({}, [four, [await png()]])), 400, 'Maximum 3 Images of each color can be uploaded.', 'colors.0.images');
    await expectError(await send('POST', '/api/products', await productForm({}, [[await png()], []])), 400, 'Atleast one image is required', 'colors.1.images');
    await expectError(await send('POST', '/api/products', await productForm({}, [[await png()], [await png()], [await png()]])), 400, 'Images were sent for a color that does not exist', 'colors.2.images');
  });

  it('refuses a text file named .png with a 415, judged by content', async () => {
    const before = await uploads(app);
    const fake = file('just some text, honest', 'photo.png', 'image/png');
    const body = await expectError(await send('POST', '/api/products', await productForm({}, [[await png()], [fake]])), 415, IMAGE_TYPE_MESSAGE);
    expect(body.message).toBe('File type must be image/jpeg, image/jpg or image/png');
    expect(body.errors).toEqual([{ path: 'colors.1.images', message: IMAGE_TYPE_MESSAGE }]);
    // A GIF (a real image, but not an accepted type) is refused as well.
    const gif = file(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'x.png', 'image/png');
    await expectError(await send('POST', '/api/products', await productForm({}, [[gif], [await png()]])), 415, IMAGE_TYPE_MESSAGE);
    expect(await uploads(app)).toEqual(before);
  });

  it('refuses an image over 5 MB with a 413 and writes nothing', async () => {
    const before = await uploads(app);
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const body = await expectError(await send('POST', '/api/products', await productForm({}, [[file(big, 'big.png', 'image/png')], [await png()]])), 413, 'File too large');
    expect(body.errors?.[0]?.path).toBe('colors.0.images');
    expect(await uploads(app)).toEqual(before);
  });

  it('refuses a request over the whole-request limit with a 413', async () => {
    const huge = file(Buffer.alloc(81 * 1024 * 1024), 'huge.mp4', 'video/mp4');
    const form = await productForm();
    form.append('video', huge);
    await expectError(await send('POST', '/api/products', form), 413, 'Request too large');
  });

  it('refuses a body that is not multipart with a 415', async () => {
    await expectError(await send('POST', '/api/products', JSON.stringify({ name: 'x' })), 415, 'Content-Type must be multipart/form-data');
  });

  it('stores an uploaded file under a random key whatever its name, and nothing outside the uploads folder', async () => {
    const dataDir = app.runtime.config.DATA_DIR;
    const list = async (dir: string): Promise<string[]> =>
      (await readdir(dir, { withFileTypes: true, recursive: true })).filter((e) => e.isFile()).map((e) => relative(dataDir, join(e.parentPath, e.name)));
    const before = await list(dataDir);
    const product = await createProduct(await productForm({ colors: JSON.stringify([{ name: 'Red' }]) }, [[await png('../../../../tmp/evil.png'), await png('..\\..\\evil.png')]]));
    const added = (await list(dataDir)).filter((name) => !before.includes(name) && !/^test\.db/.test(name));
    expect(added.every((name) => /^uploads\/[0-9a-f]{32}-(320|640|1280)\.webp$/.test(name)), added.join(', ')).toBe(true);
    expect(added).toHaveLength(6);
    expect(imagesOf(product).join()).not.toMatch(/evil/);
    await expect(stat('/tmp/evil.png')).rejects.toThrow();
  });

  it('removes the files it already wrote when an image turns out unreadable', async () => {
    const before = await uploads(app);
    // PNG magic bytes, then garbage: passes the type check, fails in sharp after the first image was stored.
    const broken = file(Buffer.concat([(await pngBytes()).subarray(0, 16), Buffer.from('garbage'.repeat(10))]), 'broken.png', 'image/png');
    await expectError(await send('POST', '/api/products', await productForm({}, [[await png()], [broken]])), 400, 'The image could not be read', 'colors.1.images');
    expect(await uploads(app)).toEqual(before);
  });

  it('takes a video file (MP4 by content) or a link', async () => {
    const form = await productForm();
    form.append('video', file(mp4Bytes(), 'clip.mov', 'video/quicktime'));
    const withFile = await createProduct(form);
    expect(withFile.video).toMatch(/^\/media\/[0-9a-f]{32}\.mp4$/);
    expect(await uploads(app)).toContain(withFile.video?.slice('/media/'.length));
    const served = await app.fetch(withFile.video ?? '');
    expect(served.headers.get('content-type')).toBe('video/mp4');

    const withLink = await createProduct(await productForm({ video: 'https://videos.example.in/sneaker.mp4' }));
    expect(withLink.video).toBe('https://videos.example.in/sneaker.mp4');

    const fake = await productForm();
    fake.append('video', file('not a video', 'clip.mp4', 'video/mp4'));
    await expectError(await send('POST', '/api/products', fake), 415, VIDEO_TYPE_MESSAGE);
  });
});
