import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TYPE_MESSAGE, VIDEO_TYPE_MESSAGE } from '../../../common/admin';
import type { Category, Product } from '../../../common/catalog';
import { bearer, json, register, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { file, jpegBytes, mp4Bytes, png, pngBytes, signInAdmin, uploads, variantsOf } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts } from '../../test/catalog-fixtures';
import { parseNewProductForm } from './admin-input';
import { createCatalogAdminService } from './admin-service';
import { createCatalogRepo } from './repo';

let app: TestApp;
let admin: Record<string, string>;
let customerToken: string;
let adminToken: string;
let categoryId: string;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  adminToken = (await signInAdmin(app)).token;
  admin = bearer(adminToken);
  customerToken = (await register(app)).token;
  categoryId = await addCategory(app.runtime.db, 'Footwear');
});

afterAll(() => app.close());

type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

/** A valid product form: `colors` names, `images[i]` the files of colour i. */
async function productForm(overrides: Record<string, string | undefined> = {}, images?: File[][]): Promise<FormData> {
  const form = new FormData();
  const fields: Record<string, string | undefined> = {
    name: 'Canvas sneaker',
    description: 'Light and breathable',
    actualPrice: '1299',
    discountPrice: '999.50',
    deliveryCharge: '40',
    codCharge: '20',
    features: 'Canvas upper, rubber sole',
    category: categoryId,
    rating: '4.5',
    colors: JSON.stringify([{ name: 'Red' }, { name: 'Blue' }]),
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  for (const [i, files] of (images ?? [[await png()], [await png(), file(await jpegBytes(), 'b.jpg', 'image/jpeg')]]).entries()) {
    for (const f of files) form.append(`colors[${i}][images]`, f);
  }
  return form;
}

const send = (method: string, path: string, body: FormData | string | undefined, headers: Record<string, string> = admin) =>
  app.fetch(path, { method, headers: typeof body === 'string' ? { ...headers, 'content-type': 'application/json' } : headers, body });

async function createProduct(form?: FormData): Promise<Product> {
  const response = await send('POST', '/api/products', form ?? (await productForm()));
  expect(response.status).toBe(201);
  return (await response.json()) as Product;
}

const edit = (id: string, updatedFields: unknown, imagesToDelete: unknown[] = []) =>
  send('PUT', `/api/products/${id}`, JSON.stringify({ updatedFields, imagesToDelete }));

async function expectError(response: Response, status: number, message: string, path?: string): Promise<ErrorBody> {
  const body = (await response.json()) as ErrorBody;
  expect({ status: response.status, message: body.message }).toEqual({ status, message });
  if (path !== undefined) expect(body.errors).toContainEqual({ path, message: expect.any(String) });
  return body;
}

const imagesOf = (product: Product) => product.colors.flatMap((color) => color.images);
const filesOf = (product: Product) => [...imagesOf(product).flatMap(variantsOf), ...(product.video?.startsWith('/media/') ? [product.video.slice('/media/'.length)] : [])];

describe('who may write the catalogue', () => {
  // Each case makes a fresh request (a body can be sent once) and says what success looks like.
  const cases: { name: string; request: (headers: Record<string, string>) => Promise<Response>; ok: number }[] = [
    { name: 'POST /api/products', ok: 201, request: async (h) => send('POST', '/api/products', await productForm(), h) },
    { name: 'PUT /api/products/{id}', ok: 200, request: async (h) => send('PUT', `/api/products/${(await addProducts(app.runtime.db, categoryId, 1))[0]}`, JSON.stringify({ updatedFields: { name: 'Renamed' } }), h) },
    { name: 'DELETE /api/products/{id}', ok: 200, request: async (h) => send('DELETE', `/api/products/${(await addProducts(app.runtime.db, categoryId, 1))[0]}`, undefined, h) },
    {
      name: 'POST /api/categories',
      ok: 201,
      request: async (h) => {
        const form = new FormData();
        form.append('name', `Category ${Math.random()}`);
        return send('POST', '/api/categories', form, h);
      },
    },
    {
      name: 'PUT /api/categories/{id}',
      ok: 200,
      request: async (h) => {
        const form = new FormData();
        form.append('name', `Renamed ${Math.random()}`);
        return send('PUT', `/api/categories/${await addCategory(app.runtime.db, `C ${Math.random()}`)}`, form, h);
      },
    },
    { name: 'DELETE /api/categories/{id}', ok: 200, request: async (h) => send('DELETE', `/api/categories/${await addCategory(app.runtime.db, `D ${Math.random()}`)}`, undefined, h) },
    { name: 'GET /api/admin/profile', ok: 200, request: (h) => app.fetch('/api/admin/profile', { headers: h }) },
  ];

  it.each(cases)('$name: 401 without a session, 403 for a customer, OK for an admin (Bearer or cookie + X-Use-Admin-Token)', async ({ request, ok }) => {
    expect((await request({})).status).toBe(401);
    expect((await request({ cookie: `adminToken=${adminToken}` })).status).toBe(401); // no X-Use-Admin-Token: the cookie is not read
    expect((await request(bearer(customerToken))).status).toBe(403);
    expect((await request({ cookie: `token=${customerToken}` })).status).toBe(403);
    expect((await request(bearer(adminToken))).status).toBe(ok);
    expect((await request({ cookie: `token=${customerToken}; adminToken=${adminToken}`, 'x-use-admin-token': 'true' })).status).toBe(ok);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const response = await send('DELETE', `/api/products/${'a'.repeat(24)}`, undefined, { cookie: `adminToken=${adminToken}`, 'x-use-admin-token': 'true', origin: 'https://evil.example' });
    await expectError(response, 403, 'Cross-origin request refused');
  });
});

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

  it('takes the flags as text', async () => {
    const product = await createProduct(await productForm({ isNewArrival: 'false', isFeatured: 'true', inStock: 'false' }));
    expect(product).toMatchObject({ isNewArrival: false, isFeatured: true, inStock: false });
    const featured = (await (await app.fetch('/api/products/featured')).json()) as Product[];
    expect(featured.map((p) => p._id)).toContain(product._id);
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

describe('files something else still shows', () => {
  it('are kept when the catalogue lets go of them (the referencedElsewhere port)', async () => {
    const { db, services, logger } = app.runtime;
    let referenced = '';
    const service = createCatalogAdminService({ repo: createCatalogRepo(db), media: services.media, logger, referencedElsewhere: async (urls) => new Set(urls.filter((url) => url === referenced)) });
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
