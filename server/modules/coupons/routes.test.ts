import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_FORM_MESSAGES, type Coupon } from '../../../common/coupons';
import { bearer, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { couponInput, createCoupon, uniqueCode } from '../../test/coupon-fixtures';
import { checkoutBody, newCustomer, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

// The admin's coupons (docs/decisions/0060): GET/POST /api/admin/coupons, PUT/DELETE /api/admin/coupons/{id}.
let app: TestApp;
let admin: Record<string, string>;
let customer: Customer;
let shop: Shop;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  admin = bearer((await signInAdmin(app)).token);
  customer = await newCustomer(app);
  shop = await stockShop(app);
});
afterAll(() => app.close());

const put = async (id: string, body: unknown, headers = admin) => {
  const response = await app.fetch(`/api/admin/coupons/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const remove = async (id: string) => {
  const response = await app.fetch(`/api/admin/coupons/${id}`, { method: 'DELETE', headers: admin });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const list = async () => (await (await app.fetch('/api/admin/coupons', { headers: admin })).json()) as { coupons: Coupon[] };
const fieldErrors = (body: Record<string, unknown>) => Object.fromEntries(((body.errors ?? []) as { path: string; message: string }[]).map((error) => [error.path, error.message]));

describe('who may manage coupons', () => {
  it('401 signed out and 403 for a customer, on every call', async () => {
    expect((await app.fetch('/api/admin/coupons')).status).toBe(401);
    expect((await app.fetch('/api/admin/coupons', { headers: customer.auth })).status).toBe(403);
    expect((await post(app, '/api/admin/coupons', couponInput(), customer.auth)).status).toBe(403);
    expect((await put('x', couponInput(), customer.auth)).status).toBe(403);
  });
});

describe('POST /api/admin/coupons', () => {
  it('creates a coupon in capitals, with its defaults, and lists it first', async () => {
    const code = uniqueCode('new');
    const coupon = await createCoupon(app, admin, { code: ` ${code.toLowerCase()} `, type: 'flat', value: 150.5, minOrderValue: 999 });
    expect(coupon).toEqual({
      _id: expect.any(String),
      code: code.toUpperCase(),
      type: 'flat',
      value: 150.5,
      minOrderValue: 999,
      maxDiscount: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      firstOrderOnly: false,
      active: true,
      used: 0,
      everUsed: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await list()).coupons[0]).toEqual(coupon);
  });

  it('a code another coupon has, in any case, is 409 with the message under the code', async () => {
    const first = await createCoupon(app, admin);
    const answer = await post(app, '/api/admin/coupons', couponInput({ code: first.code.toLowerCase() }), admin);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(COUPON_FORM_MESSAGES.codeTaken);
    expect(fieldErrors(answer.body)).toEqual({ code: COUPON_FORM_MESSAGES.codeTaken });
  });

  it.each([
    ['a code too short', { code: 'ab' }, 'code', COUPON_FORM_MESSAGES.code],
    ['a code with a hyphen', { code: 'DIWALI-10' }, 'code', COUPON_FORM_MESSAGES.code],
    ['a code of 21 characters', { code: 'A'.repeat(21) }, 'code', COUPON_FORM_MESSAGES.code],
    ['an unknown type', { type: 'bogo' }, 'type', COUPON_FORM_MESSAGES.type],
    ['a percent of 0', { value: 0 }, 'value', COUPON_FORM_MESSAGES.percent],
    ['a percent above 100', { value: 101 }, 'value', COUPON_FORM_MESSAGES.percent],
    ['a fractional percent', { value: 12.5 }, 'value', COUPON_FORM_MESSAGES.percent],
    ['a flat amount below ₹1', { type: 'flat', value: 0.5 }, 'value', COUPON_FORM_MESSAGES.flat],
    ['a flat amount in tenths of a paisa', { type: 'flat', value: 10.001 }, 'value', COUPON_FORM_MESSAGES.flat],
    ['a negative minimum order', { minOrderValue: -1 }, 'minOrderValue', COUPON_FORM_MESSAGES.money],
    ['a cap of 0', { maxDiscount: 0 }, 'maxDiscount', COUPON_FORM_MESSAGES.maxDiscount],
    ['a day that is no date', { startsAt: '2026-02-30' }, 'startsAt', COUPON_FORM_MESSAGES.day],
    ['a last day before the first', { startsAt: '2026-12-10', endsAt: '2026-12-09' }, 'endsAt', COUPON_FORM_MESSAGES.endsBeforeStart],
    ['a usage limit of 0', { usageLimit: 0 }, 'usageLimit', COUPON_FORM_MESSAGES.usageLimit],
    ['a per-customer limit of 1.5', { perCustomerLimit: 1.5 }, 'perCustomerLimit', COUPON_FORM_MESSAGES.usageLimit],
  ])('%s is 400 with the field’s message', async (_, overrides, path, message) => {
    const answer = await post(app, '/api/admin/coupons', couponInput(overrides), admin);
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer.body)[path]).toBe(message);
  });

  it('an unknown field is 400, and nothing is created', async () => {
    const before = (await list()).coupons.length;
    expect((await post(app, '/api/admin/coupons', { ...couponInput(), used: 5 }, admin)).status).toBe(400);
    expect((await list()).coupons).toHaveLength(before);
  });

  it('a flat coupon keeps no cap: a flat amount is its own', async () => {
    expect((await createCoupon(app, admin, { type: 'flat', value: 100, maxDiscount: 50 })).maxDiscount).toBeNull();
  });
});

describe('PUT /api/admin/coupons/{id}', () => {
  it('replaces the rules, its uses untouched', async () => {
    const coupon = await createCoupon(app, admin);
    const answer = await put(coupon._id, couponInput({ code: coupon.code, value: 25, maxDiscount: 500, startsAt: '2026-12-01', endsAt: '2026-12-31', usageLimit: 100, perCustomerLimit: 1, firstOrderOnly: true, active: false }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ _id: coupon._id, code: coupon.code, value: 25, maxDiscount: 500, startsAt: '2026-12-01', endsAt: '2026-12-31', usageLimit: 100, perCustomerLimit: 1, firstOrderOnly: true, active: false, used: 0 });
  });

  it('404 for no such coupon; 409 for another coupon’s code; 400 for a bad field', async () => {
    const [one, two] = [await createCoupon(app, admin), await createCoupon(app, admin)];
    expect(await put('0123456789abcdef01234567', couponInput())).toMatchObject({ status: 404, body: { message: COUPON_FORM_MESSAGES.notFound } });
    expect(await put(one._id, couponInput({ code: two.code }))).toMatchObject({ status: 409, body: { message: COUPON_FORM_MESSAGES.codeTaken } });
    expect((await put(one._id, couponInput({ value: 'ten' }))).status).toBe(400);
  });
});

describe('DELETE /api/admin/coupons/{id}', () => {
  it('deletes a coupon no order used', async () => {
    const coupon = await createCoupon(app, admin);
    expect(await remove(coupon._id)).toEqual({ status: 200, body: { deleted: true } });
    expect((await list()).coupons.map((c) => c._id)).not.toContain(coupon._id);
    expect((await remove(coupon._id)).status).toBe(404);
  });

  it('switches off a coupon an order used, so the order keeps its record, even after the order gave its use back', async () => {
    const coupon = await createCoupon(app, admin, { type: 'flat', value: 100 });
    const line = { productId: shop.tee, color: 'Black', quantity: 1 };
    const placed = await post(app, '/api/payments/cod', checkoutBody([line], 999 - 100 + 40 + 20, { couponCode: coupon.code.toLowerCase() }), customer.auth);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const answer = await remove(coupon._id);
    expect(answer).toMatchObject({ status: 200, body: { deleted: false, coupon: { _id: coupon._id, active: false, used: 1, everUsed: true } } });
    expect((await list()).coupons.find((c) => c._id === coupon._id)?.active).toBe(false);
  });
});
