import type { Category, Product, ProductColor } from '../../../common/catalog';
import { fromPaise } from '../../../common/money';
import { toIso } from '../../db/time';
import type { CategoriesTable, ProductsTable } from './tables';

export type ProductRow = ProductsTable & { category_name: string };

export function toCategory(row: CategoriesTable): Category {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    image: row.image,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    primaryImage: row.primary_image,
    video: row.video,
    colors: JSON.parse(row.colors) as ProductColor[],
    rating: Number(row.rating),
    actualPrice: fromPaise(row.actual_price),
    discountPrice: fromPaise(row.discount_price),
    deliveryCharge: fromPaise(row.delivery_charge),
    codCharge: fromPaise(row.cod_charge),
    inStock: Boolean(row.in_stock),
    category: { _id: row.category_id, name: row.category_name },
    features: row.features,
    isNewArrival: Boolean(row.is_new_arrival),
    isFeatured: Boolean(row.is_featured),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
