import { checkoutSchema, codOrderAnswerSchema, quoteAnswerSchema, quoteInputSchema } from '../../../common/orders';
import { type Operation } from '../../http/openapi-operation';

/** The checkout's operations: placing an order paid online or cash on delivery. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'post', path: '/api/payments/phonepe', summary: 'Place an order paid online; answers the gateway’s payment link', tag: 'checkout', access: 'customer', body: { json: checkoutSchema }, ok: [200, 'PaymentLink'], errors: [401, 403, 409, 502] },
  {
    method: 'post',
    path: '/api/checkout/quote',
    summary: 'What an order would cost (subtotal, delivery, COD charge, coupon discount, total), priced as placing it will be; a coupon that does not apply is named in couponError',
    tag: 'checkout',
    access: 'customer',
    body: { json: quoteInputSchema },
    ok: [200, 'Quote'],
    errors: [401, 403, 404, 409],
  },
  { method: 'post', path: '/api/payments/cod', summary: 'Place a cash-on-delivery order', tag: 'checkout', access: 'customer', body: { json: checkoutSchema }, ok: [201, 'CodOrder'], errors: [401, 403, 409] },
];

/** The answers' shapes these operations name. */
export const components = { CodOrder: codOrderAnswerSchema, Quote: quoteAnswerSchema };
