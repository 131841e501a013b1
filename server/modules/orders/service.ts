import type { Logger } from 'pino';
import type { AddressInput } from '../../../common/accounts';
import { DELIVERY_PARTNER_REQUIRED, NO_ORDER_CHANGES, ORDER_NOT_FOUND, TRACKING_ID_REQUIRED, type AdminOrder, type OrderUpdate } from '../../../common/admin-orders';
import { ORDER_ID_PATTERN, type Order, type OrderQuote, type PaymentMethod } from '../../../common/orders';
import type { Db } from '../../db/connect';
import { ID_PATTERN, newId } from '../../db/ids';
import { AppError } from '../../errors';
import type { MailQueue } from '../mail';
import { orderCompletedEmail } from './completed-email';
import { orderConfirmationEmail } from './confirmation-email';
import { newCustomOrderId } from './custom-order-id';
import { toAdminOrder, toOrder, toOrderRecord, type OrderRecord } from './mappers';
import type { OrderRows, OrdersRepo } from './repo';
import { orderStatusMachine, paymentStatusMachine } from './states';
import type { OrderItemsTable, OrdersTable } from './tables';

export type { OrderRecord } from './mappers';

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
  lines: { productId: string; name: string; primaryImage: string; color: string; pricePaise: number; quantity: number }[];
  quote: OrderQuote;
}

/** Database transactions reach the repo through `executor`: the payments module passes its own. */
type Executor = Db;

/** What placing an order came to: the new order, the order an earlier identical request placed, or a clash on the cart's checkout key. */
export type PlaceResult = { placed: OrderRecord } | { repeatOf: OrderRecord } | 'checkout-taken';

/** Statuses that mean the goods leave (or left) the shop: a gateway order must be paid first. */
const FULFILMENT_STATUSES = new Set<OrdersTable['status']>(['Shipped', 'Completed', 'Delivered']);

export const UNPAID_ONLINE_ORDER = (status: string) =>
  `This order's online payment has not completed, so it cannot be ${status}. Wait for the payment, or leave the order unshipped.`;

// Two admins (or tabs) editing one order at once: each lost race reads the order again; more
// than this many in a row means something else is wrong.
const EDIT_ATTEMPTS = 3;

// A clash on 36⁹ random ids is already unlikely; five in a row means something else is wrong.
const ID_ATTEMPTS = 5;

export function createOrdersService(deps: {
  repo: OrdersRepo;
  mail: MailQueue;
  logger: Logger;
  shop: { name: string; publicUrl: string };
  clock?: () => Date;
}) {
  const { repo, mail, logger, shop } = deps;
  const clock = deps.clock ?? (() => new Date());
  const now = () => clock().toISOString();
  const record = (rows: Awaited<ReturnType<OrdersRepo['findById']>>) => (rows ? toOrderRecord(rows) : null);

  /** An order by its `_id` or its `customOrderId` (any case, spaces around ignored); undefined for anything else. */
  async function findByRef(ref: string): Promise<OrderRows | undefined> {
    const text = ref.trim();
    if (ORDER_ID_PATTERN.test(text.toUpperCase())) return repo.findByCustomId(text.toUpperCase());
    if (ID_PATTERN.test(text)) return repo.findById(text);
    return undefined;
  }

  async function requireOrder(ref: string): Promise<OrderRows> {
    const rows = await findByRef(ref);
    if (!rows) throw AppError.notFound(ORDER_NOT_FOUND);
    return rows;
  }

  /** The "on its way" e-mail, as a job in the transaction that made the order Completed. */
  async function queueCompletedMail(orderId: string, executor: Executor): Promise<void> {
    const rows = await repo.findById(orderId, executor);
    if (!rows) return;
    await mail.queue(orderCompletedEmail({ order: toOrder(rows), shopName: shop.name, publicUrl: shop.publicUrl }), { executor });
  }

  return {
    /** The customer's orders, newest first. */
    async listForUser(userId: string): Promise<Order[]> {
      return (await repo.listForUser(userId)).map(toOrder);
    },

    /** Every order, newest first, one page (the admin's list), with the number of pages. */
    async listForAdmin({ page, limit, hideUnpaidOnline }: { page: number; limit: number; hideUnpaidOnline?: boolean }): Promise<{ orders: AdminOrder[]; pages: number; total: number }> {
      const filter = { hideUnpaidOnline };
      const [rows, total] = await Promise.all([repo.listPage((page - 1) * limit, limit, filter), repo.count(filter)]);
      return { orders: rows.map(toAdminOrder), pages: Math.ceil(total / limit), total };
    },

    /** GET /api/orders/{id}: by `_id` or `customOrderId`; 404 'Order not found'. */
    async getForAdmin(ref: string): Promise<AdminOrder> {
      return toAdminOrder(await requireOrder(ref));
    },

    /** POST /api/orders/search: the text trimmed and upper-cased must be an ORD-XXXXXXXXX that exists; 404 otherwise. */
    async searchForAdmin(orderId: string): Promise<AdminOrder> {
      const text = orderId.trim().toUpperCase();
      const rows = ORDER_ID_PATTERN.test(text) ? await repo.findByCustomId(text) : undefined;
      if (!rows) throw AppError.notFound(ORDER_NOT_FOUND);
      return toAdminOrder(rows);
    },

    /**
     * PUT /api/orders/{id}: the admin changes the status (Pending or Completed: the schema), the
     * delivery partner or the tracking id. Fields equal to the order's are no change; nothing
     * changed at all answers the order as it is. A status change must be one the order status
     * machine allows (409 otherwise), and a Completed order needs a delivery partner and a tracking
     * id (given now or already stored). The UPDATE is conditional on the status it was read with,
     * so of two concurrent edits only one moves the order; the one whose UPDATE made it Completed
     * sends the customer the "on its way" e-mail, after the answer.
     */
    async updateForAdmin(ref: string, update: OrderUpdate): Promise<AdminOrder> {
      if (update.status === undefined && update.deliveryPartner === undefined && update.trackingId === undefined) throw AppError.badRequest(NO_ORDER_CHANGES);
      for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt += 1) {
        const rows = await requireOrder(ref);
        const { order } = rows;
        const fields: Partial<Pick<OrdersTable, 'status' | 'delivery_partner' | 'tracking_id'>> = {};
        if (update.status !== undefined && update.status !== order.status) fields.status = update.status;
        if (update.deliveryPartner !== undefined && update.deliveryPartner !== order.delivery_partner) fields.delivery_partner = update.deliveryPartner;
        if (update.trackingId !== undefined && update.trackingId !== order.tracking_id) fields.tracking_id = update.trackingId;
        if (Object.keys(fields).length === 0) return toAdminOrder(rows);

        if (fields.status !== undefined && !orderStatusMachine.canTransition(order.status, fields.status)) {
          throw AppError.conflict(`An order that is ${order.status} cannot be set to ${fields.status}`);
        }
        // Goods must not leave for money that never arrived (an abandoned gateway payment).
        if (fields.status !== undefined && FULFILMENT_STATUSES.has(fields.status) && order.payment_gateway !== null && order.payment_status !== 'Completed') {
          throw AppError.conflict(UNPAID_ONLINE_ORDER(fields.status));
        }
        if (fields.status === 'Completed') {
          const missing = [
            ...((fields.delivery_partner ?? order.delivery_partner) ? [] : [{ path: 'deliveryPartner', message: DELIVERY_PARTNER_REQUIRED }]),
            ...((fields.tracking_id ?? order.tracking_id) ? [] : [{ path: 'trackingId', message: TRACKING_ID_REQUIRED }]),
          ];
          if (missing.length > 0) throw AppError.badRequest(missing[0]!.message, missing);
        }

        const updated = await repo.transaction(async (trx) => {
          if (!(await repo.updateDelivery(order.id, order.status, fields, now(), trx))) return false;
          if (fields.status === 'Completed') await queueCompletedMail(order.id, trx);
          return true;
        });
        if (updated) {
          logger.info({ customOrderId: order.custom_order_id, from: order.status, changes: Object.keys(fields) }, 'order updated by the shop');
          if (fields.status === 'Completed') mail.wake();
          return toAdminOrder(await requireOrder(order.id));
        }
        // Someone changed the order's status meanwhile: read it again and work out the change anew.
      }
      throw AppError.conflict('The order changed meanwhile. Please reload it and try again.');
    },

    /** The customer's own order, or null (unknown, malformed or someone else's: all the same). */
    /** Images an order line snapshot still shows: the catalogue keeps their files when it lets go of them. */
    async imagesInUse(urls: string[]): Promise<Set<string>> {
      return new Set(await repo.imagesInUse(urls));
    },

    async findOwned(userId: string, customOrderId: string): Promise<OrderRecord | null> {
      if (!ORDER_ID_PATTERN.test(customOrderId)) return null;
      return record(await repo.findOwned(userId, customOrderId));
    },

    async findById(orderId: string, executor?: Executor): Promise<OrderRecord | null> {
      return record(await repo.findById(orderId, executor));
    },

    async findByCheckoutKey(userId: string, key: string): Promise<OrderRecord | null> {
      return record(await repo.findByCheckoutKey(userId, key));
    },

    async findByIdempotencyKey(userId: string, key: string): Promise<OrderRecord | null> {
      return record(await repo.findByIdempotencyKey(userId, key));
    },

    /**
     * Writes the order (status Pending, payment Pending) with its snapshot of lines. `repeatOf` when
     * the customer's Idempotency-Key already placed an order (a repeated or concurrent submission);
     * 'checkout-taken' when another order holds `checkoutKey` (the same cart checkout raced this one).
     */
    async place(draft: NewOrder, executor?: Executor): Promise<PlaceResult> {
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
        price: line.pricePaise,
        quantity: line.quantity,
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
        };
        if ((await repo.insert(order, items, executor)) === 'inserted') return { placed: toOrderRecord({ order, items }) };
        const repeated = draft.idempotencyKey === null ? undefined : await repo.findByIdempotencyKey(draft.userId, draft.idempotencyKey, executor);
        if (repeated) return { repeatOf: toOrderRecord(repeated) };
        if (draft.checkoutKey !== null && (await repo.isCheckoutKeyTaken(draft.checkoutKey, executor))) return 'checkout-taken';
        logger.warn({ customOrderId: order.custom_order_id }, 'order id clash; drawing another');
      }
      throw new Error(`Could not draw a free order id in ${ID_ATTEMPTS} tries`);
    },

    /**
     * Pending → Completed (the state machine's sources), with the gateway's payment id. False for
     * an order already paid or canceled (superseded by a newer checkout): the caller refunds.
     */
    async markPaid(orderId: string, paymentId: string | null, executor?: Executor): Promise<boolean> {
      const at = now();
      return repo.setPaymentStatus(orderId, paymentStatusMachine.sourcesOf('Completed'), 'Completed', { payment_id: paymentId, paid_at: at }, at, executor, { unlessCanceled: true });
    },
    /** A newer checkout of the cart replaced its unpaid online orders: they are canceled. Their customer ids. */
    async supersedeUnpaidOfCart(cartId: string, orderId: string, executor?: Executor): Promise<string[]> {
      return repo.supersedeUnpaidOfCart(cartId, orderId, now(), executor);
    },
    /** Frees the checkout key of a cash-on-delivery order placed before `before` (the dedupe window is over). */
    async releaseStaleCodCheckoutKey(key: string, before: Date, executor?: Executor): Promise<boolean> {
      return repo.releaseStaleCodCheckoutKey(key, before.toISOString(), now(), executor);
    },

    /** Pending → Failed: the customer may retry. */
    async markPaymentFailed(orderId: string, executor?: Executor): Promise<boolean> {
      return repo.setPaymentStatus(orderId, paymentStatusMachine.sourcesOf('Failed'), 'Failed', {}, now(), executor);
    },

    /** Failed → Pending: a retry opened a new payment attempt. */
    async reopenPayment(orderId: string, executor?: Executor): Promise<boolean> {
      return repo.setPaymentStatus(orderId, paymentStatusMachine.sourcesOf('Pending'), 'Pending', {}, now(), executor);
    },

    async releaseCheckoutKey(orderId: string, key: string): Promise<void> {
      await repo.releaseCheckoutKey(orderId, key, now());
    },

    /** Marks the order for the shop to look at (not fulfilled). True when this call flagged it. */
    async flagForReview(orderId: string, reason: string, executor?: Executor): Promise<boolean> {
      return repo.flagForReview(orderId, reason, now(), executor);
    },

    /**
     * The confirmation e-mail, as a job in the caller's transaction (the one that placed or paid the
     * order), once per order whoever asks. Call `mail.wake()` after the commit.
     */
    async queueConfirmation(orderId: string, executor: Executor): Promise<void> {
      const rows = await repo.findById(orderId, executor);
      if (!rows) throw new Error(`Order ${orderId} is not there to confirm`);
      const message = orderConfirmationEmail({ order: toOrder(rows), shopName: shop.name, publicUrl: shop.publicUrl });
      await mail.queue(message, { once: `order-confirmation:${orderId}`, executor });
    },
    /** Runs the e-mails just committed now rather than at the worker's next look. */
    wakeMail(): void {
      mail.wake();
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
