import { Hono } from 'hono';
import { customerSearchSchema } from '../../../common/admin-customers';
import { statsQuerySchema } from '../../../common/admin-stats';
import { requireAdmin, type AuthEnv } from '../../http/auth';
import { parseInput } from '../../http/validate';
import { pageQuerySchema } from '../catalog/module';
import type { DeskService } from './service';

/** GET /api/admin/customers: a page (the admin lists' `page` and `limit`) and the search `q`. */
export const customerListSchema = pageQuerySchema.extend({ q: customerSearchSchema });

/** /api/admin/stats and /api/admin/customers (docs/decisions/0061): the owner's desk, read-only, admin only. */
export function deskRoutes(desk: DeskService) {
  const stats = new Hono<AuthEnv>().get('/', async (c) => {
    await requireAdmin(c);
    return c.json(await desk.stats(parseInput(statsQuerySchema, c.req.query()).range));
  });
  const customers = new Hono<AuthEnv>()
    .get('/', async (c) => {
      await requireAdmin(c);
      return c.json(await desk.customers(parseInput(customerListSchema, c.req.query())));
    })
    .get('/:id', async (c) => {
      await requireAdmin(c);
      return c.json(await desk.customer(c.req.param('id')));
    });
  return { stats, customers };
}
