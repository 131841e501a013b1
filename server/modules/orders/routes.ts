import { Hono } from 'hono';
import { orderUpdateSchema, TOTAL_COUNT_HEADER, TOTAL_PAGES_HEADER } from '../../../common/admin-orders';
import { requireAdmin, requireCustomer, type AuthEnv } from '../../http/auth';
import { parseInput, readJson } from '../../http/validate';
import { adminOrderListSchema, orderSearchSchema } from './schema';
import type { OrdersService } from './service';

/**
 * /api/orders: the customer's own orders (`/user`), and the admin's list, lookup, search and edit
 * (ARCHITECTURE.md §4). The admin's session is checked before a body is read.
 */
export function orderRoutes(orders: OrdersService) {
  return (
    new Hono<AuthEnv>()
      .get('/user', async (c) => {
        const session = await requireCustomer(c);
        return c.json(await orders.listForUser(session.subjectId));
      })
      // An array, as the contract says; the page count rides in X-Total-Pages (and the count in X-Total-Count).
      .get('/', async (c) => {
        await requireAdmin(c);
        const page = await orders.listForAdmin(parseInput(adminOrderListSchema, c.req.query()));
        c.header(TOTAL_PAGES_HEADER, String(page.pages));
        c.header(TOTAL_COUNT_HEADER, String(page.total));
        return c.json(page.orders);
      })
      .post('/search', async (c) => {
        await requireAdmin(c);
        const { orderId } = parseInput(orderSearchSchema, await readJson(c.req.raw));
        return c.json(await orders.searchForAdmin(orderId));
      })
      .get('/:id', async (c) => {
        await requireAdmin(c);
        return c.json(await orders.getForAdmin(c.req.param('id')));
      })
      .put('/:id', async (c) => {
        await requireAdmin(c);
        const update = parseInput(orderUpdateSchema, await readJson(c.req.raw));
        return c.json(await orders.updateForAdmin(c.req.param('id'), update));
      })
  );
}
