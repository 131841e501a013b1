import type { Db } from '../db/connect';
import { newId } from '../db/ids';
import { createCatalogRepo } from '../modules/catalog/repo';

let sequence = 0;

/** Inserts a category; returns its id. */
export async function addCategory(db: Db, name: string): Promise<string> {
  const id = newId();
  const at = new Date().toISOString();
  await createCatalogRepo(db).insertCategories([{ id, name, name_key: name.toLowerCase(), image: `/media/cat-${id}-640.webp`, created_at: at, updated_at: at }]);
  return id;
}

interface ProductOverrides {
  name?: string;
  actualPrice?: number; // paise
  discountPrice?: number; // paise
  inStock?: boolean;
  isFeatured?: boolean;
  isNewArrival?: boolean;
  colors?: string[];
  /** Size names (none by default). */
  sizes?: string[];
  /** Creation time; later products come first in every list. */
  createdAt?: Date;
}

/** Inserts products into a category; returns their ids in insertion order. */
export async function addProducts(db: Db, categoryId: string, count: number, overrides: ProductOverrides = {}): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    sequence += 1;
    const id = newId();
    const at = (overrides.createdAt ?? new Date(Date.UTC(2026, 0, 1) + sequence * 60_000)).toISOString();
    const colors = (overrides.colors ?? ['Black', 'White']).map((name) => ({ _id: newId(), name, images: [`/media/p${sequence}-${name.toLowerCase()}-640.webp`] }));
    return {
      id,
      name: overrides.name ?? `Product ${sequence}`,
      description: `Description of product ${sequence}`,
      features: 'Cotton, Machine wash',
      category_id: categoryId,
      primary_image: colors[0]?.images[0] ?? '',
      video: null,
      colors: JSON.stringify(colors),
      sizes: JSON.stringify(overrides.sizes ?? []),
      rating: 4.5,
      actual_price: overrides.actualPrice ?? 129_900,
      discount_price: overrides.discountPrice ?? 99_900,
      delivery_charge: 4_000,
      cod_charge: 2_000,
      in_stock: overrides.inStock === false ? 0 : 1,
      hsn_code: '6109',
      gst_rate: 5,
      uqc: 'PCS',
      is_new_arrival: overrides.isNewArrival ? 1 : 0,
      is_featured: overrides.isFeatured ? 1 : 0,
      created_at: at,
      updated_at: at,
    };
  });
  await createCatalogRepo(db).insertProducts(rows);
  return rows.map((row) => row.id);
}

/**
 * Sets tracked stock of a product's colour (by name) and size ('' or absent without sizes), as
 * the admin would; null stops tracking. Returns the colour's id.
 */
export async function setStock(db: Db, productId: string, color: string, stock: number | null, size = ''): Promise<string> {
  const repo = createCatalogRepo(db);
  const row = await repo.findProductRow(productId);
  const colorId = (JSON.parse(row!.colors) as { _id: string; name: string }[]).find((c) => c.name === color)?._id;
  if (!colorId) throw new Error(`no colour ${color}`);
  if (stock === null) await repo.untrackStock([{ product_id: productId, color_id: colorId, size }]);
  else await repo.setStock([{ product_id: productId, color_id: colorId, size, stock }]);
  return colorId;
}

/** The stock left of a product's colour (by name) and size; null when not tracked. */
export async function stockLeft(db: Db, productId: string, color: string, size = ''): Promise<number | null> {
  const repo = createCatalogRepo(db);
  const row = await repo.findProductRow(productId);
  const colorId = (JSON.parse(row!.colors) as { _id: string; name: string }[]).find((c) => c.name === color)?._id ?? '';
  return repo.stockOf({ product_id: productId, color_id: colorId, size });
}
