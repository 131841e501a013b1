import { deliveryStateSchema } from '../../../common/accounts';
import { AWAITING_FILTERS, MAX_ORDER_SEARCH, PAYMENT_METHODS, REPLACEMENT_FILTERS } from '../../../common/admin-order-filters';
import { adminOrderSchema, confirmPaymentSchema, manualRefundSchema, orderToCorrectSchema, orderUpdateSchema } from '../../../common/admin-orders';
import { acceptReplacementSchema, declineReplacementSchema, replacementRequestSchema } from '../../../common/replacements';
import { ORDER_STATUSES, orderSchema, PAYMENT_STATUSES, REFUND_STATUSES } from '../../../common/orders';
import { orderSearchSchema } from './schema';
import { type Operation, type Filter, dayParameter, listOf } from '../../http/openapi-operation';

/** GET /api/orders's filters (common/admin-order-filters.ts); an empty value is no filter. */
const adminOrderFilters: Filter[] = [
  { name: 'q', description: 'An order id (whole, or part of one), or part of the customer’s name, e-mail or phone number', schema: { type: 'string', maxLength: MAX_ORDER_SEARCH } },
  { name: 'status', description: 'Only orders with this status', schema: { type: 'string', enum: [...ORDER_STATUSES] } },
  { name: 'paymentStatus', description: 'Only orders with this payment status', schema: { type: 'string', enum: [...PAYMENT_STATUSES] } },
  { name: 'paymentMethod', description: 'Only orders paid this way', schema: { type: 'string', enum: [...PAYMENT_METHODS] } },
  { name: 'replacement', description: 'requested: only orders with a replacement request the shop has not decided', schema: { type: 'string', enum: [...REPLACEMENT_FILTERS] } },
  {
    name: 'awaiting',
    description: 'shipment: not shipped yet, and paid or cash on delivery; confirmation: a cash-on-delivery or UPI-QR payment the shop has not confirmed, on an order not cancelled',
    schema: { type: 'string', enum: [...AWAITING_FILTERS] },
  },
  { name: 'refundStatus', description: 'Only orders whose refund is in this state (Failed: to refund by hand)', schema: { type: 'string', enum: [...REFUND_STATUSES] } },
  { name: 'from', description: 'Placed on or after this day (IST, YYYY-MM-DD)', schema: dayParameter },
  { name: 'to', description: 'Placed on or before this day (IST, YYYY-MM-DD)', schema: dayParameter },
  { name: 'hideUnpaidOnline', description: '1: leave out online orders whose payment never completed', schema: { type: 'string', enum: ['0', '1', 'true', 'false'] } },
];

/** The orders' operations: the customer's orders and replacement requests; the shop's list, search, status, payment confirmation, refunds by hand and delivery-state corrections. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'get', path: '/api/orders/user', summary: 'The customer’s orders, newest first', tag: 'orders', access: 'customer', ok: [200, listOf('Order')], errors: [401, 403] },
  { method: 'get', path: '/api/orders', summary: 'All orders, newest first, filtered and searched (X-Total-Count, X-Total-Pages headers)', tag: 'admin', access: 'admin', query: 'page', filters: adminOrderFilters, ok: [200, listOf('AdminOrder')], errors: [401, 403] },
  { method: 'post', path: '/api/orders/search', summary: 'Find an order by its ORD- id', tag: 'admin', access: 'admin', body: { json: orderSearchSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404] },
  { method: 'get', path: '/api/orders/unresolved-states', summary: 'Orders to correct: a delivery state that is no GST state (no place of supply), or an invoice at another place of supply than the address’s (newest first, at most 200)', tag: 'admin', access: 'admin', ok: [200, listOf('OrderToCorrect')], errors: [401, 403] },
  { method: 'get', path: '/api/orders/:id', summary: 'One order', tag: 'admin', access: 'admin', ok: [200, 'AdminOrder'], errors: [401, 403, 404] },
  { method: 'put', path: '/api/orders/:id', summary: 'Change status (any the order machine allows; Canceled = cancel), delivery partner or tracking id', tag: 'admin', access: 'admin', body: { json: orderUpdateSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
  { method: 'put', path: '/api/orders/:id/delivery-state', summary: 'Correct the delivery state and PIN (same rules as an address); stores the state’s name and code, invoices an order already due; an invoice at another place of supply gets a credit note and a new invoice (409 past the credit note’s time)', tag: 'admin', access: 'admin', body: { json: deliveryStateSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
  { method: 'post', path: '/api/orders/:id/confirm-payment', summary: 'Confirm a UPI-QR or COD payment (idempotent)', tag: 'admin', access: 'admin', body: { json: confirmPaymentSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
  { method: 'post', path: '/api/orders/:id/refund', summary: 'Record a refund made by hand of a paid UPI or COD order', tag: 'admin', access: 'admin', body: { json: manualRefundSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
  {
    method: 'post',
    path: '/api/orders/:id/replacement',
    summary: 'Ask to replace one line of the customer’s own order within 14 days of delivery: a reason (other needs a note), the size wanted (wrong-size of a sized line), up to 3 JPEG/PNG `photos` (multipart; 5 MB each); one open request per line (409)',
    tag: 'orders',
    access: 'customer',
    body: { multipart: replacementRequestSchema, json: replacementRequestSchema },
    ok: [201, 'Order'],
    errors: [401, 403, 404, 409, 413, 415],
  },
  { method: 'post', path: '/api/orders/:id/replacements/:requestId/accept', summary: 'Accept a replacement request, with an optional note; e-mails the customer what happens next (409 once decided)', tag: 'admin', access: 'admin', body: { json: acceptReplacementSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
  { method: 'post', path: '/api/orders/:id/replacements/:requestId/decline', summary: 'Decline a replacement request with a note the customer is e-mailed (409 once decided)', tag: 'admin', access: 'admin', body: { json: declineReplacementSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
];

/** The answers' shapes these operations name. */
export const components = { Order: orderSchema, AdminOrder: adminOrderSchema, OrderToCorrect: orderToCorrectSchema };
