import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../common/admin-orders';
import type { Order } from '../../../common/orders';
import { MINUTE, createTestClock, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { setStock, stockLeft } from '../../test/catalog-fixtures';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, ordersOf, outboxFor, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

/**
 * The order lifecycle of docs/decisions/0016 over real HTTP, for orders no gateway collects (COD and
 * a UPI QR): confirm payment, every status move and refusal, cancel, refund by hand (replacements: replacements.test.ts),
 * the timeline and the e-mails, each once.
 */

let app: TestApp;
let shop: Shop;
let asha: Customer;
let admin: Record<string, string>;
const time = createTestClock();

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }, { rateLimiter: unlimitedRateLimiter, clock: time.clock });
  shop = await stockShop(app);
  asha = await newCustomer(app);
  admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
});
afterAll(() => app.close());

type Answer = AdminOrder & { message?: string; errors?: { path: string; message: string }[] };

async function call(method: 'POST' | 'PUT' | 'GET', path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: Answer }> {
  const response = await app.fetch(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** A COD order of one tee; `upi`: as PAYMENT_PROVIDER=upi places it (online, no gateway). */
async function placeOrder(customer: Customer = asha, options: { upi?: boolean } = {}): Promise<{ orderId: string; email: string }> {
  time.advance(MINUTE);
  // The order's e-mails go to the account's address (docs/decisions/0031), whatever the body says.
  const { email } = customer;
  const { status, body } = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD, { email }), customer.auth);
  expect(status, JSON.stringify(body)).toBe(201);
  const orderId = body.orderId as string;
  if (options.upi) await app.runtime.db.updateTable('orders').set({ payment_method: 'online', payment_gateway: null }).where('custom_order_id', '=', orderId).execute();
  return { orderId, email };
}

const act = (orderId: string, action: string, body: unknown, headers = admin) => call('POST', `/api/orders/${orderId}/${action}`, headers, body);
const put = (orderId: string, body: unknown) => call('PUT', `/api/orders/${orderId}`, admin, body);
const ship = { status: 'Shipped', deliveryPartner: 'Delhivery', trackingId: 'DL123' };
/** The e-mails about one order sent to `email`. */
const orderMails = async (email: string, orderId: string) => {
  await app.settled();
  return (await outboxFor(app, email)).filter((mail) => mail.subject.includes(orderId));
};
const mailsTo = async (email: string, orderId: string) => (await orderMails(email, orderId)).map((mail) => mail.subject);
const eventsOf = (order: Pick<Order, 'events'>) => order.events.map((event) => [event.type, event.note ?? null]);

describe('who may act on an order', () => {
  it('admin actions: 401 without a session, 403 to a customer; replacement: 401 without, 403 to the admin, 404 for another customer’s order', async () => {
    const { orderId } = await placeOrder();
    for (const [action, body] of [['confirm-payment', {}], ['cancel', { reason: 'x' }], ['refund', { reference: 'r' }]] as const) {
      expect((await act(orderId, action, body, {})).status, action).toBe(401);
      expect((await act(orderId, action, body, asha.auth)).status, action).toBe(403);
    }
    expect((await act(orderId, 'replacement', { lineId: 'any', reason: 'damaged' }, {})).status).toBe(401);
    expect((await act(orderId, 'replacement', { lineId: 'any', reason: 'damaged' }, admin)).status).toBe(403);
    const stranger = await newCustomer(app);
    expect(await act(orderId, 'replacement', { lineId: 'any', reason: 'damaged' }, stranger.auth)).toEqual({ status: 404, body: { message: 'Order not found' } });
    expect((await act('ORD-000000000', 'cancel', { reason: 'x' })).status).toBe(404);
    // A customer never sees another's orders, nor their timelines.
    expect(await ordersOf(app, stranger)).toEqual([]);
  });

  it('refuses bad bodies with 400 and the field’s message', async () => {
    const { orderId } = await placeOrder();
    expect((await act(orderId, 'cancel', {})).body.message).toBe('Reason is required');
    expect((await act(orderId, 'cancel', { reason: '   ' })).status).toBe(400);
    expect((await act(orderId, 'cancel', { reason: 'x'.repeat(501) })).body.message).toBe('Reason must be at most 500 characters');
    expect((await act(orderId, 'refund', { reference: '' })).body.message).toBe('Reference is required');
    expect((await act(orderId, 'confirm-payment', { reference: 7 })).status).toBe(400);
  });
});

describe('a cash-on-delivery order from placing to delivery', () => {
  it('confirm payment (idempotent), processing, shipped, delivered: the timeline in order, each e-mail once', async () => {
    const { orderId, email } = await placeOrder();
    const paid = await act(orderId, 'confirm-payment', { reference: 'Receipt 42' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'Completed', status: 'Pending' });
    const again = await act(orderId, 'confirm-payment', { reference: 'something else' });
    expect(again).toEqual({ status: 200, body: paid.body });

    expect((await put(orderId, { status: 'Processing' })).body.status).toBe('Processing');
    // Shipped needs the partner and the tracking id.
    expect((await put(orderId, { status: 'Shipped' })).body.errors?.map((error) => error.path)).toEqual(['deliveryPartner', 'trackingId']);
    const shipped = await Promise.all([put(orderId, ship), put(orderId, ship), put(orderId, ship)]);
    expect(shipped.map((answer) => answer.body.status)).toEqual(['Shipped', 'Shipped', 'Shipped']);
    // Completed after Shipped is no second departure: no second e-mail.
    expect((await put(orderId, { status: 'Completed' })).body.status).toBe('Completed');
    expect((await put(orderId, { status: 'Canceled' })).status).toBe(409);
    expect((await act(orderId, 'cancel', { reason: 'too late' })).body.message).toBe('An order that is Completed cannot be cancelled');
    const delivered = await put(orderId, { status: 'Delivered' });
    expect(delivered.body.status).toBe('Delivered');
    expect((await put(orderId, { status: 'Pending' })).body.message).toBe('An order that is Delivered cannot be set to Pending');

    expect(eventsOf(delivered.body)).toEqual([
      ['placed', null],
      ['paid', 'Receipt 42'],
      ['invoice_issued', expect.stringMatching(/^INV\/26-27\/\d{5}$/)],
      ['status_changed', 'Processing'],
      ['shipped', 'Delhivery · DL123'],
      ['status_changed', 'Completed'],
      ['delivered', null],
    ]);
    const own = (await ordersOf(app, asha)).find((order) => order.customOrderId === orderId)!;
    expect(own.events).toEqual(delivered.body.events);
    const subjects = await mailsTo(email, orderId);
    expect(subjects.filter((subject) => subject.includes('is on its way'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.includes('was delivered'))).toHaveLength(1);
    const [onItsWay] = (await orderMails(email, orderId)).filter((mail) => mail.subject.includes('is on its way'));
    expect(onItsWay?.text_body).toContain('Track the parcel: https://www.delhivery.com/track/package/DL123');
    // The invoice issued at payment is linked from the shipped e-mail (docs/decisions/0022).
    const invoiceNumber = delivered.body.invoice?.number;
    expect(onItsWay?.text_body).toContain(`Your invoice ${invoiceNumber}: `);
    expect(onItsWay?.text_body).toContain(`/api/orders/${orderId}/invoice.pdf (sign in to download)`);
  });

  it('links the invoice issued by the shipping itself in the shipped e-mail (invoiced before the e-mail is written)', async () => {
    const { orderId, email } = await placeOrder();
    const shipped = await put(orderId, ship);
    expect(shipped.body.invoice?.number).toMatch(/^INV\/26-27\/\d{5}$/);
    await app.settled();
    const [onItsWay] = (await orderMails(email, orderId)).filter((mail) => mail.subject.includes('is on its way'));
    expect(onItsWay?.text_body).toContain(`Your invoice ${shipped.body.invoice?.number}: `);
  });

  it('refuses a move the machine does not allow with a 409 for each', async () => {
    const { orderId } = await placeOrder();
    await put(orderId, ship);
    for (const status of ['Pending', 'Processing', 'Canceled']) {
      const answer = await put(orderId, { status });
      expect(answer.status, status).toBe(409);
      expect(answer.body.message).toBe(`An order that is Shipped cannot be set to ${status}`);
    }
  });
});

describe('once the goods left (docs/decisions/0016-order-lifecycle.md)', () => {
  it('a Shipped, Completed or Delivered order goes back to neither Pending nor Processing and cannot be cancelled: stock and payment stay as they are', async () => {
    await setStock(app.runtime.db, shop.tee, 'Black', 50);
    for (const left of [ship, { ...ship, status: 'Completed' }, 'Delivered'] as const) {
      const { orderId } = await placeOrder();
      expect((await act(orderId, 'confirm-payment', {})).status).toBe(200);
      expect((await put(orderId, left === 'Delivered' ? ship : left)).status).toBe(200);
      if (left === 'Delivered') expect((await put(orderId, { status: 'Delivered' })).status).toBe(200);
      const before = (await call('GET', `/api/orders/${orderId}`, admin)).body;
      const stock = await stockLeft(app.runtime.db, shop.tee, 'Black');
      for (const status of ['Pending', 'Processing', 'Canceled']) {
        const answer = await put(orderId, { status });
        expect(answer.status, `${before.status} → ${status}`).toBe(409);
        expect(answer.body.message).toBe(`An order that is ${before.status} cannot be set to ${status}`);
      }
      expect((await act(orderId, 'cancel', { reason: 'Changed my mind' })).status, `cancel ${before.status}`).toBe(409);
      const after = (await call('GET', `/api/orders/${orderId}`, admin)).body;
      expect(after).toMatchObject({ status: before.status, paymentStatus: 'Completed', refund: null });
      expect(after.events).toEqual(before.events);
      expect(await stockLeft(app.runtime.db, shop.tee, 'Black')).toBe(stock);
    }
  });
});

describe('cancel', () => {
  it('cancels an unshipped COD order with its reason, once: the timeline, one e-mail, no refund; a second cancel is 409', async () => {
    const { orderId, email } = await placeOrder();
    const cancelled = await act(orderId, 'cancel', { reason: '  Customer asked  ' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'Canceled', cancelReason: 'Customer asked', refund: null, paymentStatus: 'Pending' });
    expect(eventsOf(cancelled.body).at(-1)).toEqual(['cancelled', 'Customer asked']);
    expect(await act(orderId, 'cancel', { reason: 'again' })).toMatchObject({ status: 409, body: { message: 'This order is already cancelled' } });
    expect((await act(orderId, 'confirm-payment', {})).body.message).toBe('A cancelled order’s payment cannot be confirmed');
    expect((await mailsTo(email, orderId)).filter((subject) => subject.includes('was cancelled'))).toHaveLength(1);
  });

  it('PUT with status Canceled is the same cancel, with a default reason; concurrent cancels cancel once', async () => {
    const { orderId, email } = await placeOrder();
    const answers = await Promise.all([put(orderId, { status: 'Canceled' }), act(orderId, 'cancel', { reason: 'Out of stock' }), act(orderId, 'cancel', { reason: 'Duplicate' })]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    const order = (await call('GET', `/api/orders/${orderId}`, admin)).body;
    expect(order.events.filter((event) => event.type === 'cancelled')).toHaveLength(1);
    expect((await mailsTo(email, orderId)).filter((subject) => subject.includes('was cancelled'))).toHaveLength(1);
  });
});

describe('refund by hand', () => {
  it('records a refund of a paid UPI or COD order once; 409 unpaid, twice, or a gateway order', async () => {
    const { orderId, email } = await placeOrder(asha, { upi: true });
    expect(await act(orderId, 'refund', { reference: 'UTR 1' })).toMatchObject({ status: 409, body: { message: 'Only a paid order can be refunded' } });
    expect((await act(orderId, 'confirm-payment', { reference: 'UPI 998877' })).body.paymentStatus).toBe('Completed');
    const refunded = await act(orderId, 'refund', { reference: 'UTR 1234' });
    expect(refunded.body).toMatchObject({ paymentStatus: 'Refunded', refund: { status: 'Completed', amount: PRICE + DELIVERY + COD, reference: 'UTR 1234' } });
    expect(eventsOf(refunded.body).slice(-4)).toEqual([
      ['paid', 'UPI 998877'],
      ['invoice_issued', expect.stringMatching(/^INV\//)],
      ['refund_completed', 'UTR 1234'],
      ['credit_note_issued', expect.stringMatching(/^CN\/26-27\//)],
    ]);
    expect(await act(orderId, 'refund', { reference: 'UTR 1234' })).toMatchObject({ status: 409, body: { message: 'This order was refunded already' } });
    expect((await act(orderId, 'confirm-payment', {})).status).toBe(409);
    expect((await mailsTo(email, orderId)).filter((subject) => subject.startsWith('Refund for order'))).toHaveLength(1);

    const gateway = await placeOrder();
    await app.runtime.db.updateTable('orders').set({ payment_method: 'online', payment_gateway: 'phonepe' }).where('custom_order_id', '=', gateway.orderId).execute();
    expect((await act(gateway.orderId, 'refund', { reference: 'r' })).status).toBe(409);
    expect((await act(gateway.orderId, 'confirm-payment', {})).body.message).toBe('This order is paid through the payment gateway, which confirms its payment');
  });
});
