import { z } from 'zod';
import { adminOrderFilterShape, FROM_AFTER_TO } from '../../../common/admin-order-filters';
import { pageQuerySchema } from '../catalog/module';

/** POST /api/orders/search: the text as typed (the service trims and upper-cases it; no match is a 404). */
export const orderSearchSchema = z.object({
  orderId: z.string({ error: 'Order ID is required' }).max(100, { message: 'Order ID must be at most 100 characters' }),
});

/**
 * GET /api/orders: a page, the list's filters and search (common/admin-order-filters.ts), and
 * `hideUnpaidOnline=1` to leave out online orders whose payment never completed (abandoned at the
 * gateway), which the shop cannot ship anyway.
 */
export const adminOrderListSchema = pageQuerySchema
  .extend({
    hideUnpaidOnline: z
      .enum(['0', '1', 'true', 'false'], { message: 'hideUnpaidOnline must be 1 or 0' })
      .optional()
      .transform((value) => value === '1' || value === 'true'),
    ...adminOrderFilterShape,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: FROM_AFTER_TO, path: ['from'] });
export type AdminOrderListQuery = z.infer<typeof adminOrderListSchema>;
