import { z } from 'zod';
import { detailsSchema, emailChangeSchema, emailConfirmAnswerSchema, emailConfirmSchema, passwordChangeSchema } from '../../common/account-edit';
import { addressSchema, authResponseSchema, deliveryStateSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, userSchema } from '../../common/accounts';
import { adminLoginResponseSchema, adminProfileSchema, categorySchema, imagesToDeleteSchema, newProductSchema, productUpdateSchema } from '../../common/admin';
import { MAX_ORDER_SEARCH, PAYMENT_METHODS } from '../../common/admin-order-filters';
import { FIRST_DAY, LAST_DAY } from '../../common/calendar-day';
import { adminOrderSchema, cancelOrderSchema, orderToCorrectSchema, confirmPaymentSchema, manualRefundSchema, orderUpdateSchema, replacementRequestSchema } from '../../common/admin-orders';
import { errorBodySchema, messageAnswerSchema } from '../../common/api';
import { addToCartSchema, cartSchema, setCartQuantitySchema } from '../../common/cart';
import { adminProductSchema, categoryAnswerSchema, inventoryLineSchema, productPageSchema, productSchema } from '../../common/catalog';
import { checkoutSchema, codOrderAnswerSchema, ORDER_STATUSES, orderSchema, PAYMENT_STATUSES, paymentLinkAnswerSchema, paymentStatusAnswerSchema } from '../../common/orders';
import { GSTR1_TABLES, gstReportSchema } from '../../common/gst-report';
import { shopSettingsSchema } from '../../common/settings';
import { cancelUnpaidAnswerSchema, codInsteadAnswerSchema, codInsteadInputSchema, codInsteadQuoteSchema } from '../../common/orders';
import { orderSearchSchema } from '../modules/orders/schema';

/**
 * The API contract (docs/api.md is generated from it) as an OpenAPI 3.1 document, served at /api/openapi.json.
 * Generated from the zod schemas of common/: request bodies from the very schemas the routes parse
 * with, answers from the schemas their types are inferred from. openapi.test.ts checks that every
 * route the API answers is described (and nothing else), and that real answers validate against
 * the published schemas, so the document cannot drift.
 */

type Access = 'public' | 'customer' | 'admin';
type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * The answers' shapes, each a zod schema of common/ that the code producing or reading the answer
 * is typed by; the document's components are generated from them (openapi.test.ts checks real
 * answers against the published schemas).
 */
const components = {
  Error: errorBodySchema,
  Message: messageAnswerSchema,
  Category: categoryAnswerSchema,
  Product: productSchema,
  ProductPage: productPageSchema,
  User: userSchema,
  Auth: authResponseSchema,
  AdminAuth: adminLoginResponseSchema,
  AdminProfile: adminProfileSchema,
  Cart: cartSchema,
  Order: orderSchema,
  AdminOrder: adminOrderSchema,
  OrderToCorrect: orderToCorrectSchema,
  PaymentStatus: paymentStatusAnswerSchema,
  PaymentLink: paymentLinkAnswerSchema,
  CodOrder: codOrderAnswerSchema,
  InventoryLine: inventoryLineSchema,
  AdminProduct: adminProductSchema,
  ShopSettings: shopSettingsSchema,
  GstReport: gstReportSchema,
} satisfies Record<string, z.ZodType>;
type Component = keyof typeof components;

/** A request body: a zod schema (JSON, or multipart text fields), or any JSON object (the gateway's webhook). */
type Body = { json: z.ZodType } | { multipart: z.ZodType; json?: z.ZodType } | 'any-json';

interface Operation {
  method: Method;
  /** Hono's form (`/api/products/:id`). */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: Body;
  query?: 'page' | 'below' | 'size';
  /** Query parameters beyond the page's. */
  filters?: { name: string; description: string; schema: object }[];
  /** Success status and its body: a component, a list of one, or a small inline shape. */
  ok: [status: number, schema: Component | { listOf: Component } | z.ZodType];
  /** Error statuses beyond 400/500 that this operation answers. */
  errors?: number[];
  /** Other media types the success answers in (a PDF, a CSV), beside or instead of JSON. */
  files?: string[];
}

const ref = (name: Component) => ({ $ref: `#/components/schemas/${name}` });
const listOf = (name: Component) => ({ listOf: name });

/** `PUT /api/products/{id}` as JSON; as multipart, the same two fields carry JSON text. */
const productEditBody = z.object({ updatedFields: productUpdateSchema, imagesToDelete: imagesToDeleteSchema.optional() });

/** GET /api/orders's filters (common/admin-order-filters.ts); an empty value is no filter. */
const day = { type: 'string', format: 'date', description: `From ${FIRST_DAY} to ${LAST_DAY}` };
/** One of an order's several documents of a kind (a replaced invoice, a correction's credit note: docs/decisions/0038). */
const documentNumberFilter: Operation['filters'] = [{ name: 'number', description: 'The document’s number (KH/26-27/00042, CN/26-27/00007); without it, the current invoice or the latest credit note', schema: { type: 'string' } }];

const adminOrderFilters: Operation['filters'] = [
  { name: 'q', description: 'An order id (whole, or part of one), or part of the customer’s name, e-mail or phone number', schema: { type: 'string', maxLength: MAX_ORDER_SEARCH } },
  { name: 'status', description: 'Only orders with this status', schema: { type: 'string', enum: [...ORDER_STATUSES] } },
  { name: 'paymentStatus', description: 'Only orders with this payment status', schema: { type: 'string', enum: [...PAYMENT_STATUSES] } },
  { name: 'paymentMethod', description: 'Only orders paid this way', schema: { type: 'string', enum: [...PAYMENT_METHODS] } },
  { name: 'from', description: 'Placed on or after this day (IST, YYYY-MM-DD)', schema: day },
  { name: 'to', description: 'Placed on or before this day (IST, YYYY-MM-DD)', schema: day },
  { name: 'hideUnpaidOnline', description: '1: leave out online orders whose payment never completed', schema: { type: 'string', enum: ['0', '1', 'true', 'false'] } },
];

/** GET /api/admin/reports/gst's period and format. */
const gstReportFilters: Operation['filters'] = [
  { name: 'from', description: 'First invoice date (IST, YYYY-MM-DD)', schema: day },
  { name: 'to', description: 'Last invoice date (IST, YYYY-MM-DD), at most 366 days after `from`', schema: day },
  { name: 'format', description: '`csv`: the same tables as CSV (with `table`: one GSTR-1 file for the offline tool); `zip`: the six GSTR-1 files', schema: { type: 'string', enum: ['json', 'csv', 'zip'], default: 'json' } },
  { name: 'table', description: 'With `format=csv`: one GSTR-1 table as the GST offline tool’s CSV template (its exact header row)', schema: { type: 'string', enum: [...GSTR1_TABLES] } },
];
const binary = { type: 'string', format: 'binary' };

const operations: Operation[] = [
  { method: 'get', path: '/api/health', summary: 'Liveness: answers once the database does', tag: 'system', access: 'public', ok: [200, z.object({ status: z.literal('ok') })] },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'system', access: 'public', ok: [200, z.looseObject({})] },

  { method: 'get', path: '/api/products', summary: 'Products, newest first', tag: 'catalogue', access: 'public', query: 'page', ok: [200, 'ProductPage'] },
  { method: 'get', path: '/api/products/featured', summary: 'Featured products', tag: 'catalogue', access: 'public', ok: [200, listOf('Product')] },
  { method: 'get', path: '/api/products/new-arrivals', summary: 'New arrivals', tag: 'catalogue', access: 'public', ok: [200, listOf('Product')] },
  { method: 'get', path: '/api/products/category/:category', summary: 'Products of a category (by name or id)', tag: 'catalogue', access: 'public', query: 'page', ok: [200, 'ProductPage'], errors: [404] },
  { method: 'get', path: '/api/products/:id', summary: 'One product', tag: 'catalogue', access: 'public', ok: [200, 'Product'], errors: [404] },
  { method: 'post', path: '/api/products', summary: 'Create a product (text fields, `colors` JSON, files in `colors[i][images]`, optional `video`)', tag: 'admin', access: 'admin', body: { multipart: newProductSchema }, ok: [201, 'Product'], errors: [404, 413, 415] },
  { method: 'put', path: '/api/products/:id', summary: 'Edit a product (`updatedFields` JSON, `imagesToDelete` JSON, new files)', tag: 'admin', access: 'admin', body: { multipart: productEditBody, json: productEditBody }, ok: [200, 'Product'], errors: [404, 413, 415] },
  { method: 'delete', path: '/api/products/:id', summary: 'Delete a product', tag: 'admin', access: 'admin', ok: [200, 'Message'], errors: [404] },
  { method: 'get', path: '/api/categories', summary: 'All categories', tag: 'catalogue', access: 'public', ok: [200, listOf('Category')] },
  { method: 'get', path: '/api/categories/:id', summary: 'One category', tag: 'catalogue', access: 'public', ok: [200, 'Category'], errors: [404] },
  { method: 'post', path: '/api/categories', summary: 'Create a category (`name`, `image` file)', tag: 'admin', access: 'admin', body: { multipart: categorySchema }, ok: [201, 'Category'], errors: [409, 413, 415] },
  { method: 'put', path: '/api/categories/:id', summary: 'Edit a category', tag: 'admin', access: 'admin', body: { multipart: categorySchema }, ok: [200, 'Category'], errors: [404, 409, 413, 415] },
  { method: 'delete', path: '/api/categories/:id', summary: 'Delete a category (409 while products use it)', tag: 'admin', access: 'admin', ok: [200, 'Message'], errors: [404, 409] },

  { method: 'post', path: '/api/user/register', summary: 'Create an account and sign in', tag: 'accounts', access: 'public', body: { json: registerSchema }, ok: [201, 'Auth'], errors: [409, 429] },
  { method: 'post', path: '/api/user/login', summary: 'Sign in', tag: 'accounts', access: 'public', body: { json: loginSchema }, ok: [200, 'Auth'], errors: [401, 429] },
  { method: 'post', path: '/api/user/logout', summary: 'End this session', tag: 'accounts', access: 'public', ok: [200, 'Message'] },
  { method: 'get', path: '/api/user/profile', summary: 'The signed-in customer', tag: 'accounts', access: 'customer', ok: [200, 'User'], errors: [401, 403] },
  { method: 'put', path: '/api/user/address', summary: 'Change the delivery address', tag: 'accounts', access: 'customer', body: { json: addressSchema }, ok: [200, 'User'], errors: [401, 403] },
  { method: 'put', path: '/api/user/details', summary: 'Change the name and phone number', tag: 'accounts', access: 'customer', body: { json: detailsSchema }, ok: [200, 'User'], errors: [401, 403] },
  { method: 'post', path: '/api/user/email', summary: 'Mail a link confirming a new e-mail to that address (the e-mail changes when it is opened)', tag: 'accounts', access: 'customer', body: { json: emailChangeSchema }, ok: [200, 'Message'], errors: [401, 403, 409, 429] },
  { method: 'post', path: '/api/user/email/confirm', summary: 'Use a mailed link: the account takes its new e-mail (once)', tag: 'accounts', access: 'public', body: { json: emailConfirmSchema }, ok: [200, emailConfirmAnswerSchema], errors: [409, 429] },
  { method: 'post', path: '/api/user/password', summary: 'Change the password with the current one (ends every other session)', tag: 'accounts', access: 'customer', body: { json: passwordChangeSchema }, ok: [200, 'Message'], errors: [401, 403, 429] },
  { method: 'post', path: '/api/user/forgot-password', summary: 'Mail a reset link (200 whether or not the e-mail exists)', tag: 'accounts', access: 'public', body: { json: forgotPasswordSchema }, ok: [200, 'Message'], errors: [429] },
  { method: 'post', path: '/api/user/reset-password/:token', summary: 'Set a new password with a single-use link (ends every session)', tag: 'accounts', access: 'public', body: { json: resetPasswordSchema }, ok: [200, 'Message'], errors: [429] },

  { method: 'post', path: '/api/admin/login', summary: 'Admin sign-in', tag: 'admin', access: 'public', body: { json: loginSchema }, ok: [200, 'AdminAuth'], errors: [401, 429] },
  { method: 'get', path: '/api/admin/products/:id', summary: "One product as the admin edits it: with the shop's own in-stock flag (`inStockFlag`)", tag: 'admin', access: 'admin', ok: [200, 'AdminProduct'], errors: [401, 403, 404] },
  { method: 'get', path: '/api/admin/settings', summary: 'The shop’s settings (saved, or the environment’s defaults)', tag: 'admin', access: 'admin', ok: [200, 'ShopSettings'], errors: [401, 403] },
  { method: 'put', path: '/api/admin/settings', summary: 'Replace the shop’s settings (GSTIN checked: format, state code, check character)', tag: 'admin', access: 'admin', body: { json: shopSettingsSchema }, ok: [200, 'ShopSettings'], errors: [401, 403] },
  { method: 'get', path: '/api/admin/reports/gst', summary: 'GSTR-1 figures (B2CS, HSN summary, documents) for invoices dated `from`…`to`, net of credit notes', tag: 'admin', access: 'admin', filters: gstReportFilters, ok: [200, 'GstReport'], files: ['text/csv', 'application/zip'], errors: [401, 403] },
  { method: 'get', path: '/api/orders/:id/invoice.pdf', summary: 'The order’s current GST invoice as a PDF (its customer or the shop; 404 until issued)', tag: 'orders', access: 'customer', filters: documentNumberFilter, ok: [200, z.unknown()], files: ['application/pdf'], errors: [401, 404] },
  { method: 'get', path: '/api/orders/:id/credit-note.pdf', summary: 'The order’s latest credit note (a cancel’s or refund’s, or an invoice correction’s) as a PDF (its customer or the shop)', tag: 'orders', access: 'customer', filters: documentNumberFilter, ok: [200, z.unknown()], files: ['application/pdf'], errors: [401, 404] },
  { method: 'get', path: '/api/admin/inventory', summary: 'Tracked colours (and sizes) with at most `below` (default 5) left, lowest first', tag: 'admin', access: 'admin', query: 'below', ok: [200, listOf('InventoryLine')], errors: [401, 403] },
  { method: 'get', path: '/api/admin/profile', summary: 'The signed-in admin', tag: 'admin', access: 'admin', ok: [200, 'AdminProfile'], errors: [401, 403] },
  { method: 'post', path: '/api/admin/logout', summary: 'End the admin session', tag: 'admin', access: 'public', ok: [200, 'Message'] },

  { method: 'get', path: '/api/cart', summary: 'The customer’s cart', tag: 'cart', access: 'customer', ok: [200, 'Cart'], errors: [401, 403] },
  { method: 'post', path: '/api/cart', summary: 'Add a product in a colour and size (same line: quantities add up; 409 "Only {n} left in stock")', tag: 'cart', access: 'customer', body: { json: addToCartSchema }, ok: [200, 'Cart'], errors: [401, 403, 404, 409] },
  { method: 'put', path: '/api/cart/:productId/:color', summary: 'Set a line’s quantity (1..10, within stock; `size` names the line of a product with sizes)', tag: 'cart', access: 'customer', body: { json: setCartQuantitySchema }, ok: [200, 'Cart'], errors: [401, 403, 404, 409] },
  { method: 'delete', path: '/api/cart/:productId/:color', summary: 'Remove a line (`?size=M` for a product with sizes)', tag: 'cart', access: 'customer', query: 'size', ok: [200, 'Cart'], errors: [401, 403, 404] },

  { method: 'get', path: '/api/orders/user', summary: 'The customer’s orders, newest first', tag: 'orders', access: 'customer', ok: [200, listOf('Order')], errors: [401, 403] },
  { method: 'get', path: '/api/orders', summary: 'All orders, newest first, filtered and searched (X-Total-Count, X-Total-Pages headers)', tag: 'admin', access: 'admin', query: 'page', filters: adminOrderFilters, ok: [200, listOf('AdminOrder')], errors: [401, 403] },
  { method: 'post', path: '/api/orders/search', summary: 'Find an order by its ORD- id', tag: 'admin', access: 'admin', body: { json: orderSearchSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404] },
  { method: 'get', path: '/api/orders/unresolved-states', summary: 'Orders to correct: a delivery state that is no GST state (no place of supply), or an invoice at another place of supply than the address’s (newest first, at most 200)', tag: 'admin', access: 'admin', ok: [200, listOf('OrderToCorrect')], errors: [401, 403] },
  { method: 'get', path: '/api/orders/:id', summary: 'One order', tag: 'admin', access: 'admin', ok: [200, 'AdminOrder'], errors: [401, 403, 404] },
  { method: 'put', path: '/api/orders/:id', summary: 'Change status (any the order machine allows; Canceled = cancel), delivery partner or tracking id', tag: 'admin', access: 'admin', body: { json: orderUpdateSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
  { method: 'put', path: '/api/orders/:id/delivery-state', summary: 'Correct the delivery state and PIN (same rules as an address); stores the state’s name and code, invoices an order already due; an invoice at another place of supply gets a credit note and a new invoice (409 past the credit note’s time)', tag: 'admin', access: 'admin', body: { json: deliveryStateSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
  { method: 'post', path: '/api/orders/:id/confirm-payment', summary: 'Confirm a UPI-QR or COD payment (idempotent)', tag: 'admin', access: 'admin', body: { json: confirmPaymentSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
  { method: 'post', path: '/api/orders/:id/cancel', summary: 'Cancel an order not yet shipped: stock back, a gateway payment refunded', tag: 'admin', access: 'admin', body: { json: cancelOrderSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
  { method: 'post', path: '/api/orders/:id/refund', summary: 'Record a refund made by hand of a paid UPI or COD order', tag: 'admin', access: 'admin', body: { json: manualRefundSchema }, ok: [200, 'AdminOrder'], errors: [401, 403, 404, 409] },
  { method: 'post', path: '/api/orders/:id/replacement', summary: 'Ask for a replacement of the customer’s own order within 14 days of delivery', tag: 'orders', access: 'customer', body: { json: replacementRequestSchema }, ok: [201, 'Order'], errors: [401, 403, 404, 409] },

  { method: 'post', path: '/api/payments/phonepe', summary: 'Place an order paid online; answers the gateway’s payment link', tag: 'checkout', access: 'customer', body: { json: checkoutSchema }, ok: [200, 'PaymentLink'], errors: [401, 403, 409, 502] },
  { method: 'post', path: '/api/payments/cod', summary: 'Place a cash-on-delivery order', tag: 'checkout', access: 'customer', body: { json: checkoutSchema }, ok: [201, 'CodOrder'], errors: [401, 403, 409] },
  { method: 'post', path: '/api/payments/phonepe/webhook', summary: 'PhonePe’s callback (Authorization: SHA-256 of user:password)', tag: 'checkout', access: 'public', body: 'any-json', ok: [200, z.object({ success: z.boolean() })], errors: [401, 404, 413] },
  { method: 'get', path: '/api/payments/status/:customOrderId', summary: 'Payment state of the customer’s order (asks the gateway while pending)', tag: 'checkout', access: 'customer', ok: [200, 'PaymentStatus'], errors: [401, 403, 404] },
  { method: 'post', path: '/api/payments/retry/:customOrderId', summary: 'Pay again: a new payment attempt and its link for an unpaid online order (an attempt still open stays open; a second capture is refunded)', tag: 'checkout', access: 'customer', ok: [200, 'PaymentLink'], errors: [401, 403, 404, 409, 502] },
  // An unpaid online order's way out (docs/decisions/0045): cash on delivery instead, or cancel it.
  { method: 'get', path: '/api/payments/cod-instead/:customOrderId', summary: 'What the customer’s unpaid gateway order costs in cash on delivery, or why it cannot be paid so (COD off, over its limit, a changed price, not unpaid)', tag: 'checkout', access: 'customer', ok: [200, codInsteadQuoteSchema], errors: [401, 403, 404] },
  { method: 'post', path: '/api/payments/cod-instead/:customOrderId', summary: 'Pay the customer’s unpaid gateway order in cash on delivery instead, at the quoted total (stock kept, COD e-mail; a late gateway capture is refunded)', tag: 'checkout', access: 'customer', body: { json: codInsteadInputSchema }, ok: [200, codInsteadAnswerSchema], errors: [400, 401, 403, 404, 409] },
  { method: 'post', path: '/api/orders/:customOrderId/cancel-unpaid', summary: 'Cancel the customer’s own gateway order that was never paid (stock back, no refund)', tag: 'orders', access: 'customer', ok: [200, cancelUnpaidAnswerSchema], errors: [401, 403, 404, 409] },
];

const errorNames: Record<number, string> = {
  400: 'Invalid input (the spec’s validation messages in `errors`)',
  401: 'No or bad session',
  403: 'Wrong role, or not yours',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Unsupported file type',
  429: 'Too many attempts (see Retry-After)',
  500: 'Server error (never leaks internals)',
  502: 'The payment gateway failed',
};

/** A zod schema as JSON Schema without its dialect line (the document declares OpenAPI 3.1's). */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** The components, generated from the zod schemas; a component inside another is a `$ref` to it. */
function componentSchemas(): Record<string, object> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io: 'output', unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]));
}

function responseSchema(schema: Operation['ok'][1]) {
  if (typeof schema === 'string') return ref(schema);
  if ('listOf' in schema) return { type: 'array', items: ref(schema.listOf) };
  return jsonSchemaOf(schema, 'output');
}

function requestBody(body: Body) {
  if (body === 'any-json') return { required: true, content: { 'application/json': { schema: { type: 'object' } } } };
  const content: Record<string, object> = {};
  if ('multipart' in body) content['multipart/form-data'] = { schema: jsonSchemaOf(body.multipart, 'input') };
  if (body.json) content['application/json'] = { schema: jsonSchemaOf(body.json, 'input') };
  return { required: true, content };
}

const pageParameters = [
  { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
];

const sizeParameters = [{ name: 'size', in: 'query', required: false, schema: { type: 'string' } }];
const belowParameters = [{ name: 'below', in: 'query', required: false, schema: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 5 } }];

function toOpenApiOperation(operation: Operation) {
  const pathParameters = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const responses: Record<string, object> = {
    [operation.ok[0]]: {
      description: 'OK',
      content: {
        // A PDF is all the answer is; a report is JSON or, asked for, CSV.
        ...(operation.files?.includes('application/pdf') ? {} : { 'application/json': { schema: responseSchema(operation.ok[1]) } }),
        ...Object.fromEntries((operation.files ?? []).map((type) => [type, { schema: binary }])),
      },
    },
  };
  for (const status of [400, ...(operation.errors ?? []), 500]) {
    responses[status] = { description: errorNames[status] ?? 'Error', content: { 'application/json': { schema: ref('Error') } } };
  }
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.access === 'public' ? { security: [] } : { security: operation.access === 'admin' ? [{ bearer: [] }, { adminCookie: [] }] : [{ bearer: [] }, { customerCookie: [] }] }),
    parameters: [
      ...pathParameters,
      ...(operation.query === 'page' ? pageParameters : operation.query === 'below' ? belowParameters : operation.query === 'size' ? sizeParameters : []),
      ...(operation.filters ?? []).map((filter) => ({ ...filter, in: 'query', required: false })),
    ],
    ...(operation.body ? { requestBody: requestBody(operation.body) } : {}),
    responses,
  };
}

/** `/api/products/:id` → `/api/products/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The documented operations as `METHOD /path` in Hono's form (for the drift test). */
export const documentedRoutes = () => operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`);

export function buildOpenApiDocument(publicUrl: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const operation of operations) {
    (paths[toOpenApiPath(operation.path)] ??= {})[operation.method] = toOpenApiOperation(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Haat API',
      version: '1',
      description: 'JSON over HTTP. Money is rupees as numbers; ids are opaque strings in `_id`. Cookie-authenticated writes must come from the shop’s own origin.',
    },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        customerCookie: { type: 'apiKey', in: 'cookie', name: 'token' },
        adminCookie: { type: 'apiKey', in: 'cookie', name: 'adminToken', description: 'Used when the request carries `X-Use-Admin-Token: true`' },
      },
    },
  };
}
