import type { ProductStatus } from '../../../common/catalog';

/** Money columns hold integer paise; flags hold 0/1 so both dialects store them the same way. */
export interface CategoriesTable {
  id: string;
  name: string;
  /** Lower-cased name: categories are unique and looked up case-insensitively. */
  name_key: string;
  image: string;
  created_at: string | Date;
  updated_at: string | Date;
}

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  features: string;
  category_id: string;
  primary_image: string;
  video: string | null;
  /** JSON text of `ProductColor[]` (common/catalog.ts), parsed with its schema when read. Colours are read with their product, never alone. */
  colors: string;
  /** JSON text of the size names (`[]` = the product has no sizes). */
  sizes: string;
  /** The admin's rating, shown until the product has visible reviews (docs/decisions/0055). */
  rating: number;
  /** How many visible reviews, and the sum of their ratings: changed only by increments in the review's transaction (migration 0025). */
  review_count: number;
  review_total: number;
  actual_price: number;
  discount_price: number;
  delivery_charge: number;
  cod_charge: number;
  in_stock: number;
  /** HSN code for GST: '' or 4, 6 or 8 digits (docs/decisions/0022). */
  hsn_code: string;
  /** GST rate in percent, one of common/gst/tax.ts's GST_RATES. */
  gst_rate: number;
  /** GSTR-1's unit of quantity (PCS, PRS, NOS, SET, MTR …; migration 0019). */
  uqc: string;
  is_new_arrival: number;
  is_featured: number;
  /** 'active', 'draft' or 'archived' (migration 0028; docs/decisions/0065): only active products are in the storefront's reads. */
  status: ProductStatus;
  created_at: string | Date;
  updated_at: string | Date;
}

/** One row (id 1): bumped by triggers on every category or product write (migration 0008). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/**
 * Tracked stock of one colour (and size: '' without sizes) of a product. No row = not tracked
 * (unlimited). Taken only by `UPDATE … SET stock = stock - q WHERE … AND stock >= q` (and a CHECK
 * keeps it ≥ 0), so concurrent orders can never take more than there is.
 */
export interface ProductStockTable {
  product_id: string;
  color_id: string;
  size: string;
  stock: number;
}

/** An old name of a renamed category (migration 0016): /products/{old name} answers 301 to the current name. */
export interface CategoryAliasesTable {
  /** The old name, lower-cased (as categories.name_key); one category per old name. */
  name_key: string;
  category_id: string;
  created_at: string | Date;
}

/**
 * A search that found nothing, counted per normalised text and IST day (docs/decisions/0054): no
 * customer data. At most MAX_MISSES_PER_DAY rows a day (search-repo.ts).
 */
export interface SearchMissesTable {
  /** The IST day, YYYY-MM-DD. */
  day: string;
  query: string;
  count: number;
  last_at: string | Date;
}

/** The catalogue's words (migration 0024), where a typed word's typo matches are looked up. */
export interface SearchTermsTable {
  term: string;
}

export interface CatalogTables {
  categories: CategoriesTable;
  category_aliases: CategoryAliasesTable;
  products: ProductsTable;
  product_stock: ProductStockTable;
  catalogue_version: CatalogueVersionTable;
  search_misses: SearchMissesTable;
  search_terms: SearchTermsTable;
}
