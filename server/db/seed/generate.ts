/**
 * Draws every demo picture and stores it through the media store. Keys are derived from the SVG
 * text, so a second seed run finds the files already there and finishes almost instantly.
 */
import { createHash } from 'node:crypto';
import type { MediaStore } from '../../modules/media/store';
import { type DemoCategory, type DemoProduct, demoCategories, demoProducts } from './catalogue';
import { type ProductView, categoryImageSvg, productImageSvg } from './images';

export interface SeedImages {
  /** Category name to image URL. */
  categoryImages: Map<string, string>;
  /** productImages[productIndex][colorIndex] = image URLs, in the order of `products`. */
  productImages: string[][][];
  /** Always null for now: no mp4 can be made offline without ffmpeg (see videoUrl below). */
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

export async function generateDemoImages(
  media: MediaStore,
  onProgress?: (done: number, total: number) => void,
  catalogue: DemoCatalogue = { categories: demoCategories, products: demoProducts },
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

  // A real mp4 needs an H.264 encoder (ffmpeg), which this project does not ship and the seed
  // must not download. The product flagged `video: true` simply gets no video until one exists.
  return { categoryImages, productImages, videoUrl: null };
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
