import { z } from 'zod';
import { DEFAULT_LOW_STOCK_BELOW, MAX_STOCK } from '../../../common/catalog';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../common/pages';

// Query strings arrive as text; a missing value takes the default, anything else must be a
// whole number in range (no silent clamping: a client asking for 1000 rows has a bug to see).
const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const number = Number(value);
      if (!/^\d+$/.test(value) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return number;
    });

export const pageQuerySchema = z.object({
  page: wholeNumber('page', 1, 1_000_000, 1),
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A category is addressed by its id or by its name (as in `/products/Footwear`). */
export const categoryRefSchema = z.string().trim().min(1, { message: 'Category is required' }).max(120);

/** `GET /api/admin/inventory?below=n`: tracked stock at or below n (default 5). */
export const inventoryQuerySchema = z.object({ below: wholeNumber('below', 0, MAX_STOCK, DEFAULT_LOW_STOCK_BELOW) });
