/**
 * Draws every demo picture and stores it through the media store. Keys are derived from the SVG
 * text, so a second seed run finds the files already there and finishes almost instantly.
 * The demo video is a committed file (made by scripts/make-demo-video.ts), copied into the store.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from '../modules/media/store';
import { type DemoCategory, type DemoProduct, demoCategories, demoProducts } from './catalogue';
import { type ProductView, categoryImageSvg, productImageSvg } from './images';

export interface SeedImages {
  /** Category name to image URL. */
  categoryImages: Map<string, string>;
  /** productImages[productIndex][colorIndex] = image URLs, in the order of `products`. */
  productImages: string[][][];
  /**
   * URL of the demo video (`/media/demo-video-{hash}.webm`), or null when the catalogue has no
   * product with `video: true` or the video file is missing.
   */
  videoUrl: string | null;
}

export interface DemoCatalogue {
  categories: DemoCategory[];
  products: DemoProduct[];
}

// Two cores here: three jobs keep both busy while one is writing files.
const CONCURRENCY = 3;
const VIEWS: readonly ProductView[] = [0, 1, 2];

interface ImageJob {
  /** Who uses the picture; part of the key (see demoKey). */
  owner: string;
  svg: string;
  store(url: string): void;
}

/** The demo video, relative to the project root (the directory holding package.json). */
export const DEMO_VIDEO_PATH = 'server/demo/assets/demo-video.webm';

export async function generateDemoImages(
  media: MediaStore,
  onProgress?: (done: number, total: number) => void,
  catalogue: DemoCatalogue = { categories: demoCategories, products: demoProducts },
  videoFile: string | null = findDemoVideo(),
): Promise<SeedImages> {
  const categoryImages = new Map<string, string>();
  const productImages = catalogue.products.map((product) =>
    product.colors.map(() => [] as string[]),
  );

  const jobs: ImageJob[] = [
    ...catalogue.categories.map((category) => ({
      owner: `category ${category.name}`,
      svg: categoryImageSvg(category),
      store: (url: string) => categoryImages.set(category.name, url),
    })),
    ...catalogue.products.flatMap((product, productIndex) =>
      product.colors.flatMap((color, colorIndex) =>
        VIEWS.slice(0, color.images).map((view) => ({
          owner: `product ${product.name} ${color.name} ${view}`,
          svg: productImageSvg({
            name: product.name,
            category: product.category,
            colorName: color.name,
            colorHex: color.hex,
            view,
          }),
          store: (url: string) => {
            productImages[productIndex]![colorIndex]![view] = url;
          },
        })),
      ),
    ),
  ];

  let done = 0;
  await runWithConcurrency(jobs, CONCURRENCY, async (job) => {
    // The SVG goes to the store as is: sharp rasterises it only when the files are missing,
    // which is what makes a repeated seed run cheap.
    job.store(await media.saveImage(Buffer.from(job.svg), demoKey(job.owner, job.svg)));
    done += 1;
    onProgress?.(done, jobs.length);
  });

  const wantsVideo = catalogue.products.some((product) => product.video === true);
  const videoUrl = wantsVideo && videoFile !== null ? await saveDemoVideo(media, videoFile) : null;
  return { categoryImages, productImages, videoUrl };
}

/**
 * Finds DEMO_VIDEO_PATH by walking up from this module's directory to the project root. This
 * module runs from source (server/demo) and bundled into build/server/index.js, so neither
 * a path relative to the module nor process.cwd() would work for both. Null when it is missing
 * (e.g. a deployment that ships only build/).
 */
export function findDemoVideo(from: string = import.meta.dirname): string | null {
  let dir = path.resolve(from);
  for (;;) {
    const candidate = path.join(dir, DEMO_VIDEO_PATH);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    // The project root is as far as it can be: stop there rather than search the whole disk.
    if (existsSync(path.join(dir, 'package.json')) || parent === dir) return null;
    dir = parent;
  }
}

/**
 * Copies the video into the media store under a key derived from its bytes: a second run finds
 * the file, and a regenerated video gets a new URL. An unreadable file means no video, not a
 * failed seed.
 */
async function saveDemoVideo(media: MediaStore, file: string): Promise<string | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return null;
  }
  const hash = createHash('sha1').update(bytes).digest('hex');
  return media.saveFile(bytes, 'webm', `demo-video-${hash.slice(0, 16)}`);
}

/**
 * Same picture for the same owner, same key: a second run finds its files. The owner is part of
 * the hash so two products never share files (deleting one's image must not break the other),
 * and the SVG is part of it so a changed drawing gets a new file rather than a stale cached one.
 */
export function demoKey(owner: string, svg: string): string {
  const hash = createHash('sha1').update(owner).update('\n').update(svg).digest('hex');
  return `demo-${hash.slice(0, 16)}`;
}

async function runWithConcurrency<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
