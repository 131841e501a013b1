import { z } from 'zod';

/**
 * The catalogue as the API speaks it (docs/api.md), as zod schemas: the types below are
 * inferred from them, the server parses stored colours with them, and the OpenAPI document
 * (server/http/openapi.ts) publishes them. Money here is rupees as JSON numbers; the database
 * keeps integer paise and the catalogue module converts at its edge.
 */

export const productCategorySchema = z.object({ _id: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof productCategorySchema>;

export const categoryAnswerSchema = z.object({
  _id: z.string(),
  id: z.string().meta({ description: 'The same value as `_id`; the spec’s clients read either.' }),
  name: z.string(),
  image: z.string().meta({ description: 'URL of the tile image, or "" when the category has none.' }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof categoryAnswerSchema>;

export * from './catalog-limits';

/**
 * One colour of a product as its row stores it (JSON in `products.colors`), parsed with this
 * schema when read, so a malformed row fails loudly instead of reaching a page as the wrong shape.
 * Stock is not here: it lives in `product_stock` rows (one per tracked colour and size).
 */
export const storedColorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  images: z.array(z.string()),
  /** The owner's swatch colour ('#rrggbb'); null = guessed from the name (docs/decisions/0049). A row written before migration 0023 has no key: null. */
  swatch: z.string().nullable().default(null),
});
export type StoredColor = z.infer<typeof storedColorSchema>;
export const storedColorsSchema = z.array(storedColorSchema);

const stockLevel = z.number().int().nullable();

/** One colour of a product as the API answers it: the stored colour and its stock. */
export const productColorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  images: z.array(z.string()).meta({ description: '1 to 3 image URLs. Uploaded images look like `/media/{key}-640.webp` (see app/lib/images.ts).' }),
  swatch: z
    .string()
    .nullable()
    .meta({ description: "The swatch colour the owner chose, '#rrggbb'; null = the shop guesses it from the colour's name (docs/decisions/0049)." }),
  stock: stockLevel.meta({
    description: 'Units left; null = not tracked (unlimited). With sizes: the sum over the sizes when every size is tracked, else null (stockBySize has each).',
  }),
  stockBySize: z
    .record(z.string(), stockLevel)
    .optional()
    .meta({ description: 'Only for a product with sizes: units left of each size (null = not tracked).' }),
});
export type ProductColor = z.infer<typeof productColorSchema>;
export const productColorsSchema = z.array(productColorSchema);

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  primaryImage: z.string().meta({ description: 'The first image of the first colour.' }),
  video: z.string().nullable().meta({ description: 'URL of a video file or page, or null.' }),
  sizes: z.array(z.string()).meta({ description: 'Size names in order (e.g. S, M, L); empty = the product has no size.' }),
  colors: productColorsSchema,
  rating: z.number().meta({ description: 'The average of its visible reviews to one decimal once it has any; before that the shop’s own rating (1 to 5, halves allowed).' }),
  reviewCount: z.number().int().meta({ description: 'How many visible reviews it has (0: the rating is the shop’s own).' }),
  actualPrice: z.number().meta({ description: 'List price in rupees.' }),
  discountPrice: z.number().meta({ description: 'Selling price in rupees (never above actualPrice).' }),
  deliveryCharge: z.number(),
  codCharge: z.number(),
  inStock: z.boolean().meta({ description: 'False when the shop marked it out of stock, or every colour (and size) is tracked and at 0.' }),
  category: productCategorySchema,
  features: z.string(),
  hsnCode: z.string().meta({ description: 'HSN code for GST: empty, or 4, 6 or 8 digits.' }),
  gstRate: z.number().meta({ description: 'GST rate in percent (0, 0.25, 3, 5, 12, 18, 28 or 40); the price includes it.' }),
  uqc: z.string().meta({ description: 'GSTR-1 unit of quantity (PCS, PRS, NOS, SET, MTR …); PCS unless the shop set another.' }),
  isNewArrival: z.boolean(),
  isFeatured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * Where a product is (docs/decisions/0065): 'active' in the shop; 'draft' not in the shop yet;
 * 'archived' taken off the shop, kept for the orders that have it. Only active products are in
 * the storefront's reads.
 */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export const PRODUCT_STATUS_MESSAGE = 'Status must be active, draft or archived';
export const productStatusSchema = z.enum(PRODUCT_STATUSES, { message: PRODUCT_STATUS_MESSAGE }).meta({ description: "'active': in the shop; 'draft': not in the shop yet; 'archived': taken off the shop, kept for old orders." });
export type ProductStatus = z.infer<typeof productStatusSchema>;

/**
 * GET /api/admin/products/{id}: the product as the admin edits it. `inStock` stays the public
 * availability; `inStockFlag` is the shop's own flag (what `inStock` of the create and update sets),
 * which a sold-out product keeps, so it is available again once restocked.
 */
export const adminProductSchema = productSchema.extend({
  status: productStatusSchema,
  inStockFlag: z.boolean().meta({ description: "The shop's own in-stock flag, as the admin set it (inStock is also false when everything tracked is at 0)." }),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productPageSchema = z.object({
  products: z.array(productSchema),
  pages: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** GET /api/admin/inventory?below=n: one tracked colour (and size) at or below n, lowest first. */
export const inventoryLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string().optional().meta({ description: 'Present for a product with sizes.' }),
  stock: z.number().int(),
});
export type InventoryLine = z.infer<typeof inventoryLineSchema>;
export const DEFAULT_LOW_STOCK_BELOW = 5;

/** The admin list's stock filter: 'low' = something tracked at LOW_STOCK or fewer, but not sold out. */
export const ADMIN_STOCK_FILTERS = ['in', 'out', 'low'] as const;
export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number];

/** The query of GET /api/admin/products (and /admin/products): each filter absent or '' = any. */
export const adminProductQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, { message: 'Search must be at most 200 characters' })
    .optional()
    .transform((text) => (text === '' ? undefined : text)),
  category: z
    .string()
    .trim()
    .max(120)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  stock: z.preprocess((value) => (value === '' ? undefined : value), z.enum(ADMIN_STOCK_FILTERS, { message: 'Stock must be in, out or low' }).optional()),
  status: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), z.enum(PRODUCT_STATUSES, { message: 'Status must be active, draft, archived or all' }).optional()),
});
export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;

/** GET /api/admin/products: a page of products as the admin sees them, every status. */
export const adminProductPageSchema = z.object({
  products: z.array(adminProductSchema),
  pages: z.number().int(),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;
