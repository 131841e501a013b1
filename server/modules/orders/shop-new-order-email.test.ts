import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { CART_DELIVERY, COD, DELIVERY, PRICE, addToCart, checkoutBody, newCustomer, outboxFor, payOnline, post, sampleOrder, sampleOrderLine, settle, stockShop, submitHostedPage, type Shop } from '../../test/orders-fixtures';
import { startPaymentsApp } from '../../test/payments-app';
import { shopNewOrderEmail } from './shop-new-order-email';

/**
 * The shop's new-order e-mail (docs/decisions/0063): its text, and when it is enqueued: once per
 * order the shop has to act on (COD and UPI-QR as placed, online once paid), never for a failed
 * payment, never without a support address.
 */

const SUPPORT = 'orders@kirana.example.in';

// Two lines, one with a size; the customer's name has quotes HTML must escape.
const order = sampleOrder({
  products: [{ ...sampleOrderLine, size: 'M' }, { _id: 'd'.repeat(24), productId: 'e'.repeat(24), name: 'Mug', primaryImage: '/media/m.webp', quantity: 1, color: 'White', size: null, price: 250 }],
  user: { name: 'Asha "A" Verma', email: 'asha@example.in' },
  totalPrice: 2929,
  itemsTotal: 2849,
});

describe('the shop’s new-order e-mail', () => {
  const options = { order, paymentGateway: null, shopName: 'Kirana & Co', publicUrl: 'https://shop.example.in', to: SUPPORT };

  it('names the order, the customer, the lines, the total, the payment and links the admin’s order page', () => {
    const mail = shopNewOrderEmail(options);
    expect(mail).toMatchObject({ to: SUPPORT, subject: 'New order ORD-AB12CD34E: ₹2,929 — Kirana & Co' });
    expect(mail.text).toBe(
      [
        'New order ORD-AB12CD34E at Kirana & Co.',
        '',
        'Customer: Asha "A" Verma (asha@example.in, 9876543210)',
        'Deliver to: 12 MG Road, Bengaluru, Karnataka 560001, India',
        '',
        '- Kurta <Silk> (Navy & Gold, M) × 2: ₹2,599',
        '- Mug (White) × 1: ₹250',
        'Total: ₹2,929',
        '',
        'Cash on delivery: collect ₹2,929.',
        '',
        'Open the order:',
        'https://shop.example.in/admin/orders/edit/ORD-AB12CD34E',
      ].join('\n'),
    );
    expect(mail.html).toContain('Kurta &lt;Silk&gt; (Navy &amp; Gold, M) × 2: ₹2,599');
    expect(mail.html).toContain('Asha &quot;A&quot; Verma');
    expect(mail.html).toContain('<a href="https://shop.example.in/admin/orders/edit/ORD-AB12CD34E">Open the order</a>');
    expect(mail.html).not.toContain('<Silk>');
  });

  it('says how the order is paid: UPI QR to check, or online and received', () => {
    const online = { ...order, paymentMethod: 'online' as const, codCharge: 0, totalPrice: 2909 };
    expect(shopNewOrderEmail({ ...options, order: online }).text).toContain('UPI QR: check that ₹2,909 arrived, then confirm the payment on the order page.');
    expect(shopNewOrderEmail({ ...options, order: online, paymentGateway: 'phonepe' }).text).toContain('Paid online: ₹2,909 received.');
  });
});

const toShop = async (app: TestApp, orderId: string) => {
  await app.settled();
  return (await outboxFor(app, SUPPORT)).filter((mail) => mail.subject.startsWith(`New order ${orderId}:`));
};
const setSupport = async (app: TestApp, supportEmail: string) => {
  const { settings } = app.runtime.services;
  await settings.update({ ...(await settings.get()), supportEmail });
};

describe('when the shop is told: cash on delivery and online', () => {
  let app: TestApp;
  let shop: Shop;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ app, shop, admin } = await startPaymentsApp());
    await setSupport(app, SUPPORT);
  });
  afterAll(() => app.close());

  const tee = (quantity: number) => ({ productId: shop.tee, color: 'Black', quantity });

  it('a COD order: once as it is placed, not again when the shop confirms its payment', async () => {
    const buyer = await newCustomer(app);
    const body = checkoutBody([tee(1)], PRICE + DELIVERY + COD, { email: buyer.email });
    const placed = await post(app, '/api/payments/cod', body, { ...buyer.auth, 'idempotency-key': 'shop-notice-cod-1' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.orderId as string;
    // The same submission again answers the same order: no second order, no second e-mail.
    expect((await post(app, '/api/payments/cod', body, { ...buyer.auth, 'idempotency-key': 'shop-notice-cod-1' })).body.orderId).toBe(orderId);
    const mails = await toShop(app, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`(${buyer.email}, `);
    expect(mails[0]!.text_body).toContain(`Cash on delivery: collect ₹${(PRICE + DELIVERY + COD).toLocaleString('en-IN')}.`);
    expect(mails[0]!.text_body).toContain(`/admin/orders/edit/${orderId}`);
    expect((await post(app, `/api/orders/${orderId}/confirm-payment`, {}, admin)).status).toBe(200);
    expect(await toShop(app, orderId)).toHaveLength(1);
  });

  it('an online order: once when the payment completes (the webhook comes twice), none for a failed payment', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, tee(1));
    const { orderId, paymentLink } = await payOnline(app, buyer, checkoutBody([tee(1)], PRICE + CART_DELIVERY, { cartId: cart._id, email: buyer.email }));
    expect(await toShop(app, orderId)).toEqual([]);
    expect((await submitHostedPage(app, paymentLink, 'success')).status).toBe(303);
    await settle(app);
    const mails = await toShop(app, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`Paid online: ₹${(PRICE + CART_DELIVERY).toLocaleString('en-IN')} received.`);

    const other = await newCustomer(app);
    const failed = await payOnline(app, other, checkoutBody([tee(1)], PRICE + DELIVERY, { email: other.email }));
    expect((await submitHostedPage(app, failed.paymentLink, 'failure')).status).toBe(303);
    await settle(app);
    expect(await toShop(app, failed.orderId)).toEqual([]);
  });

  it('no support address: no e-mail to the shop, the customer’s confirmation still goes', async () => {
    await setSupport(app, '');
    try {
      const buyer = await newCustomer(app);
      const placed = await post(app, '/api/payments/cod', checkoutBody([tee(1)], PRICE + DELIVERY + COD, { email: buyer.email }), buyer.auth);
      expect(placed.status).toBe(201);
      const orderId = placed.body.orderId as string;
      expect(await toShop(app, orderId)).toEqual([]);
      const jobs = await app.runtime.db.selectFrom('jobs').select('dedupe_key').where('dedupe_key', '=', `shop-new-order:${placed.body.orderId as string}`).execute();
      expect(jobs).toEqual([]);
      expect(await outboxFor(app, buyer.email)).toHaveLength(1);
    } finally {
      await setSupport(app, SUPPORT);
    }
  });
});

describe('when the shop is told: UPI QR', () => {
  let app: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    app = await startTestApp({ PAYMENT_PROVIDER: 'upi', UPI_VPA: 'kirana@okaxis' }, { rateLimiter: unlimitedRateLimiter });
    shop = await stockShop(app);
    await setSupport(app, SUPPORT);
  });
  afterAll(() => app.close());

  it('once as the order is placed, before the shop confirms the payment; asking for the link again sends none', async () => {
    const buyer = await newCustomer(app);
    const { orderId } = await payOnline(app, buyer, checkoutBody([{ productId: shop.tee, color: 'White', quantity: 2 }], 2 * PRICE + DELIVERY, { email: buyer.email }));
    expect((await post(app, `/api/payments/retry/${orderId}`, {}, buyer.auth)).status).toBe(200);
    const mails = await toShop(app, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`UPI QR: check that ₹${(2 * PRICE + DELIVERY).toLocaleString('en-IN')} arrived, then confirm the payment on the order page.`);
  });
});
