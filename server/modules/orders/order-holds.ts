import { AppError } from '../../errors';
import type { OrdersRepo } from './repo';
import type { ReleasedHold, StockHold } from './stock-hold';
import type { OrderItemsTable } from './tables';

/** What the orders module needs of the coupons module (docs/decisions/0060): uses taken and given back by conditional UPDATEs. */
export interface CouponPort {
  /** One use for an order, in its transaction: null when taken, else the spec's words for why not (the caller rolls back). */
  take(use: { couponId: string; userId: string; customerOrders: () => Promise<number> }): Promise<string | null>;
  giveBack(use: { couponId: string; userId: string }): Promise<void>;
}

/**
 * What an order holds while it may still be paid or delivered: its stock (stock-hold.ts) and a use
 * of its coupon. Both are taken together (placing, retrying a failed payment, switching to cash on
 * delivery) and given back together (a failed or expired payment, a superseded checkout, a
 * cancel), each behind its own flag on the order (`stock_held`, `coupon_held`) flipped by a
 * conditional UPDATE, so however many callers report the same event each moves once. The coupon
 * moves after the stock: every transaction locks stock rows before the coupon's row, so two never
 * wait on each other in a cycle (PostgreSQL).
 */
export function createOrderHolds(deps: { repo: OrdersRepo; stockHold: StockHold; coupons: CouponPort }) {
  const { repo, stockHold, coupons } = deps;

  async function takeCoupon(orderId: string): Promise<void> {
    const held = await repo.setCouponHeld(orderId, 0, 1);
    if (!held?.coupon_id) return;
    const { user_id: userId } = held;
    const refusal = await coupons.take({ couponId: held.coupon_id, userId, customerOrders: () => repo.countLiveOrders(userId, orderId) });
    if (refusal !== null) throw AppError.conflict(refusal, [{ path: 'couponCode', message: refusal }]);
  }

  async function releaseCoupon(orderId: string): Promise<void> {
    const held = await repo.setCouponHeld(orderId, 1, 0);
    if (held?.coupon_id) await coupons.giveBack({ couponId: held.coupon_id, userId: held.user_id });
  }

  return {
    /** Takes the order's stock and coupon use, giving back what `releasing` orders (superseded ones) hold in the same pass. */
    async take(orderId: string, items: readonly OrderItemsTable[], releasing: readonly ReleasedHold[] = []): Promise<void> {
      await stockHold.take(orderId, items, releasing);
      for (const released of releasing) await releaseCoupon(released.orderId);
      await takeCoupon(orderId);
    },

    /** Gives the order's stock and coupon use back, each once: true when this call gave the stock back. */
    async release(orderId: string, items: readonly OrderItemsTable[]): Promise<boolean> {
      const released = await stockHold.release(orderId, items);
      await releaseCoupon(orderId);
      return released;
    },
  };
}

export type OrderHolds = ReturnType<typeof createOrderHolds>;
