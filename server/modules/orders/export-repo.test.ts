import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { toIso } from '../../db/time';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { orderTableRow } from '../../test/orders-fixtures';
import { createExportRepo, type ExportKey } from './export-repo';

/**
 * The orders' export's keyset pages (docs/decisions/0064, 0067): each page starts where the last
 * one ended, by (created_at, id), so a page boundary inside orders placed on one instant neither
 * repeats nor skips one, whatever the page size; orders the shop does not count stay out.
 */

let database: TestDatabase;
let db: Db;
const at = (ms: number) => new Date(Date.parse('2026-12-01T00:00:00.000Z') + ms).toISOString();

const order = (createdAt: string, paid: { status: 'Pending' | 'Completed' | 'Failed'; gateway: string | null } = { status: 'Pending', gateway: null }) =>
  orderTableRow(createdAt, { payment_method: paid.gateway === null ? 'cod' : 'online', payment_gateway: paid.gateway, payment_status: paid.status });

// Five orders on one instant, two before, two after, and two the shop does not count (a failed
// payment, an online payment never completed) on that same instant.
const counted = [order(at(-1)), order(at(-1)), ...Array.from({ length: 5 }, () => order(at(0))), order(at(1)), order(at(1))];
const notCounted = [order(at(0), { status: 'Failed', gateway: 'phonepe' }), order(at(0), { status: 'Pending', gateway: 'phonepe' })];
const expected = [...counted].sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1)).map((row) => row.id);
const span = { from: at(-1000), to: at(1000) };

beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url);
  await migrateToLatest(db);
  await db
    .insertInto('orders')
    .values([...counted, ...notCounted].sort(() => Math.random() - 0.5))
    .execute();
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

async function allPages(limit: number): Promise<string[][]> {
  const repo = createExportRepo(db);
  const pages: string[][] = [];
  let after: ExportKey | null = null;
  for (;;) {
    const page = await repo.page(span, after, limit);
    if (page.length > 0) pages.push(page.map((row) => row.id));
    if (page.length < limit) return pages;
    const last = page[page.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

describe('the orders’ export’s keyset pages', () => {
  it('gives every counted order once, in (created_at, id) order, for any page size', async () => {
    for (const limit of [1, 2, 3, 4, 5, 6, 9, 10]) {
      const pages = await allPages(limit);
      expect(pages.flat(), `pages of ${limit}`).toEqual(expected);
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
    }
  });

  it('starts a page right after the key it is given, within one instant', async () => {
    const repo = createExportRepo(db);
    const [first] = await repo.page(span, null, 1);
    const third = (await repo.page(span, null, 3)).at(-1)!;
    const next = await repo.page(span, { createdAt: third.created_at, id: third.id }, 3);
    expect(next.map((row) => row.id)).toEqual(expected.slice(3, 6));
    expect(toIso(first!.created_at)).toBe(at(-1));
    expect(next[0]!.items).toEqual([]);
  });

  it('keeps to the span: nothing before `from` nor from `to` on', async () => {
    const repo = createExportRepo(db);
    expect((await repo.page({ from: at(0), to: at(1) }, null, 100)).map((row) => row.id)).toEqual(expected.slice(2, 7));
  });
});
