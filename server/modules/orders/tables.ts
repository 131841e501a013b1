import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../common/orders';

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
  /** Unit price in paise. */
  price: number;
  quantity: number;
}

export interface OrderTables {
  orders: OrdersTable;
  order_items: OrderItemsTable;
}
