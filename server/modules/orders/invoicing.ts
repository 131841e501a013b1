import { reissueNote } from '../../../common/admin-orders';
import type { OrderEvents } from './events';
import type { OrderRows, OrdersRepo } from './repo';

/** What an invoice is made from: the order as placed (docs/decisions/0022). Amounts in paise. */
export interface InvoiceSubject {
  orderId: string;
  customOrderId: string;
  /** `stateCode`: the GST code of the delivery state, the place of supply (docs/decisions/0032). */
  buyer: { name: string; phone: string; street: string; city: string; state: string; stateCode: string; zipCode: string };
  /** `hsnCode`, `gstRate` and `uqc` as the line kept them when bought; null on lines bought before they were kept. */
  lines: { name: string; color: string; size: string | null; quantity: number; unitPricePaise: number; hsnCode: string | null; gstRate: number | null; uqc: string | null }[];
  deliveryChargePaise: number;
  codChargePaise: number;
  /** A coupon's discount on the items (0 without one): it lowers the goods lines' taxable values in proportion. */
  discountPaise: number;
}

/**
 * The invoices module, as the orders module sees it: issue the order's invoice or credit note
 * inside the caller's transaction and say its number. Implemented by server/modules/invoices
 * (which sits above orders: the orders module never imports it).
 */
export interface DocumentIssuer {
  issueInvoice(subject: InvoiceSubject, at: string): Promise<{ number: string }>;
  /**
   * The credit note of the order's invoice, for its whole value, giving `reason`; or, when the
   * law's time for one has passed, none and why (docs/decisions/0033).
   */
  issueCreditNote(orderId: string, at: string, reason: string | null): Promise<{ issued: true; number: string } | { issued: false; why: string }>;
  /**
   * When the order's current invoice names a place of supply other than `subject`'s: a credit
   * note for it and a new invoice at the right one, the new one replacing it (docs/decisions/0038).
   * `why` is null when the invoice was right, and says why not when a credit note is too late.
   */
  reissueInvoice(subject: InvoiceSubject, at: string): Promise<{ reissued: true; replaced: string; creditNote: string; invoice: string } | { reissued: false; why: string | null }>;
}

/** What a refund's credit note gives as its reason: 'Payment refunded (NEFT-9)'. */
export function refundReason(reference: string | null): string {
  return reference ? `Payment refunded (${reference})` : 'Payment refunded';
}

export function toInvoiceSubject({ order, items }: OrderRows): InvoiceSubject {
  // claimInvoice claims only an order whose state resolved: there is no place of supply to guess.
  if (order.state_code === null) throw new Error(`order ${order.id} has no place of supply`);
  return {
    orderId: order.id,
    customOrderId: order.custom_order_id,
    buyer: { name: order.user_name, phone: order.contact_number, street: order.street, city: order.city, state: order.state, stateCode: order.state_code, zipCode: order.zip_code },
    lines: items.map((item) => ({
      name: item.name,
      color: item.color,
      size: item.size,
      quantity: item.quantity,
      unitPricePaise: item.price,
      hsnCode: item.hsn_code,
      gstRate: item.gst_rate === null ? null : Number(item.gst_rate),
      uqc: item.uqc,
    })),
    deliveryChargePaise: order.delivery_charge,
    codChargePaise: order.cod_charge,
    discountPaise: order.discount,
  };
}

/**
 * When an order gets its GST documents (docs/decisions/0022): the invoice once, at the first of
 * payment completed (online or confirmed by the shop) and goods gone (Shipped, Completed,
 * Delivered); the credit note once, when an invoiced order is cancelled or refunded. Called
 * inside the transaction of the transition, after its own conditional UPDATE: the claim is one
 * more, so the document, its number and the timeline entry commit with the transition or not at all.
 * An order whose delivery state resolved to no GST state is not claimed: the transition goes on
 * without an invoice, which waits until the address is corrected (docs/decisions/0032).
 */
export function createOrderInvoicing(deps: { repo: OrdersRepo; events: OrderEvents; issuer: DocumentIssuer }) {
  const { repo, events, issuer } = deps;
  return {
    async invoiceIfDue(orderId: string, at: string): Promise<void> {
      if (!(await repo.claimInvoice(orderId, at))) return;
      const rows = await repo.findWithItems(orderId);
      if (!rows) throw new Error(`order ${orderId} vanished inside its own transaction`);
      const { number } = await issuer.issueInvoice(toInvoiceSubject(rows), at);
      await repo.setInvoiceNumber(orderId, number);
      await events.record(orderId, 'invoice_issued', at, number);
    },

    /**
     * After the shop corrected an invoiced order's delivery state (docs/decisions/0038): when its
     * invoice names another place of supply, a credit note and a new invoice, the order's invoice
     * claim moved to it and the timeline saying so. Inside the correction's transaction; answers
     * why not when a credit note is too late (the caller refuses the whole correction).
     */
    async reissueIfWrong(orderId: string, at: string): Promise<{ reissued: boolean; refused: string | null }> {
      const rows = await repo.findWithItems(orderId);
      if (!rows) throw new Error(`order ${orderId} vanished inside its own transaction`);
      const outcome = await issuer.reissueInvoice(toInvoiceSubject(rows), at);
      if (!outcome.reissued) return { reissued: false, refused: outcome.why };
      await repo.setReissuedInvoice(orderId, outcome.invoice, at);
      await events.record(orderId, 'invoice_reissued', at, reissueNote(outcome));
      return { reissued: true, refused: null };
    },

    /**
     * `reason` is printed on the credit note. A credit note refused for lateness leaves the claim
     * in place (so a later refund does not ask again) with no number, and the timeline says why;
     * the cancel or refund it came with goes ahead (docs/decisions/0033).
     */
    async creditNoteIfInvoiced(orderId: string, at: string, reason: string | null): Promise<void> {
      if (!(await repo.claimCreditNote(orderId, at))) return;
      const outcome = await issuer.issueCreditNote(orderId, at, reason);
      if (!outcome.issued) {
        await events.record(orderId, 'credit_note_refused', at, outcome.why);
        return;
      }
      await repo.setCreditNoteNumber(orderId, outcome.number);
      await events.record(orderId, 'credit_note_issued', at, outcome.number);
    },
  };
}

export type OrderInvoicing = ReturnType<typeof createOrderInvoicing>;
