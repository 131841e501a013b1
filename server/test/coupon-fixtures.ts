import { expect } from 'vitest';
import type { Coupon, CouponInput } from '../../common/coupons';
import type { QuoteAnswer } from '../../common/orders';
import { bearer, unlimitedRateLimiter } from './accounts-fixtures';
import { signInAdmin } from './admin-fixtures';
import { startTestApp, type TestApp } from './app';
import { post, stockShop, type Customer, type Line, type Shop } from './orders-fixtures';

/** For the coupon tests (docs/decisions/0060): coupons made through the admin's API, quotes through the customer's. */

let sequence = 0;

/** A fresh code per call, so tests sharing an app never clash. */
export const uniqueCode = (prefix = 'TEST') => `${prefix}${Date.now().toString(36).toUpperCase().slice(-5)}${++sequence}`.slice(0, 20);

export function couponInput(overrides: Partial<Record<keyof CouponInput, unknown>> = {}): Record<string, unknown> {
  return { code: uniqueCode(), type: 'percent', value: 10, ...overrides };
}

export async function createCoupon(app: TestApp, admin: Record<string, string>, overrides: Partial<Record<keyof CouponInput, unknown>> = {}): Promise<Coupon> {
  const answer = await post(app, '/api/admin/coupons', couponInput(overrides), admin);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as unknown as Coupon;
}

export async function quoteOf(app: TestApp, customer: Customer, lines: Line[], options: { paymentMethod?: 'online' | 'cod'; couponCode?: string; cartId?: string } = {}): Promise<QuoteAnswer> {
  const { paymentMethod = 'cod', ...rest } = options;
  const answer = await post(app, '/api/checkout/quote', { products: lines, paymentMethod, ...rest }, customer.auth);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as QuoteAnswer;
}

/** The coupon's row as the database keeps it now (its counts). */
export async function couponRow(app: TestApp, id: string) {
  return app.runtime.db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A test app with a signed-in admin (its request headers) and a small stocked catalogue. */
export async function startCouponShop(): Promise<{ app: TestApp; admin: Record<string, string>; shop: Shop }> {
  const app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  return { app, admin: bearer((await signInAdmin(app)).token), shop: await stockShop(app) };
}
