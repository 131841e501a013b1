import { PostgresAdapter, sql, type RawBuilder, type SqlBool } from 'kysely';
import { IST_OFFSET_MS } from '../../../common/ist';
import type { OrderStatus } from '../../../common/orders';
import type { Db } from '../../db/connect';
import { toIso } from '../../db/time';

/** A span of instants: created_at ≥ from and < to (ISO, UTC). */
export interface Instants {
  from: string;
  to: string;
}

/** One IST day's sales, in paise. */
export interface DaySales {
  day: string;
  revenuePaise: number;
  orders: number;
}

export interface ProductSales {
  productId: string;
  /** The name the product was last sold under in the span (the order line's snapshot). */
  name: string;
  units: number;
  revenuePaise: number;
}

export interface CustomerOrderFigures {
  orders: number;
  spentPaise: number;
  lastOrderAt: string | null;
}

/*
 * What the owner's desk counts (docs/decisions/0061), as SQL over the orders table alone, each
 * figure one aggregate (SUM / COUNT / GROUP BY) over the orders_newest (created_at, id) or
 * orders_user_newest (user_id, created_at, id) index: no order is ever loaded to be counted.
 */

/** The payment completed (and may since have been refunded). */
export const paid = sql<SqlBool>`payment_status in ('Completed', 'Refunded')`;
/** What a completed refund gave back (a refund is of the whole order today; the column says how much). */
const refunded = sql<number>`(case when refund_status = 'Completed' then coalesce(refund_amount, total_price) else 0 end)`;
/** A paid order's takings: its total minus what was refunded. */
export const net = sql<number>`(total_price - ${refunded})`;
/** A sale: paid and not refunded in full. */
export const sale = sql<SqlBool>`(${paid} and ${net} > 0)`;
/**
 * An order the shop has: every order but a gateway payment that failed or never completed (an
 * open or abandoned checkout, which the shop cannot ship). Cash on delivery and a UPI QR the shop
 * confirms by hand count while their payment is pending.
 */
export const placed = sql<SqlBool>`(payment_status != 'Failed' and (payment_gateway is null or payment_status != 'Pending'))`;

const count = (value: unknown) => Number(value ?? 0);

/**
 * created_at's IST calendar day as YYYY-MM-DD: the one expression that differs by dialect
 * (SQLite keeps the ISO text, PostgreSQL a timestamptz); IST has no daylight saving, so a fixed
 * offset. Migration 0029's triggers cut days with the same expression.
 */
export function istDayOf(db: Db): RawBuilder<string> {
  const offsetMinutes = IST_OFFSET_MS / 60_000;
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`to_char((created_at at time zone 'UTC') + ${sql.raw(`interval '${offsetMinutes} minutes'`)}, 'YYYY-MM-DD')`
    : sql<string>`strftime('%Y-%m-%d', created_at, ${sql.lit(`+${offsetMinutes} minutes`)})`;
}

/**
 * The figures straight from the orders table. Since the summary (docs/decisions/0066) the
 * dashboard reads desk-summary-repo.ts; these stay its oracle (desk-summary.test.ts) and the
 * recompute of one day uses the same definitions.
 */
export function createDeskRepo(db: Db) {
  const istDay = istDayOf(db);

  return {
    /** The sales of each IST day with any in the span (days without none are left out), by order date. */
    async salesByDay(span: Instants): Promise<DaySales[]> {
      const rows = await db
        .selectFrom('orders')
        .select([istDay.as('day'), sql<number>`coalesce(sum(${net}), 0)`.as('revenue'), sql<number>`sum(case when ${net} > 0 then 1 else 0 end)`.as('orders')])
        .where('created_at', '>=', span.from)
        .where('created_at', '<', span.to)
        .where(paid)
        .groupBy(istDay)
        .execute();
      return rows.map((row) => ({ day: row.day, revenuePaise: count(row.revenue), orders: count(row.orders) }));
    },

    /** The orders the shop has that were placed in the span, by status (statuses without any left out). */
    async placedByStatus(span: Instants): Promise<{ status: OrderStatus; count: number }[]> {
      const rows = await db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
        .where('created_at', '>=', span.from)
        .where('created_at', '<', span.to)
        .where(placed)
        .groupBy('status')
        .execute();
      return rows.map((row) => ({ status: row.status, count: count(row.count) }));
    },

    /** The most sold products of the span's sales, by units (then takings, then id), at most `limit`. */
    async topProducts(span: Instants, limit: number): Promise<ProductSales[]> {
      const rows = await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select([
          'order_items.product_id as productId',
          sql<string>`max(order_items.name)`.as('name'),
          sql<number>`sum(order_items.quantity)`.as('units'),
          sql<number>`sum(order_items.price * order_items.quantity)`.as('revenue'),
        ])
        .where('orders.created_at', '>=', span.from)
        .where('orders.created_at', '<', span.to)
        .where(sale)
        .groupBy('order_items.product_id')
        .orderBy('units', 'desc')
        .orderBy('revenue', 'desc')
        .orderBy('order_items.product_id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ productId: row.productId, name: row.name, units: count(row.units), revenuePaise: count(row.revenue) }));
    },

    /** Each customer's figures, in one grouped query; a customer without orders is absent from the map. */
    async customerFigures(userIds: string[]): Promise<Map<string, CustomerOrderFigures>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('orders')
        .select([
          'user_id',
          sql<number>`sum(case when ${placed} and status != 'Canceled' then 1 else 0 end)`.as('orders'),
          sql<number>`sum(case when ${paid} then ${net} else 0 end)`.as('spent'),
          sql<string | Date | null>`max(case when ${placed} then created_at end)`.as('last_order_at'),
        ])
        .where('user_id', 'in', userIds)
        .groupBy('user_id')
        .execute();
      return new Map(
        rows.map((row) => [row.user_id, { orders: count(row.orders), spentPaise: count(row.spent), lastOrderAt: row.last_order_at === null ? null : toIso(row.last_order_at) }]),
      );
    },
  };
}

export type DeskRepo = ReturnType<typeof createDeskRepo>;
