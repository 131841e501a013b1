import type { AdminOrder } from '../../../common/admin-orders';
import type { Order, OrderLine } from '../../../common/orders';
import { fromPaise } from '../../../common/money';
import { toIso } from '../../db/time';
import type { OrderRows } from './repo';
import type { Replacement } from '../../../common/replacements';
import type { OrderItemsTable, ReplacementRequestsTable } from './tables';

/** What other modules (payments) need of an order: ids, state, amounts in paise, the ordered lines. */
export interface OrderRecord {
  id: string;
  customOrderId: string;
  userId: string;
  cartId: string | null;
  paymentMethod: Order['paymentMethod'];
  /** The gateway collecting it ('phonepe'); null for cash on delivery and a hand-confirmed UPI QR. */
  paymentGateway: string | null;
  paymentStatus: Order['paymentStatus'];
  status: Order['status'];
  totalPaise: number;
  /** The coupon's discount the order was placed with (0 without one): a retry reprices with it. */
  discountPaise: number;
  needsReview: boolean;
  /** The order a newer checkout of the same cart placed instead of this one. */
  supersededBy: string | null;
  createdAt: Date;
  lines: { productId: string; color: string; size: string | null; quantity: number; pricePaise: number }[];
  /** The contract shape (rupees), for answers and the confirmation e-mail. */
  view: Order;
}

function toLine(item: OrderItemsTable): OrderLine {
  return {
    _id: item.id,
    productId: item.product_id,
    name: item.name,
    primaryImage: item.primary_image,
    quantity: item.quantity,
    color: item.color,
    size: item.size,
    price: fromPaise(item.price),
  };
}

export function toReplacement(row: ReplacementRequestsTable): Replacement {
  return {
    _id: row.id,
    lineId: row.order_item_id,
    reason: row.reason,
    note: row.note,
    size: row.size,
    photos: JSON.parse(row.photos) as string[],
    status: row.status,
    decisionNote: row.decision_note,
    requestedAt: toIso(row.created_at),
    decidedAt: row.decided_at === null ? null : toIso(row.decided_at),
  };
}

/** The API's Order (docs/api.md), in rupees. Internal fields (review flag, checkout key, cart) stay out. */
export function toOrder({ order, items, events, replacements }: OrderRows): Order {
  return {
    _id: order.id,
    customOrderId: order.custom_order_id,
    paymentId: order.payment_id,
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    products: items.map(toLine),
    status: order.status,
    deliveryPartner: order.delivery_partner,
    trackingId: order.tracking_id,
    deliveryAddress: { street: order.street, city: order.city, state: order.state, zipCode: order.zip_code, country: order.country },
    contactNumber: order.contact_number,
    user: { name: order.user_name, email: order.user_email },
    totalPrice: fromPaise(order.total_price),
    itemsTotal: fromPaise(order.items_total),
    deliveryCharge: fromPaise(order.delivery_charge),
    codCharge: fromPaise(order.cod_charge),
    discount: fromPaise(order.discount),
    couponCode: order.coupon_code,
    createdAt: toIso(order.created_at),
    events: events.map((event) => ({ at: toIso(event.at), type: event.type, ...(event.note === null ? {} : { note: event.note }) })),
    cancelReason: order.cancel_reason,
    refund:
      order.refund_status === null
        ? null
        : { status: order.refund_status, amount: fromPaise(order.refund_amount ?? order.total_price), reference: order.refund_reference },
    replacements: replacements.map(toReplacement),
    invoice: order.invoice_number !== null && order.invoiced_at !== null ? { number: order.invoice_number, date: toIso(order.invoiced_at) } : null,
    creditNote: order.credit_note_number !== null && order.credit_noted_at !== null ? { number: order.credit_note_number, date: toIso(order.credit_noted_at) } : null,
  };
}

/** The admin's answers: the customer's shape plus the review flag and its reason, and who collects the payment. */
export function toAdminOrder(rows: OrderRows): AdminOrder {
  return { ...toOrder(rows), needsReview: rows.order.needs_review === 1, reviewReason: rows.order.review_reason, paymentGateway: rows.order.payment_gateway, deliveryStateUnknown: rows.order.state_code === null, deliveryStateCode: rows.order.state_code };
}

/** The record of rows a lookup found, or null when it found none. */
export function toOrderRecordOrNull(rows: OrderRows | undefined): OrderRecord | null {
  return rows ? toOrderRecord(rows) : null;
}

export function toOrderRecord(rows: OrderRows): OrderRecord {
  const { order, items } = rows;
  return {
    id: order.id,
    customOrderId: order.custom_order_id,
    userId: order.user_id,
    cartId: order.cart_id,
    paymentMethod: order.payment_method,
    paymentGateway: order.payment_gateway,
    paymentStatus: order.payment_status,
    status: order.status,
    totalPaise: order.total_price,
    discountPaise: order.discount,
    needsReview: order.needs_review === 1,
    supersededBy: order.superseded_by,
    createdAt: new Date(toIso(order.created_at)),
    lines: items.map((item) => ({ productId: item.product_id, color: item.color, size: item.size, quantity: item.quantity, pricePaise: item.price })),
    view: toOrder(rows),
  };
}
