import { ORDER_NOT_FOUND } from '../../../common/admin-orders';
import { ORDER_ID_PATTERN } from '../../../common/orders';
import { ID_PATTERN } from '../../db/ids';
import { AppError } from '../../errors';
import type { OrderRows, OrdersRepo } from './repo';

/**
 * How every order route names an order: its `_id` or its `customOrderId` (any case, spaces around
 * ignored), for the admin any order, for a customer only their own.
 */
export function createOrderLookup(repo: OrdersRepo) {
  async function findByRef(ref: string): Promise<OrderRows | undefined> {
    const text = ref.trim();
    if (ORDER_ID_PATTERN.test(text.toUpperCase())) return repo.findByCustomId(text.toUpperCase());
    if (ID_PATTERN.test(text)) return repo.findById(text);
    return undefined;
  }

  return {
    findByRef,
    /** The customer's own order by either id; someone else's is not found, the same as an unknown one. */
    async findOwnedByRef(userId: string, ref: string): Promise<OrderRows | undefined> {
      const rows = await findByRef(ref);
      return rows?.order.user_id === userId ? rows : undefined;
    },
    /** The order, or 404 'Order not found'. */
    async requireOrder(ref: string): Promise<OrderRows> {
      const rows = await findByRef(ref);
      if (!rows) throw AppError.notFound(ORDER_NOT_FOUND);
      return rows;
    },
  };
}

export type OrderLookup = ReturnType<typeof createOrderLookup>;
