import type { AdminCustomer, AdminCustomerDetail, AdminCustomerPage, CustomerFigures } from '../../../common/admin-customers';
import { CUSTOMER_NOT_FOUND } from '../../../common/admin-customers';
import { STATS_RANGE_DAYS, type AdminStats, type StatsFigures, type StatsRange } from '../../../common/admin-stats';
import { DEFAULT_LOW_STOCK_BELOW } from '../../../common/catalog';
import { istWallClock } from '../../../common/ist';
import { fromPaise } from '../../../common/money';
import { ORDER_STATUSES } from '../../../common/orders';
import { AppError } from '../../errors';
import type { CustomerOrderFigures, DaySales } from '../orders/module';
import type { DeskPorts } from './ports';
import { ordersCsv } from './orders-export';
import type { OrdersExportQuery } from '../../../common/csv';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The dashboard's lists stay short: the five most sold products, the ten lowest stocks (docs/decisions/0061). */
export const TOP_PRODUCTS = 5;
export const LOW_STOCK_LINES = 10;

/** The IST day `offset` days after `day` (YYYY-MM-DD). */
const addDays = (day: string, offset: number) => new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

const daysCache = new Map<string, { days: string[]; previous: string[] }>();

/** A range's IST days, oldest first, and the as many days just before them. */
export function statsDays(range: StatsRange, now: Date): { days: string[]; previous: string[] } {
  const today = istWallClock(now).toISOString().slice(0, 10);
  const key = `${range} ${today}`;
  // The same days all day long: worked out once (180 dates for 90d are a measurable share of a kept answer's time).
  const known = daysCache.get(key);
  if (known !== undefined) return known;
  if (daysCache.size >= 8) daysCache.clear();
  const count = STATS_RANGE_DAYS[range];
  const days = Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
  const previous = days.map((day) => addDays(day, -count));
  const worked = { days, previous };
  daysCache.set(key, worked);
  return worked;
}

/** The dashboard's answers kept per process: one per range, for the current IST day. */
interface KeptAnswer {
  today: string;
  /** The orders summary's stamp and the catalogue's version the answer was read under. */
  stamp: number;
  catalogue: number;
  answer: AdminStats;
}

function figuresOf(sales: DaySales[]): StatsFigures {
  const paise = sales.reduce((sum, day) => sum + day.revenuePaise, 0);
  const orders = sales.reduce((sum, day) => sum + day.orders, 0);
  return { revenue: fromPaise(paise), orders, averageOrderValue: orders === 0 ? 0 : fromPaise(Math.round(paise / orders)) };
}

const customerFigures = (figures: CustomerOrderFigures | undefined): CustomerFigures => ({
  orders: figures?.orders ?? 0,
  totalSpent: fromPaise(figures?.spentPaise ?? 0),
  lastOrderAt: figures?.lastOrderAt ?? null,
});

/**
 * The owner's desk (docs/decisions/0061): the dashboard's figures for a range of IST days, and the
 * customers with their orders' figures. Every figure is an aggregate the orders module computes in
 * SQL; this service cuts the days, fills the empty ones and speaks rupees.
 */
export function createDeskService(deps: { ports: DeskPorts; clock: () => Date }) {
  const { ports, clock } = deps;
  // Each range's last answer, returned again while the summary and the catalogue are unchanged (docs/decisions/0066).
  const answers = new Map<StatsRange, KeptAnswer>();
  return {
    /** GET /api/admin/orders/export.csv (docs/decisions/0064): one row per order line, streamed page by page. */
    ordersCsv: (query: OrdersExportQuery) => ordersCsv(deps.ports, query),
    async stats(range: StatsRange): Promise<AdminStats> {
      const { days, previous } = statsDays(range, clock());
      // The versions first, then what they cover: a write meanwhile can only leave a kept answer newer than its versions.
      const [{ sales, statuses, top, stamp }, catalogue] = await Promise.all([
        // The summary's sales of both periods give the chart's days and both totals (docs/decisions/0066).
        ports.orders.figures({ first: days[0]!, last: days.at(-1)! }, { first: previous[0]!, last: days.at(-1)! }, TOP_PRODUCTS),
        ports.catalogueVersion(),
      ]);
      const kept = answers.get(range);
      if (kept !== undefined && stamp !== null && kept.today === days.at(-1) && kept.stamp === stamp && kept.catalogue === catalogue) return kept.answer;
      const lowStock = await ports.lowStock(DEFAULT_LOW_STOCK_BELOW, LOW_STOCK_LINES);
      const names = top.length === 0 ? new Map<string, string>() : await ports.productNames(top.map((line) => line.productId));
      const byDate = new Map(sales.map((day) => [day.day, day]));
      const inCurrent = new Set(days);
      const counts = new Map(statuses.map((row) => [row.status, row.count]));
      const answer: AdminStats = {
        range,
        from: days[0]!,
        to: days.at(-1)!,
        ...figuresOf(sales.filter((day) => inCurrent.has(day.day))),
        previous: figuresOf(sales.filter((day) => !inCurrent.has(day.day))),
        byDay: days.map((date) => ({ date, revenue: fromPaise(byDate.get(date)?.revenuePaise ?? 0), orders: byDate.get(date)?.orders ?? 0 })),
        byStatus: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
        topProducts: top.map((line) => ({ _id: line.productId, name: names.get(line.productId) ?? line.name, units: line.units, revenue: fromPaise(line.revenuePaise) })),
        lowStock,
      };
      if (stamp !== null) answers.set(range, { today: days.at(-1)!, stamp, catalogue, answer });
      return answer;
    },

    /** One page of the customers, newest accounts first, searched by name, e-mail or phone; their figures in one more query. */
    async customers(query: { page: number; limit: number; q?: string }): Promise<AdminCustomerPage> {
      const { customers, total } = await ports.customers.list(query);
      const figures = await ports.orders.customerFigures(customers.map((customer) => customer._id));
      return {
        customers: customers.map((customer): AdminCustomer => ({ ...customer, ...customerFigures(figures.get(customer._id)) })),
        pages: Math.ceil(total / query.limit),
        total,
      };
    },

    /** One customer with the addresses the account keeps and every order they placed, newest first (404 'Customer not found'). */
    async customer(id: string): Promise<AdminCustomerDetail> {
      const customer = await ports.customers.find(id);
      if (customer === null) throw AppError.notFound(CUSTOMER_NOT_FOUND);
      const [figures, orders] = await Promise.all([ports.orders.customerFigures([id]), ports.orders.ordersOf(id)]);
      const { orders: orderCount, ...rest } = customerFigures(figures.get(id));
      return { ...customer, ...rest, orderCount, orders };
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
