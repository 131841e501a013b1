import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { connectDatabase, type Db } from '../connect';
import { migrateTo, migrateToLatest } from '../migrate';

// Migration 0018 on a shop that already has customers (docs/decisions/0032): a state that
// resolves gets its code, one that does not keeps NULL; the text is left as typed.
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url);
  await migrateTo(db, '0017_send_quotas_and_server_secrets');
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe('migration 0018_address_state_codes', () => {
  it('gives existing addresses the code of the state their text names, NULL when it names none', async () => {
    const at = new Date().toISOString();
    const states = ['TN', 'tamil nadu', 'Orissa', '29', 'Madras State', ''];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the users table as 0017 left it
    await (db as any)
      .insertInto('users')
      .values(states.map((state, index) => ({ id: `u${index}`, name: 'A', email: `a${index}@example.in`, phone_number: '9876543210', street: 's', city: 'c', state, zip_code: '600018', country: 'India', password_hash: 'x', created_at: at, updated_at: at })))
      .execute();

    await migrateToLatest(db);

    const rows = await db.selectFrom('users').select(['state', 'state_code']).orderBy('id').execute();
    expect(rows).toEqual([
      { state: 'TN', state_code: '33' },
      { state: 'tamil nadu', state_code: '33' },
      { state: 'Orissa', state_code: '21' },
      { state: '29', state_code: '29' },
      { state: 'Madras State', state_code: null },
      { state: '', state_code: null },
    ]);
  });
});
