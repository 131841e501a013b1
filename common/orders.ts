import { z } from 'zod';
import { replacementSchema } from './replacements';
import { addressSchema } from './accounts';
import { contactNumberSchema } from './india-formats';
import { MAX_LINE_QUANTITY } from './cart';
import { deliveryAfterThreshold } from './checkout-rules';
import { appliedCouponCodeSchema } from './coupons';

const LINE_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

/** One line of a checkout: a product, its colour and size, and how many. */
const checkoutLineSchema = z.object({
  productId: z.string().trim().min(1).max(64),
  name: z.string().max(300).optional(),
  primaryImage: z.string().max(500).optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY, { message: LINE_QUANTITY_MESSAGE }),
  color: z.string().trim().min(1).max(60),
  /** Required for a product with sizes (400 'Please select a size'); absent or null without. */
  size: z.string().trim().min(1).max(10).nullish(),
  price: z.number().nonnegative().optional(),
});
type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** What makes two lines one: the product, its colour and its size. */
export function orderedLineKey(line: Pick<OrderedLine, 'productId' | 'color' | 'size'>): string {
  return JSON.stringify([line.productId, line.color, line.size ?? null]);
}

/**
 * Lines of the same product, colour and size as one line of their total quantity, at the first's
 * place (docs/decisions/0029): repeating a line must not order more than one line may.
 */
function mergeSameLines(lines: CheckoutLine[]): CheckoutLine[] {
  const merged = new Map<string, CheckoutLine>();
  for (const line of lines) {
    const key = orderedLineKey(line);
    const first = merged.get(key);
    merged.set(key, first ? { ...first, quantity: first.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}

/**
 * The order data the checkout sends to POST /api/payments/phonepe and /api/payments/cod (docs/api.md).
 * Names, images and prices in it are the client's view and are never trusted: the server reloads
 * every product and answers 409 when the total it computes differs from `totalPrice`.
 */
export const checkoutSchema = z.object({
  products: z
    .array(checkoutLineSchema)
    .min(1, { message: 'Your order has no products' })
    .max(50)
    .superRefine((lines, ctx) => {
      // The per-line rule holds for the merged line: reported on the first of its repeats.
      const totals = new Map<string, { index: number; quantity: number }>();
      lines.forEach((line, index) => {
        const key = orderedLineKey(line);
        const total = totals.get(key) ?? { index, quantity: 0 };
        total.quantity += line.quantity;
        totals.set(key, total);
      });
      for (const { index, quantity } of totals.values()) {
        if (quantity > MAX_LINE_QUANTITY) ctx.addIssue({ code: 'custom', path: [index, 'quantity'], message: LINE_QUANTITY_MESSAGE });
      }
    })
    .transform(mergeSameLines),
  deliveryAddress: addressSchema,
  contactNumber: contactNumberSchema,
  name: z.string().trim().min(1, { message: 'Name is required' }).max(100),
  email: z.string().trim().pipe(z.email({ message: 'Invalid email address' })),
  /** Rupees, as the checkout modal showed it. */
  totalPrice: z.number().nonnegative(),
  /** Present for cart checkout (the shop's flat cart delivery charge); absent for Buy Now. */
  cartId: z.string().trim().min(1).max(64).optional(),
  /** A coupon the shopper applied (any case); the order's total must be the discounted one (docs/decisions/0060). */
  couponCode: appliedCouponCodeSchema.optional(),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** POST /api/checkout/quote: what the order would cost, by the very pricing that places it (docs/decisions/0060). */
export const quoteInputSchema = z.strictObject({
  products: checkoutSchema.shape.products,
  cartId: checkoutSchema.shape.cartId,
  paymentMethod: z.enum(['online', 'cod'], { message: 'Choose online or cod' }),
  couponCode: appliedCouponCodeSchema.optional(),
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** The quote's answer, in rupees: `total` is what the payment call must send as `totalPrice`. */
export const quoteAnswerSchema = z.object({
  subtotal: z.number(),
  deliveryCharge: z.number(),
  codCharge: z.number(),
  discount: z.number(),
  total: z.number(),
  coupon: z.object({ code: z.string(), discount: z.number() }).nullable(),
  couponError: z.string().optional().meta({ description: 'Why the applied coupon does not apply (the spec’s words); the quote is then without it.' }),
  codAllowed: z.boolean().meta({ description: 'Whether cash on delivery may take this order: offered by the shop, and its total paid on delivery (after the discount) within the shop’s limit.' }),
  freeDeliveryShortfall: z.number().nullable().meta({ description: 'A cart checkout only: how much more of items makes delivery free; null with no threshold, free delivery already, or Buy Now.' }),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

/** What one checkout line orders: a product, its colour, size (null or absent without sizes) and how many. */
export type OrderedLine = Pick<CheckoutInput['products'][number], 'productId' | 'color' | 'quantity' | 'size'>;

/**
 * The `Idempotency-Key` header of a checkout: the modal draws one per opening, so a repeated or
 * concurrent submission of that checkout answers the order already placed (optional for API clients).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: 'Idempotency-Key must be 8 to 100 letters, digits, - or _' })
  .optional();

export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Completed', 'Delivered', 'Canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['Pending', 'Completed', 'Failed', 'Refunded'] as const;
const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const REFUND_STATUSES = ['Pending', 'Completed', 'Failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * What an order's timeline records (docs/decisions/0016), oldest first. `note` carries the detail:
 * the new status, the partner and tracking id, the cancel reason, a payment or refund reference.
 */
export const ORDER_EVENT_TYPES = [
  'placed',
  'paid',
  'payment_failed',
  'payment_retried',
  /** The shopper chose cash on delivery for an unpaid online order (docs/decisions/0045): the note is the new total. */
  'cod_chosen',
  'status_changed',
  'shipped',
  'delivered',
  'cancelled',
  'refund_started',
  'refund_completed',
  'refund_failed',
  'replacement_requested',
  /** The shop accepted or declined a replacement request (docs/decisions/0048): the note is what it told the customer. */
  'replacement_accepted',
  'replacement_declined',
  'invoice_issued',
  'credit_note_issued',
  /** The credit note was due but its time had passed (CGST Act s.34(2)): the note says why. */
  'credit_note_refused',
  /** The shop corrected the delivery state and PIN (docs/decisions/0037): the note says from what to what. */
  'address_corrected',
  /** An invoice at the wrong place of supply was cancelled by a credit note and replaced (docs/decisions/0038): the note names the three. */
  'invoice_reissued',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const orderEventSchema = z.object({
  at: z.string(),
  type: z.enum(ORDER_EVENT_TYPES),
  note: z.string().optional(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderRefundSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  amount: z.number().meta({ description: 'Rupees.' }),
  reference: z.string().nullable().meta({ description: 'The gateway’s refund id, or what the shop recorded for a refund made by hand.' }),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** An issued GST document: its number (INV/26-27/00042) and the instant it was issued. */
export const orderDocumentSchema = z.object({ number: z.string(), date: z.string() });
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

export type PaymentMethod = 'online' | 'cod';

/** ORD- and 9 characters of [0-9A-Z]. */
export const ORDER_ID_PATTERN = /^ORD-[0-9A-Z]{9}$/;

export const orderLineSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  primaryImage: z.string(),
  quantity: z.number().int(),
  color: z.string(),
  size: z.string().nullable().meta({ description: 'The size bought; null for a product without sizes.' }),
  price: z.number().meta({ description: 'Rupees, as charged (a snapshot: later product edits never change it).' }),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order as the API returns it (docs/api.md, Order). */
export const orderSchema = z.object({
  _id: z.string(),
  customOrderId: z.string().regex(ORDER_ID_PATTERN),
  paymentId: z.string().nullable(),
  paymentMethod: z.enum(['online', 'cod']),
  paymentStatus: paymentStatusSchema,
  products: z.array(orderLineSchema),
  status: z.enum(ORDER_STATUSES),
  deliveryPartner: z.string().nullable(),
  trackingId: z.string().nullable(),
  deliveryAddress: z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), country: z.string() }),
  contactNumber: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  totalPrice: z.number().meta({ description: 'Rupees: items − discount + delivery (+ COD charge).' }),
  discount: z.number().meta({ description: 'Rupees off the items by the coupon (0 without one).' }),
  couponCode: z.string().nullable().meta({ description: 'The coupon the order was placed with, as it was then.' }),
  itemsTotal: z.number().meta({ description: 'Rupees: the sum of price × quantity of the lines.' }),
  deliveryCharge: z.number(),
  codCharge: z.number(),
  createdAt: z.string(),
  events: z.array(orderEventSchema).meta({ description: 'The timeline, oldest first.' }),
  cancelReason: z.string().nullable(),
  refund: orderRefundSchema.nullable(),
  replacements: z.array(replacementSchema).meta({ description: 'The customer’s replacement requests, oldest first (docs/decisions/0048).' }),
  invoice: orderDocumentSchema.nullable().meta({ description: 'The GST invoice, once issued (when paid, or first shipped): GET /api/orders/{id}/invoice.pdf.' }),
  creditNote: orderDocumentSchema.nullable().meta({ description: 'The credit note of a cancelled or refunded invoiced order: GET /api/orders/{id}/credit-note.pdf.' }),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/payments/status/{customOrderId}: what the return page shows. */
export const paymentStatusAnswerSchema = z.object({
  orderId: z.string(),
  paymentStatus: paymentStatusSchema,
  totalPrice: z.number(),
  discount: z.number().meta({ description: 'Rupees off the items by the coupon (0 without one), shown with the payment received (docs/decisions/0060).' }),
  couponCode: z.string().nullable().meta({ description: 'The coupon the order was placed with, as it was then.' }),
  status: z.enum(ORDER_STATUSES).meta({ description: 'The order’s status. Canceled with paymentStatus Completed: the money arrived after the order was cancelled and is being refunded (Refunded once it is).' }),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswerSchema>;

/** POST /api/payments/phonepe and POST /api/payments/retry/{customOrderId}. */
export const paymentLinkAnswerSchema = z.object({
  paymentLink: z.string().meta({ description: 'The gateway’s hosted page, or a `upi://pay?…` link (PAYMENT_PROVIDER=upi: show the QR screen).' }),
  orderId: z.string(),
});
export type PaymentLinkAnswer = z.infer<typeof paymentLinkAnswerSchema>;

/** The 409 of the cash-on-delivery quote for an order not collected by the gateway (a UPI-QR order: the shop confirms it by hand). */
export const NOT_A_GATEWAY_ORDER = 'Only an order paid online through the payment gateway can change to cash on delivery';

/** GET /api/payments/cod-instead/{customOrderId}: what an unpaid online order costs in cash on delivery (docs/decisions/0045). */
export const codInsteadQuoteSchema = z.discriminatedUnion('available', [
  z.object({
    orderId: z.string(),
    available: z.literal(true),
    codCharge: z.number().meta({ description: 'The cash-on-delivery charge added to the order, in rupees.' }),
    totalPrice: z.number().meta({ description: 'The order’s total in cash on delivery, in rupees.' }),
  }),
  z.object({
    orderId: z.string(),
    available: z.literal(false),
    reason: z.string().meta({ description: 'Why not (the message POST would answer with its 409): COD off, over its limit, a changed price, the order not unpaid, or not a gateway order.' }),
  }),
]);
export type CodInsteadQuote = z.infer<typeof codInsteadQuoteSchema>;

/** POST /api/payments/cod-instead/{customOrderId}: the total the shopper was shown (the quote's). */
export const codInsteadInputSchema = z.strictObject({ totalPrice: z.number().nonnegative().meta({ description: 'The quote’s totalPrice, in rupees: a different total is a 409.' }) });
export const codInsteadAnswerSchema = z.object({ orderId: z.string(), totalPrice: z.number() });
export type CodInsteadAnswer = z.infer<typeof codInsteadAnswerSchema>;

/** POST /api/orders/{customOrderId}/cancel-unpaid: the shopper cancels an online order never paid. */
export const cancelUnpaidAnswerSchema = z.object({ orderId: z.string(), status: z.literal('Canceled') });
export type CancelUnpaidAnswer = z.infer<typeof cancelUnpaidAnswerSchema>;

/** POST /api/payments/cod (201). */
export const codOrderAnswerSchema = z.object({ orderId: z.string() });
export type CodOrderAnswer = z.infer<typeof codOrderAnswerSchema>;

/** The checkout's 409s and 502 (docs/storefront-texts.md#checkout), word for word. */
export { CART_EMPTY, COD_UNAVAILABLE, OUT_OF_STOCK, PAYMENT_SETUP_IN_PROGRESS, PAYMENT_UNAVAILABLE, PRICES_CHANGED } from './checkout-messages';
export { codAllowedFor, deliveryAfterThreshold, mayDeliverTo, type CheckoutRules, type CheckoutRulesPaise } from './checkout-rules';

/** One ordered line with today's product prices, in paise. */
export interface QuoteLine {
  productId: string;
  quantity: number;
  unitPricePaise: number;
  deliveryChargePaise: number;
  codChargePaise: number;
}

export interface OrderQuote {
  itemsTotalPaise: number;
  deliveryChargePaise: number;
  codChargePaise: number;
  /** A coupon's discount on the items (0 without one). */
  discountPaise: number;
  totalPaise: number;
}

/**
 * What an order costs, in paise (docs/api.md); the server decides with it and the checkout
 * modal can show the same numbers. Items: price × quantity. Delivery: the flat cart charge for a
 * cart checkout, else each product's delivery charge once; either is free once the items total
 * reaches the shop's free-delivery threshold. COD adds each product's COD charge once. A product
 * in two colours is still one product for both charges.
 */
export function quoteOrder(
  lines: readonly QuoteLine[],
  options: { paymentMethod: PaymentMethod; cartDeliveryChargePaise?: number; freeDeliveryAbovePaise?: number | null; discountPaise?: number },
): OrderQuote {
  const itemsTotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const products = [...new Map(lines.map((line) => [line.productId, line])).values()];
  const deliveryChargePaise = deliveryAfterThreshold(
    options.cartDeliveryChargePaise ?? products.reduce((sum, line) => sum + line.deliveryChargePaise, 0),
    itemsTotalPaise,
    options.freeDeliveryAbovePaise,
  );
  const codChargePaise = options.paymentMethod === 'cod' ? products.reduce((sum, line) => sum + line.codChargePaise, 0) : 0;
  // A coupon's discount comes off the items only, never more than they come to (common/coupon-rules.ts).
  const discountPaise = Math.min(options.discountPaise ?? 0, itemsTotalPaise);
  return { itemsTotalPaise, deliveryChargePaise, codChargePaise, discountPaise, totalPaise: itemsTotalPaise - discountPaise + deliveryChargePaise + codChargePaise };
}
