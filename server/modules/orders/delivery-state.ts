import type { Logger } from 'pino';
import type { DeliveryStateInput } from '../../../common/accounts';
import { correctionTooLate, invoiceChangedMeanwhile, invoiceCredited, type AdminOrder } from '../../../common/admin-orders';
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
 * already at another place of supply gets, in the same transaction, a credit note for that invoice
 * and a new one in its place (docs/decisions/0038); the same state again re-issues such an invoice.
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

  /** Not invoiced yet: the state is stored and the order invoiced if due (docs/decisions/0037). */
  async function correctUninvoiced(order: OrdersTable, place: Place, at: string): Promise<boolean> {
    if (!(await repo.correctDeliveryState(order.id, place, at))) return false;
    await events.record(order.id, 'address_corrected', at, correctionNote(order, place));
    // Read after the write: a payment that completed meanwhile counts (the row is ours now).
    const now = await repo.findById(order.id);
    if (now && invoiceDue(now.order)) await invoicing.invoiceIfDue(order.id, at);
    return true;
  }

  /** Invoiced: the state is stored and a wrong invoice replaced; a credit note too late undoes it all (docs/decisions/0038). */
  async function correctInvoiced(order: OrdersTable, invoiceNumber: string, place: Place, at: string): Promise<boolean> {
    if (!(await repo.correctInvoicedDeliveryState(order.id, place, at, invoiceNumber))) return false;
    await events.record(order.id, 'address_corrected', at, correctionNote(order, place));
    const { refused } = await invoicing.reissueIfWrong(order.id, at);
    if (refused !== null) throw AppError.conflict(correctionTooLate(refused));
    return true;
  }

  return {
    async correct(ref: string, input: DeliveryStateInput): Promise<AdminOrder> {
      const { order } = await lookup.requireOrder(ref);
      // An invoiced order's number (written in the claim's transaction, so never missing once it is seen).
      const invoiceNumber = order.invoiced_at === null ? null : (order.invoice_number ?? '');
      if (invoiceNumber !== null && order.credit_noted_at !== null) throw AppError.conflict(invoiceCredited(invoiceNumber, order.credit_note_number));
      // The schema resolved it already; this only gives the code beside the name.
      const state = resolveGstState(input.state);
      if (state === null) throw new Error(`state ${input.state} passed the schema but does not resolve`);
      const place = { state: state.name, stateCode: state.code, zipCode: input.zipCode };
      const at = clock().toISOString();
      const corrected = await transaction(() => (invoiceNumber === null ? correctUninvoiced(order, place, at) : correctInvoiced(order, invoiceNumber, place, at)));
      const after = await lookup.requireOrder(order.id);
      if (!corrected) throw AppError.conflict(invoiceChangedMeanwhile(after.order.invoice_number));
      logger.info(
        { customOrderId: order.custom_order_id, stateCode: state.code, invoice: after.order.invoice_number, reissued: after.order.invoice_number !== invoiceNumber && invoiceNumber !== null },
        'delivery state corrected by the shop',
      );
      return toAdminOrder(after);
    },
  };
}

type Place = { state: string; stateCode: string; zipCode: string };

export type DeliveryStateCorrection = ReturnType<typeof createDeliveryStateCorrection>;
