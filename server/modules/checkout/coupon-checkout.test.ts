import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_REFUSALS } from '../../../common/coupons';
import { PRICES_CHANGED, type Order } from '../../../common/orders';
import type { TestApp } from '../../test/app';
import { couponRow, createCoupon, startCouponShop, quoteOf } from '../../test/coupon-fixtures';
import { CART_DELIVERY, COD, DELIVERY, PRICE, addToCart, checkoutBody, newCustomer, ordersOf, payOnline, post, settle, submitHostedPage, type Customer, type Line, type Shop } from '../../test/orders-fixtures';

// Coupons at checkout (docs/decisions/0060): POST /api/checkout/quote prices with the very function
// that places the order; the payment calls take `couponCode`; the order's transaction takes a use by
// a conditional UPDATE, and a failed payment, a superseded checkout and a cancel give it back once.
let app: TestApp;
let admin: Record<string, string>;
let shop: Shop;

beforeAll(async () => {
  ({ app, admin, shop } = await startCouponShop());
});
afterAll(() => app.close());

const tee = (quantity = 1): Line => ({ productId: shop.tee, color: 'Black', quantity });
const cod = (buyer: Customer, lines: Line[], totalPrice: number, couponCode?: string, extra: Record<string, unknown> = {}) =>
  post(app, '/api/payments/cod', checkoutBody(lines, totalPrice, { email: buyer.email, ...(couponCode === undefined ? {} : { couponCode }), ...extra }), buyer.auth);
const cancel = (orderId: string) => post(app, `/api/orders/${orderId}/cancel`, { reason: 'Customer asked' }, admin);

describe('POST /api/checkout/quote', () => {
  it('is a customer’s: 401 signed out; 400 for a bad body', async () => {
    expect((await post(app, '/api/checkout/quote', { products: [tee()], paymentMethod: 'cod' })).status).toBe(401);
    const buyer = await newCustomer(app);
    expect((await post(app, '/api/checkout/quote', { products: [], paymentMethod: 'cod' }, buyer.auth)).status).toBe(400);
    expect((await post(app, '/api/checkout/quote', { products: [tee()], paymentMethod: 'cheque' }, buyer.auth)).status).toBe(400);
  });

  it('without a coupon: the figures the order is placed at', async () => {
    const buyer = await newCustomer(app);
    expect(await quoteOf(app, buyer, [tee(2)], { paymentMethod: 'cod' })).toEqual({ subtotal: 2 * PRICE, deliveryCharge: DELIVERY, codCharge: COD, discount: 0, total: 2 * PRICE + DELIVERY + COD, coupon: null, codAllowed: true, freeDeliveryShortfall: null });
    expect(await quoteOf(app, buyer, [tee(2)], { paymentMethod: 'online' })).toMatchObject({ codCharge: 0, total: 2 * PRICE + DELIVERY });
  });

  it('a cart checkout is quoted with the cart’s delivery charge; another customer’s cart is 404', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, tee());
    expect(await quoteOf(app, buyer, [tee()], { paymentMethod: 'online', cartId: cart._id })).toMatchObject({ deliveryCharge: CART_DELIVERY, total: PRICE + CART_DELIVERY });
    const stranger = await newCustomer(app);
    expect((await post(app, '/api/checkout/quote', { products: [tee()], paymentMethod: 'online', cartId: cart._id }, stranger.auth)).status).toBe(404);
  });

  it('a percent coupon capped, typed in any case: the discount line and the total', async () => {
    const coupon = await createCoupon(app, admin, { value: 20, maxDiscount: 300 });
    const buyer = await newCustomer(app);
    const quote = await quoteOf(app, buyer, [tee(2)], { couponCode: ` ${coupon.code.toLowerCase()}` });
    expect(quote).toEqual({ subtotal: 1998, deliveryCharge: DELIVERY, codCharge: COD, discount: 300, total: 1998 - 300 + DELIVERY + COD, coupon: { code: coupon.code, discount: 300 }, codAllowed: true, freeDeliveryShortfall: null });
  });

  it('a flat coupon above the subtotal takes the items to zero, never the charges', async () => {
    const coupon = await createCoupon(app, admin, { type: 'flat', value: 5000 });
    const buyer = await newCustomer(app);
    expect(await quoteOf(app, buyer, [tee()], { couponCode: coupon.code })).toMatchObject({ discount: PRICE, total: DELIVERY + COD });
  });
});

describe('every coupon message, in the quote and as the order’s 409', () => {
  const cases: [string, () => Promise<{ code: string; buyer: Customer; lines: Line[] }>, string][] = [
    ['does not exist', async () => ({ code: 'NOSUCHCODE', buyer: await newCustomer(app), lines: [tee()] }), COUPON_REFUSALS.unknown],
    ['switched off', async () => ({ code: (await createCoupon(app, admin, { active: false })).code, buyer: await newCustomer(app), lines: [tee()] }), COUPON_REFUSALS.unknown],
    ['expired', async () => ({ code: (await createCoupon(app, admin, { startsAt: '2020-01-01', endsAt: '2020-12-31' })).code, buyer: await newCustomer(app), lines: [tee()] }), COUPON_REFUSALS.expired],
    ['not valid yet', async () => ({ code: (await createCoupon(app, admin, { startsAt: '2099-01-01' })).code, buyer: await newCustomer(app), lines: [tee()] }), COUPON_REFUSALS.notYet],
    ['below the minimum order', async () => ({ code: (await createCoupon(app, admin, { minOrderValue: 1500 })).code, buyer: await newCustomer(app), lines: [tee()] }), 'Add items worth ₹501 more to use this coupon.'],
    [
      'at its usage limit',
      async () => {
        const coupon = await createCoupon(app, admin, { type: 'flat', value: 100, usageLimit: 1 });
        const first = await newCustomer(app);
        expect((await cod(first, [tee()], PRICE - 100 + DELIVERY + COD, coupon.code)).status).toBe(201);
        return { code: coupon.code, buyer: await newCustomer(app), lines: [tee()] };
      },
      COUPON_REFUSALS.usageLimit,
    ],
    [
      'used by this customer already',
      async () => {
        const coupon = await createCoupon(app, admin, { type: 'flat', value: 100, perCustomerLimit: 1 });
        const buyer = await newCustomer(app);
        expect((await cod(buyer, [tee()], PRICE - 100 + DELIVERY + COD, coupon.code)).status).toBe(201);
        return { code: coupon.code, buyer, lines: [tee()] };
      },
      COUPON_REFUSALS.alreadyUsed,
    ],
    [
      'for a first order, and this customer has one',
      async () => {
        const coupon = await createCoupon(app, admin, { firstOrderOnly: true });
        const buyer = await newCustomer(app);
        expect((await cod(buyer, [tee()], PRICE + DELIVERY + COD)).status).toBe(201);
        return { code: coupon.code, buyer, lines: [tee()] };
      },
      COUPON_REFUSALS.firstOrderOnly,
    ],
  ];

  it.each(cases)('%s', async (_, arrange, message) => {
    const { code, buyer, lines } = await arrange();
    const before = (await ordersOf(app, buyer)).length;
    const quote = await quoteOf(app, buyer, lines, { couponCode: code });
    expect(quote).toMatchObject({ discount: 0, coupon: null, couponError: message, total: PRICE + DELIVERY + COD });
    const answer = await cod(buyer, lines, PRICE + DELIVERY + COD, code);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message, errors: [{ path: 'couponCode', message }] });
    expect(await ordersOf(app, buyer)).toHaveLength(before);
  });
});

describe('placing an order with a coupon', () => {
  it('the order carries the discount and the code; its total is the quote’s; the coupon counts one use', async () => {
    const coupon = await createCoupon(app, admin, { value: 10 });
    const buyer = await newCustomer(app);
    const quote = await quoteOf(app, buyer, [tee(3)], { couponCode: coupon.code.toLowerCase() });
    const placed = await cod(buyer, [tee(3)], quote.total, coupon.code.toLowerCase());
    expect(placed.status).toBe(201);
    const [order] = (await ordersOf(app, buyer)) as [Order];
    expect(order).toMatchObject({ totalPrice: quote.total, itemsTotal: 3 * PRICE, discount: quote.discount, couponCode: coupon.code });
    expect(quote.discount).toBe(299.7);
    expect(await couponRow(app, coupon._id)).toMatchObject({ used: 1, ever_used: 1 });
  });

  it('the undiscounted total with a coupon is the spec’s 409, and no use is taken', async () => {
    const coupon = await createCoupon(app, admin);
    const buyer = await newCustomer(app);
    const answer = await cod(buyer, [tee()], PRICE + DELIVERY + COD, coupon.code);
    expect(answer).toMatchObject({ status: 409, body: { message: PRICES_CHANGED } });
    expect(await couponRow(app, coupon._id)).toMatchObject({ used: 0 });
  });

  it('an order placed keeps its discount when the coupon is edited or switched off', async () => {
    const coupon = await createCoupon(app, admin, { type: 'flat', value: 100 });
    const buyer = await newCustomer(app);
    expect((await cod(buyer, [tee()], PRICE - 100 + DELIVERY + COD, coupon.code)).status).toBe(201);
    const edit = await app.fetch(`/api/admin/coupons/${coupon._id}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...admin }, body: JSON.stringify({ code: coupon.code, type: 'flat', value: 300, active: false }) });
    expect(edit.status).toBe(200);
    expect((await ordersOf(app, buyer))[0]).toMatchObject({ discount: 100, couponCode: coupon.code, totalPrice: PRICE - 100 + DELIVERY + COD });
  });

  it('a cancel gives the use back once, however often it is asked', async () => {
    const coupon = await createCoupon(app, admin, { type: 'flat', value: 100, usageLimit: 1 });
    const buyer = await newCustomer(app);
    const placed = await cod(buyer, [tee()], PRICE - 100 + DELIVERY + COD, coupon.code);
    expect((await couponRow(app, coupon._id)).used).toBe(1);
    expect((await cancel(placed.body.orderId as string)).status).toBe(200);
    expect((await cancel(placed.body.orderId as string)).status).toBe(409);
    expect(await couponRow(app, coupon._id)).toMatchObject({ used: 0, ever_used: 1 });
    // The freed use is anyone's again.
    const next = await newCustomer(app);
    expect((await cod(next, [tee()], PRICE - 100 + DELIVERY + COD, coupon.code)).status).toBe(201);
  });

  it('a failed online payment gives the use back; paying again takes it again, or says why not', async () => {
    const coupon = await createCoupon(app, admin, { type: 'flat', value: 100, usageLimit: 1 });
    const buyer = await newCustomer(app);
    const link = await payOnline(app, buyer, checkoutBody([tee()], PRICE - 100 + DELIVERY, { email: buyer.email, couponCode: coupon.code }));
    expect((await couponRow(app, coupon._id)).used).toBe(1);
    await submitHostedPage(app, link.paymentLink, 'failure');
    await settle(app);
    expect((await couponRow(app, coupon._id)).used).toBe(0);
    const retry = await post(app, `/api/payments/retry/${link.orderId}`, {}, buyer.auth);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect((await couponRow(app, coupon._id)).used).toBe(1);

    // Failed again, and meanwhile another customer took the last use: the retry is refused with the coupon's words.
    await submitHostedPage(app, (retry.body as { paymentLink: string }).paymentLink, 'failure');
    await settle(app);
    expect((await couponRow(app, coupon._id)).used).toBe(0);
    const other = await newCustomer(app);
    expect((await cod(other, [tee()], PRICE - 100 + DELIVERY + COD, coupon.code)).status).toBe(201);
    expect(await post(app, `/api/payments/retry/${link.orderId}`, {}, buyer.auth)).toMatchObject({ status: 409, body: { message: COUPON_REFUSALS.usageLimit } });
    expect((await couponRow(app, coupon._id)).used).toBe(1);
  });
});
