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

/** What the orders module needs of the catalogue's stock (business-spec §1): conditional takes and give-backs. */
export interface StockPort {
  /** 'taken', 'short' (tracked and fewer than `quantity` left) or 'untracked' (unlimited). */
  take(line: StockLine): Promise<'taken' | 'short' | 'untracked'>;
  giveBack(line: StockLine): Promise<void>;
  /** What is left of a tracked line (null: not tracked), to say how many there are. */
  left(line: StockLine): Promise<number | null>;
}

/**
 * An order's hold on stock. Taken in the transaction that places the order (and again when a
 * failed payment is retried); given back when the payment fails or expires and when the order is
 * cancelled. Each move first flips `orders.stock_held` by a conditional UPDATE, so however many
 * callers report the same failure (the webhook, the return page, the reconciler) or race a
 * cancel, stock moves once. Lines are taken in one fixed order (product, colour, size) so two
 * orders for the same items never wait on each other's row locks in opposite orders (PostgreSQL).
 * A line that cannot be taken throws the spec's 409 naming it: the caller's transaction rolls
 * back, so nothing is taken.
 */
export function createStockHold(deps: { repo: OrdersRepo; stock: StockPort }) {
  const { repo, stock } = deps;

  function stockLines(items: readonly OrderItemsTable[]): (StockLine & { item: OrderItemsTable })[] {
    return items
      .filter((item) => item.color_id !== null)
      .map((item) => ({ item, productId: item.product_id, colorId: item.color_id!, size: item.size ?? '', quantity: item.quantity }))
      .sort((a, b) => a.productId.localeCompare(b.productId) || a.colorId.localeCompare(b.colorId) || a.size.localeCompare(b.size));
  }

  return {
    /** Takes the order's stock (inside the caller's transaction). A no-op when the order holds it already. */
    async take(orderId: string, items: readonly OrderItemsTable[]): Promise<void> {
      if (!(await repo.setStockHeld(orderId, 0, 1))) return;
      const short: FieldError[] = [];
      for (const line of stockLines(items)) {
        if ((await stock.take(line)) !== 'short') continue;
        const left = (await stock.left(line)) ?? 0;
        const what = [line.item.color, line.item.size].filter(Boolean).join(', ');
        short.push({
          path: `products.${line.item.position}`,
          message: left === 0 ? `${line.item.name} (${what}) is out of stock` : `Only ${left} left of ${line.item.name} (${what})`,
        });
      }
      if (short.length > 0) throw AppError.conflict(OUT_OF_STOCK, short);
    },

    /** Gives the order's stock back, once: true for the one caller that did. */
    async release(orderId: string, items: readonly OrderItemsTable[]): Promise<boolean> {
      if (!(await repo.setStockHeld(orderId, 1, 0))) return false;
      for (const line of stockLines(items)) await stock.giveBack(line);
      return true;
    },
  };
}

export type StockHold = ReturnType<typeof createStockHold>;
