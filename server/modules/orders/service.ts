import type { Logger } from 'pino';
import { correctionWhy, DELIVERY_PARTNER_REQUIRED, NO_ORDER_CHANGES, ORDER_NOT_FOUND, TRACKING_ID_REQUIRED, type AdminOrder, type OrderToCorrect, type OrderUpdate } from '../../../common/admin-orders';
import { gstStateName } from '../../../common/gst/states';
import { ORDER_ID_PATTERN, type Order } from '../../../common/orders';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors';
import { toAdminOrder, toOrder, toOrderRecordOrNull, type OrderRecord } from './mappers';
import type { OrderLookup } from './lookup';
import type { OrdersRepo } from './repo';
import { FULFILMENT_STATUSES, goodsMayLeave, orderStatusMachine } from '../../../common/order-states';
import type { StatusChanges } from './status-changes';
import { toAdminOrderFilter, type AdminOrderListRequest } from './admin-list';
import type { OrdersTable } from './tables';

export type { OrderRecord } from './mappers';

/** The reason a cancel through PUT /api/orders/{id} (status Canceled) records: the cancel action asks for one. */
export const CANCELLED_BY_SHOP = 'Cancelled by the shop';

/** Cancels an order as the cancel action does (stock back, a refund of a gateway payment): the cancellation module's, handed in by services.ts. */
export type CancelOrder = (orderId: string, reason: string) => Promise<unknown>;

export const UNPAID_ONLINE_ORDER = (status: string) =>
  `This order's online payment has not completed, so it cannot be ${status}. Wait for the payment, or leave the order unshipped.`;

// Two admins (or tabs) editing one order at once: each lost race reads the order again; more
// than this many in a row means something else is wrong.
const EDIT_ATTEMPTS = 3;
/** How many orders to correct one answer lists. */
const UNRESOLVED_STATES_LIMIT = 200;

/**
 * Orders as the customer and the shop see them: the customer's list and own order, the admin's
 * list, lookup, search and edit (the order status machine). Placing an order is checkout's
 * (`placement.ts`); its payment status is the payments module's (`payment-state.ts`).
 */
export function createOrdersService(deps: {
  repo: OrdersRepo;
  lookup: OrderLookup;
  statusChanges: StatusChanges;
  cancelOrder: CancelOrder;
  wakeMail: () => void;
  transaction: UnitOfWork['transaction'];
  logger: Logger;
  clock: () => Date;
}) {
  const { repo, lookup, statusChanges, cancelOrder, wakeMail, transaction, logger, clock } = deps;
  const now = () => clock().toISOString();

  const { requireOrder } = lookup;

  return {
    /** The customer's orders, newest first. */
    async listForUser(userId: string): Promise<Order[]> {
      return (await repo.listForUser(userId)).map(toOrder);
    },

    /** Every order, newest first, one page (the admin's list) narrowed by its filters and search, with the number of pages. */
    async listForAdmin(query: AdminOrderListRequest): Promise<{ orders: AdminOrder[]; pages: number; total: number }> {
      const { page, limit } = query;
      const filter = toAdminOrderFilter(query);
      const [rows, total] = await Promise.all([repo.listPage((page - 1) * limit, limit, filter), repo.count(filter)]);
      return { orders: rows.map(toAdminOrder), pages: Math.ceil(total / limit), total };
    },

    /**
     * GET /api/orders/unresolved-states: the orders the shop must correct, newest first: no place
     * of supply (their stored state is no GST state: docs/decisions/0032), or an invoice at another
     * place of supply than the address's (docs/decisions/0038). Few by nature (only orders from
     * before states were checked), so one capped list, no pages.
     */
    async listToCorrect(): Promise<OrderToCorrect[]> {
      return (await repo.listToCorrect(UNRESOLVED_STATES_LIMIT)).map(({ rows, invoicedPlaceOfSupply }) => {
        const order = toAdminOrder(rows);
        const invoiced = invoicedPlaceOfSupply === null ? null : { stateCode: invoicedPlaceOfSupply, stateName: gstStateName(invoicedPlaceOfSupply) ?? invoicedPlaceOfSupply };
        const place = order.deliveryStateCode === null ? null : { stateCode: order.deliveryStateCode, stateName: gstStateName(order.deliveryStateCode) ?? order.deliveryAddress.state };
        return { ...order, reason: place === null ? 'unresolved' : 'wrong-place-of-supply', invoicedPlaceOfSupply: invoiced, why: correctionWhy({ state: order.deliveryAddress.state, place }, invoiced) };
      });
    },

    /** How many orders the shop must correct: the orders list's notice (docs/decisions/0037). */
    async countToCorrect(): Promise<number> {
      return repo.countToCorrect();
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
     * PUT /api/orders/{id}: the admin changes the status (any the order status machine allows
     * from the current one: 409 otherwise), the delivery partner or the tracking id. Fields equal
     * to the order's are no change; nothing changed at all answers the order as it is. Shipped and
     * Completed need a delivery partner and a tracking id (given now or already stored), and a
     * gateway order's payment must be Completed before the goods leave; Delivered records when.
     * Canceled is the cancel action's (stock back, a refund) with a default reason. The UPDATE is
     * conditional on the status it was read with, so of two concurrent edits only one moves the
     * order and writes the event and e-mail of the move (status-changes.ts).
     */
    async updateForAdmin(ref: string, update: OrderUpdate): Promise<AdminOrder> {
      if (update.status === undefined && update.deliveryPartner === undefined && update.trackingId === undefined) throw AppError.badRequest(NO_ORDER_CHANGES);
      for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt += 1) {
        const rows = await requireOrder(ref);
        const { order } = rows;
        const fields: Partial<Pick<OrdersTable, 'status' | 'delivery_partner' | 'tracking_id' | 'delivered_at'>> = {};
        if (update.status !== undefined && update.status !== order.status) fields.status = update.status;
        if (update.deliveryPartner !== undefined && update.deliveryPartner !== order.delivery_partner) fields.delivery_partner = update.deliveryPartner;
        if (update.trackingId !== undefined && update.trackingId !== order.tracking_id) fields.tracking_id = update.trackingId;
        if (Object.keys(fields).length === 0) return toAdminOrder(rows);

        const to = fields.status;
        if (to !== undefined && !orderStatusMachine.canTransition(order.status, to)) {
          throw AppError.conflict(`An order that is ${order.status} cannot be set to ${to}`);
        }
        if (to === 'Canceled') {
          await cancelOrder(order.id, CANCELLED_BY_SHOP);
          return toAdminOrder(await requireOrder(order.id));
        }
        // Goods must not leave for money that never arrived (an abandoned gateway payment).
        if (to !== undefined && FULFILMENT_STATUSES.has(to) && !goodsMayLeave({ paymentGateway: order.payment_gateway, paymentStatus: order.payment_status })) {
          throw AppError.conflict(UNPAID_ONLINE_ORDER(to));
        }
        if (to === 'Completed' || to === 'Shipped') {
          const missing = [
            ...((fields.delivery_partner ?? order.delivery_partner) ? [] : [{ path: 'deliveryPartner', message: DELIVERY_PARTNER_REQUIRED }]),
            ...((fields.tracking_id ?? order.tracking_id) ? [] : [{ path: 'trackingId', message: TRACKING_ID_REQUIRED }]),
          ];
          if (missing.length > 0) throw AppError.badRequest(missing[0]!.message, missing);
        }

        const at = now();
        if (to === 'Delivered') fields.delivered_at = at;
        const result = await transaction(async () => {
          if (!(await repo.updateDelivery(order.id, order.status, fields, at))) return 'raced' as const;
          if (to === undefined) return 'updated' as const;
          const after = { partner: fields.delivery_partner ?? order.delivery_partner, trackingId: fields.tracking_id ?? order.tracking_id };
          return (await statusChanges.recordMove(order, to, after, at)) ? ('mailed' as const) : ('updated' as const);
        });
        if (result !== 'raced') {
          logger.info({ customOrderId: order.custom_order_id, from: order.status, changes: Object.keys(fields) }, 'order updated by the shop');
          if (result === 'mailed') wakeMail();
          return toAdminOrder(await requireOrder(order.id));
        }
        // Someone changed the order's status meanwhile: read it again and work out the change anew.
      }
      throw AppError.conflict('The order changed meanwhile. Please reload it and try again.');
    },

    /** Images an order line snapshot still shows: the catalogue keeps their files when it lets go of them. */
    async imagesInUse(urls: string[]): Promise<Set<string>> {
      return new Set(await repo.imagesInUse(urls));
    },

    /** The customer's own order's internal id by its `_id` or customOrderId, or null (unknown, malformed or someone else's: all the same). */
    async ownOrderId(userId: string, ref: string): Promise<string | null> {
      return (await lookup.findOwnedByRef(userId, ref))?.order.id ?? null;
    },

    /** The customer's own order, or null (unknown, malformed or someone else's: all the same). */
    async findOwned(userId: string, customOrderId: string): Promise<OrderRecord | null> {
      if (!ORDER_ID_PATTERN.test(customOrderId)) return null;
      return toOrderRecordOrNull(await repo.findOwned(userId, customOrderId));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
