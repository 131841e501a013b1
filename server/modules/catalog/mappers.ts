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

/** A new product as the catalogue stores it: money in integer paise, flags as booleans. */
export interface NewProductRow {
  name: string;
  description: string;
  features: string;
  categoryId: string;
  colors: ProductColor[];
  video: string | null;
  rating: number;
  actualPrice: number;
  discountPrice: number;
  deliveryCharge: number;
  codCharge: number;
  inStock: boolean;
  isNewArrival: boolean;
  isFeatured: boolean;
}

/** The row of a new product (the admin's create and the demo seed both insert these). */
export function toProductRow(id: string, product: NewProductRow, at: string): ProductsTable {
  return {
    id,
    name: product.name,
    description: product.description,
    features: product.features,
    category_id: product.categoryId,
    primary_image: product.colors[0]?.images[0] ?? '',
    video: product.video,
    colors: JSON.stringify(product.colors),
    rating: product.rating,
    actual_price: product.actualPrice,
    discount_price: product.discountPrice,
    delivery_charge: product.deliveryCharge,
    cod_charge: product.codCharge,
    in_stock: product.inStock ? 1 : 0,
    is_new_arrival: product.isNewArrival ? 1 : 0,
    is_featured: product.isFeatured ? 1 : 0,
    created_at: at,
    updated_at: at,
  };
}
