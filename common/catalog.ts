import { z } from 'zod';

/**
 * The catalogue as the API speaks it (ARCHITECTURE.md §4), as zod schemas: the types below are
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

/**
 * One colour of a product. Stored as JSON in the product's row and parsed with this schema when
 * read, so a malformed row fails loudly instead of reaching a page as the wrong shape.
 */
export const productColorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  images: z.array(z.string()).meta({ description: '1 to 3 image URLs. Uploaded images look like `/media/{key}-640.webp` (see app/lib/images.ts).' }),
});
export type ProductColor = z.infer<typeof productColorSchema>;
export const productColorsSchema = z.array(productColorSchema);

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  primaryImage: z.string().meta({ description: 'The first image of the first colour.' }),
  video: z.string().nullable().meta({ description: 'URL of a video file or page, or null.' }),
  colors: productColorsSchema,
  rating: z.number().meta({ description: '1 to 5, halves allowed.' }),
  actualPrice: z.number().meta({ description: 'List price in rupees.' }),
  discountPrice: z.number().meta({ description: 'Selling price in rupees (never above actualPrice).' }),
  deliveryCharge: z.number(),
  codCharge: z.number(),
  inStock: z.boolean(),
  category: productCategorySchema,
  features: z.string(),
  isNewArrival: z.boolean(),
  isFeatured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = z.object({
  products: z.array(productSchema),
  pages: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;
