import { Hono } from 'hono';
import { confirmPaymentSchema, manualRefundSchema, orderUpdateSchema, TOTAL_COUNT_HEADER, TOTAL_PAGES_HEADER } from '../../../common/admin-orders';
import { requireAdmin, requireCustomer, type AuthEnv } from '../../http/auth';
import { deliveryStateSchema } from '../../../common/accounts';
import { parseInput, readJson } from '../../http/validate';
import { readUploadBody } from '../../http/upload-body';
import { acceptReplacementSchema, declineReplacementSchema, replacementRequestSchema } from '../../../common/replacements';
import { formFiles, formText, UPLOAD_LIMITS } from '../media/module';
import type { Replacements } from './replacements';
import { adminOrderListSchema, orderSearchSchema } from './schema';
import type { DeliveryStateCorrection } from './delivery-state';
import type { OrderLifecycle } from './lifecycle';
import type { OrdersService } from './service';

/**
 * /api/orders: the customer's own orders (`/user`) and replacement requests, and the admin's list,
 * replacement decisions,
 * lookup, search, edit, delivery state correction, payment confirmation and refund by hand (docs/api.md,
 * docs/decisions/0016; cancel is the cancellation module's). The session is checked before a body is read.
 */
export function orderRoutes(orders: OrdersService, lifecycle: OrderLifecycle, deliveryState: DeliveryStateCorrection, replacements: Replacements) {
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
      .get('/unresolved-states', async (c) => {
        await requireAdmin(c);
        return c.json(await orders.listToCorrect());
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
      // The shop's correction of the delivery state and PIN: an order without a place of supply gets one (docs/decisions/0037).
      .put('/:id/delivery-state', async (c) => {
        await requireAdmin(c);
        const input = parseInput(deliveryStateSchema, await readJson(c.req.raw));
        return c.json(await deliveryState.correct(c.req.param('id'), input));
      })
      .post('/:id/confirm-payment', async (c) => {
        await requireAdmin(c);
        const { reference } = parseInput(confirmPaymentSchema, await readJson(c.req.raw));
        return c.json(await lifecycle.confirmPayment(c.req.param('id'), reference));
      })
      .post('/:id/refund', async (c) => {
        await requireAdmin(c);
        const { reference } = parseInput(manualRefundSchema, await readJson(c.req.raw));
        return c.json(await lifecycle.recordRefund(c.req.param('id'), reference));
      })
      // JSON, or multipart with up to three `photos` (docs/decisions/0048); read only after the session check.
      .post('/:id/replacement', async (c) => {
        const session = await requireCustomer(c);
        const body = await readUploadBody(c.req.raw, { maxBytes: UPLOAD_LIMITS.replacementRequestBytes, allowJson: true });
        const fields = body.kind === 'json' ? body.value : Object.fromEntries(['lineId', 'reason', 'note', 'size'].map((key) => [key, formText(body.form, key)]));
        const photos = body.kind === 'json' ? [] : formFiles(body.form, 'photos');
        return c.json(await replacements.request(session.subjectId, c.req.param('id'), parseInput(replacementRequestSchema, fields), photos), 201);
      })
      .post('/:id/replacements/:requestId/accept', async (c) => {
        await requireAdmin(c);
        const { note } = parseInput(acceptReplacementSchema, await readJson(c.req.raw));
        return c.json(await replacements.accept(c.req.param('id'), c.req.param('requestId'), note));
      })
      .post('/:id/replacements/:requestId/decline', async (c) => {
        await requireAdmin(c);
        const { note } = parseInput(declineReplacementSchema, await readJson(c.req.raw));
        return c.json(await replacements.decline(c.req.param('id'), c.req.param('requestId'), note));
      })
  );
}
