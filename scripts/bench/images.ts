/**
 * A handful of the demo seed's pictures (one product per demo category, two colours at most),
 * drawn once into the benchmark's uploads folder; every generated product points at them.
 */
import { demoCategories, demoProducts } from '../../server/demo/catalogue';
import { generateDemoImages } from '../../server/demo/generate';
import { createLocalMediaStore } from '../../server/modules/media/store';
import type { ImagePool } from './rows';

export async function demoImagePool(uploadsDir: string): Promise<ImagePool> {
  const products = demoCategories.flatMap((category) => {
    const product = demoProducts.find((candidate) => candidate.category === category.name);
    return product ? [{ ...product, video: undefined, colors: product.colors.slice(0, 2) }] : [];
  });
  const images = await generateDemoImages(createLocalMediaStore(uploadsDir), undefined, { categories: demoCategories, products }, null);
  return {
    categoryImages: [...images.categoryImages.values()],
    productImages: images.productImages.flat(2),
  };
}
