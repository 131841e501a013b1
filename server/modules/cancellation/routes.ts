import { Hono } from 'hono';
import { cancelOrderSchema } from '../../../common/admin-orders';
import { requireAdmin, requireCustomer, type AuthEnv } from '../../http/auth';
import { parseInput, readJson } from '../../http/validate';
import type { Cancellation } from './service';

/**
 * POST /api/orders/{id}/cancel (admin) `{ reason }`: the session is checked before the body is
 * read. POST /api/orders/{customOrderId}/cancel-unpaid: the customer's unpaid online order.
 */
export function cancellationRoutes(cancellation: Cancellation) {
  return new Hono<AuthEnv>().post('/:id/cancel', async (c) => {
    await requireAdmin(c);
    const { reason } = parseInput(cancelOrderSchema, await readJson(c.req.raw));
    return c.json(await cancellation.cancel(c.req.param('id'), reason));
  })
    // The customer's own online order that was never paid (docs/decisions/0045).
    .post('/:customOrderId/cancel-unpaid', async (c) => {
      const session = await requireCustomer(c);
      return c.json(await cancellation.cancelUnpaid(session.subjectId, c.req.param('customOrderId')));
    });
}
