import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codLimitMessage } from '../../../common/checkout-messages';
import { COD_UNAVAILABLE, PRICES_CHANGED, type QuoteAnswer, type QuoteInput } from '../../../common/orders';
import type { ShopSettings } from '../../../common/settings';
import { createLoaderServices } from '../../http/loader-context';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { setStock, stockLeft } from '../../test/catalog-fixtures';
import { COD, DELIVERY, PRICE, addToCart, cartOf, checkoutBody, newCustomer, orderRow, ordersOf, post, stockShop, type Customer, type Shop } from '../../test/orders-fixtures';

// Checkout obeys the shop's settings (docs/decisions/0018, docs/decisions/0021): the cart's delivery
// charge, free delivery from a threshold, cash on delivery on or off and its maximum. The
// environment gives the values until the admin saves settings.
const ENV_CART_DELIVERY = 45;
let app: TestApp;
let shop: Shop;
let defaults: ShopSettings;

beforeAll(async () => {
  app = await startTestApp({ CART_DELIVERY_CHARGE: String(ENV_CART_DELIVERY), COD_ENABLED: 'true' }, { rateLimiter: unlimitedRateLimiter });
  shop = await stockShop(app);
  defaults = await app.runtime.services.settings.get();
});
afterAll(() => app.close());

/** Saves the settings with these checkout fields changed (the rest as the environment gives them). */
const saveRules = (rules: Partial<Pick<ShopSettings, 'codEnabled' | 'codMaxOrderValue' | 'cartDeliveryCharge' | 'freeDeliveryAbove'>>) => app.runtime.services.settings.update({ ...defaults, ...rules });
const tees = (quantity: number) => ({ productId: shop.tee, color: 'Black', quantity });
const cod = (buyer: Customer, body: unknown) => post(app, '/api/payments/cod', body, buyer.auth);
const online = (buyer: Customer, body: unknown) => post(app, '/api/payments/phonepe', body, buyer.auth);
/** POST /api/checkout/quote: the figures the cart page and the modal show (docs/decisions/0060). */
async function quote(buyer: Customer, body: QuoteInput): Promise<QuoteAnswer> {
  const answer = await post(app, '/api/checkout/quote', body, buyer.auth);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as QuoteAnswer;
}

/** A new customer with `quantity` tees in the cart; the cart's id. */
async function buyerWithCart(quantity: number): Promise<{ buyer: Customer; cartId: string }> {
  const buyer = await newCustomer(app);
  const cart = await addToCart(app, buyer, tees(quantity));
  return { buyer, cartId: cart._id };
}

describe('before the settings are ever saved', () => {
  it('the environment’s cart delivery charge and COD apply, with no threshold and no limit', async () => {
    expect(await app.runtime.services.checkout.rules()).toEqual({ codEnabled: true, codMaxOrderValue: null, cartDeliveryCharge: ENV_CART_DELIVERY, freeDeliveryAbove: null, onlyWithinState: null });
    const { buyer, cartId } = await buyerWithCart(10);
    const answer = await cod(buyer, checkoutBody([tees(10)], 10 * PRICE + ENV_CART_DELIVERY + COD, { cartId }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await orderRow(app, answer.body.orderId as string)).toMatchObject({ delivery_charge: ENV_CART_DELIVERY * 100, cod_charge: COD * 100 });
  });
});

describe('free delivery from the shop’s threshold', () => {
  beforeEach(() => saveRules({ cartDeliveryCharge: 60, freeDeliveryAbove: 2 * PRICE }));

  it('a cart checkout at the threshold delivers free; the order stores it', async () => {
    const { buyer, cartId } = await buyerWithCart(2);
    expect(await online(buyer, checkoutBody([tees(2)], 2 * PRICE + 60, { cartId }))).toMatchObject({ status: 409, body: { message: PRICES_CHANGED } });
    const answer = await cod(buyer, checkoutBody([tees(2)], 2 * PRICE + COD, { cartId }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await orderRow(app, answer.body.orderId as string)).toMatchObject({ items_total: 2 * PRICE * 100, delivery_charge: 0, cod_charge: COD * 100, total_price: (2 * PRICE + COD) * 100 });
  });

  it('above the threshold too; just below it, the saved cart delivery charge', async () => {
    const above = await buyerWithCart(3);
    expect((await cod(above.buyer, checkoutBody([tees(3)], 3 * PRICE + COD, { cartId: above.cartId }))).status).toBe(201);

    await saveRules({ cartDeliveryCharge: 60, freeDeliveryAbove: 2 * PRICE + 0.01 });
    const below = await buyerWithCart(2);
    expect(await cod(below.buyer, checkoutBody([tees(2)], 2 * PRICE + COD, { cartId: below.cartId }))).toMatchObject({ status: 409, body: { message: PRICES_CHANGED } });
    const answer = await cod(below.buyer, checkoutBody([tees(2)], 2 * PRICE + 60 + COD, { cartId: below.cartId }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await orderRow(app, answer.body.orderId as string)).toMatchObject({ delivery_charge: 6_000 });
  });

  it('Buy Now: the product’s own delivery charge below the threshold, free from it', async () => {
    const buyer = await newCustomer(app);
    expect((await online(buyer, checkoutBody([tees(1)], PRICE + DELIVERY))).status).toBe(200);
    const free = await cod(buyer, checkoutBody([tees(2)], 2 * PRICE + COD));
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect(await orderRow(app, free.body.orderId as string)).toMatchObject({ delivery_charge: 0 });
  });

  it('the quote the cart page and the modal show is the one the order then carries', async () => {
    const { buyer, cartId } = await buyerWithCart(2);
    const quoted = await quote(buyer, { products: [tees(2)], cartId, paymentMethod: 'cod' });
    expect(quoted).toMatchObject({ subtotal: 2 * PRICE, deliveryCharge: 0, codCharge: COD, total: 2 * PRICE + COD, codAllowed: true, freeDeliveryShortfall: null });
    const answer = await cod(buyer, checkoutBody([tees(2)], quoted.total, { cartId }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await orderRow(app, answer.body.orderId as string)).toMatchObject({ cod_charge: quoted.codCharge * 100, total_price: quoted.total * 100 });
  });

  it('the quote says how much more a cart needs for free delivery; a Buy Now is never nudged', async () => {
    const { buyer, cartId } = await buyerWithCart(1);
    expect(await quote(buyer, { products: [tees(1)], cartId, paymentMethod: 'online' })).toMatchObject({ deliveryCharge: 60, freeDeliveryShortfall: PRICE });
    expect(await quote(buyer, { products: [tees(1)], paymentMethod: 'online' })).toMatchObject({ deliveryCharge: DELIVERY, freeDeliveryShortfall: null });
  });
});

describe('the cash-on-delivery maximum', () => {
  // Two tees from a cart: 1,998 + 60 delivery + 20 COD = ₹2,078 collected at the door.
  const COD_TOTAL = 2 * PRICE + 60 + COD;

  it('refuses COD above it with 409 and the reason, and writes nothing: no order, the cart kept, no stock taken', async () => {
    await saveRules({ cartDeliveryCharge: 60, freeDeliveryAbove: null, codMaxOrderValue: COD_TOTAL - 0.01 });
    await setStock(app.runtime.db, shop.tee, 'Black', 5);
    const { buyer, cartId } = await buyerWithCart(2);
    // The quote says so first, whichever method it is asked for: the modal offers COD but not to choose.
    expect(await quote(buyer, { products: [tees(2)], cartId, paymentMethod: 'online' })).toMatchObject({ total: COD_TOTAL - COD, codAllowed: false });
    expect(await quote(buyer, { products: [tees(2)], cartId, paymentMethod: 'cod' })).toMatchObject({ total: COD_TOTAL, codAllowed: false });
    const answer = await cod(buyer, checkoutBody([tees(2)], COD_TOTAL, { cartId }));
    expect(answer).toEqual({ status: 409, body: { message: codLimitMessage(COD_TOTAL - 0.01) } });
    expect(answer.body.message).toBe('Cash on delivery is available for orders up to ₹2,077.99. Please pay online.');
    expect(await ordersOf(app, buyer)).toEqual([]);
    expect((await cartOf(app, buyer)).cartItems.map((item) => item.quantity)).toEqual([2]);
    expect(await stockLeft(app.runtime.db, shop.tee, 'Black')).toBe(5);

    // Paying online is still open, and COD of a Buy Now under the limit.
    expect((await online(buyer, checkoutBody([tees(2)], 2 * PRICE + 60, { cartId }))).status).toBe(200);
    expect((await cod(buyer, checkoutBody([tees(1)], PRICE + DELIVERY + COD))).status).toBe(201);
    await setStock(app.runtime.db, shop.tee, 'Black', null);
  });

  it('takes COD exactly at it, delivery and COD charge included', async () => {
    await saveRules({ cartDeliveryCharge: 60, freeDeliveryAbove: null, codMaxOrderValue: COD_TOTAL });
    const { buyer, cartId } = await buyerWithCart(2);
    expect(await quote(buyer, { products: [tees(2)], cartId, paymentMethod: 'online' })).toMatchObject({ codAllowed: true });
    expect((await cod(buyer, checkoutBody([tees(2)], COD_TOTAL, { cartId }))).status).toBe(201);
  });

  it('a total that no longer matches is still the spec’s price change first', async () => {
    await saveRules({ cartDeliveryCharge: 60, freeDeliveryAbove: null, codMaxOrderValue: 100 });
    const { buyer, cartId } = await buyerWithCart(2);
    expect(await cod(buyer, checkoutBody([tees(2)], 1, { cartId }))).toMatchObject({ status: 409, body: { message: PRICES_CHANGED } });
  });
});

describe('cash on delivery switched off in the settings', () => {
  it('the screens stop offering it (the loaders’ rules), and the API refuses it with 409, writing nothing (docs/decisions/0029)', async () => {
    await saveRules({ codEnabled: false, cartDeliveryCharge: 60, freeDeliveryAbove: 999, codMaxOrderValue: 5000 });
    expect(await createLoaderServices(app.runtime.services).checkout.rules()).toEqual({ codEnabled: false, codMaxOrderValue: 5000, cartDeliveryCharge: 60, freeDeliveryAbove: 999, onlyWithinState: null });
    const buyer = await newCustomer(app);
    expect(await quote(buyer, { products: [tees(1)], paymentMethod: 'online' })).toMatchObject({ codAllowed: false });
    expect(await cod(buyer, checkoutBody([tees(1)], PRICE + COD))).toMatchObject({ status: 409, body: { message: COD_UNAVAILABLE } });
    const { buyer: shopper, cartId } = await buyerWithCart(1);
    await setStock(app.runtime.db, shop.tee, 'Black', 5);
    expect(await cod(shopper, checkoutBody([tees(1)], PRICE + COD, { cartId }))).toMatchObject({ status: 409, body: { message: COD_UNAVAILABLE } });
    expect([...(await ordersOf(app, buyer)), ...(await ordersOf(app, shopper))]).toEqual([]);
    expect((await cartOf(app, shopper)).cartItems.map((line) => line.quantity)).toEqual([1]);
    expect(await stockLeft(app.runtime.db, shop.tee, 'Black')).toBe(5);
    // Online payment is still taken (delivery is free from ₹999).
    expect((await online(shopper, checkoutBody([tees(1)], PRICE, { cartId }))).status).toBe(200);
  });
});
