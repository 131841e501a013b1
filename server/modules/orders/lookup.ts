import { ORDER_NOT_FOUND } from '../../../common/admin-orders';
import { ORDER_ID_PATTERN } from '../../../common/orders';
import { ID_PATTERN } from '../../db/ids';
import { AppError } from '../../errors';
import type { OrderRows, OrdersRepo } from './repo';

/** The admin's way to name an order: its `_id` or its `customOrderId` (any case, spaces around ignored). */
export function createOrderLookup(repo: OrdersRepo) {
  async function findByRef(ref: string): Promise<OrderRows | undefined> {
    const text = ref.trim();
    if (ORDER_ID_PATTERN.test(text.toUpperCase())) return repo.findByCustomId(text.toUpperCase());
    if (ID_PATTERN.test(text)) return repo.findById(text);
    return undefined;
  }

  return {
    findByRef,
    /** The order, or 404 'Order not found'. */
    async requireOrder(ref: string): Promise<OrderRows> {
      const rows = await findByRef(ref);
      if (!rows) throw AppError.notFound(ORDER_NOT_FOUND);
      return rows;
    },
  };
}

export type OrderLookup = ReturnType<typeof createOrderLookup>;
