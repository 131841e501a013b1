import type { Db } from '../../db/connect';
import { placed, type Instants } from './desk-repo';
import type { OrderItemsTable, OrdersTable } from './tables';

/** Where a page of the export ended: the last order's (created_at, id), as read. */
export interface ExportKey {
  createdAt: string | Date;
  id: string;
}

export type ExportOrder = Pick<
  OrdersTable,
  | 'id'
  | 'custom_order_id'
  | 'created_at'
  | 'user_name'
  | 'user_email'
  | 'state'
  | 'status'
  | 'payment_method'
  | 'payment_status'
  | 'delivery_charge'
  | 'cod_charge'
  | 'discount'
  | 'total_price'
  | 'invoice_number'
> & { items: Pick<OrderItemsTable, 'name' | 'color' | 'size' | 'quantity' | 'price' | 'hsn_code' | 'gst_rate'>[] };

/**
 * The orders' CSV export (docs/decisions/0064): the orders the shop has (as the desk counts them,
 * docs/decisions/0061) placed in a span, oldest first, one page at a time by keyset on the
 * orders_newest (created_at, id) index (a range scan from the page's start: docs/decisions/0067),
 * each page's lines in one query. Never more than a page in memory.
 */
export function createExportRepo(db: Db) {
  return {
    async page(span: Instants, after: ExportKey | null, limit: number): Promise<ExportOrder[]> {
      // One lower bound on created_at, the page's own start: SQLite takes only one of two lower
      // bounds (and for the row value `(created_at, id) > (?, ?)` it took the span's), so every
      // page scanned the index from the span's first order up to its own and the export grew
      // quadratic (docs/decisions/0067). The instant itself is then narrowed by id.
      let query = db
        .selectFrom('orders')
        .select(['id', 'custom_order_id', 'created_at', 'user_name', 'user_email', 'state', 'status', 'payment_method', 'payment_status', 'delivery_charge', 'cod_charge', 'discount', 'total_price', 'invoice_number'])
        .where('created_at', '>=', after === null ? span.from : (after.createdAt as string))
        .where('created_at', '<', span.to)
        .where(placed);
      if (after !== null) query = query.where((eb) => eb.or([eb('created_at', '>', after.createdAt as string), eb('id', '>', after.id)]));
      const orders = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
      if (orders.length === 0) return [];
      const items = await db
        .selectFrom('order_items')
        .select(['order_id', 'name', 'color', 'size', 'quantity', 'price', 'hsn_code', 'gst_rate'])
        .where(
          'order_id',
          'in',
          orders.map((order) => order.id),
        )
        .orderBy('order_id')
        .orderBy('position')
        .execute();
      const byOrder = new Map<string, ExportOrder['items']>();
      for (const { order_id, ...item } of items) {
        const lines = byOrder.get(order_id) ?? [];
        lines.push(item);
        byOrder.set(order_id, lines);
      }
      return orders.map((order) => ({ ...order, items: byOrder.get(order.id) ?? [] }));
    },
  };
}

export type ExportRepo = ReturnType<typeof createExportRepo>;
