import type { ReplacementReason, ReplacementStatus } from '../../../common/replacements';
import type { OrderEventType, OrderStatus, PaymentMethod, PaymentStatus, RefundStatus } from '../../../common/orders';

/** An order. Money columns are integer paise; `needs_review` is 0/1. */
export interface OrdersTable {
  id: string;
  /** `ORD-` + 9 of [0-9A-Z]: what the customer and the shop call the order. UNIQUE. */
  custom_order_id: string;
  user_id: string;
  /** Name, e-mail, phone and address as given at checkout. */
  user_name: string;
  user_email: string;
  contact_number: string;
  street: string;
  city: string;
  state: string;
  /** The state's GST code, the place of supply (docs/decisions/0032); NULL for an old row whose state resolves to none: not invoiced. */
  state_code: string | null;
  zip_code: string;
  country: string;
  payment_method: PaymentMethod;
  /** The gateway collecting an online order ('phonepe'); NULL for COD and a hand-confirmed UPI QR. */
  payment_gateway: string | null;
  payment_status: PaymentStatus;
  status: OrderStatus;
  items_total: number;
  delivery_charge: number;
  cod_charge: number;
  total_price: number;
  /** The cart the order came from (its lines leave the cart once the order is paid or placed COD). */
  cart_id: string | null;
  /** Set while an online cart checkout's payment is open (see migration 0006); UNIQUE. */
  checkout_key: string | null;
  /** The checkout modal's Idempotency-Key (one per opening); UNIQUE per customer. */
  idempotency_key: string | null;
  /** The order that a newer checkout of the same cart placed instead of this unpaid one. */
  superseded_by: string | null;
  /** The gateway's transaction id (or its order id) once paid. */
  payment_id: string | null;
  needs_review: number;
  review_reason: string | null;
  delivery_partner: string | null;
  tracking_id: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  paid_at: string | Date | null;
  /** 1 while the order holds its stock; each give-back flips it 1 → 0 first, so it happens once. */
  stock_held: number;
  cancel_reason: string | null;
  /** When it was marked Delivered: the replacement window (14 days) counts from here. */
  delivered_at: string | Date | null;
  /** The refund summary the order answer carries, once a refund started or was recorded. */
  refund_status: RefundStatus | null;
  refund_amount: number | null;
  refund_reference: string | null;
  /** What the shop noted when confirming a UPI or COD payment (a UPI transaction id, a receipt). */
  payment_reference: string | null;
  /** The order's GST invoice (docs/decisions/0022): its number, and when it was issued (set first: the claim). */
  invoice_number: string | null;
  invoiced_at: string | Date | null;
  /** The credit note that cancelled or refunded the invoice. */
  credit_note_number: string | null;
  credit_noted_at: string | Date | null;
  /** A coupon's discount on the items, in paise (0 without one), and the coupon as placed (docs/decisions/0060). */
  discount: number;
  coupon_id: string | null;
  coupon_code: string | null;
  /** 1 while the order holds a use of its coupon; each give-back flips it 1 → 0 first, so it happens once. */
  coupon_held: number;
}

/** One ordered line: a snapshot of the product as sold. */
export interface OrderItemsTable {
  id: string;
  order_id: string;
  /** 0, 1, … in the order the customer listed them. */
  position: number;
  product_id: string;
  name: string;
  primary_image: string;
  color: string;
  /** The colour's `_id` at the time (stock goes back to it); NULL for orders placed before stock was tracked. */
  color_id: string | null;
  /** The size bought; NULL for a product without sizes. */
  size: string | null;
  /** Unit price in paise. */
  price: number;
  quantity: number;
  /** The product's HSN code and GST rate when ordered (the invoice taxes these); NULL for orders placed before GST. */
  hsn_code: string | null;
  gst_rate: number | null;
  /** The product's unit of quantity when ordered (migration 0019); NULL for orders placed before it: pieces. */
  uqc: string | null;
}

/** One entry of an order's timeline, written in the transaction of the change it records. */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  at: string | Date;
  type: OrderEventType;
  note: string | null;
}

/** A customer's request to replace one line of a delivered order (docs/decisions/0048); one open ('requested') per line. */
export interface ReplacementRequestsTable {
  id: string;
  order_id: string;
  order_item_id: string;
  reason: ReplacementReason;
  note: string | null;
  /** The size wanted instead (wrong size of a line bought in a size). */
  size: string | null;
  /** A JSON array of the photos' /media/ URLs (at most 3). */
  photos: string;
  status: ReplacementStatus;
  /** What the shop told the customer when it decided. */
  decision_note: string | null;
  created_at: string | Date;
  decided_at: string | Date | null;
}

/**
 * The owner's desk's summary of each IST day (migration 0029, docs/decisions/0066): derived from
 * the orders, rebuilt day by day from them; triggers mark a changed order's day dirty.
 */
export interface DeskDirtyDaysTable {
  day: string;
  /** Bumped by every change of the day's orders: a recompute clears the mark only if it is unchanged. */
  version: number;
}
export interface DeskDaySalesTable {
  day: string;
  /** Paise. */
  revenue: number | string;
  orders: number;
}
export interface DeskDayStatusTable {
  day: string;
  status: OrderStatus;
  count: number;
}
export interface DeskDayProductsTable {
  day: string;
  product_id: string;
  /** The greatest name the product's lines were sold under that day (the figures show the latest only if it is gone). */
  name: string;
  units: number;
  /** Paise. */
  takings: number | string;
}
export interface DeskSummaryTable {
  id: number;
  /** Bumped by every recompute. */
  generation: number;
}

export interface OrderTables {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  desk_dirty_days: DeskDirtyDaysTable;
  desk_day_sales: DeskDaySalesTable;
  desk_day_status: DeskDayStatusTable;
  desk_day_products: DeskDayProductsTable;
  desk_summary: DeskSummaryTable;
  order_events: OrderEventsTable;
  replacement_requests: ReplacementRequestsTable;
}
