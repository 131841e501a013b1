import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_STOCK } from '../../../common/orders';
import { unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { startTestApp, type TestApp } from '../../test/app';
import { addCategory, addProducts, setStock, stockLeft } from '../../test/catalog-fixtures';
import { COD, DELIVERY, PRICE, checkoutBody, newCustomer, post, type Customer } from '../../test/orders-fixtures';

// Stock never oversells (docs/decisions/0015): 20 customers race for K units; exactly K orders are
// placed and the stock ends at 0, on SQLite and on PostgreSQL (TEST_DATABASE_URL).
const CUSTOMERS = 20;
const K = 7;
let app: TestApp;
let category: string;
let customers: Customer[];

beforeAll(async () => {
  app = await startTestApp({}, { rateLimiter: unlimitedRateLimiter });
  category = await addCategory(app.runtime.db, 'Race');
  customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => newCustomer(app)));
});
afterAll(() => app.close());

async function race(path: string, total: number, product: string, size?: string) {
  const line = { productId: product, color: 'Black', quantity: 1, ...(size ? { size } : {}) };
  const answers = await Promise.all(customers.map((customer) => post(app, path, checkoutBody([line], total, { email: customer.email }), customer.auth)));
  const placed = answers.filter((answer) => answer.status === 200 || answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(refused.every((answer) => answer.body.message === OUT_OF_STOCK)).toBe(true);
  expect({ placed: placed.length, refused: refused.length }).toEqual({ placed: K, refused: CUSTOMERS - K });
  const orders = await app.runtime.db.selectFrom('order_items').select('order_id').where('product_id', '=', product).execute();
  expect(orders).toHaveLength(K);
}

describe(`${CUSTOMERS} customers racing for ${K} units`, () => {
  it('cash on delivery: exactly K orders, stock 0', async () => {
    const [tee] = await addProducts(app.runtime.db, category, 1, { colors: ['Black'] });
    await setStock(app.runtime.db, tee!, 'Black', K);
    await race('/api/payments/cod', PRICE + DELIVERY + COD, tee!);
    expect(await stockLeft(app.runtime.db, tee!, 'Black')).toBe(0);
  });

  it('online (the simulator): exactly K orders, stock 0', async () => {
    const [shoe] = await addProducts(app.runtime.db, category, 1, { colors: ['Black'], sizes: ['8', '9'] });
    await setStock(app.runtime.db, shoe!, 'Black', K, '8');
    await race('/api/payments/phonepe', PRICE + DELIVERY, shoe!, '8');
    expect(await stockLeft(app.runtime.db, shoe!, 'Black', '8')).toBe(0);
  });
});
