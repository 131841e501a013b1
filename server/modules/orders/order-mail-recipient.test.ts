import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, outboxFor, payOnline, post, settle, stockShop, submitHostedPage, type Shop } from '../../test/orders-fixtures';

// docs/decisions/0031: an order's e-mails go to the account's own address, never to one typed in
// the checkout body (which anyone can fill with a stranger's address, twenty times over).
let app: TestApp;
let shop: Shop;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  shop = await stockShop(app);
  admin = { authorization: `Bearer ${(await signInAdmin(app)).token}` };
});
afterAll(() => app.close());

const stranger = () => `stranger.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.in`;
const tee = () => [{ productId: shop.tee, color: 'Black', quantity: 1 }];
const subjects = async (email: string) => {
  await app.settled();
  return (await outboxFor(app, email)).map((mail) => mail.subject);
};

describe("an order's e-mails", () => {
  it('20 COD orders naming a stranger in the body send the stranger nothing; the confirmations go to the account', async () => {
    const buyer = await newCustomer(app);
    const victim = stranger();
    for (let i = 0; i < 20; i += 1) {
      const { status } = await post(app, '/api/payments/cod', checkoutBody(tee(), PRICE + DELIVERY + COD, { email: victim }), buyer.auth);
      expect(status).toBe(201);
    }
    expect(await subjects(victim)).toEqual([]);
    expect((await subjects(buyer.email)).filter((subject) => subject.includes('confirmed'))).toHaveLength(20);
  });

  it('a paid online order confirms to the account, not to the body’s address', async () => {
    const buyer = await newCustomer(app);
    const victim = stranger();
    const { paymentLink } = await payOnline(app, buyer, checkoutBody(tee(), PRICE + DELIVERY, { email: victim }));
    expect((await submitHostedPage(app, paymentLink, 'success')).status).toBe(303);
    await settle(app);
    expect(await subjects(victim)).toEqual([]);
    expect((await subjects(buyer.email)).filter((subject) => subject.includes('confirmed'))).toHaveLength(1);
  });

  it("the shipped e-mail goes to the account's address as it is when the goods leave", async () => {
    const buyer = await newCustomer(app);
    const victim = stranger();
    const { body } = await post(app, '/api/payments/cod', checkoutBody(tee(), PRICE + DELIVERY + COD, { email: victim }), buyer.auth);
    const orderId = body.orderId as string;
    // The customer changed their e-mail since (confirmed by its link: accounts' own test).
    const renamed = `renamed.${buyer.email}`;
    await app.runtime.db.updateTable('users').set({ email: renamed }).where('email', '=', buyer.email).execute();
    const put = (changes: unknown) => app.fetch(`/api/orders/${orderId}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...admin }, body: JSON.stringify(changes) });
    expect((await app.fetch(`/api/orders/${orderId}/confirm-payment`, { method: 'POST', headers: { 'content-type': 'application/json', ...admin }, body: '{}' })).status).toBe(200);
    expect((await put({ status: 'Shipped', deliveryPartner: 'Delhivery', trackingId: 'DL1' })).status).toBe(200);
    expect(await subjects(victim)).toEqual([]);
    expect((await subjects(renamed)).filter((subject) => subject.includes('is on its way'))).toHaveLength(1);
  });
});
