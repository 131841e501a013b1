import { z } from 'zod';
import { codInsteadAnswerSchema, codInsteadInputSchema, codInsteadQuoteSchema, paymentLinkAnswerSchema, paymentStatusAnswerSchema } from '../../../common/orders';
import { type Operation } from '../../http/openapi-operation';

/** The payments' operations: the gateway's callback, an order's payment status, and a new link for an unpaid order. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'post', path: '/api/payments/phonepe/webhook', summary: 'PhonePe’s callback (Authorization: SHA-256 of user:password)', tag: 'checkout', access: 'public', body: 'any-json', ok: [200, z.object({ success: z.boolean() })], errors: [401, 404, 413] },
  { method: 'get', path: '/api/payments/status/:customOrderId', summary: 'Payment state of the customer’s order (asks the gateway while pending)', tag: 'checkout', access: 'customer', ok: [200, 'PaymentStatus'], errors: [401, 403, 404] },
  { method: 'post', path: '/api/payments/retry/:customOrderId', summary: 'Pay again: a new payment attempt and its link for an unpaid online order (an attempt still open stays open; a second capture is refunded)', tag: 'checkout', access: 'customer', ok: [200, 'PaymentLink'], errors: [401, 403, 404, 409, 502] },
  // An unpaid online order's way out (docs/decisions/0045): cash on delivery instead, or cancel it (cancellation/operations.ts).
  { method: 'get', path: '/api/payments/cod-instead/:customOrderId', summary: 'What the customer’s unpaid gateway order costs in cash on delivery, or why it cannot be paid so (COD off, over its limit, a changed price, not unpaid)', tag: 'checkout', access: 'customer', ok: [200, codInsteadQuoteSchema], errors: [401, 403, 404] },
  { method: 'post', path: '/api/payments/cod-instead/:customOrderId', summary: 'Pay the customer’s unpaid gateway order in cash on delivery instead, at the quoted total (stock kept, COD e-mail; a late gateway capture is refunded)', tag: 'checkout', access: 'customer', body: { json: codInsteadInputSchema }, ok: [200, codInsteadAnswerSchema], errors: [400, 401, 403, 404, 409] },
];

/** The answers' shapes these operations name. */
export const components = { PaymentStatus: paymentStatusAnswerSchema, PaymentLink: paymentLinkAnswerSchema };
