import { z } from 'zod';
import { paymentLinkAnswerSchema, paymentStatusAnswerSchema } from '../../../common/orders';
import { type Operation } from '../../http/openapi-operation';

/** The payments' operations: the gateway's callback, an order's payment status, and a new link for an unpaid order. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'post', path: '/api/payments/phonepe/webhook', summary: 'PhonePe’s callback (Authorization: SHA-256 of user:password)', tag: 'checkout', access: 'public', body: 'any-json', ok: [200, z.object({ success: z.boolean() })], errors: [401, 404, 413] },
  { method: 'get', path: '/api/payments/status/:customOrderId', summary: 'Payment state of the customer’s order (asks the gateway while pending)', tag: 'checkout', access: 'customer', ok: [200, 'PaymentStatus'], errors: [401, 403, 404] },
  { method: 'post', path: '/api/payments/retry/:customOrderId', summary: 'A new payment link for an unpaid order', tag: 'checkout', access: 'customer', ok: [200, 'PaymentLink'], errors: [401, 403, 404, 409, 502] },
];

/** The answers' shapes these operations name. */
export const components = { PaymentStatus: paymentStatusAnswerSchema, PaymentLink: paymentLinkAnswerSchema };
