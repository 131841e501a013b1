import type { NewProductFields } from '../../../common/admin';
import { productColorsSchema, type Category, type Product, type ProductColor } from '../../../common/catalog';
import { fromPaise } from '../../../common/money';
import { toIso } from '../../db/time';
import type { CategoriesTable, ProductsTable } from './tables';

export type ProductRow = ProductsTable & { category_name: string };

/** The colours JSON of a product row, checked against the API's colour shape rather than cast. */
export const parseStoredColors = (json: string): ProductColor[] => productColorsSchema.parse(JSON.parse(json));

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
    colors: parseStoredColors(row.colors),
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

/**
 * The plain fields of a product and the column each is stored in: the one mapping from API field
 * to column, used by the create (every field) and the edit (only what changed). Colours, the
 * primary image and the video are not plain: they are written together, from the colour list.
 */
const COLUMN_OF = {
  name: 'name',
  description: 'description',
  features: 'features',
  category: 'category_id',
  actualPrice: 'actual_price',
  discountPrice: 'discount_price',
  deliveryCharge: 'delivery_charge',
  codCharge: 'cod_charge',
  inStock: 'in_stock',
  isNewArrival: 'is_new_arrival',
  isFeatured: 'is_featured',
} as const satisfies Partial<Record<keyof NewProductFields, keyof ProductsTable>>;

type ColumnField = keyof typeof COLUMN_OF;
type PlainColumn = (typeof COLUMN_OF)[ColumnField];
/** Money in integer paise (as the parser gives it); `category` is the category's id. */
export type ProductColumnFields = Pick<NewProductFields, ColumnField>;

/** Flags are stored as 0/1 so both dialects keep them the same way. */
const toColumnValue = (value: string | number | boolean): string | number => (typeof value === 'boolean' ? Number(value) : value);

/** The columns of the fields given (an absent field is left as stored). */
export function toProductColumns(fields: Partial<ProductColumnFields>): Partial<Pick<ProductsTable, PlainColumn>> {
  const columns: Partial<Record<PlainColumn, string | number>> = {};
  for (const [field, column] of Object.entries(COLUMN_OF) as [ColumnField, PlainColumn][]) {
    const value = fields[field];
    if (value !== undefined) columns[column] = toColumnValue(value);
  }
  // Each column takes its field's type (text to text, paise to integer, flag to 0/1).
  return columns as Partial<Pick<ProductsTable, PlainColumn>>;
}

/** A product's colour list as its row stores it, with the primary image (the first colour's first image) that goes with it. */
export function toColorColumns(colors: ProductColor[]): Pick<ProductsTable, 'colors' | 'primary_image'> {
  return { colors: JSON.stringify(colors), primary_image: colors[0]?.images[0] ?? '' };
}

/** A new product as the catalogue stores it: the parser's fields, the stored colours and video. */
export type NewProductRow = ProductColumnFields & Pick<NewProductFields, 'rating'> & { colors: ProductColor[]; video: string | null };

/** The row of a new product (the admin's create and the demo seed both insert these). */
export function toProductRow(id: string, product: NewProductRow, at: string): ProductsTable {
  // Every plain field is present on a new product, so every plain column is.
  const columns = toProductColumns(product) as Pick<ProductsTable, PlainColumn>;
  return { id, ...columns, ...toColorColumns(product.colors), sizes: '[]', video: product.video, rating: product.rating, created_at: at, updated_at: at };
}
