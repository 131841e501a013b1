import { OUT_OF_STOCK } from '../../../common/orders';
import { AppError, type FieldError } from '../../errors';
import type { OrdersRepo } from './repo';
import type { OrderItemsTable } from './tables';

/** One line's stock as the catalogue keeps it: a product's colour (by `_id`) and size ('' without sizes). */
export interface StockLine {
  productId: string;
  colorId: string;
  size: string;
  quantity: number;
}

/** What the orders module needs of the catalogue's stock (docs/decisions/0015): conditional takes and give-backs. */
export interface StockPort {
  /** 'taken', 'short' (tracked and fewer than `quantity` left) or 'untracked' (unlimited). */
  take(line: StockLine): Promise<'taken' | 'short' | 'untracked'>;
  giveBack(line: StockLine): Promise<void>;
  /** What is left of a tracked line (null: not tracked), to say how many there are. */
  left(line: StockLine): Promise<number | null>;
  /** The lines among these that are tracked (one query); the others are never written. */
  tracked<L extends StockLine>(lines: readonly L[]): Promise<L[]>;
}

/** Another order's hold given back in the same pass as a take (a superseded order of the same cart). */
export interface ReleasedHold {
  orderId: string;
  items: readonly OrderItemsTable[];
}

const keyOf = (line: StockLine) => JSON.stringify([line.productId, line.colorId, line.size]);

/**
 * An order's hold on stock. Taken in the transaction that places the order (and again when a
 * failed payment is retried); given back when the payment fails or expires and when the order is
 * cancelled. Each move first flips `orders.stock_held` by a conditional UPDATE, so however many
 * callers report the same failure (the webhook, the return page, the reconciler) or race a
 * cancel, stock moves once. Lock order, so two transactions never wait on each other in a cycle
 * (PostgreSQL): the orders' rows first (the flips), then the stock rows in one fixed order
 * (product, colour, size), one UPDATE per row: what a take gives back from other orders (a
 * superseded checkout of the same cart) is netted with what it takes, row by row, in that order.
 * A line that cannot be taken throws the spec's 409 naming it: the caller's transaction rolls
 * back, so nothing is taken.
 */
export function createStockHold(deps: { repo: OrdersRepo; stock: StockPort }) {
  const { repo, stock } = deps;

  function stockLines(items: readonly OrderItemsTable[]): (StockLine & { item: OrderItemsTable })[] {
    return items
      .filter((item) => item.color_id !== null)
      .map((item) => ({ item, productId: item.product_id, colorId: item.color_id!, size: item.size ?? '', quantity: item.quantity }));
  }

  /** Net units per tracked stock row (taken minus given back), in the fixed lock order. */
  async function netByRow(taken: readonly OrderItemsTable[], givenBack: readonly OrderItemsTable[]) {
    const rows = new Map<string, { line: StockLine; net: number; items: OrderItemsTable[] }>();
    const add = (line: StockLine & { item: OrderItemsTable }, sign: 1 | -1) => {
      const row = rows.get(keyOf(line)) ?? { line, net: 0, items: [] };
      row.net += sign * line.quantity;
      if (sign === 1) row.items.push(line.item);
      rows.set(keyOf(line), row);
    };
    for (const line of stockLines(taken)) add(line, 1);
    for (const line of stockLines(givenBack)) add(line, -1);
    const tracked = await stock.tracked([...rows.values()].map((row) => ({ ...row.line, row })));
    return tracked.map(({ row }) => row).sort((a, b) => a.line.productId.localeCompare(b.line.productId) || a.line.colorId.localeCompare(b.line.colorId) || a.line.size.localeCompare(b.line.size));
  }

  return {
    /**
     * Takes the order's stock (inside the caller's transaction), giving back what `releasing`
     * orders still hold in the same pass. A no-op for an order that holds its stock already.
     */
    async take(orderId: string, items: readonly OrderItemsTable[], releasing: readonly ReleasedHold[] = []): Promise<void> {
      const givenBack: OrderItemsTable[] = [];
      for (const released of releasing) if (await repo.setStockHeld(released.orderId, 1, 0)) givenBack.push(...released.items);
      let rows = await netByRow(items, givenBack);
      // Nothing of it is tracked: the order holds nothing (stock_held stays 0, so a cancel gives nothing back).
      if (rows.length === 0) return;
      // Held already (a take repeated): only what the released orders give back moves.
      if (!(await repo.setStockHeld(orderId, 0, 1))) rows = await netByRow([], givenBack);
      const short: FieldError[] = [];
      for (const { line, net, items: lineItems } of rows) {
        if (net < 0) await stock.giveBack({ ...line, quantity: -net });
        if (net <= 0 || (await stock.take({ ...line, quantity: net })) !== 'short') continue;
        const left = (await stock.left(line)) ?? 0;
        for (const item of lineItems) {
          const what = [item.color, item.size].filter(Boolean).join(', ');
          short.push({ path: `products.${item.position}`, message: left === 0 ? `${item.name} (${what}) is out of stock` : `Only ${left} left of ${item.name} (${what})` });
        }
      }
      if (short.length > 0) throw AppError.conflict(OUT_OF_STOCK, short);
    },

    /** Gives the order's stock back, once: true for the one caller that did. */
    async release(orderId: string, items: readonly OrderItemsTable[]): Promise<boolean> {
      if (!(await repo.setStockHeld(orderId, 1, 0))) return false;
      for (const { line, net } of await netByRow([], items)) await stock.giveBack({ ...line, quantity: -net });
      return true;
    },
  };
}

export type StockHold = ReturnType<typeof createStockHold>;
