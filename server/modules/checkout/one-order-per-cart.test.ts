import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_EMPTY, PAYMENT_SETUP_IN_PROGRESS, PRICES_CHANGED } from '../../../common/orders';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { CART_DELIVERY, COD, PRICE, addToCart, cartOf, checkoutBody, newCustomer, ordersOf, outboxFor, payOnline, post, settle, stockShop, submitHostedPage, type Customer, type Line, type Shop } from '../../test/orders-fixtures';

// One order per cart checkout (docs/decisions/0029): the cart's checkout key (cart, lines, total)
// is UNIQUE in the database whatever Idempotency-Key each request carries, and a cart checkout
// orders the cart's current lines, so an emptied cart cannot be ordered a second time.
let app: TestApp;
let shop: Shop;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  shop = await stockShop(app);
});
afterAll(() => app.close());

const tee = (quantity = 1): Line => ({ productId: shop.tee, color: 'Black', quantity });
const mug = (quantity = 1): Line => ({ productId: shop.mug, color: 'Red', quantity });
const items = (lines: Line[]) => lines.reduce((sum, line) => sum + line.quantity * PRICE, 0);
const codBody = (buyer: Customer, cartId: string, lines: Line[]) => checkoutBody(lines, items(lines) + CART_DELIVERY + COD * lines.length, { cartId, email: buyer.email });
const onlineBody = (buyer: Customer, cartId: string, lines: Line[]) => checkoutBody(lines, items(lines) + CART_DELIVERY, { cartId, email: buyer.email });
const withKey = (buyer: Customer, key: string) => ({ ...buyer.auth, 'idempotency-key': key });

describe('cash on delivery of one cart, every request with its own Idempotency-Key (two tabs, the modal opened twice)', () => {
  it('10 concurrent checkouts: one order, one e-mail, and every caller is answered that order', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, tee());
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => post(app, '/api/payments/cod', codBody(buyer, cart._id, [tee()]), withKey(buyer, `modal-opening-${n}`))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.orderId)).size).toBe(1);
    expect(await ordersOf(app, buyer)).toHaveLength(1);
    await app.settled();
    expect((await outboxFor(app, buyer.email)).filter((mail) => mail.subject.includes('confirmed'))).toHaveLength(1);
    expect((await cartOf(app, buyer)).cartItems).toEqual([]);
  });

  it('the same cart filled again with the same lines is a new order', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, tee());
    const first = await post(app, '/api/payments/cod', codBody(buyer, cart._id, [tee()]), withKey(buyer, 'opening-one'));
    await addToCart(app, buyer, tee());
    const second = await post(app, '/api/payments/cod', codBody(buyer, cart._id, [tee()]), withKey(buyer, 'opening-two'));
    expect(second.status).toBe(201);
    expect(second.body.orderId).not.toBe(first.body.orderId);
    expect(await ordersOf(app, buyer)).toHaveLength(2);
  });
});

describe('a cart checkout takes the cart’s current lines', () => {
  it('online: once the order is paid and the cart emptied, the same cart again is 409 “Your cart is empty.”, and no second order', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, tee());
    const first = await payOnline(app, buyer, onlineBody(buyer, cart._id, [tee()]));
    await submitHostedPage(app, first.paymentLink, 'success');
    await settle(app);
    expect((await cartOf(app, buyer)).cartItems).toEqual([]);
    for (const path of ['/api/payments/phonepe', '/api/payments/cod']) {
      const body = path.endsWith('cod') ? codBody(buyer, cart._id, [tee()]) : onlineBody(buyer, cart._id, [tee()]);
      expect(await post(app, path, body, withKey(buyer, 'another-opening')), path).toMatchObject({ status: 409, body: { message: CART_EMPTY } });
    }
    expect(await ordersOf(app, buyer)).toHaveLength(1);
  });

  it('cash on delivery: once the cart is emptied by its order, another cart checkout of other lines is 409 “Your cart is empty.”', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, tee());
    expect((await post(app, '/api/payments/cod', codBody(buyer, cart._id, [tee()]), withKey(buyer, 'opening-one'))).status).toBe(201);
    expect(await post(app, '/api/payments/cod', codBody(buyer, cart._id, [tee(2)]), withKey(buyer, 'opening-two'))).toMatchObject({ status: 409, body: { message: CART_EMPTY } });
    expect(await post(app, '/api/payments/phonepe', onlineBody(buyer, cart._id, [tee()]), withKey(buyer, 'opening-three'))).toMatchObject({ status: 409, body: { message: CART_EMPTY } });
    expect(await ordersOf(app, buyer)).toHaveLength(1);
  });

  it('10 concurrent checkouts of one cart, cash and online, each with its own key: one live order, one cash-on-delivery order', async () => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, tee());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        n % 2 === 0
          ? post(app, '/api/payments/cod', codBody(buyer, cart._id, [tee()]), withKey(buyer, `cash-opening-${n}`))
          : post(app, '/api/payments/phonepe', onlineBody(buyer, cart._id, [tee()]), withKey(buyer, `online-opening-${n}`)),
      ),
    );
    // An online checkout that came after the cash order finds the cart empty (or its twin still opening its payment).
    for (const answer of answers.filter((answer) => answer.status === 409)) expect([CART_EMPTY, PAYMENT_SETUP_IN_PROGRESS]).toContain(answer.body.message);
    expect(answers.every((answer) => [200, 201, 409].includes(answer.status)), JSON.stringify(answers)).toBe(true);
    const orders = await ordersOf(app, buyer);
    expect(orders.filter((order) => order.paymentMethod === 'cod')).toHaveLength(1);
    // An online order placed before the cash one was superseded by it: canceled, never to be fulfilled.
    expect(orders.filter((order) => order.status !== 'Canceled')).toHaveLength(1);
    expect((await cartOf(app, buyer)).cartItems).toEqual([]);
  });

  it.each(['/api/payments/phonepe', '/api/payments/cod'])('%s: lines that differ from the cart are the spec’s 409 “Prices have changed”, and nothing is written', async (path) => {
    const buyer = await newCustomer(app);
    const cart = await addToCart(app, buyer, tee());
    const body = (lines: Line[]) => (path.endsWith('cod') ? codBody(buyer, cart._id, lines) : onlineBody(buyer, cart._id, lines));
    for (const lines of [[tee(2)], [tee(), mug()], [mug()]]) {
      expect(await post(app, path, body(lines), buyer.auth), JSON.stringify(lines)).toMatchObject({ status: 409, body: { message: PRICES_CHANGED } });
    }
    expect(await ordersOf(app, buyer)).toEqual([]);
    expect((await cartOf(app, buyer)).cartItems.map((line) => line.quantity)).toEqual([1]);
  });
});
