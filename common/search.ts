import { z } from 'zod';
import { productSchema } from './catalog';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pages';

/**
 * Product search as the API speaks it (docs/decisions/0054-product-search.md): the query of
 * GET /api/products/search (the /search page will keep the same names in its URL), its answer,
 * the search box's suggestions and the shop's list of searches that found nothing.
 */

import { SEARCH_SORTS, type SearchSort } from './search-sorts';

export { SEARCH_SORTS, type SearchSort };

/** The highest price a filter takes, in rupees (a crore). */
export const MAX_PRICE_FILTER = 10_000_000;
/** How many suggestions the search box gets. */
export const SUGGESTION_COUNT = 8;
/** The widest range of days the misses list covers. */
export const MAX_MISS_RANGE_DAYS = 365;
export const MIN_PRICE_ABOVE_MAX = 'minPrice must not be above maxPrice';

// A form left empty sends `color=`: an empty value is no filter.
const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankIsAbsent,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return fallback;
        const number = Number(value);
        if (!/^\d+$/.test(value) || number < min || number > max) {
          ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}` });
          return z.NEVER;
        }
        return number;
      }),
  );

/** Rupees with at most two decimals (paise), 0 to MAX_PRICE_FILTER. */
const price = (name: string) =>
  z.preprocess(
    blankIsAbsent,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const number = Number(value);
        if (!/^\d+(\.\d{1,2})?$/.test(value) || number > MAX_PRICE_FILTER) {
          ctx.addIssue({ code: 'custom', message: `${name} must be an amount in rupees from 0 to ${MAX_PRICE_FILTER}` });
          return z.NEVER;
        }
        return number;
      }),
  );

const text = (name: string, max: number) => z.preprocess(blankIsAbsent, z.string().trim().max(max, { message: `${name} must be at most ${max} characters` }).optional());

export const searchQuerySchema = z
  .object({
    /** The shopper's words (any text: only its first words are searched). */
    q: z.preprocess(blankIsAbsent, z.string().optional()),
    /** A category's name (any case) or id. */
    category: text('category', 120),
    /** A colour's name (any case). */
    color: text('color', 60),
    /** A size's name (any case): only products made in that size. */
    size: text('size', 40),
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    inStock: z.preprocess(blankIsAbsent, z.enum(['true', 'false'], { message: 'inStock must be true or false' }).optional()).transform((value) => (value === undefined ? undefined : value === 'true')),
    sort: z.preprocess(blankIsAbsent, z.enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` }).optional()),
    page: wholeNumber('page', 1, 1_000_000, 1),
    limit: wholeNumber('limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, { message: MIN_PRICE_ABOVE_MAX, path: ['minPrice'] });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const suggestQuerySchema = z.object({ q: z.preprocess(blankIsAbsent, z.string().optional()) });

export const missesQuerySchema = z.object({
  range: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return 30;
        const days = /^\d+d$/.test(value) ? Number(value.slice(0, -1)) : NaN;
        if (!(days >= 1 && days <= MAX_MISS_RANGE_DAYS)) {
          ctx.addIssue({ code: 'custom', message: `range must be a number of days from 1d to ${MAX_MISS_RANGE_DAYS}d` });
          return z.NEVER;
        }
        return days;
      }),
  ),
});

const facetCount = z.object({ name: z.string(), count: z.number().int() });

export const searchAnswerSchema = z.object({
  products: z.array(productSchema),
  pages: z.number().int(),
  total: z.number().int().meta({ description: 'How many products match the words and every filter.' }),
  facets: z.object({
    categories: z.array(facetCount).meta({ description: 'Matching products per category, with every filter but the category.' }),
    colors: z.array(facetCount).meta({ description: 'Matching products per colour name, with every filter but the colour.' }),
    sizes: z.array(facetCount).meta({ description: 'Matching products per size name, with every filter but the size, smallest size first (empty when no match has sizes).' }),
    price: z
      .object({ min: z.number().nullable(), max: z.number().nullable() })
      .meta({ description: 'The lowest and highest selling price in rupees, with every filter but the price (null when nothing matches).' }),
  }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export const suggestionSchema = z.object({ _id: z.string(), name: z.string(), primaryImage: z.string(), discountPrice: z.number() });
export type Suggestion = z.infer<typeof suggestionSchema>;

export const searchMissSchema = z.object({
  query: z.string().meta({ description: 'The words searched, lower-cased, one space apart.' }),
  count: z.number().int(),
  lastAt: z.string(),
});
export type SearchMiss = z.infer<typeof searchMissSchema>;
