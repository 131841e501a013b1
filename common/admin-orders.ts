import { z } from 'zod';
import { ORDER_STATUSES, orderSchema, type Order, type OrderStatus } from './orders';

/**
 * The admin's orders (docs/storefront-texts.md#screens, #states, #validation, #toasts; docs/api.md): what the API
 * answers, what PUT /api/orders/{id} accepts, and the texts both sides show, word for word.
 */

/** An order as the admin API answers it: the customer's shape plus the review flag (payments' amount check). */
export const adminOrderSchema = orderSchema.extend({
  needsReview: z.boolean().meta({ description: 'The gateway reported another amount than the order’s: look before fulfilling it.' }),
  reviewReason: z.string().nullable(),
  paymentGateway: z.string().nullable().meta({ description: 'The gateway collecting an online order (phonepe); null for cash on delivery and a UPI QR, whose payment the shop confirms by hand.' }),
  deliveryStateUnknown: z.boolean().meta({ description: 'The delivery address’s state is no GST state: the order has no place of supply and is not invoiced until the address is corrected.' }),
  deliveryStateCode: z.string().nullable().meta({ description: 'The GST code of the delivery state (the place of supply: 33 for Tamil Nadu); null when the state is no GST state.' }),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** Why an order is in 'Orders to correct' (docs/decisions/0038). */
export const CORRECTION_REASONS = ['unresolved', 'wrong-place-of-supply'] as const;

/** GET /api/orders/unresolved-states: an admin order, why it needs correcting, and where its invoice put the supply. */
export const orderToCorrectSchema = adminOrderSchema.extend({
  reason: z.enum(CORRECTION_REASONS).meta({
    description: 'unresolved: the delivery state is no GST state (no place of supply). wrong-place-of-supply: the current invoice names another state than the delivery address’s.',
  }),
  invoicedPlaceOfSupply: z
    .object({ stateCode: z.string(), stateName: z.string() })
    .nullable()
    .meta({ description: 'The place of supply on the order’s current invoice; null when not invoiced.' }),
  why: z.string().meta({ description: 'One line saying why, for the screen.' }),
});
export type OrderToCorrect = z.infer<typeof orderToCorrectSchema>;

type Place = { stateCode: string; stateName: string };
const placeText = (place: Place) => `${place.stateName} (${place.stateCode})`;

/** 'Invoiced with place of supply Karnataka (29); the address is in Tamil Nadu (33).' */
export function correctionWhy(order: { state: string; place: Place | null }, invoiced: Place | null): string {
  const invoice = invoiced === null ? null : `Invoiced with place of supply ${placeText(invoiced)}`;
  if (order.place === null) return `The delivery state ‘${order.state || '(none)'}’ is not a GST state${invoice === null ? ', so the order has no place of supply.' : `. ${invoice}.`}`;
  return `${invoice ?? 'Not invoiced'}; the address is in ${placeText(order.place)}.`;
}

/** An invoice correction's documents (docs/decisions/0038): the replaced invoice, its credit note and the new invoice. */
export interface Reissue {
  replaced: string;
  creditNote: string;
  invoice: string;
}

/** The `invoice_reissued` timeline note: 'KH/26-27/00001 cancelled by CN/26-27/00002; KH/26-27/00003 issued in its place'. */
export const reissueNote = ({ replaced, creditNote, invoice }: Reissue) => `${replaced} cancelled by ${creditNote}; ${invoice} issued in its place`;

/** The documents an `invoice_reissued` note names, for the admin order page's links; null for any other text. */
export function parseReissueNote(note: string | undefined): Reissue | null {
  const match = /^(\S+) cancelled by (\S+); (\S+) issued in its place$/.exec(note ?? '');
  return match ? { replaced: match[1]!, creditNote: match[2]!, invoice: match[3]! } : null;
}

/** The screen's note above the form of an invoiced order: what saving does (docs/decisions/0038). */
export const REISSUE_NOTE = 'This order is invoiced. Saving a state other than the invoice’s place of supply issues a credit note for the invoice and a new invoice at the corrected place of supply.';

/** The statuses the admin's order edit offers (docs/storefront-texts.md#states). */
export const ADMIN_ORDER_STATUSES = ['Pending', 'Completed'] as const satisfies readonly OrderStatus[];
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export const MAX_DELIVERY_TEXT = 100;

export const DELIVERY_PARTNER_REQUIRED = 'Delivery partner is required!';
export const TRACKING_ID_REQUIRED = 'Tracking ID is required!';
export const STATUS_NOT_ALLOWED = 'Status must be Pending or Completed';
export const NO_ORDER_CHANGES = 'No changes detected';
export const ORDER_NOT_FOUND = 'Order not found';
/** The admin order page, for an order with no place of supply (docs/decisions/0032). */
export const noPlaceOfSupply = (state: string) =>
  `No invoice: the delivery address’s state ‘${state}’ is not a GST state. Correct the address to invoice this order.`;

/**
 * PUT /api/orders/{id}/delivery-state when the order's invoice changed between reading the order
 * and writing the correction (it was invoiced, or corrected by another request): nothing was
 * written (docs/decisions/0038).
 */
export const invoiceChangedMeanwhile = (invoiceNumber: string | null) =>
  `This order’s invoice changed while it was being corrected (it is now ${invoiceNumber ?? 'being issued'}). Nothing was changed: open the order again and correct it if it is still wrong.`;

/** …on an order whose invoice was cancelled by the credit note of its cancel or refund: no invoice is left to correct. */
export const invoiceCredited = (invoiceNumber: string, creditNoteNumber: string | null) =>
  creditNoteNumber === null
    ? `This order was cancelled or refunded after the time for a credit note against ${invoiceNumber} had ended: its place of supply can be corrected only through the GST return.`
    : `This order’s invoice ${invoiceNumber} was cancelled by credit note ${creditNoteNumber}: there is no invoice left to correct.`;

/** …when a credit note against the invoice is too late (CGST Act s.34(2), docs/decisions/0033): `why` is that reason. */
export const correctionTooLate = (why: string) => `${why}. A credit note and a new invoice are no longer possible: correct the place of supply through the GST return.`;

/** GET /api/orders answers an array; the page count travels in this header. */
export const TOTAL_PAGES_HEADER = 'X-Total-Pages';
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

const deliveryText = (required: string, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required })
    .max(MAX_DELIVERY_TEXT, { message: `${label} must be at most ${MAX_DELIVERY_TEXT} characters` });

const optionalDeliveryText = (label: string) =>
  z.string().trim().max(MAX_DELIVERY_TEXT, { message: `${label} must be at most ${MAX_DELIVERY_TEXT} characters` }).optional();

/** The status a delivery partner and tracking ID go with: the order handed to the courier. */
export const SHIPPING_STATUS: AdminOrderStatus = 'Completed';

const orderEditFields = z.object({
  status: z.enum(ADMIN_ORDER_STATUSES, { error: STATUS_NOT_ALLOWED }),
  deliveryPartner: optionalDeliveryText('Delivery partner'),
  trackingId: optionalDeliveryText('Tracking ID'),
});

/**
 * The order edit form (docs/storefront-texts.md#validation): the delivery partner and tracking ID
 * are required when the order is marked Completed (handed to the courier), and asked for only
 * then (docs/decisions/0044); moving an order back to Pending needs neither.
 */
export const orderEditSchema = orderEditFields.superRefine((values, ctx) => {
  if (values.status !== SHIPPING_STATUS) return;
  if (!values.deliveryPartner) ctx.addIssue({ code: 'custom', path: ['deliveryPartner'], message: DELIVERY_PARTNER_REQUIRED });
  if (!values.trackingId) ctx.addIssue({ code: 'custom', path: ['trackingId'], message: TRACKING_ID_REQUIRED });
});
export type OrderEditValues = z.infer<typeof orderEditSchema>;

export const STATUS_UNKNOWN = `Status must be one of ${ORDER_STATUSES.join(', ')}`;

/**
 * PUT /api/orders/{id}: only the changed fields (unknown fields are dropped). The API takes every
 * status (docs/decisions/0016: whichever the state machine allows from the current one, 409
 * otherwise); the spec's edit form above still offers only Pending and Completed.
 */
export const orderUpdateSchema = orderEditFields
  .extend({ deliveryPartner: deliveryText(DELIVERY_PARTNER_REQUIRED, 'Delivery partner'), trackingId: deliveryText(TRACKING_ID_REQUIRED, 'Tracking ID'), status: z.enum(ORDER_STATUSES, { error: STATUS_UNKNOWN }) })
  .partial();
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export const MAX_REASON = 500;
export const REASON_REQUIRED = 'Reason is required';
export const REFERENCE_REQUIRED = 'Reference is required';
export const MAX_REFERENCE = 200;

const reasonText = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(1, { message: REASON_REQUIRED })
  .max(MAX_REASON, { message: `Reason must be at most ${MAX_REASON} characters` });

const referenceText = z.string({ error: REFERENCE_REQUIRED }).trim().max(MAX_REFERENCE, { message: `Reference must be at most ${MAX_REFERENCE} characters` });

/** POST /api/orders/{id}/confirm-payment (admin): the UPI transaction id or a receipt note, optional. */
export const confirmPaymentSchema = z.object({ reference: referenceText.optional() });
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentSchema>;

/** POST /api/orders/{id}/cancel (admin). */
export const cancelOrderSchema = z.object({ reason: reasonText });
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/** POST /api/orders/{id}/refund (admin): a refund of a UPI or COD payment made by hand. */
export const manualRefundSchema = z.object({ reference: referenceText.min(1, { message: REFERENCE_REQUIRED }) });
export type ManualRefundInput = z.infer<typeof manualRefundSchema>;

/** How long after delivery a replacement may be asked for (the product page promises it). */
export const REPLACEMENT_WINDOW_DAYS = 14;

/** What the edit form sends: the fields whose (trimmed) value differs from the order's, or null when none does. Partner and tracking ID only when shipping. */
export function orderChanges(order: Pick<Order, 'status' | 'deliveryPartner' | 'trackingId'>, values: OrderEditValues): OrderUpdate | null {
  const changes: OrderUpdate = {};
  if (values.status !== order.status) changes.status = values.status;
  if (values.status === SHIPPING_STATUS) {
    const partner = values.deliveryPartner?.trim() ?? '';
    if (partner !== (order.deliveryPartner ?? '')) changes.deliveryPartner = partner;
    const tracking = values.trackingId?.trim() ?? '';
    if (tracking !== (order.trackingId ?? '')) changes.trackingId = tracking;
  }
  return Object.keys(changes).length === 0 ? null : changes;
}

/** The search box's text as the API compares it: trimmed, upper-cased; null when empty (docs/storefront-texts.md#validation: ignored). */
export function normaliseOrderSearch(input: string): string | null {
  const text = input.trim().toUpperCase();
  return text === '' ? null : text;
}

/**
 * What waits for the shop among its orders (the dashboard's 'To act on', docs/decisions/0062):
 * each count is the admin list's count under the filter its link opens, so the two always agree.
 */
export interface OrdersToActOn {
  /** Not shipped yet, and paid or cash on delivery (`awaiting=shipment`). */
  toShip: number;
  /** Cash on delivery or a UPI QR whose payment the shop has not confirmed, not cancelled (`awaiting=confirmation`). */
  toConfirm: number;
  /** With a replacement request the shop has not decided (`replacement=requested`). */
  replacements: number;
  /** Whose gateway refund failed: to refund by hand (`refundStatus=Failed`). */
  refundsFailed: number;
}

/** The admin list's query of each 'To act on' count. */
export const TO_ACT_ON_FILTERS: Record<keyof OrdersToActOn, Record<string, string>> = {
  toShip: { awaiting: 'shipment' },
  toConfirm: { awaiting: 'confirmation' },
  replacements: { replacement: 'requested' },
  refundsFailed: { refundStatus: 'Failed' },
};
