import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrder, seeded } from '../../test/desk-fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { connectDatabase, type Db } from '../connect';
import { migrateTo, migrateToLatest } from '../migrate';

// Migration 0029 on a shop that already has orders (docs/decisions/0066): every IST day with an
// order is marked dirty, so the first stats read builds its summary; down and up again leave the
// triggers working.
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url);
  await migrateTo(db, '0028_product_status');
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const dirtyDays = async () => (await db.selectFrom('desk_dirty_days').select(['day', 'version']).orderBy('day').execute()).map((row) => ({ day: row.day, version: Number(row.version) }));

describe('migration 0029_desk_summary', () => {
  it('marks the IST day of every existing order dirty (18:30 UTC is the next IST day), and the triggers mark new ones', async () => {
    const random = seeded(29);
    // 23:59 and 00:00 IST, and another order on the later day.
    for (const at of ['2026-11-21T18:29:00.000Z', '2026-11-21T18:30:00.000Z', '2026-11-22T10:00:00.000Z']) {
      const { order, items } = newOrder(random, at);
      await db.insertInto('orders').values(order).execute();
      await db.insertInto('order_items').values(items).execute();
    }
    await migrateToLatest(db);
    expect(await dirtyDays()).toEqual([
      { day: '2026-11-21', version: 1 },
      { day: '2026-11-22', version: 1 },
    ]);

    await migrateTo(db, '0028_product_status');
    await migrateToLatest(db);
    const { order, items } = newOrder(random, '2026-11-22T11:00:00.000Z');
    await db.insertInto('orders').values(order).execute();
    await db.insertInto('order_items').values(items).execute();
    // Marked again by the migration (version 1), then by the order (2) and each of its lines.
    expect(await dirtyDays()).toEqual([
      { day: '2026-11-21', version: 1 },
      { day: '2026-11-22', version: 2 + items.length },
    ]);
  });
});
