import type { Kysely } from 'kysely';
import { resolveGstState } from '../../../common/gst/states';

// docs/decisions/0032: the GST state code beside an address's state, for the customer's address
// and the order's delivery address. An existing row gets the code where its text resolves
// ('TN', 'tamil nadu', 'Orissa') and keeps NULL otherwise: such an order is not invoiced until its
// address is corrected. The text itself is left as it was typed: it is what the customer gave.
const TABLES = ['users', 'orders'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('state_code', 'text').execute();
    const states: { state: string }[] = await db.selectFrom(table).select('state').distinct().execute();
    for (const { state } of states) {
      const resolved = resolveGstState(state);
      if (resolved) await db.updateTable(table).set({ state_code: resolved.code }).where('state', '=', state).execute();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('state_code').execute();
}
