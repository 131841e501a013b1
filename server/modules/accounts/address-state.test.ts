import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../../common/accounts';
import { bearer, json, register, registration, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, post, stockShop, type Shop } from '../../test/orders-fixtures';

/**
 * An address's state is one of the GST states and union territories, stored by its canonical name
 * with its code beside it; anything else, or a PIN code of another state, is a 400 with a field
 * message (docs/decisions/0032). Signup, the account's address and the checkout's delivery address.
 */

let app: TestApp;
let shop: Shop;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }, { rateLimiter: unlimitedRateLimiter });
  shop = await stockShop(app);
});
afterAll(() => app.close());

type Errors = { message: string; errors: { path: string; message: string }[] };
const chennai = (state: string, zipCode = '600018') => ({ street: '4 Luz Church Road', city: 'Chennai', state, zipCode, country: 'India' });
const stored = (table: 'users' | 'orders', column: 'id' | 'custom_order_id', id: string) =>
  app.runtime.db.selectFrom(table).select(['state', 'state_code']).where(column, '=', id).executeTakeFirstOrThrow();

const RESOLVING = [['Tamil Nadu'], ['tamil  nadu'], ['TN'], ['Tamilnadu'], ['33']];
const REFUSED: [address: ReturnType<typeof chennai>, path: string, message: string][] = [
  [chennai('Madras State'), 'state', 'Choose a state or union territory from the list'],
  [chennai('Bombay', '400001'), 'state', 'Choose a state or union territory from the list'],
  [chennai('99'), 'state', 'Choose a state or union territory from the list'],
  [chennai('Karnataka'), 'zipCode', 'This PIN code is not in Karnataka'],
  [chennai('KA'), 'zipCode', 'This PIN code is not in Karnataka'],
];

describe('signup (POST /api/user/register)', () => {
  it.each(RESOLVING)('stores %j as Tamil Nadu, code 33', async (state) => {
    const { user } = await register(app, { address: chennai(state) });
    expect(user.address.state).toBe('Tamil Nadu');
    expect(await stored('users', 'id', user._id)).toEqual({ state: 'Tamil Nadu', state_code: '33' });
  });

  it.each(REFUSED)('refuses %j: 400 at address.%s', async (address, field, message) => {
    const response = await app.fetch('/api/user/register', json(registration({ address })));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Errors).errors).toContainEqual({ path: `address.${field}`, message });
  });

  it('keeps the spec message for an empty state', async () => {
    const response = await app.fetch('/api/user/register', json(registration({ address: chennai('') })));
    expect(((await response.json()) as Errors).errors).toContainEqual({ path: 'address.state', message: 'State is required' });
  });
});

describe('the account address (PUT /api/user/address)', () => {
  it('stores a short form and a code canonical, and refuses an unknown state or a PIN of another state', async () => {
    const { token, user } = await register(app);
    const put = (address: unknown) => app.fetch('/api/user/address', { method: 'PUT', headers: { 'content-type': 'application/json', ...bearer(token) }, body: JSON.stringify(address) });

    const byShortForm = await put({ ...chennai('Orissa', '751001'), city: 'Bhubaneswar' });
    expect(byShortForm.status).toBe(200);
    expect(((await byShortForm.json()) as AuthResponse['user']).address.state).toBe('Odisha');
    expect(await stored('users', 'id', user._id)).toEqual({ state: 'Odisha', state_code: '21' });

    expect((await put(chennai('07', '110001'))).status).toBe(200);
    expect(await stored('users', 'id', user._id)).toEqual({ state: 'Delhi', state_code: '07' });

    for (const [address, field, message] of REFUSED) {
      const refused = await put(address);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as Errors).errors).toContainEqual({ path: field, message });
    }
    expect(await stored('users', 'id', user._id)).toEqual({ state: 'Delhi', state_code: '07' });
  });
});

describe('the checkout’s delivery address', () => {
  const cod = async (deliveryAddress: ReturnType<typeof chennai>) => {
    const customer = await newCustomer(app);
    return post(app, '/api/payments/cod', checkoutBody([{ productId: shop.tee, color: 'Black', quantity: 1 }], PRICE + DELIVERY + COD, { deliveryAddress }), customer.auth);
  };

  it.each(RESOLVING)('stores %j as Tamil Nadu, code 33, on the order', async (state) => {
    const { status, body } = await cod(chennai(state));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(await stored('orders', 'custom_order_id', body.orderId as string)).toEqual({ state: 'Tamil Nadu', state_code: '33' });
  });

  it.each(REFUSED)('refuses %j: 400 at deliveryAddress.%s', async (address, field, message) => {
    const { status, body } = await cod(address);
    expect(status).toBe(400);
    expect((body as unknown as Errors).errors).toContainEqual({ path: `deliveryAddress.${field}`, message });
  });
});
