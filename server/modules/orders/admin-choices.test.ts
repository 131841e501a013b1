import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../common/admin-orders';
import { allowedOrderActions, canMoveTo, offeredStatusChanges } from '../../../common/order-actions';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders';
import { actionRequest } from '../../../app/lib/admin-order-actions';
import { MINUTE, createTestClock, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

/**
 * The admin screens' choices against the server (docs/decisions/0030-state-rules-the-database-keeps.md):
 * for an order in every status, paid or not, collected by hand or by a gateway, each change the
 * edit form's status dropdown offers and each button of the order page is taken by the server
 * (200), sent exactly as the screen sends it; and every status the dropdown leaves out is refused (409).
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

async function call(method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown): Promise<{ status: number; body: AdminOrder & { message?: string } }> {
  const response = await app.fetch(path, { method, headers: { 'content-type': 'application/json', ...admin }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, body: (await response.json()) as AdminOrder & { message?: string } };
}

const shipping = { deliveryPartner: 'Delhivery', trackingId: 'DL123' };
/** How each status is reached from Pending through the API. */
const ROUTES: Record<OrderStatus, unknown[]> = {
  Pending: [],
  Processing: [{ status: 'Processing' }],
  Shipped: [{ status: 'Shipped', ...shipping }],
  Completed: [{ status: 'Completed', ...shipping }],
  Delivered: [{ status: 'Shipped', ...shipping }, { status: 'Delivered' }],
  Canceled: [{ status: 'Canceled' }],
};

type Case = { status: OrderStatus; paid: boolean; gateway: boolean };
const CASES: Case[] = ORDER_STATUSES.flatMap((status) =>
  [false, true].flatMap((paid) => [false, true].map((gateway) => ({ status, paid, gateway }))).filter((c) => !(c.gateway && !c.paid && ['Shipped', 'Completed', 'Delivered'].includes(c.status))),
);
const label = (c: Case) => `${c.status}, ${c.paid ? 'paid' : 'unpaid'}, ${c.gateway ? 'gateway' : 'COD'}`;

/** A fresh order in the case's state: a COD order, paid by hand, then (for a gateway order) marked collected by a gateway, then moved. */
async function orderIn(c: Case): Promise<AdminOrder> {
  time.advance(MINUTE);
  const { status, body } = await post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD), asha.auth);
  expect(status, JSON.stringify(body)).toBe(201);
  const orderId = body.orderId as string;
  if (c.paid) expect((await call('POST', `/api/orders/${orderId}/confirm-payment`, {})).status).toBe(200);
  if (c.gateway) await app.runtime.db.updateTable('orders').set({ payment_method: 'online', payment_gateway: 'phonepe' }).where('custom_order_id', '=', orderId).execute();
  for (const step of ROUTES[c.status]) expect((await call('PUT', `/api/orders/${orderId}`, step)).status, `${label(c)}: ${JSON.stringify(step)}`).toBe(200);
  const order = (await call('GET', `/api/orders/${orderId}`)).body;
  expect(order.status).toBe(c.status);
  return order;
}

describe('the admin screens offer only what the server takes', () => {
  it.each(CASES.map((c) => [label(c), c] as const))('%s: every status the dropdown offers is taken, every other refused', async (_, c) => {
    const order = await orderIn(c);
    const offered: OrderStatus[] = offeredStatusChanges(order);
    for (const to of ORDER_STATUSES.filter((status) => status !== c.status)) {
      // A fresh order for each try: a move the server took would change the next one's start.
      const answer = await call('PUT', `/api/orders/${(await orderIn(c))._id}`, { status: to, ...shipping });
      if (offered.includes(to)) expect(answer.status, `${label(c)}: the dropdown offers ${to}: ${answer.body.message}`).toBe(200);
      expect(answer.status, `${label(c)} → ${to}: ${answer.body.message}`).toBe(canMoveTo(order, to) ? 200 : 409);
    }
  });

  it.each(CASES.map((c) => [label(c), c] as const))('%s: every button of the order page is taken as the screen sends it', async (_, c) => {
    const order = await orderIn(c);
    for (const action of allowedOrderActions(order)) {
      const target = await orderIn(c);
      const { method, path, body } = actionRequest(action, target._id, { ...shipping, reason: 'Customer asked', reference: 'UTR 1' });
      const answer = await call(method, path, body);
      expect(answer.status, `${label(c)}: ${action}: ${answer.body.message}`).toBe(200);
    }
  });
});
