import { Hono } from 'hono';
import { cancelOrderSchema } from '../../../common/admin-orders';
import { requireAdmin, type AuthEnv } from '../../http/auth';
import { parseInput, readJson } from '../../http/validate';
import type { Cancellation } from './service';

/** POST /api/orders/{id}/cancel (admin) `{ reason }`: the session is checked before the body is read. */
export function cancellationRoutes(cancellation: Cancellation) {
  return new Hono<AuthEnv>().post('/:id/cancel', async (c) => {
    await requireAdmin(c);
    const { reason } = parseInput(cancelOrderSchema, await readJson(c.req.raw));
    return c.json(await cancellation.cancel(c.req.param('id'), reason));
  });
}
