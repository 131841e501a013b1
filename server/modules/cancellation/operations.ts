import { cancelOrderSchema } from '../../../common/admin-orders';
import { cancelUnpaidAnswerSchema } from '../../../common/orders';
import { type Operation } from '../../http/openapi-operation';

/** The cancellation's operations: the shop cancels an order not yet shipped; the customer cancels an online order never paid. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'post', path: '/api/orders/:id/cancel', summary: 'Cancel an order not yet shipped: stock back, a gateway payment refunded', tag: 'admin', access: 'admin', body: { json: cancelOrderSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
  { method: 'post', path: '/api/orders/:customOrderId/cancel-unpaid', summary: 'Cancel the customer’s own gateway order that was never paid (stock back, no refund)', tag: 'orders', access: 'customer', ok: [200, cancelUnpaidAnswerSchema], errors: [401, 403, 404, 409] },
];
