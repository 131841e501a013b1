import { cancelOrderSchema } from '../../../common/admin-orders';
import { type Operation } from '../../http/openapi-operation';

/** The cancellation's operation: the shop cancels an order not yet shipped. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'post', path: '/api/orders/:id/cancel', summary: 'Cancel an order not yet shipped: stock back, a gateway payment refunded', tag: 'admin', access: 'admin', body: { json: cancelOrderSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
];
