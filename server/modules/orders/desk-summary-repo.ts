import { sql } from 'kysely';
import { IST_OFFSET_MS } from '../../../common/ist';
import type { OrderStatus } from '../../../common/orders';
import type { Db } from '../../db/connect';
import { net, paid, placed, sale, type DaySales, type ProductSales } from './desk-repo';

/** IST calendar days `first` … `last` (YYYY-MM-DD, both included). */
export interface DaySpan {
  first: string;
  last: string;
}

/** A dirty day and the version its mark had when read. */
export interface DirtyDay {
  day: string;
  version: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const count = (value: unknown) => Number(value ?? 0);

/** The instants of one IST day: [its 00:00 IST, the next day's), as ISO text. */
function instantsOfDay(day: string): { from: string; to: string } {
  const start = Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;
  return { from: new Date(start).toISOString(), to: new Date(start + DAY_MS).toISOString() };
}

/*
 * The owner's desk's summary per IST day (docs/decisions/0066, migration 0029): sales, orders per
 * status and units and takings per product, each day recomputed from the orders table with the
 * definitions of desk-repo.ts, and read by ranges of days. Triggers mark a changed order's day
 * dirty; `recomputeDay` rebuilds one and clears its mark only if no write came meanwhile.
 */
export function createDeskSummaryRepo(db: Db) {
  const inDay = (day: string) => {
    const { from, to } = instantsOfDay(day);
    return db.selectFrom('orders').where('created_at', '>=', from).where('created_at', '<', to);
  };
  const dayValue = (day: string) => sql<string>`cast(${day} as text)`;

  return {
    /** The summary's generation and how many days of the span are dirty, in one read. */
    async state(span: DaySpan): Promise<{ generation: number; dirty: number }> {
      const row = await db
        .selectFrom('desk_summary')
        .select([
          'generation',
          (eb) => eb.selectFrom('desk_dirty_days').select((inner) => inner.fn.countAll<number | string>().as('n')).where('day', '>=', span.first).where('day', '<=', span.last).as('dirty'),
        ])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return { generation: count(row.generation), dirty: count(row.dirty) };
    },

    /** The span's dirty days with their marks' versions, oldest first. */
    async dirtyDays(span: DaySpan): Promise<DirtyDay[]> {
      const rows = await db.selectFrom('desk_dirty_days').select(['day', 'version']).where('day', '>=', span.first).where('day', '<=', span.last).orderBy('day').execute();
      return rows.map((row) => ({ day: row.day, version: count(row.version) }));
    },

    /**
     * Takes the recompute's turn (run first in its transaction): the generation's row stays
     * locked until commit, so two recomputes never interleave their deletes and inserts; writers
     * of orders never touch it. Returns the day's mark as it is now, or null if it is clean.
     */
    async beginRecompute(day: string): Promise<DirtyDay | null> {
      await db.updateTable('desk_summary').set({ generation: sql`generation + 1` }).where('id', '=', 1).execute();
      const row = await db.selectFrom('desk_dirty_days').select(['day', 'version']).where('day', '=', day).executeTakeFirst();
      return row === undefined ? null : { day: row.day, version: count(row.version) };
    },

    /** Replaces the day's summary rows by the figures of its orders now (desk-repo.ts's definitions). */
    async rebuildDay(day: string): Promise<void> {
      await db.deleteFrom('desk_day_sales').where('day', '=', day).execute();
      await db.deleteFrom('desk_day_status').where('day', '=', day).execute();
      await db.deleteFrom('desk_day_products').where('day', '=', day).execute();
      await db
        .insertInto('desk_day_sales')
        .columns(['day', 'revenue', 'orders'])
        .expression(
          inDay(day)
            .select([dayValue(day).as('day'), sql<number>`coalesce(sum(${net}), 0)`.as('revenue'), sql<number>`sum(case when ${net} > 0 then 1 else 0 end)`.as('orders')])
            .where(paid)
            .having((eb) => eb.fn.countAll(), '>', 0),
        )
        .execute();
      await db
        .insertInto('desk_day_status')
        .columns(['day', 'status', 'count'])
        .expression(
          inDay(day)
            .select([dayValue(day).as('day'), 'status', (eb) => eb.fn.countAll<number>().as('count')])
            .where(placed)
            .groupBy('status'),
        )
        .execute();
      const { from, to } = instantsOfDay(day);
      await db
        .insertInto('desk_day_products')
        .columns(['day', 'product_id', 'name', 'units', 'takings'])
        .expression(
          db
            .selectFrom('order_items')
            .innerJoin('orders', 'orders.id', 'order_items.order_id')
            .select([
              dayValue(day).as('day'),
              'order_items.product_id',
              sql<string>`max(order_items.name)`.as('name'),
              sql<number>`sum(order_items.quantity)`.as('units'),
              sql<number>`sum(order_items.price * order_items.quantity)`.as('takings'),
            ])
            .where('orders.created_at', '>=', from)
            .where('orders.created_at', '<', to)
            .where(sale)
            .groupBy('order_items.product_id'),
        )
        .execute();
    },

    /** Clears the day's mark if its version is still `version`: a write since leaves the day dirty. True if cleared. */
    async clearMark(mark: DirtyDay): Promise<boolean> {
      const result = await db.deleteFrom('desk_dirty_days').where('day', '=', mark.day).where('version', '=', mark.version).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Each day of the span with sales, as salesByDay of desk-repo.ts. */
    async salesByDay(span: DaySpan): Promise<DaySales[]> {
      const rows = await db.selectFrom('desk_day_sales').select(['day', 'revenue', 'orders']).where('day', '>=', span.first).where('day', '<=', span.last).execute();
      return rows.map((row) => ({ day: row.day, revenuePaise: count(row.revenue), orders: count(row.orders) }));
    },

    /** The span's orders the shop has, by status, as placedByStatus of desk-repo.ts. */
    async placedByStatus(span: DaySpan): Promise<{ status: OrderStatus; count: number }[]> {
      const rows = await db
        .selectFrom('desk_day_status')
        .select(['status', sql<number | string>`sum(count)`.as('count')])
        .where('day', '>=', span.first)
        .where('day', '<=', span.last)
        .groupBy('status')
        .execute();
      return rows.map((row) => ({ status: row.status, count: count(row.count) }));
    },

    /** The span's most sold products, as topProducts of desk-repo.ts. */
    async topProducts(span: DaySpan, limit: number): Promise<ProductSales[]> {
      const rows = await db
        .selectFrom('desk_day_products')
        .select([
          'product_id as productId',
          sql<string>`max(name)`.as('name'),
          sql<number | string>`sum(units)`.as('units'),
          sql<number | string>`sum(takings)`.as('revenue'),
        ])
        .where('day', '>=', span.first)
        .where('day', '<=', span.last)
        .groupBy('product_id')
        .orderBy('units', 'desc')
        .orderBy('revenue', 'desc')
        .orderBy('product_id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ productId: row.productId, name: row.name, units: count(row.units), revenuePaise: count(row.revenue) }));
    },
  };
}

export type DeskSummaryRepo = ReturnType<typeof createDeskSummaryRepo>;
