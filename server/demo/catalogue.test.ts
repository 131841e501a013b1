import { access, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productRuleIssues } from '../../common/product-rules';
import { createLocalMediaStore, mediaFilePath } from '../modules/media/store';
import { type DemoProduct, demoCategories, demoProducts } from './catalogue';
import { DEMO_VIDEO_PATH, findDemoVideo, generateDemoImages } from './generate';
import { isShapeName, shapeNameFromName } from './shapes/index';

const MIN_PRICE = 19900; // ₹199
const MAX_PRICE = 14999900; // ₹1,49,999

const count = (predicate: (p: DemoProduct) => boolean) => demoProducts.filter(predicate).length;

describe('demo categories', () => {
  it('has at least 8 uniquely named categories with at least 4 products each', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(8);
    expect(new Set(demoCategories.map((c) => c.name)).size).toBe(demoCategories.length);
    for (const category of demoCategories) {
      expect(
        count((p) => p.category === category.name),
        category.name,
      ).toBeGreaterThanOrEqual(4);
      expect(category.name.length, category.name).toBeLessThanOrEqual(18); // fits a tile
      expect(isShapeName(category.motif), category.motif).toBe(true);
      expect(category.hue).toBeGreaterThanOrEqual(0);
      expect(category.hue).toBeLessThan(360);
    }
  });
});

describe('demo products', () => {
  it('has at least 64 uniquely named products in known categories', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(64);
    expect(new Set(demoProducts.map((p) => p.name)).size).toBe(demoProducts.length);
    const categoryNames = new Set(demoCategories.map((c) => c.name));
    for (const product of demoProducts)
      expect(categoryNames, product.name).toContain(product.category);
  });

  it('gives every product 1-6 colours with 1-3 images, several with 5 or 6', () => {
    for (const product of demoProducts) {
      expect(product.colors.length, product.name).toBeGreaterThanOrEqual(1);
      expect(product.colors.length, product.name).toBeLessThanOrEqual(6);
      expect(new Set(product.colors.map((c) => c.name)).size, product.name).toBe(
        product.colors.length,
      );
      for (const color of product.colors) {
        expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
        expect([1, 2, 3]).toContain(color.images);
      }
    }
    expect(count((p) => p.colors.length >= 5)).toBeGreaterThanOrEqual(5);
    expect(count((p) => p.colors.length === 6)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.colors.length === 1)).toBeGreaterThanOrEqual(1);
  });

  it('mixes stock, featured and new-arrival states', () => {
    const outOfStock = count((p) => !p.inStock);
    expect(outOfStock).toBeGreaterThanOrEqual(4);
    expect(outOfStock).toBeLessThanOrEqual(10);
    expect(count((p) => p.isFeatured)).toBeGreaterThanOrEqual(8);
    expect(count((p) => p.isNewArrival)).toBeGreaterThanOrEqual(10);
    expect(count((p) => p.isFeatured && p.isNewArrival)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.isFeatured && !p.inStock)).toBeGreaterThanOrEqual(1);
    expect(count((p) => p.isNewArrival && !p.inStock)).toBeGreaterThanOrEqual(1);
    const featuredCategories = new Set(
      demoProducts.filter((p) => p.isFeatured).map((p) => p.category),
    );
    expect(featuredCategories.size).toBeGreaterThanOrEqual(6);
  });

  it('has exactly one product with a video', () => {
    expect(count((p) => p.video === true)).toBe(1);
  });

  it('keeps the rules the admin’s create form keeps (1-3 images per colour, discount <= actual price)', () => {
    for (const p of demoProducts) {
      const product = { actualPrice: p.actualPrice, discountPrice: p.discountPrice, imageCounts: p.colors.map((color) => color.images) };
      expect(productRuleIssues(product, 'create'), p.name).toEqual([]);
    }
  });

  it('prices in integer paise from ₹199 to ₹1,49,999, never discounted above list', () => {
    for (const p of demoProducts) {
      for (const value of [p.actualPrice, p.discountPrice, p.deliveryCharge, p.codCharge]) {
        expect(Number.isInteger(value), p.name).toBe(true);
      }
      expect(p.discountPrice, p.name).toBeLessThanOrEqual(p.actualPrice);
      expect(p.discountPrice, p.name).toBeGreaterThanOrEqual(MIN_PRICE);
      expect(p.actualPrice, p.name).toBeLessThanOrEqual(MAX_PRICE);
      expect(
        p.deliveryCharge === 0 || (p.deliveryCharge >= 4000 && p.deliveryCharge <= 9900),
        p.name,
      ).toBe(true);
      expect(p.codCharge, p.name).toBeGreaterThanOrEqual(0);
      expect(p.codCharge, p.name).toBeLessThanOrEqual(4900);
    }
    expect(Math.min(...demoProducts.map((p) => p.discountPrice))).toBe(MIN_PRICE);
    expect(Math.max(...demoProducts.map((p) => p.actualPrice))).toBe(MAX_PRICE);
    expect(count((p) => p.discountPrice % 100 !== 0)).toBeGreaterThanOrEqual(1);
    expect(count((p) => p.deliveryCharge === 0)).toBeGreaterThanOrEqual(1);
    expect(count((p) => p.deliveryCharge > 0)).toBeGreaterThanOrEqual(1);
  });

  it('rates from 1 to 5 in halves, with some halves', () => {
    for (const p of demoProducts) {
      expect(p.rating, p.name).toBeGreaterThanOrEqual(1);
      expect(p.rating, p.name).toBeLessThanOrEqual(5);
      expect(Number.isInteger(p.rating * 2), p.name).toBe(true);
    }
    expect(count((p) => !Number.isInteger(p.rating))).toBeGreaterThanOrEqual(5);
  });

  it('has texts of varying length, some long enough to be truncated on cards', () => {
    expect(count((p) => p.name.length > 30)).toBeGreaterThanOrEqual(5);
    expect(count((p) => p.name.length <= 20)).toBeGreaterThanOrEqual(5);
    expect(count((p) => p.features.length > 30)).toBeGreaterThanOrEqual(5);
    for (const p of demoProducts) {
      const sentences = p.description.split(/[.!?](?=\s|$)/).filter((s) => s.trim() !== '');
      expect(sentences.length, p.name).toBeGreaterThanOrEqual(1);
      expect(sentences.length, p.name).toBeLessThanOrEqual(3);
      expect(p.features.split(',').length, p.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('has distinct creation ages so newest-first order is stable', () => {
    const ages = demoProducts.map((p) => p.ageDays);
    expect(new Set(ages).size).toBe(ages.length);
    for (const age of ages) expect(Number.isInteger(age) && age >= 0).toBe(true);
  });

  it('names every product so that it gets a matching drawing', () => {
    const unmatched = demoProducts
      .filter((p) => shapeNameFromName(p.name) === null)
      .map((p) => p.name);
    expect(unmatched).toEqual([]);
  });
});

describe('generateDemoImages', () => {
  it('stores every image of a small catalogue and reuses the files on a second run', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'haat-seed-'));
    try {
      const media = createLocalMediaStore(dir);
      const catalogue = {
        categories: demoCategories.slice(0, 1),
        products: [
          { ...demoProducts[0]!, colors: demoProducts[0]!.colors.slice(0, 2) },
          { ...demoProducts[1]!, colors: demoProducts[1]!.colors.slice(0, 1) },
        ],
      };
      const expectedTotal =
        1 +
        catalogue.products.reduce((sum, p) => sum + p.colors.reduce((s, c) => s + c.images, 0), 0);
      const progress: Array<[number, number]> = [];

      const first = await generateDemoImages(
        media,
        (done, total) => progress.push([done, total]),
        catalogue,
      );

      expect(progress).toHaveLength(expectedTotal);
      expect(progress.at(-1)).toEqual([expectedTotal, expectedTotal]);
      expect(first.videoUrl).toBeNull(); // no product of this catalogue has a video
      expect([...first.categoryImages.keys()]).toEqual([catalogue.categories[0]!.name]);
      expect(first.productImages.map((colors) => colors.map((urls) => urls.length))).toEqual(
        catalogue.products.map((p) => p.colors.map((c) => c.images)),
      );
      const urls = [...first.categoryImages.values(), ...first.productImages.flat(2)];
      expect(new Set(urls).size).toBe(urls.length); // every view is a different picture
      for (const url of urls) {
        expect(url).toMatch(/^\/media\/demo-[0-9a-f]{16}-640\.webp$/);
        const file = mediaFilePath(dir, url);
        expect(file).not.toBeNull();
        await access(file ?? '');
        const meta = await sharp(file ?? '').metadata();
        expect([meta.width, meta.height]).toEqual([640, 640]);
      }

      // A second run reuses the files: same URLs, and not one file written again.
      const written = async () => Promise.all(urls.map(async (url) => (await stat(mediaFilePath(dir, url) ?? '')).mtimeMs));
      const before = await written();
      const second = await generateDemoImages(media, undefined, catalogue);
      expect(second).toEqual(first);
      expect(await written()).toEqual(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stores the demo video once, under a key from its bytes, for a catalogue that has one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'haat-seed-'));
    try {
      const media = createLocalMediaStore(dir);
      const withVideo = demoProducts.find((p) => p.video === true)!;
      const catalogue = {
        categories: demoCategories.slice(0, 1),
        products: [{ ...withVideo, colors: [{ ...withVideo.colors[0]!, images: 1 as const }] }],
      };
      const videoFile = findDemoVideo();
      expect(videoFile).not.toBeNull();

      const first = await generateDemoImages(media, undefined, catalogue, videoFile);
      expect(first.videoUrl).toMatch(/^\/media\/demo-video-[0-9a-f]{16}\.webm$/);
      const stored = mediaFilePath(dir, first.videoUrl ?? '');
      expect(stored).not.toBeNull();
      expect((await readFile(stored ?? '')).equals(await readFile(videoFile ?? ''))).toBe(true);

      const second = await generateDemoImages(media, undefined, catalogue, videoFile);
      expect(second.videoUrl).toBe(first.videoUrl);

      // A missing file means no video, not a failed seed.
      const missing = path.join(dir, 'no-such-video.webm');
      expect((await generateDemoImages(media, undefined, catalogue, missing)).videoUrl).toBeNull();
      expect((await generateDemoImages(media, undefined, catalogue, null)).videoUrl).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('findDemoVideo', () => {
  it('finds the committed WebM from the source directory', async () => {
    const file = findDemoVideo(import.meta.dirname);
    expect(file).toBe(path.resolve(import.meta.dirname, '../..', DEMO_VIDEO_PATH));
    const header = (await readFile(file ?? '')).subarray(0, 4);
    expect(header.toString('hex')).toBe('1a45dfa3'); // EBML magic: a Matroska/WebM file
  });

  it('finds it from the production bundle directory too, and stops at the project root', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'haat-project-'));
    try {
      await mkdir(path.join(root, 'build/server'), { recursive: true });
      await writeFile(path.join(root, 'package.json'), '{}');
      // Without the asset: null, and the search ends at the directory with package.json.
      expect(findDemoVideo(path.join(root, 'build/server'))).toBeNull();

      await mkdir(path.join(root, path.dirname(DEMO_VIDEO_PATH)), { recursive: true });
      await writeFile(path.join(root, DEMO_VIDEO_PATH), 'webm');
      expect(findDemoVideo(path.join(root, 'build/server'))).toBe(path.join(root, DEMO_VIDEO_PATH));
      expect(findDemoVideo(path.join(root, 'server/demo'))).toBe(path.join(root, DEMO_VIDEO_PATH));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
