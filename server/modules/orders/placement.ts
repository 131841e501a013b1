import type { Logger } from 'pino';
import type { AddressInput } from '../../../common/accounts';
import type { OrderQuote, PaymentMethod } from '../../../common/orders';
import { resolveGstState } from '../../../common/gst/states';
import { newId } from '../../db/ids';
import { newCustomOrderId } from './custom-order-id';
import type { OrderEvents } from './events';
import { toOrderRecord, toOrderRecordOrNull, type OrderRecord } from './mappers';
import type { OrderMail } from './order-mail';
import type { OrdersRepo } from './repo';
import type { OrderHolds } from './order-holds';
import { paymentStatusMachine } from '../../../common/order-states';
import type { OrderItemsTable } from './tables';

/** An order to place: who, where, what (priced by the caller from today's catalogue), how paid. */
export interface NewOrder {
  userId: string;
  customer: { name: string; email: string; contactNumber: string; address: AddressInput };
  paymentMethod: PaymentMethod;
  /** The gateway collecting it ('phonepe'); null for cash on delivery and a UPI QR confirmed by hand. */
  paymentGateway: string | null;
  cartId: string | null;
  /** For a cart checkout: one order per cart, lines and total at a time (see migration 0006). */
  checkoutKey: string | null;
  /** The client's Idempotency-Key: a repeat of the same request finds this order (migration 0010). */
  idempotencyKey: string | null;
  lines: { productId: string; name: string; primaryImage: string; color: string; colorId: string | null; size: string | null; pricePaise: number; quantity: number; hsnCode: string; gstRate: number; uqc: string }[];
  quote: OrderQuote;
  /** The coupon applied (its discount is the quote's); the order takes a use of it as it takes its stock. */
  coupon: { couponId: string; code: string } | null;
}

/** What placing an order came to: the new order, the order an earlier identical request placed, or a clash on the cart's checkout key. */
export type PlaceResult = { placed: OrderRecord } | { repeatOf: OrderRecord } | 'checkout-taken';

// A clash on 36⁹ random ids is already unlikely; five in a row means something else is wrong.
const ID_ATTEMPTS = 5;

/**
 * What checkout may do with orders: write a new one with its snapshot of lines, find the order an
 * earlier identical checkout placed (by Idempotency-Key or the cart's checkout key), let a key go,
 * cancel a cart's older unpaid gateway orders, and queue the confirmation e-mail. Every call runs
 * inside checkout's unit-of-work transaction when there is one.
 */
export function createOrderPlacement(deps: { repo: OrdersRepo; events: OrderEvents; orderMail: OrderMail; holds: OrderHolds; logger: Logger; clock: () => Date }) {
  const { repo, events, orderMail, holds, logger, clock } = deps;
  const now = () => clock().toISOString();
  // The lines of the orders this process just placed, so taking their stock needs no read back.
  const placedLines = new WeakMap<OrderRecord, OrderItemsTable[]>();

  return {
    /**
     * Writes the order (status Pending, payment Pending) with its snapshot of lines. `repeatOf` when
     * the customer's Idempotency-Key already placed an order (a repeated or concurrent submission);
     * 'checkout-taken' when another order holds `checkoutKey` (the same cart checkout raced this one).
     */
    async place(draft: NewOrder): Promise<PlaceResult> {
      const at = now();
      const id = newId();
      const { customer, quote } = draft;
      const items: OrderItemsTable[] = draft.lines.map((line, position) => ({
        id: newId(),
        order_id: id,
        position,
        product_id: line.productId,
        name: line.name,
        primary_image: line.primaryImage,
        color: line.color,
        color_id: line.colorId,
        size: line.size,
        price: line.pricePaise,
        quantity: line.quantity,
        hsn_code: line.hsnCode,
        gst_rate: line.gstRate,
        uqc: line.uqc,
      }));
      for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
        const order = {
          id,
          custom_order_id: newCustomOrderId(),
          user_id: draft.userId,
          user_name: customer.name,
          user_email: customer.email,
          contact_number: customer.contactNumber,
          street: customer.address.street,
          city: customer.address.city,
          state: customer.address.state,
          state_code: resolveGstState(customer.address.state)?.code ?? null,
          zip_code: customer.address.zipCode,
          country: customer.address.country,
          payment_method: draft.paymentMethod,
          payment_gateway: draft.paymentGateway,
          payment_status: paymentStatusMachine.initial,
          status: 'Pending' as const,
          items_total: quote.itemsTotalPaise,
          delivery_charge: quote.deliveryChargePaise,
          cod_charge: quote.codChargePaise,
          total_price: quote.totalPaise,
          cart_id: draft.cartId,
          checkout_key: draft.checkoutKey,
          idempotency_key: draft.idempotencyKey,
          superseded_by: null,
          payment_id: null,
          needs_review: 0,
          review_reason: null,
          delivery_partner: null,
          tracking_id: null,
          created_at: at,
          updated_at: at,
          paid_at: null,
          stock_held: 0,
          cancel_reason: null,
          delivered_at: null,
          refund_status: null,
          refund_amount: null,
          refund_reference: null,
          payment_reference: null,
          invoice_number: null,
          invoiced_at: null,
          credit_note_number: null,
          credit_noted_at: null,
          discount: quote.discountPaise,
          coupon_id: draft.coupon?.couponId ?? null,
          coupon_code: draft.coupon?.code ?? null,
          coupon_held: 0,
        };
        if ((await repo.insert(order, items)) === 'inserted') {
          await events.record(id, 'placed', at);
          const placed = toOrderRecord({ order, items, events: [], replacements: [] });
          placedLines.set(placed, items);
          return { placed };
        }
        const repeated = draft.idempotencyKey === null ? undefined : await repo.findByIdempotencyKey(draft.userId, draft.idempotencyKey);
        if (repeated) return { repeatOf: toOrderRecord(repeated) };
        if (draft.checkoutKey !== null && (await repo.isCheckoutKeyTaken(draft.checkoutKey))) return 'checkout-taken';
        logger.warn({ customOrderId: order.custom_order_id }, 'order id clash; drawing another');
      }
      throw new Error(`Could not draw a free order id in ${ID_ATTEMPTS} tries`);
    },

    /**
     * Takes the stock of an order just placed, in checkout's transaction (409 naming each short
     * line: the caller's transaction then rolls back). An order from a cart first supersedes the
     * cart's older unpaid gateway orders (canceled, `superseded_by`), and what they held is given
     * back in the same pass, so checking the same cart out again is never refused for units its
     * own older order holds (`supersede: false`: a UPI-QR order, which supersedes nothing). Answers
     * the superseded orders' customer ids.
     */
    async holdStock(order: OrderRecord, options: { supersede: boolean } = { supersede: true }): Promise<string[]> {
      const at = now();
      // The customer sees why the unpaid order went: on its card and in its timeline.
      const reason = `Replaced by order ${order.customOrderId}, placed from the same cart`;
      const superseded = order.cartId === null || !options.supersede ? [] : await repo.supersedeUnpaidOfCart(order.cartId, order.id, reason, at);
      const releasing = [];
      for (const { id } of superseded) {
        await events.record(id, 'cancelled', at, reason);
        releasing.push({ orderId: id, items: await repo.findItems(id) });
      }
      await holds.take(order.id, placedLines.get(order) ?? (await repo.findItems(order.id)), releasing);
      return superseded.map((row) => row.custom_order_id);
    },

    async findByCheckoutKey(userId: string, key: string): Promise<OrderRecord | null> {
      return toOrderRecordOrNull(await repo.findByCheckoutKey(userId, key));
    },

    async findByIdempotencyKey(userId: string, key: string): Promise<OrderRecord | null> {
      return toOrderRecordOrNull(await repo.findByIdempotencyKey(userId, key));
    },

    /** Lets a new checkout of the same cart start a new order (this one's payment is over). */
    async releaseCheckoutKey(orderId: string, key: string): Promise<void> {
      await repo.releaseCheckoutKey(orderId, key, now());
    },

    /** The confirmation e-mail of a cash-on-delivery order, in the placing transaction. */
    queueConfirmation: orderMail.queueConfirmation,
    /** The shop's new-order notice of a COD or UPI-QR order, in the placing transaction (docs/decisions/0063). */
    queueShopNotice: orderMail.queueShopNotice,
    /** Sends the e-mails just committed now rather than at the worker's next look. */
    wakeMail: orderMail.wake,
  };
}

export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
