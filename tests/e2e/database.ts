import { readFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { connectDatabase } from '../../server/db/connect';
import { createAdminAccounts } from '../../server/modules/accounts/module';
import { serverStateFile } from './mail-dir';

/**
 * Direct access to the e2e server's database, for changes no API makes yet: the admin's product
 * editor arrives with a later issue, and a test needs a product to sell out while it sits in a
 * cart. Keep such changes to data no other test reads, and undo them.
 */
export async function setProductInStock(testInfo: TestInfo, productId: string, inStock: boolean): Promise<void> {
  const port = Number(new URL(String(testInfo.project.use.baseURL)).port);
  const { databaseUrl } = JSON.parse(readFileSync(serverStateFile(port), 'utf8')) as { databaseUrl: string };
  const db = connectDatabase(databaseUrl);
  try {
    await db.updateTable('products').set({ in_stock: inStock ? 1 : 0 }).where('id', '=', productId).executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

/**
 * Stores `state` as a customer's or an order's state with no GST code, as migration 0018 left an
 * address saved before states were checked (docs/decisions/0032): no API writes one any more.
 */
export async function storeUnresolvedState(testInfo: TestInfo, row: { users: string } | { orders: string }, state: string): Promise<void> {
  const port = Number(new URL(String(testInfo.project.use.baseURL)).port);
  const { databaseUrl } = JSON.parse(readFileSync(serverStateFile(port), 'utf8')) as { databaseUrl: string };
  const db = connectDatabase(databaseUrl);
  try {
    if ('users' in row) await db.updateTable('users').set({ state, state_code: null }).where('email', '=', row.users).executeTakeFirstOrThrow();
    else await db.updateTable('orders').set({ state, state_code: null }).where('custom_order_id', '=', row.orders).executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

/**
 * Sets an order's state code and answers the one it had, so an e2e test can invoice an order at
 * another place of supply, as orders were invoiced before states were checked (docs/decisions/0038).
 */
export async function setOrderStateCode(testInfo: TestInfo, customOrderId: string, stateCode: string): Promise<string | null> {
  const port = Number(new URL(String(testInfo.project.use.baseURL)).port);
  const { databaseUrl } = JSON.parse(readFileSync(serverStateFile(port), 'utf8')) as { databaseUrl: string };
  const db = connectDatabase(databaseUrl);
  try {
    const { state_code: before } = await db.selectFrom('orders').select('state_code').where('custom_order_id', '=', customOrderId).executeTakeFirstOrThrow();
    await db.updateTable('orders').set({ state_code: stateCode }).where('custom_order_id', '=', customOrderId).executeTakeFirstOrThrow();
    return before;
  } finally {
    await db.destroy();
  }
}

/**
 * A second admin, for the test that changes an admin's own password (docs/decisions/0063): the
 * shared e2e admin's other sessions would end with it, and every admin spec signs in as that one.
 * No API creates admins (`npm run admin:create` does, on the server's machine).
 */
export async function createAdmin(testInfo: TestInfo, email: string, password: string): Promise<void> {
  const port = Number(new URL(String(testInfo.project.use.baseURL)).port);
  const { databaseUrl } = JSON.parse(readFileSync(serverStateFile(port), 'utf8')) as { databaseUrl: string };
  const db = connectDatabase(databaseUrl);
  try {
    const accounts = createAdminAccounts(db);
    await accounts.upsertAdmin(email, password);
  } finally {
    await db.destroy();
  }
}
