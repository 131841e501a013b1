import type { Db } from '../../db/connect';

/**
 * The orders the shop must correct (docs/decisions/0037, 0038): those whose delivery state is no
 * GST state (no place of supply), and those whose current invoice (the one no correction
 * replaced) names another place of supply than the order's state and was not credited by a cancel
 * or refund; such an invoice was issued at the shop's state before states were checked.
 * `invoiced_place_of_supply` is that invoice's place of supply (null when not invoiced).
 */
export function ordersToCorrect(db: Db) {
  return db
    .selectFrom('orders')
    .leftJoin('invoices', (join) => join.onRef('invoices.order_id', '=', 'orders.id').on('invoices.kind', '=', 'invoice').on('invoices.superseded_by', 'is', null))
    .where((eb) => eb.or([eb('orders.state_code', 'is', null), eb.and([eb('orders.credit_noted_at', 'is', null), eb('invoices.place_of_supply', '<>', eb.ref('orders.state_code'))])]));
}
