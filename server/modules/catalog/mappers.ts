import type { NewProductFields } from '../../../common/admin';
import { isSoldOut, storedColorsSchema, type Category, type Product, type ProductColor, type StoredColor } from '../../../common/catalog';
import { fromPaise } from '../../../common/money';
import { toIso } from '../../db/time';
import type { CategoriesTable, ProductStockTable, ProductsTable } from './tables';

export type ProductRow = ProductsTable & { category_name: string };

/** The colours JSON of a product row, checked against the stored colour shape rather than cast. */
export const parseStoredColors = (json: string): StoredColor[] => storedColorsSchema.parse(JSON.parse(json));

/** The size names JSON of a product row (`[]`: no sizes). */
export const parseStoredSizes = (json: string): string[] => JSON.parse(json) as string[];

/** A product's tracked stock rows: `stock` by colour id, then by size ('' without sizes). Absent = not tracked. */
export type StockByColor = Map<string, Map<string, number>>;

export function groupStock(rows: readonly Pick<ProductStockTable, 'product_id' | 'color_id' | 'size' | 'stock'>[]): Map<string, StockByColor> {
  const byProduct = new Map<string, StockByColor>();
  for (const row of rows) {
    let colors = byProduct.get(row.product_id);
    if (!colors) byProduct.set(row.product_id, (colors = new Map()));
    let sizes = colors.get(row.color_id);
    if (!sizes) colors.set(row.color_id, (sizes = new Map()));
    sizes.set(row.size, Number(row.stock));
  }
  return byProduct;
}

/**
 * A stored colour with its stock (docs/decisions/0015). Without sizes: `stock` is the '' row's.
 * With sizes: `stockBySize` has every size, and `stock` sums them while every size is tracked.
 */
function withStock(color: StoredColor, sizes: readonly string[], stock: Map<string, number> | undefined): ProductColor {
  if (sizes.length === 0) return { ...color, stock: stock?.get('') ?? null };
  const stockBySize: Record<string, number | null> = {};
  let total: number | null = 0;
  for (const size of sizes) {
    const left = stock?.get(size) ?? null;
    stockBySize[size] = left;
    total = total === null || left === null ? null : total + left;
  }
  return { ...color, stock: total, stockBySize };
}

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

/**
 * The rating a product shows (docs/decisions/0055): its visible reviews' average to one decimal
 * once it has any, the admin's rating before that.
 */
export function productRating(row: Pick<ProductsTable, 'rating' | 'review_count' | 'review_total'>): number {
  const count = Number(row.review_count);
  return count > 0 ? Math.round((Number(row.review_total) * 10) / count) / 10 : Number(row.rating);
}

/** The API's product: `stock` is the product's tracked rows (none: nothing tracked). */
export function toProduct(row: ProductRow, stock?: StockByColor): Product {
  const sizes = parseStoredSizes(row.sizes);
  const colors = parseStoredColors(row.colors).map((color) => withStock(color, sizes, stock?.get(color._id)));
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    primaryImage: row.primary_image,
    video: row.video,
    sizes,
    colors,
    rating: productRating(row),
    reviewCount: Number(row.review_count),
    actualPrice: fromPaise(row.actual_price),
    discountPrice: fromPaise(row.discount_price),
    deliveryCharge: fromPaise(row.delivery_charge),
    codCharge: fromPaise(row.cod_charge),
    inStock: Boolean(row.in_stock) && !isSoldOut(colors),
    category: { _id: row.category_id, name: row.category_name },
    features: row.features,
    hsnCode: row.hsn_code,
    gstRate: Number(row.gst_rate),
    uqc: row.uqc,
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
  hsnCode: 'hsn_code',
  gstRate: 'gst_rate',
  uqc: 'uqc',
  status: 'status',
} as const satisfies Partial<Record<keyof NewProductFields, keyof ProductsTable>>;

type ColumnField = keyof typeof COLUMN_OF;
type PlainColumn = (typeof COLUMN_OF)[ColumnField];
/** Money in integer paise (as the parser gives it); `category` is the category's id. */
export type ProductColumnFields = Pick<NewProductFields, Exclude<ColumnField, 'status'>> & Partial<Pick<NewProductFields, 'status'>>;

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
export function toColorColumns(colors: StoredColor[]): Pick<ProductsTable, 'colors' | 'primary_image'> {
  return { colors: JSON.stringify(colors), primary_image: colors[0]?.images[0] ?? '' };
}

/** A new product as the catalogue stores it: the parser's fields (with its GST rate decided), the stored colours and video. */
export type NewProductRow = ProductColumnFields & Pick<NewProductFields, 'rating'> & { gstRate: number; colors: StoredColor[]; sizes: string[]; video: string | null };

/** The row of a new product (the admin's create and the demo seed both insert these). */
export function toProductRow(id: string, product: NewProductRow, at: string): ProductsTable {
  // Every plain field is present on a new product, so every plain column is.
  const columns = toProductColumns(product) as Pick<ProductsTable, PlainColumn>;
  return { id, ...columns, status: product.status ?? 'active', ...toColorColumns(product.colors), sizes: JSON.stringify(product.sizes), video: product.video, rating: product.rating, review_count: 0, review_total: 0, created_at: at, updated_at: at };
}
