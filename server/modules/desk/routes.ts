import { Hono } from 'hono';
import { customerSearchSchema } from '../../../common/admin-customers';
import { statsQuerySchema } from '../../../common/admin-stats';
import { ordersExportQuerySchema } from '../../../common/csv';
import { csvHeaders } from '../../csv/cells';
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
  // The orders' CSV (docs/decisions/0064): streamed as the client reads it; no-transform keeps the
  // API's whole-body compression (docs/decisions/0010) from reading the stream into memory first.
  const orders = new Hono<AuthEnv>().get('/export.csv', async (c) => {
    await requireAdmin(c);
    const { fileName, body } = desk.ordersCsv(parseInput(ordersExportQuerySchema, c.req.query()));
    return new Response(body, { headers: csvHeaders(fileName) });
  });
  return { stats, customers, orders };
}
