import type { Logger } from 'pino';
import type { Db } from '../db/connect';
import { newId } from '../db/ids';
import { toProductRow } from '../modules/catalog/mappers';
import { createCatalogRepo } from '../modules/catalog/repo';
import type { MediaStore } from '../modules/media/store';
import { demoCategories, demoProducts } from './catalogue';
import { generateDemoImages } from './generate';
import { demoSizes, demoStock, demoTracksStock } from './stock';
import { demoTax } from './tax';
import { seedDemoReviews } from './reviews';
import { seedDemoCoupons } from './coupons';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty catalogue with the demo shop. Does nothing when any category exists, so it is
 * safe at every start and never touches a shop owner's real data.
 */
export async function seedDemoCatalogue(
  db: Db,
  media: MediaStore,
  logger: Logger,
  now: Date = new Date(),
): Promise<{ categories: number; products: number; reviews: number } | null> {
  const repo = createCatalogRepo(db);
  if (!(await repo.isEmpty())) return null;

  logger.info('generating demo images (first start only)…');
  const images = await generateDemoImages(media);
  const created = (ageDays: number, order: number) => new Date(now.getTime() - ageDays * DAY_MS - order * 1000).toISOString();

  const categoryIds = new Map<string, string>();
  const categories = demoCategories.map((category, index) => {
    const id = newId();
    categoryIds.set(category.name, id);
    const at = created(400, index);
    return { id, name: category.name, name_key: category.name.toLowerCase(), image: images.categoryImages.get(category.name) ?? '', created_at: at, updated_at: at };
  });

  const stock: { product_id: string; color_id: string; size: string; stock: number }[] = [];
  const products = demoProducts.map((product, index) => {
    const categoryId = categoryIds.get(product.category);
    if (categoryId === undefined) throw new Error(`demo product ${product.name} has unknown category ${product.category}`);
    const colors = product.colors.map((color, colorIndex) => ({
      _id: newId(),
      name: color.name,
      images: images.productImages[index]?.[colorIndex] ?? [],
      swatch: null,
    }));
    const video = product.video ? images.videoUrl : null;
    const id = newId();
    const sizes = demoSizes(product);
    if (demoTracksStock(product, index))
      colors.forEach((color, c) => {
        for (const [s, size] of (sizes.length === 0 ? [''] : sizes).entries()) stock.push({ product_id: id, color_id: color._id, size, stock: demoStock(index, c, s) });
      });
    return toProductRow(id, { ...product, ...demoTax(product), category: categoryId, colors, sizes, video }, created(product.ageDays, index));
  });

  let reviews = 0;
  await db.transaction().execute(async (trx) => {
    const inTransaction = createCatalogRepo(trx);
    await inTransaction.insertCategories(categories);
    await inTransaction.insertProducts(products);
    // Chunks keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < stock.length; i += 200) await inTransaction.setStock(stock.slice(i, i + 200));
    // Customers with delivered orders and their reviews, so the product pages show some (docs/decisions/0055).
    reviews = await seedDemoReviews(trx, products, now);
    await seedDemoCoupons(trx, now);
  });
  return { categories: categories.length, products: products.length, reviews };
}
