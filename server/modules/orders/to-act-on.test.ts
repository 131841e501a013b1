import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TO_ACT_ON_FILTERS, type AdminOrder, type OrdersToActOn } from '../../../common/admin-orders';
import type { OrdersTable } from './tables';
import { REPLACEMENT_REASONS } from '../../../common/replacements';
import { createLoadContext } from '../../http/loader-context';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, get, newCustomer, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

/**
 * The dashboard's 'To act on' (docs/decisions/0062) against orders made by hand: each count is a
 * SQL COUNT of the admin list's filter that its link opens (`awaiting=shipment`,
 * `awaiting=confirmation`, `replacement=requested`, `refundStatus=Failed`), and the list under that
 * filter shows exactly those orders.
 */
let app: TestApp;
let shop: Shop;
let buyer: Customer;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  shop = await stockShop(app);
  buyer = await newCustomer(app);
  admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
});
afterAll(() => app.close());

/** A cash-on-delivery order placed through the API, then set by hand to the state a test needs; its custom id. */
async function order(state: Partial<OrdersTable> = {}): Promise<string> {
  const placed = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD, { email: buyer.email }), buyer.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.orderId as string;
  if (Object.keys(state).length > 0) await app.runtime.db.updateTable('orders').set(state).where('custom_order_id', '=', id).execute();
  return id;
}

const toActOn = () => createLoadContext(app.runtime).services.orders.toActOn();
async function listed(filter: Record<string, string>): Promise<string[]> {
  const response = await app.fetch(`/api/orders?limit=100&${new URLSearchParams(filter).toString()}`, { headers: admin });
  expect(response.status).toBe(200);
  const orders = (await response.json()) as AdminOrder[];
  expect(Number(response.headers.get('x-total-count'))).toBe(orders.length);
  return orders.map((o) => o.customOrderId).sort();
}

describe("the dashboard's 'To act on'", () => {
  it('starts at nothing', async () => {
    expect(await toActOn()).toEqual({ toShip: 0, toConfirm: 0, replacements: 0, refundsFailed: 0 });
  });

  it('counts what waits for the shop, and the list under each link shows those very orders', async () => {
    const expected: Record<keyof OrdersToActOn, string[]> = { toShip: [], toConfirm: [], replacements: [], refundsFailed: [] };
    const codNew = await order(); // cash on delivery, just placed: to ship, and its cash to confirm
    expected.toShip.push(codNew);
    expected.toConfirm.push(codNew);
    const codProcessing = await order({ status: 'Processing' });
    expected.toShip.push(codProcessing);
    expected.toConfirm.push(codProcessing);
    const codShipped = await order({ status: 'Shipped' }); // on its way: only its cash to confirm
    expected.toConfirm.push(codShipped);
    await order({ status: 'Delivered', payment_status: 'Completed' }); // nothing to do
    await order({ status: 'Canceled' }); // cancelled before payment: nothing
    const paidOnline = await order({ payment_method: 'online', payment_gateway: 'phonepe', payment_status: 'Completed', status: 'Processing' });
    expected.toShip.push(paidOnline);
    await order({ payment_method: 'online', payment_gateway: 'phonepe', payment_status: 'Pending' }); // abandoned at the gateway: nothing
    await order({ payment_method: 'online', payment_gateway: 'phonepe', payment_status: 'Failed' }); // failed: nothing
    const upiQr = await order({ payment_method: 'online', payment_gateway: null, payment_status: 'Pending', cod_charge: 0 }); // a UPI QR to confirm, not shipped before
    expected.toConfirm.push(upiQr);
    const refundFailed = await order({ payment_method: 'online', payment_gateway: 'phonepe', payment_status: 'Completed', status: 'Canceled', refund_status: 'Failed', refund_amount: 105_900 });
    expected.refundsFailed.push(refundFailed);
    await order({ payment_method: 'online', payment_gateway: 'phonepe', payment_status: 'Refunded', status: 'Canceled', refund_status: 'Completed' }); // refunded: nothing

    // A real replacement request on a delivered, paid order.
    const delivered = await order({ payment_status: 'Completed' });
    const put = await app.fetch(`/api/orders/${delivered}`, { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'Delivered' }) });
    expect(put.status).toBe(200);
    const lineId = ((await put.json()) as AdminOrder).products[0]!._id;
    const asked = await post(app, `/api/orders/${delivered}/replacement`, { lineId, reason: REPLACEMENT_REASONS[0] }, buyer.auth);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expected.replacements.push(delivered);

    const counts = await toActOn();
    expect(counts).toEqual({ toShip: 3, toConfirm: 4, replacements: 1, refundsFailed: 1 });
    for (const key of Object.keys(TO_ACT_ON_FILTERS) as (keyof OrdersToActOn)[]) {
      expect(await listed(TO_ACT_ON_FILTERS[key]), key).toEqual(expected[key].sort());
    }
  });

  it('rejects an unknown awaiting or refund state in the list with a 400', async () => {
    expect((await get<{ message: string }>(app, '/api/orders?awaiting=tea', admin)).body.message).toBe('awaiting must be one of shipment, confirmation');
    expect((await get<{ message: string }>(app, '/api/orders?refundStatus=Lost', admin)).status).toBe(400);
  });
});
