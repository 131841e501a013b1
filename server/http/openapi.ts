import { z } from 'zod';
import { addressSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../../common/accounts';
import { orderUpdateSchema } from '../../common/admin-orders';
import { addToCartSchema } from '../../common/cart';
import { checkoutSchema } from '../../common/orders';
import { orderSearchSchema } from '../modules/orders/schema';

/**
 * The API contract (ARCHITECTURE.md §4) as an OpenAPI 3.1 document, served at /api/openapi.json.
 * Request bodies come from the very zod schemas the routes parse with, so they cannot drift; the
 * response shapes are written out here, and api.test.ts checks that every route the API answers
 * is described and every described route exists.
 */

type Access = 'public' | 'customer' | 'admin';
type Method = 'get' | 'post' | 'put' | 'delete';

interface Operation {
  method: Method;
  /** Hono's form (`/api/products/:id`). */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** A zod schema, a multipart form, or any JSON object (the gateway's webhook). */
  body?: z.ZodType | 'multipart' | 'multipart-or-json' | 'any-json';
  query?: 'page';
  /** Success status and the component schema of its body (or an inline schema). */
  ok: [status: number, schema: string | object];
  /** Error statuses beyond 400/500 that this operation answers. */
  errors?: number[];
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (name: string) => ({ type: 'array', items: ref(name) });
const object = (properties: Record<string, object>) => ({ type: 'object', properties, required: Object.keys(properties) });
const string = { type: 'string' };
const number = { type: 'number' };
const integer = { type: 'integer' };
const boolean = { type: 'boolean' };
const nullableString = { type: ['string', 'null'] };
const message = object({ message: string });

const address = object({ street: string, city: string, state: string, zipCode: string, country: string });

const schemas: Record<string, object> = {
  Error: {
    type: 'object',
    properties: { message: string, errors: { type: 'array', items: object({ path: string, message: string }) } },
    required: ['message'],
  },
  Category: object({ _id: string, id: string, name: string, image: string, createdAt: string, updatedAt: string }),
  Product: object({
    _id: string,
    name: string,
    description: string,
    primaryImage: string,
    video: nullableString,
    colors: { type: 'array', items: object({ _id: string, name: string, images: { type: 'array', items: string } }) },
    rating: number,
    actualPrice: { ...number, description: 'List price in rupees' },
    discountPrice: { ...number, description: 'Selling price in rupees' },
    deliveryCharge: number,
    codCharge: number,
    inStock: boolean,
    category: object({ _id: string, name: string }),
    features: string,
    isNewArrival: boolean,
    isFeatured: boolean,
    createdAt: string,
    updatedAt: string,
  }),
  ProductPage: object({ products: arrayOf('Product'), pages: integer }),
  User: object({ _id: string, name: string, email: string, phoneNumber: string, address: { ...address, properties: { ...address.properties, isDefault: boolean } }, totalCartItems: integer }),
  Auth: object({ token: string, user: ref('User') }),
  AdminAuth: object({ token: string, email: string }),
  Cart: object({
    _id: string,
    cartItems: {
      type: 'array',
      items: object({ _id: string, productId: object({ _id: string, inStock: boolean }), name: string, primaryImage: string, price: number, quantity: integer, color: string }),
    },
    totalCartCost: number,
    totalCartItems: integer,
  }),
  Order: object({
    _id: string,
    customOrderId: { type: 'string', pattern: '^ORD-[0-9A-Z]{9}$' },
    paymentId: nullableString,
    paymentMethod: { enum: ['online', 'cod'] },
    paymentStatus: { enum: ['Pending', 'Completed', 'Failed'] },
    products: { type: 'array', items: object({ _id: string, productId: string, name: string, primaryImage: string, quantity: integer, color: string, price: number }) },
    status: { enum: ['Pending', 'Processing', 'Shipped', 'Completed', 'Delivered', 'Canceled'] },
    deliveryPartner: nullableString,
    trackingId: nullableString,
    deliveryAddress: address,
    contactNumber: string,
    user: object({ name: string, email: string }),
    totalPrice: number,
    deliveryCharge: number,
    codCharge: number,
    createdAt: string,
  }),
  PaymentStatus: { type: 'object', properties: { orderId: string, paymentStatus: { enum: ['Pending', 'Completed', 'Failed'] }, totalPrice: number }, required: ['orderId', 'paymentStatus'] },
  PaymentLink: object({ paymentLink: string, orderId: string }),
};

const operations: Operation[] = [
  { method: 'get', path: '/api/health', summary: 'Liveness: answers once the database does', tag: 'system', access: 'public', ok: [200, object({ status: { const: 'ok' } })] },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'system', access: 'public', ok: [200, { type: 'object' }] },

  { method: 'get', path: '/api/products', summary: 'Products, newest first', tag: 'catalogue', access: 'public', query: 'page', ok: [200, 'ProductPage'] },
  { method: 'get', path: '/api/products/featured', summary: 'Featured products', tag: 'catalogue', access: 'public', ok: [200, arrayOf('Product')] },
  { method: 'get', path: '/api/products/new-arrivals', summary: 'New arrivals', tag: 'catalogue', access: 'public', ok: [200, arrayOf('Product')] },
  { method: 'get', path: '/api/products/category/:category', summary: 'Products of a category (by name or id)', tag: 'catalogue', access: 'public', query: 'page', ok: [200, 'ProductPage'], errors: [404] },
  { method: 'get', path: '/api/products/:id', summary: 'One product', tag: 'catalogue', access: 'public', ok: [200, 'Product'], errors: [404] },
  { method: 'post', path: '/api/products', summary: 'Create a product (text fields, `colors` JSON, files in `colors[i][images]`, optional `video`)', tag: 'admin', access: 'admin', body: 'multipart', ok: [201, 'Product'], errors: [404, 413, 415] },
  { method: 'put', path: '/api/products/:id', summary: 'Edit a product (`updatedFields` JSON, `imagesToDelete` JSON, new files)', tag: 'admin', access: 'admin', body: 'multipart-or-json', ok: [200, 'Product'], errors: [404, 413, 415] },
  { method: 'delete', path: '/api/products/:id', summary: 'Delete a product', tag: 'admin', access: 'admin', ok: [200, message], errors: [404] },
  { method: 'get', path: '/api/categories', summary: 'All categories', tag: 'catalogue', access: 'public', ok: [200, arrayOf('Category')] },
  { method: 'get', path: '/api/categories/:id', summary: 'One category', tag: 'catalogue', access: 'public', ok: [200, 'Category'], errors: [404] },
  { method: 'post', path: '/api/categories', summary: 'Create a category (`name`, `image` file)', tag: 'admin', access: 'admin', body: 'multipart', ok: [201, 'Category'], errors: [409, 413, 415] },
  { method: 'put', path: '/api/categories/:id', summary: 'Edit a category', tag: 'admin', access: 'admin', body: 'multipart', ok: [200, 'Category'], errors: [404, 409, 413, 415] },
  { method: 'delete', path: '/api/categories/:id', summary: 'Delete a category (409 while products use it)', tag: 'admin', access: 'admin', ok: [200, message], errors: [404, 409] },

  { method: 'post', path: '/api/user/register', summary: 'Create an account and sign in', tag: 'accounts', access: 'public', body: registerSchema, ok: [201, 'Auth'], errors: [409, 429] },
  { method: 'post', path: '/api/user/login', summary: 'Sign in', tag: 'accounts', access: 'public', body: loginSchema, ok: [200, 'Auth'], errors: [401, 429] },
  { method: 'post', path: '/api/user/logout', summary: 'End this session', tag: 'accounts', access: 'public', ok: [200, message] },
  { method: 'get', path: '/api/user/profile', summary: 'The signed-in customer', tag: 'accounts', access: 'customer', ok: [200, 'User'], errors: [401, 403] },
  { method: 'put', path: '/api/user/address', summary: 'Change the delivery address', tag: 'accounts', access: 'customer', body: addressSchema, ok: [200, 'User'], errors: [401, 403] },
  { method: 'post', path: '/api/user/forgot-password', summary: 'Mail a reset link (200 whether or not the e-mail exists)', tag: 'accounts', access: 'public', body: forgotPasswordSchema, ok: [200, message], errors: [429] },
  { method: 'post', path: '/api/user/reset-password/:token', summary: 'Set a new password with a single-use link (ends every session)', tag: 'accounts', access: 'public', body: resetPasswordSchema, ok: [200, message], errors: [429] },

  { method: 'post', path: '/api/admin/login', summary: 'Admin sign-in', tag: 'admin', access: 'public', body: loginSchema, ok: [200, 'AdminAuth'], errors: [401, 429] },
  { method: 'get', path: '/api/admin/profile', summary: 'The signed-in admin', tag: 'admin', access: 'admin', ok: [200, object({ _id: string, email: string })], errors: [401, 403] },
  { method: 'post', path: '/api/admin/logout', summary: 'End the admin session', tag: 'admin', access: 'public', ok: [200, message] },

  { method: 'get', path: '/api/cart', summary: 'The customer’s cart', tag: 'cart', access: 'customer', ok: [200, 'Cart'], errors: [401, 403] },
  { method: 'post', path: '/api/cart', summary: 'Add a product in a colour (same product and colour: quantities add up)', tag: 'cart', access: 'customer', body: addToCartSchema, ok: [200, 'Cart'], errors: [401, 403, 404, 409] },
  { method: 'delete', path: '/api/cart/:productId/:color', summary: 'Remove a line', tag: 'cart', access: 'customer', ok: [200, 'Cart'], errors: [401, 403] },

  { method: 'get', path: '/api/orders/user', summary: 'The customer’s orders, newest first', tag: 'orders', access: 'customer', ok: [200, arrayOf('Order')], errors: [401, 403] },
  { method: 'get', path: '/api/orders', summary: 'All orders, newest first (X-Total-Count, X-Total-Pages headers)', tag: 'admin', access: 'admin', query: 'page', ok: [200, arrayOf('Order')], errors: [401, 403] },
  { method: 'post', path: '/api/orders/search', summary: 'Find an order by its ORD- id', tag: 'admin', access: 'admin', body: orderSearchSchema, ok: [200, 'Order'], errors: [401, 403, 404] },
  { method: 'get', path: '/api/orders/:id', summary: 'One order', tag: 'admin', access: 'admin', ok: [200, 'Order'], errors: [401, 403, 404] },
  { method: 'put', path: '/api/orders/:id', summary: 'Change status, delivery partner or tracking id', tag: 'admin', access: 'admin', body: orderUpdateSchema, ok: [200, 'Order'], errors: [401, 403, 404, 409] },

  { method: 'post', path: '/api/payments/phonepe', summary: 'Place an order paid online; answers the gateway’s payment link', tag: 'checkout', access: 'customer', body: checkoutSchema, ok: [200, 'PaymentLink'], errors: [401, 403, 409, 502] },
  { method: 'post', path: '/api/payments/cod', summary: 'Place a cash-on-delivery order', tag: 'checkout', access: 'customer', body: checkoutSchema, ok: [201, object({ orderId: string })], errors: [401, 403, 409] },
  { method: 'post', path: '/api/payments/phonepe/webhook', summary: 'PhonePe’s callback (Authorization: SHA-256 of user:password)', tag: 'checkout', access: 'public', body: 'any-json', ok: [200, object({ success: boolean })], errors: [401, 404, 413] },
  { method: 'get', path: '/api/payments/status/:customOrderId', summary: 'Payment state of the customer’s order (asks the gateway while pending)', tag: 'checkout', access: 'customer', ok: [200, 'PaymentStatus'], errors: [401, 403, 404] },
  { method: 'post', path: '/api/payments/retry/:customOrderId', summary: 'A new payment link for an unpaid order', tag: 'checkout', access: 'customer', ok: [200, 'PaymentLink'], errors: [401, 403, 404, 409, 502] },
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

const schemaOf = (schema: string | object) => (typeof schema === 'string' ? ref(schema) : schema);

function requestBody(body: NonNullable<Operation['body']>) {
  if (body === 'multipart' || body === 'multipart-or-json') {
    const content: Record<string, object> = { 'multipart/form-data': { schema: { type: 'object' } } };
    if (body === 'multipart-or-json') content['application/json'] = { schema: { type: 'object' } };
    return { required: true, content };
  }
  if (body === 'any-json') return { required: true, content: { 'application/json': { schema: { type: 'object' } } } };
  const { $schema: _dialect, ...schema } = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' });
  return { required: true, content: { 'application/json': { schema } } };
}

const pageParameters = [
  { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
];

function toOpenApiOperation(operation: Operation) {
  const pathParameters = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: string }));
  const responses: Record<string, object> = {
    [operation.ok[0]]: { description: 'OK', content: { 'application/json': { schema: schemaOf(operation.ok[1]) } } },
  };
  for (const status of [400, ...(operation.errors ?? []), 500]) {
    responses[status] = { description: errorNames[status] ?? 'Error', content: { 'application/json': { schema: ref('Error') } } };
  }
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.access === 'public' ? { security: [] } : { security: operation.access === 'admin' ? [{ bearer: [] }, { adminCookie: [] }] : [{ bearer: [] }, { customerCookie: [] }] }),
    parameters: [...pathParameters, ...(operation.query === 'page' ? pageParameters : [])],
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
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        customerCookie: { type: 'apiKey', in: 'cookie', name: 'token' },
        adminCookie: { type: 'apiKey', in: 'cookie', name: 'adminToken', description: 'Used when the request carries `X-Use-Admin-Token: true`' },
      },
    },
  };
}
