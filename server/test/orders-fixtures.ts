import { expect } from 'vitest';
import type { Cart } from '../../common/cart';
import type { CheckoutInput, Order, PaymentLinkAnswer } from '../../common/orders';
import { newId } from '../db/ids';
import type { OrdersTable } from '../modules/orders/tables';
import { webhookAuthorization } from '../modules/payments/phonepe/webhook';
import { bearer, register } from './accounts-fixtures';
import type { TestApp } from './app';
import { addCategory, addProducts } from './catalog-fixtures';

/**
 * For the checkout, payment and order tests: a small catalogue, customers, carts, checkout bodies,
 * the simulator's hosted page and webhook, and the mail outbox, all over real HTTP.
 */

/** addProducts' defaults, in rupees: price ₹999, delivery ₹40, COD ₹20. */
export const PRICE = 999;
export const DELIVERY = 40;
export const COD = 20;
export const CART_DELIVERY = 60;

export interface Shop {
  /** In stock, colours Black and White. */
  tee: string;
  /** In stock, colours Red and Blue. */
  mug: string;
  soldOut: string;
}

export async function stockShop(app: TestApp): Promise<Shop> {
  const category = await addCategory(app.runtime.db, `Shelf ${Math.random().toString(36).slice(2, 8)}`);
  const [tee] = await addProducts(app.runtime.db, category, 1, { name: 'Cotton Tee' });
  const [mug] = await addProducts(app.runtime.db, category, 1, { name: 'Clay Mug', colors: ['Red', 'Blue'] });
  const [soldOut] = await addProducts(app.runtime.db, category, 1, { name: 'Gone Shoe', inStock: false });
  return { tee: tee!, mug: mug!, soldOut: soldOut! };
}

export interface Customer {
  token: string;
  email: string;
  /** Request headers carrying the customer's session (Bearer). */
  auth: Record<string, string>;
}

export async function newCustomer(app: TestApp): Promise<Customer> {
  const { token, input } = await register(app);
  return { token, email: input.email, auth: bearer(token) };
}

export type Line = { productId: string; color: string; size?: string; quantity: number };

/** A checkout body as the spec's client sends it (names and prices are the client's view). */
export function checkoutBody(lines: Line[], totalPrice: number, overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    products: lines.map((line) => ({ ...line, name: 'whatever the client shows', primaryImage: '/media/x.webp', price: 1 })),
    deliveryAddress: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' },
    contactNumber: '9876543210',
    name: 'Asha Verma',
    email: 'asha.orders@example.in',
    totalPrice,
    ...overrides,
  };
}

export async function post(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { message?: string } };
}

export async function get<T>(app: TestApp, path: string, headers: Record<string, string>): Promise<{ status: number; body: T }> {
  const response = await app.fetch(path, { headers });
  return { status: response.status, body: (await response.json()) as T };
}

export async function addToCart(app: TestApp, customer: Customer, line: Line): Promise<Cart> {
  const { status, body } = await post(app, '/api/cart', line, customer.auth);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as Cart;
}

export async function cartOf(app: TestApp, customer: Customer): Promise<Cart> {
  return (await get<Cart>(app, '/api/cart', customer.auth)).body;
}

export async function ordersOf(app: TestApp, customer: Customer): Promise<Order[]> {
  const { status, body } = await get<Order[]>(app, '/api/orders/user', customer.auth);
  expect(status).toBe(200);
  return body;
}

/** POST /api/payments/phonepe, expecting 200. */
export async function payOnline(app: TestApp, customer: Customer, body: CheckoutInput): Promise<PaymentLinkAnswer> {
  const answer = await post(app, '/api/payments/phonepe', body, customer.auth);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as PaymentLinkAnswer;
}

/** The hosted page's address as this test app serves it (the link names PUBLIC_URL's origin). */
export function hostedPage(app: TestApp, paymentLink: string): string {
  const url = new URL(paymentLink);
  return app.baseUrl + url.pathname + url.search;
}

/** What a browser does on the simulator's page: submit a button, without following the redirect. */
export async function submitHostedPage(app: TestApp, paymentLink: string, outcome: 'success' | 'failure' | 'pending'): Promise<Response> {
  return fetch(hostedPage(app, paymentLink), { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });
}

/** Waits until the simulator's webhooks (duplicates included) and the shop's handling of them are done. */
export async function settle(app: TestApp): Promise<void> {
  await app.runtime.services.payments.provider.simulator?.webhooksIdle();
  await app.settled();
}

/** The webhook PhonePe would send, signed the way the simulator in this app signs it. */
export function webhookRequest(app: TestApp, payload: Record<string, unknown>, authorization?: string): RequestInit {
  const { PHONEPE_WEBHOOK_USER, PHONEPE_WEBHOOK_PASSWORD } = app.runtime.config;
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: authorization ?? webhookAuthorization(PHONEPE_WEBHOOK_USER ?? '', PHONEPE_WEBHOOK_PASSWORD ?? ''),
    },
    body: JSON.stringify({ event: 'checkout.order.completed', payload: { state: 'COMPLETED', ...payload } }),
  };
}

/** Mails kept in the outbox for this address (no SMTP_URL in tests). */
export async function outboxFor(app: TestApp, email: string) {
  return app.runtime.db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute();
}

export async function attemptsOf(app: TestApp, customOrderId: string) {
  return app.runtime.db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
    .selectAll('payment_attempts')
    .where('orders.custom_order_id', '=', customOrderId)
    .orderBy('payment_attempts.sequence')
    .execute();
}

export async function orderRow(app: TestApp, customOrderId: string) {
  return app.runtime.db.selectFrom('orders').selectAll().where('custom_order_id', '=', customOrderId).executeTakeFirstOrThrow();
}

/** An order line of the e-mail samples: 2 × Kurta <Silk> (Navy & Gold) at ₹1,299.50, characters HTML must escape. */
export const sampleOrderLine: Order['products'][number] = { _id: 'b'.repeat(24), productId: 'c'.repeat(24), name: 'Kurta <Silk>', primaryImage: '/media/k.webp', quantity: 2, color: 'Navy & Gold', size: null, price: 1299.5 };

/**
 * An order as the e-mails receive it, made by hand (no database): a cash-on-delivery order of one
 * line, Pending, to Bengaluru, for the e-mail tests to change what each one is about.
 */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'a'.repeat(24),
    customOrderId: 'ORD-AB12CD34E',
    paymentId: null,
    paymentMethod: 'cod',
    paymentStatus: 'Pending',
    products: [sampleOrderLine],
    status: 'Pending',
    deliveryPartner: null,
    trackingId: null,
    deliveryAddress: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' },
    contactNumber: '9876543210',
    user: { name: 'Asha Verma', email: 'asha@example.in' },
    totalPrice: 2679,
    deliveryCharge: 60,
    codCharge: 20,
    createdAt: '2026-11-22T10:00:00.000Z',
    itemsTotal: 2599,
    events: [],
    cancelReason: null,
    refund: null,
    replacements: [],
    invoice: null,
    creditNote: null,
    discount: 0,
    couponCode: null,
    ...overrides,
  };
}

/**
 * An order's row written straight to the table, for tests that need many orders or orders on
 * chosen instants (the export's keyset pages, docs/decisions/0067): a cash-on-delivery order of
 * ₹999, Pending, placed at `createdAt`, without lines; `overrides` changes any column.
 */
export function orderTableRow(createdAt: string, overrides: Partial<OrderTableRow> = {}): OrderTableRow {
  return { ...baseOrderRow(createdAt), ...overrides };
}

export type OrderTableRow = ReturnType<typeof baseOrderRow>;

function baseOrderRow(createdAt: string) {
  const id = newId();
  return {
    id,
    custom_order_id: `ORD-${id}`,
    user_id: newId(),
    user_name: 'Asha Buyer',
    user_email: 'asha.buyer@example.in',
    contact_number: '9876543210',
    street: '1 Road',
    city: 'Pune',
    state: 'Maharashtra',
    state_code: '27',
    zip_code: '411001',
    country: 'India',
    payment_method: 'cod' as OrdersTable['payment_method'],
    payment_gateway: null as string | null,
    payment_status: 'Pending' as OrdersTable['payment_status'],
    status: 'Pending' as OrdersTable['status'],
    items_total: 99_900,
    delivery_charge: 0,
    cod_charge: 0,
    total_price: 99_900,
    needs_review: 0,
    stock_held: 0,
    coupon_held: 0,
    discount: 0,
    created_at: createdAt,
    updated_at: createdAt,
  };
}
