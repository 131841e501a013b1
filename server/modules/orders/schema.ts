import { z } from 'zod';

/** POST /api/orders/search: the text as typed (the service trims and upper-cases it; no match is a 404). */
export const orderSearchSchema = z.object({
  orderId: z.string({ error: 'Order ID is required' }).max(100, { message: 'Order ID must be at most 100 characters' }),
});
