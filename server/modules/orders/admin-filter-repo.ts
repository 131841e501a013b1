import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { AwaitingFilter, OrderSearch } from '../../../common/admin-order-filters';
import type { OrderStatus, PaymentMethod, PaymentStatus, RefundStatus } from '../../../common/orders';
import { likeContains as like } from '../../db/like';
import type { Database } from '../../db/types';

/** What the admin's order list may be narrowed to (every field optional; all given must hold). */
export interface AdminOrderFilter {
  /** Leave out online orders whose payment is not Completed (abandoned at the gateway). */
  hideUnpaidOnline?: boolean;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: PaymentMethod;
  /** Only orders with a replacement request waiting for the shop. */
  replacementRequested?: boolean;
  /** What the order waits for from the shop (docs/decisions/0062). */
  awaiting?: AwaitingFilter;
  refundStatus?: RefundStatus;
  /** created_at ≥ this instant (ISO, UTC). */
  createdFrom?: string;
  /** created_at < this instant (ISO, UTC). */
  createdBefore?: string;
  search?: OrderSearch;
}


/**
 * The WHERE of the admin's list and its count: plain column comparisons (the date range runs on
 * the orders_newest index, the whole id on custom_order_id's unique one); a partial search is a
 * LIKE on the id, name, e-mail, phone and the ordered products' names (lower-cased on both sides, as
 * PostgreSQL's LIKE heeds case).
 */
export function adminOrderWhere(filter: AdminOrderFilter) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => {
    const all: Expression<SqlBool>[] = [];
    if (filter.hideUnpaidOnline === true) all.push(eb.or([eb('payment_method', '!=', 'online'), eb('payment_status', '=', 'Completed')]));
    if (filter.status !== undefined) all.push(eb('status', '=', filter.status));
    if (filter.paymentStatus !== undefined) all.push(eb('payment_status', '=', filter.paymentStatus));
    if (filter.paymentMethod !== undefined) all.push(eb('payment_method', '=', filter.paymentMethod));
    if (filter.replacementRequested === true) all.push(eb('id', 'in', eb.selectFrom('replacement_requests').select('order_id').where('status', '=', 'requested')));
    if (filter.awaiting === 'shipment') {
      // Not shipped yet, and paid, or cash on delivery (shipped first, paid at the door).
      all.push(eb('status', 'in', ['Pending', 'Processing']));
      all.push(eb.or([eb('payment_status', '=', 'Completed'), eb.and([eb('payment_method', '=', 'cod'), eb('payment_status', '=', 'Pending')])]));
    }
    if (filter.awaiting === 'confirmation') {
      // A payment only the shop can confirm (no gateway: cash on delivery, a UPI QR), still pending, on an order not cancelled.
      all.push(eb('payment_gateway', 'is', null), eb('payment_status', '=', 'Pending'), eb('status', '!=', 'Canceled'));
    }
    if (filter.refundStatus !== undefined) all.push(eb('refund_status', '=', filter.refundStatus));
    if (filter.createdFrom !== undefined) all.push(eb('created_at', '>=', filter.createdFrom));
    if (filter.createdBefore !== undefined) all.push(eb('created_at', '<', filter.createdBefore));
    const search = filter.search;
    if (search !== undefined) {
      if ('orderId' in search) all.push(eb('custom_order_id', '=', search.orderId));
      else {
        const any: Expression<SqlBool>[] = [
          like(eb.ref('custom_order_id'), search.idPart),
          like(eb.fn<string>('lower', [eb.ref('user_name')]), search.text),
          like(eb.fn<string>('lower', [eb.ref('user_email')]), search.text),
          // What was bought: the shop owner remembers 'the saree order' more often than its id.
          eb.exists(
            eb
              .selectFrom('order_items')
              .select(sql`1`.as('one'))
              .whereRef('order_items.order_id', '=', 'orders.id')
              .where((items) => like(items.fn<string>('lower', [items.ref('order_items.name')]), search.text)),
          ),
        ];
        if (search.digits !== null) any.push(like(sql<string>`replace(replace(replace(${eb.ref('contact_number')}, ' ', ''), '-', ''), '+', '')`, search.digits));
        all.push(eb.or(any));
      }
    }
    return eb.and(all);
  };
}
