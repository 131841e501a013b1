import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IST_OFFSET_MS } from '../../../common/ist';
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus, type RefundStatus } from '../../../common/orders';
import { createUnitOfWork } from '../../db/unit-of-work';
import { startTestApp, type TestApp } from '../../test/app';
import { createDeskRepo } from './desk-repo';
import { createDeskSummary, type DeskFigures } from './desk-summary';
import { createDeskSummaryRepo, type DaySpan } from './desk-summary-repo';
import type { OrdersTable } from './tables';
import { DAYS, FIRST_DAY, instant, newOrder, PRODUCTS, seeded, type Random } from '../../test/desk-fixtures';

/**
 * The per-IST-day summary (docs/decisions/0066) against its oracle, the direct queries of
 * desk-repo.ts (docs/decisions/0061): random writes of every kind an order goes through, written
 * as SQL so that the triggers of migration 0029, not the app's code paths, are what is tested;
 * after each batch the summary's figures of several spans must equal the direct ones.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const postgres = () => Boolean(process.env.TEST_DATABASE_URL);

/** One random write of the kinds an order sees (placement, payment, refunds, status, cancellation), or a rarer edit. */
async function randomWrite(random: Random, ids: string[]): Promise<string> {
  const db = app.runtime.db;
  if (ids.length < 5 || random.chance(0.3)) {
    const { order, items } = newOrder(random);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('orders').values(order).execute();
      await trx.insertInto('order_items').values(items).execute();
    });
    ids.push(order.id);
    return 'placement';
  }
  // Mostly one of the latest orders: an order goes through several changes, as in a shop.
  const id = random.chance(0.7) ? random.pick(ids.slice(-6)) : random.pick(ids);
  const set = (values: Partial<OrdersTable>) => db.updateTable('orders').set(values).where('id', '=', id).execute();
  const kind = random.pick(['confirm', 'fail', 'refund', 'partial', 'status', 'cancel', 'move', 'line', 'delete', 'noise'] as const);
  switch (kind) {
    case 'confirm':
      await set({ payment_status: 'Completed' });
      break;
    case 'fail':
      await set({ payment_status: 'Failed' });
      break;
    case 'refund':
      await set({ payment_status: 'Refunded' as PaymentStatus, status: 'Canceled', refund_status: random.pick<RefundStatus>(['Pending', 'Completed', 'Failed']), refund_amount: null });
      break;
    case 'partial':
      // Completed again with another amount: only refund_amount changes.
      await set({ refund_status: random.chance(0.8) ? 'Completed' : 'Failed', refund_amount: random.int(0, 30) * 1000 });
      break;
    case 'status':
      await set({ status: random.pick<OrderStatus>(ORDER_STATUSES) });
      break;
    case 'cancel':
      await set({ status: 'Canceled', cancel_reason: 'Customer changed their mind' });
      break;
    case 'move':
      // Not a path of the app (an order keeps its date), but nothing in the database forbids it.
      await set({ created_at: instant(random) });
      break;
    case 'line':
      await db.updateTable('order_items').set({ quantity: random.int(1, 4), product_id: random.pick(PRODUCTS) }).where('order_id', '=', id).where('position', '=', 0).execute();
      break;
    case 'delete':
      await db.deleteFrom('orders').where('id', '=', id).execute();
      ids.splice(ids.indexOf(id), 1);
      break;
    case 'noise':
      // A column no figure reads: the day stays clean.
      await set({ tracking_id: `DL${random.int(1, 1_000_000)}` });
      break;
  }
  return kind;
}

const dayAfter = (day: string, offset: number) => new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
const instantsOf = (span: DaySpan) => ({
  from: new Date(Date.parse(`${span.first}T00:00:00Z`) - IST_OFFSET_MS).toISOString(),
  to: new Date(Date.parse(`${span.last}T00:00:00Z`) + DAY_MS - IST_OFFSET_MS).toISOString(),
});
const byDay = <T extends { day: string }>(rows: T[]) => [...rows].sort((a, b) => (a.day < b.day ? -1 : 1));
const byStatus = <T extends { status: string }>(rows: T[]) => [...rows].sort((a, b) => (a.status < b.status ? -1 : 1));

/** The direct figures of desk-repo.ts, in the summary's shape. */
async function oracle(current: DaySpan, whole: DaySpan, limit: number): Promise<DeskFigures> {
  const direct = createDeskRepo(app.runtime.db);
  const [sales, statuses, top] = await Promise.all([direct.salesByDay(instantsOf(whole)), direct.placedByStatus(instantsOf(current)), direct.topProducts(instantsOf(current), limit)]);
  return { sales, statuses, top, stamp: null };
}

function summaryOf(db = app.runtime.db) {
  const uow = createUnitOfWork(db);
  const repo = createDeskSummaryRepo(uow.db);
  return { uow, repo, summary: createDeskSummary({ repo, transaction: uow.transaction }) };
}

async function expectSameFigures(summary: ReturnType<typeof summaryOf>['summary'], context: string) {
  // Today, a week with its previous one, the whole test span (ending beyond it), and one day.
  const spans: Array<[DaySpan, DaySpan]> = [
    [{ first: dayAfter(FIRST_DAY, 5), last: dayAfter(FIRST_DAY, 5) }, { first: dayAfter(FIRST_DAY, 4), last: dayAfter(FIRST_DAY, 5) }],
    [{ first: dayAfter(FIRST_DAY, 7), last: dayAfter(FIRST_DAY, 13) }, { first: FIRST_DAY, last: dayAfter(FIRST_DAY, 13) }],
    [{ first: dayAfter(FIRST_DAY, -3), last: dayAfter(FIRST_DAY, DAYS + 2) }, { first: dayAfter(FIRST_DAY, -20), last: dayAfter(FIRST_DAY, DAYS + 2) }],
  ];
  for (const [current, whole] of spans) {
    for (const limit of [3, 10]) {
      const [got, want] = await Promise.all([summary.figures(current, whole, limit), oracle(current, whole, limit)]);
      const label = `${context}: ${current.first}…${current.last} top ${limit}`;
      expect(byDay(got.sales), label).toEqual(byDay(want.sales));
      expect(byStatus(got.statuses), label).toEqual(byStatus(want.statuses));
      expect(got.top, label).toEqual(want.top);
    }
  }
}

describe('the desk summary (docs/decisions/0066)', () => {
  it('equals the direct figures after every batch of random writes of every kind, across IST midnights', async () => {
    const random = seeded(66);
    const { summary } = summaryOf();
    const ids: string[] = [];
    const kinds = new Set<string>();
    for (let batch = 0; batch < 40; batch += 1) {
      // Mostly one write between reads (a missed mark then shows), sometimes many: most days changed.
      const writes = batch % 8 === 0 ? 40 : random.int(1, 2);
      for (let i = 0; i < writes; i += 1) kinds.add(await randomWrite(random, ids));
      await expectSameFigures(summary, `after batch ${batch}`);
    }
    expect([...kinds].sort()).toEqual(['cancel', 'confirm', 'delete', 'fail', 'line', 'move', 'noise', 'partial', 'placement', 'refund', 'status']);
  });

  it('follows one paid order through every kind of change, each read right after the change', async () => {
    const random = seeded(5);
    const { summary } = summaryOf();
    const db = app.runtime.db;
    const { order, items } = newOrder(random, '2026-11-05T18:29:30.000Z');
    await db.insertInto('orders').values(order).execute();
    await db.insertInto('order_items').values(items).execute();
    await expectSameFigures(summary, 'placed');
    const set = async (label: string, values: Partial<OrdersTable>) => {
      await db.updateTable('orders').set(values).where('id', '=', order.id).execute();
      await expectSameFigures(summary, label);
    };
    await set('paid', { payment_status: 'Completed' });
    await set('partly refunded', { refund_status: 'Completed', refund_amount: 1000 });
    await set('another amount', { refund_amount: 2000 });
    await set('the whole refunded', { refund_amount: null });
    await set('refund failed', { refund_status: 'Failed' });
    await set('shipped', { status: 'Shipped' });
    await set('another total', { total_price: order.total_price + 500 });
    await set('a gateway order', { payment_gateway: 'phonepe', payment_status: 'Pending' });
    await set('paid again', { payment_status: 'Completed' });
    await db.updateTable('order_items').set({ quantity: 7 }).where('order_id', '=', order.id).execute();
    await expectSameFigures(summary, 'a line quantity');
    await db.updateTable('order_items').set({ product_id: 'p-other', name: 'Zz renamed' }).where('order_id', '=', order.id).execute();
    await expectSameFigures(summary, 'a line product');
    await db.updateTable('order_items').set({ price: 99_000 }).where('order_id', '=', order.id).execute();
    await expectSameFigures(summary, 'a line price');
    await db.deleteFrom('order_items').where('id', '=', items[0]!.id).execute();
    await expectSameFigures(summary, 'a line removed');
    await set('moved past midnight', { created_at: '2026-11-05T18:30:30.000Z' });
    await db.deleteFrom('orders').where('id', '=', order.id).execute();
    await expectSameFigures(summary, 'deleted');
  });

  it('a second process reads the same figures: a recompute by one moves the generation the other checks', async () => {
    const random = seeded(7);
    const first = summaryOf();
    const second = summaryOf();
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) await randomWrite(random, ids);
    await expectSameFigures(first.summary, 'first process');
    await expectSameFigures(second.summary, 'second process');
    for (let i = 0; i < 10; i += 1) await randomWrite(random, ids);
    await expectSameFigures(first.summary, 'first process, after writes');
    await expectSameFigures(second.summary, 'second process, after the first recomputed');
  });

  it('a column no figure reads leaves the day clean; a counted one marks it dirty', async () => {
    const random = seeded(11);
    const { summary, repo } = summaryOf();
    const { order, items } = newOrder(random);
    await app.runtime.db.insertInto('orders').values(order).execute();
    await app.runtime.db.insertInto('order_items').values(items).execute();
    const day = new Date(Date.parse(order.created_at as string) + IST_OFFSET_MS).toISOString().slice(0, 10);
    const span = { first: day, last: day };
    await summary.refresh(span);
    expect(await repo.dirtyDays(span)).toEqual([]);
    await app.runtime.db.updateTable('orders').set({ tracking_id: 'DL1', updated_at: new Date().toISOString() }).where('id', '=', order.id).execute();
    expect(await repo.dirtyDays(span)).toEqual([]);
    await app.runtime.db.updateTable('orders').set({ payment_status: 'Completed' }).where('id', '=', order.id).execute();
    expect((await repo.dirtyDays(span)).map((mark) => mark.day)).toEqual([day]);
  });

  it('a write that lands while a day is recomputed leaves the day dirty; the next read counts it', async () => {
    const random = seeded(3);
    const { summary, repo, uow } = summaryOf();
    const { order, items } = newOrder(random);
    order.payment_status = 'Completed';
    await app.runtime.db.insertInto('orders').values(order).execute();
    await app.runtime.db.insertInto('order_items').values(items).execute();
    const day = new Date(Date.parse(order.created_at as string) + IST_OFFSET_MS).toISOString().slice(0, 10);
    const span = { first: day, last: day };
    // PostgreSQL: the write commits on another connection between the rebuild and the clearing of
    // the mark. SQLite has one writer at a time, so the write can only come inside the recompute's
    // own transaction; the mark's version moves all the same.
    const writer = postgres() ? app.runtime.db : uow.db;
    const cleared = await summary.recomputeDay(day, {
      beforeClear: async () => {
        await writer.updateTable('orders').set({ refund_status: 'Completed', refund_amount: 1000 }).where('id', '=', order.id).execute();
      },
    });
    expect(cleared).toBe(false);
    expect((await repo.dirtyDays(span)).map((mark) => mark.day)).toEqual([day]);
    const got = await summary.figures(span, span, 5);
    const want = await oracle(span, span, 5);
    expect(got.sales).toEqual(want.sales);
    expect(await repo.dirtyDays(span)).toEqual([]);
  });
});
