import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { setStock, stockLeft } from '../../test/catalog-fixtures';
import { DELIVERY, PRICE, checkoutBody, get, newCustomer, ordersOf, outboxFor, payOnline, post, stockShop, type Shop } from '../../test/orders-fixtures';
import { parseUpiLink } from '../../../common/upi-link';

// PAYMENT_PROVIDER=upi: no gateway. The order is created and the answer is a UPI deep link for the
// QR screen; the payment stays Pending until the shop confirms it.
let app: TestApp;
let shop: Shop;

beforeAll(async () => {
  app = await startTestApp({ PAYMENT_PROVIDER: 'upi', UPI_VPA: 'kirana@okaxis', SHOP_NAME: 'Kirana & Co' }, { rateLimiter: unlimitedRateLimiter });
  shop = await stockShop(app);
});
afterAll(() => app.close());

describe('PAYMENT_PROVIDER=upi', () => {
  it('answers a upi://pay link for the order’s amount, with the order id as the reference', async () => {
    const buyer = await newCustomer(app);
    const { orderId, paymentLink } = await payOnline(app, buyer, checkoutBody([{ productId: shop.tee, color: 'White', quantity: 2 }], 2 * PRICE + DELIVERY, { email: buyer.email }));
    expect(orderId).toMatch(/^ORD-[0-9A-Z]{9}$/);
    expect(paymentLink).toBe(`upi://pay?pa=kirana@okaxis&pn=Kirana%20%26%20Co&am=2038.00&cu=INR&tn=Order%20${orderId}&tr=${orderId}`);
    expect(parseUpiLink(paymentLink)).toMatchObject({ pa: 'kirana@okaxis', pn: 'Kirana & Co', am: '2038.00', amountPaise: 203_800, tr: orderId });

    expect((await ordersOf(app, buyer))[0]).toMatchObject({ customOrderId: orderId, paymentMethod: 'online', paymentStatus: 'Pending', totalPrice: 2038 });
    expect((await get(app, `/api/payments/status/${orderId}`, buyer.auth)).body).toEqual({ orderId, paymentStatus: 'Pending', totalPrice: 2038, discount: 0, couponCode: null, status: 'Pending' });
    // Asking again answers the same link; nothing is mailed until the shop confirms the payment.
    expect(await post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth)).toEqual({ status: 200, body: { orderId, paymentLink } });
    await app.settled();
    expect(await outboxFor(app, buyer.email)).toEqual([]);
    expect(await app.runtime.db.selectFrom('payment_attempts').selectAll().execute()).toEqual([]);
  });

  it('has no simulator, no reconciler and no webhook route', async () => {
    expect(app.runtime.services.payments.provider.simulator).toBeNull();
    expect(app.runtime.services.payments.reconciler).toBeNull();
    expect((await app.fetch('/api/payments/phonepe/webhook', { method: 'POST', body: '{}' })).status).toBe(404);
  });
});

describe('PAYMENT_PROVIDER=upi and stock', () => {
  it('takes the stock in the order’s transaction; when it cannot, no order is left behind', async () => {
    await setStock(app.runtime.db, shop.mug, 'Blue', 2);
    const buyer = await newCustomer(app);
    const line = (quantity: number) => checkoutBody([{ productId: shop.mug, color: 'Blue', quantity }], quantity * PRICE + DELIVERY, { email: buyer.email });
    await payOnline(app, buyer, line(2));
    expect(await stockLeft(app.runtime.db, shop.mug, 'Blue')).toBe(0);
    expect(await post(app, '/api/payments/phonepe', line(1), buyer.auth)).toMatchObject({ status: 409, body: { message: 'Some items in your cart is Out Of Stock!' } });
    expect(await ordersOf(app, buyer)).toHaveLength(1);
  });
});
