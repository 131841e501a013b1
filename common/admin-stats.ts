import { z } from 'zod';
import { ORDER_STATUSES } from './orders';
import { inventoryLineSchema } from './catalog';

/**
 * The owner's desk's figures (docs/decisions/0061): what GET /api/admin/stats takes and answers.
 * Money in rupees; days are India's calendar days (YYYY-MM-DD, IST).
 */

/** today: the current IST day; 7d, 30d, 90d: that many IST days ending with today. */
export const STATS_RANGES = ['today', '7d', '30d', '90d'] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
export const DEFAULT_STATS_RANGE: StatsRange = '7d';

/** How many IST days each range covers (today included). */
export const STATS_RANGE_DAYS: Record<StatsRange, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

export const STATS_RANGE_MESSAGE = `range must be one of ${STATS_RANGES.join(', ')}`;

/** GET /api/admin/stats?range=…: a missing or empty range is the default (7d); anything else not listed is a 400. */
export const statsQuerySchema = z.object({
  range: z.preprocess((value) => (value === undefined || value === '' ? DEFAULT_STATS_RANGE : value), z.enum(STATS_RANGES, { message: STATS_RANGE_MESSAGE })),
});

/** The headline figures of a period. */
export const statsFiguresSchema = z.object({
  revenue: z.number().meta({ description: 'Totals of the orders placed in the period whose payment completed, minus the refunds completed on them, in rupees.' }),
  orders: z.number().int().meta({ description: 'Orders placed in the period whose payment completed and that were not refunded in full.' }),
  averageOrderValue: z.number().meta({ description: 'revenue / orders, rounded to the paisa; 0 without orders.' }),
});
export type StatsFigures = z.infer<typeof statsFiguresSchema>;

export const statsDaySchema = z.object({
  date: z.string().meta({ description: 'The IST day, YYYY-MM-DD.' }),
  revenue: z.number(),
  orders: z.number().int(),
});

export const statsStatusSchema = z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() });

export const topProductSchema = z.object({
  _id: z.string().meta({ description: 'The product’s id.' }),
  name: z.string().meta({ description: 'Its current name, or the name it was sold under once it is gone.' }),
  units: z.number().int(),
  revenue: z.number().meta({ description: 'The lines’ value at the prices sold, in rupees (a coupon’s discount is the order’s, not the line’s).' }),
});

export const adminStatsSchema = statsFiguresSchema.extend({
  range: z.enum(STATS_RANGES),
  from: z.string().meta({ description: 'The first IST day of the range (YYYY-MM-DD).' }),
  to: z.string().meta({ description: 'The last IST day of the range: today.' }),
  previous: statsFiguresSchema.meta({ description: 'The same figures for the as many IST days just before the range (yesterday for today).' }),
  byDay: z.array(statsDaySchema).meta({ description: 'One entry per IST day of the range, oldest first, zero-filled.' }),
  byStatus: z.array(statsStatusSchema).meta({ description: 'Orders placed in the range by status, every status listed (online orders whose payment never completed left out).' }),
  topProducts: z.array(topProductSchema).meta({ description: 'The most sold products of the range’s paid orders, by units (at most 5).' }),
  lowStock: z.array(inventoryLineSchema).meta({ description: 'Tracked colours (and sizes) with at most 5 left, lowest first (at most 10).' }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
