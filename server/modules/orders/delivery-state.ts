import type { Logger } from 'pino';
import type { DeliveryStateInput } from '../../../common/accounts';
import { alreadyInvoiced, type AdminOrder } from '../../../common/admin-orders';
import { resolveGstState } from '../../../common/gst/states';
import { FULFILMENT_STATUSES } from '../../../common/order-states';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors';
import type { OrderEvents } from './events';
import type { OrderInvoicing } from './invoicing';
import type { OrderLookup } from './lookup';
import { toAdminOrder } from './mappers';
import type { OrdersRepo } from './repo';
import type { OrdersTable } from './tables';

/**
 * Whether the order is due its invoice (docs/decisions/0022): paid, or its goods gone. A cancelled
 * order is not: whatever it was due went back with the cancel (docs/decisions/0037).
 */
export function invoiceDue(order: Pick<OrdersTable, 'status' | 'payment_status'>): boolean {
  return order.status !== 'Canceled' && (order.payment_status === 'Completed' || FULFILMENT_STATUSES.has(order.status));
}

/** The timeline's note of a correction: 'Madras State, PIN 600018 → Tamil Nadu (33), PIN 600018'. */
function correctionNote(before: Pick<OrdersTable, 'state' | 'zip_code'>, after: { state: string; stateCode: string; zipCode: string }): string {
  return `${before.state || '(no state)'}, PIN ${before.zip_code} → ${after.state} (${after.stateCode}), PIN ${after.zipCode}`;
}

/**
 * PUT /api/orders/{id}/delivery-state: the shop corrects an order's delivery state and PIN, most
 * often one stored before states were checked, which has no place of supply (docs/decisions/0032).
 * The canonical name and code are stored, the timeline records the change, and an order already
 * due its invoice is invoiced, all in one transaction (docs/decisions/0037). An order invoiced
 * already is refused: its invoice is frozen as issued, and one order cannot hold a second one yet.
 */
export function createDeliveryStateCorrection(deps: {
  repo: OrdersRepo;
  lookup: OrderLookup;
  events: OrderEvents;
  invoicing: OrderInvoicing;
  transaction: UnitOfWork['transaction'];
  logger: Logger;
  clock: () => Date;
}) {
  const { repo, lookup, events, invoicing, transaction, logger, clock } = deps;

  return {
    async correct(ref: string, input: DeliveryStateInput): Promise<AdminOrder> {
      const { order } = await lookup.requireOrder(ref);
      if (order.invoiced_at !== null) throw AppError.conflict(alreadyInvoiced(order.invoice_number ?? ''));
      // The schema resolved it already; this only gives the code beside the name.
      const state = resolveGstState(input.state);
      if (state === null) throw new Error(`state ${input.state} passed the schema but does not resolve`);
      const place = { state: state.name, stateCode: state.code, zipCode: input.zipCode };
      const at = clock().toISOString();
      const corrected = await transaction(async () => {
        if (!(await repo.correctDeliveryState(order.id, place, at))) return false;
        await events.record(order.id, 'address_corrected', at, correctionNote(order, place));
        // Read after the write: a payment that completed meanwhile counts (the row is ours now).
        const now = await repo.findById(order.id);
        if (now && invoiceDue(now.order)) await invoicing.invoiceIfDue(order.id, at);
        return true;
      });
      const after = await lookup.requireOrder(order.id);
      if (!corrected) throw AppError.conflict(alreadyInvoiced(after.order.invoice_number ?? ''));
      logger.info({ customOrderId: order.custom_order_id, stateCode: state.code, invoiced: after.order.invoice_number !== null }, 'delivery state corrected by the shop');
      return toAdminOrder(after);
    },
  };
}

export type DeliveryStateCorrection = ReturnType<typeof createDeliveryStateCorrection>;
