import type { Logger } from 'pino';
import { DELIVERY_PARTNER_REQUIRED, NO_ORDER_CHANGES, ORDER_NOT_FOUND, TRACKING_ID_REQUIRED, type AdminOrder, type OrderUpdate } from '../../../common/admin-orders';
import { ORDER_ID_PATTERN, type Order } from '../../../common/orders';
import { ID_PATTERN } from '../../db/ids';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors';
import { toAdminOrder, toOrder, toOrderRecordOrNull, type OrderRecord } from './mappers';
import type { OrderMail } from './order-mail';
import type { OrderRows, OrdersRepo } from './repo';
import { toAdminOrderFilter, type AdminOrderListRequest } from './admin-list';
import { orderStatusMachine } from './states';
import type { OrdersTable } from './tables';

export type { OrderRecord } from './mappers';

/** Statuses that mean the goods leave (or left) the shop: a gateway order must be paid first. */
const FULFILMENT_STATUSES = new Set<OrdersTable['status']>(['Shipped', 'Completed', 'Delivered']);

export const UNPAID_ONLINE_ORDER = (status: string) =>
  `This order's online payment has not completed, so it cannot be ${status}. Wait for the payment, or leave the order unshipped.`;

// Two admins (or tabs) editing one order at once: each lost race reads the order again; more
// than this many in a row means something else is wrong.
const EDIT_ATTEMPTS = 3;

/**
 * Orders as the customer and the shop see them: the customer's list and own order, the admin's
 * list, lookup, search and edit (the order status machine). Placing an order is checkout's
 * (`placement.ts`); its payment status is the payments module's (`payment-state.ts`).
 */
export function createOrdersService(deps: { repo: OrdersRepo; orderMail: OrderMail; transaction: UnitOfWork['transaction']; logger: Logger; clock: () => Date }) {
  const { repo, orderMail, transaction, logger, clock } = deps;
  const now = () => clock().toISOString();

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

        // The "on its way" e-mail is a job of the transaction that made the order Completed.
        const updated = await transaction(async () => {
          if (!(await repo.updateDelivery(order.id, order.status, fields, now()))) return false;
          if (fields.status === 'Completed') await orderMail.queueCompleted(order.id);
          return true;
        });
        if (updated) {
          logger.info({ customOrderId: order.custom_order_id, from: order.status, changes: Object.keys(fields) }, 'order updated by the shop');
          if (fields.status === 'Completed') orderMail.wake();
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

    /** The customer's own order, or null (unknown, malformed or someone else's: all the same). */
    async findOwned(userId: string, customOrderId: string): Promise<OrderRecord | null> {
      if (!ORDER_ID_PATTERN.test(customOrderId)) return null;
      return toOrderRecordOrNull(await repo.findOwned(userId, customOrderId));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
