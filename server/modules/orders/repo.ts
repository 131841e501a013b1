import type { Db } from '../../db/connect';
import { wroteRow } from '../../db/writes';
import type { PaymentStatus } from '../../../common/orders';
import { createOrderDocumentsRepo } from './documents-repo';
import { ordersToCorrect } from './to-correct-repo';
import { createOrderLifecycleRepo } from './lifecycle-repo';
import { createReplacementsRepo } from './replacements-repo';
import { adminOrderWhere, type AdminOrderFilter } from './admin-filter-repo';
import type { OrderEventsTable, OrderItemsTable, OrdersTable, ReplacementRequestsTable } from './tables';

/** An order row with its lines (in the customer's order), its timeline (oldest first) and its replacement requests (oldest first). */
export interface OrderRows {
  order: OrdersTable;
  items: OrderItemsTable[];
  events: OrderEventsTable[];
  replacements: ReplacementRequestsTable[];
}

export type { AdminOrderFilter } from './admin-filter-repo';

/**
 * The orders' SQL, and only SQL. `db` is the unit of work's handle: inside a caller's
 * `transaction(…)` (checkout placing an order, a payment completing) every query here joins it.
 */
export function createOrdersRepo(db: Db) {
  function byOrderId<T extends { order_id: string }>(rows: T[]): Map<string, T[]> {
    const byOrder = new Map<string, T[]>();
    for (const row of rows) {
      const list = byOrder.get(row.order_id);
      if (list) list.push(row);
      else byOrder.set(row.order_id, [row]);
    }
    return byOrder;
  }

  /**
   * The orders with their lines, timelines and replacement requests, whatever the number of orders:
   * one query for the timelines, one more for replacements only when some order is Delivered (only
   * a delivered order can have one, and Delivered is final).
   */
  async function group(orders: OrdersTable[], items: OrderItemsTable[]): Promise<OrderRows[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    const delivered = orders.filter((order) => order.status === 'Delivered').map((order) => order.id);
    const [events, replacements] = await Promise.all([
      db.selectFrom('order_events').selectAll().where('order_id', 'in', ids).orderBy('at').orderBy('id').execute(),
      delivered.length === 0 ? [] : db.selectFrom('replacement_requests').selectAll().where('order_id', 'in', delivered).orderBy('created_at').orderBy('id').execute(),
    ]);
    const itemsOf = byOrderId(items);
    const eventsOf = byOrderId(events);
    const replacementsOf = byOrderId(replacements);
    return orders.map((order) => ({
      order,
      items: (itemsOf.get(order.id) ?? []).sort((a, b) => a.position - b.position),
      events: eventsOf.get(order.id) ?? [],
      replacements: replacementsOf.get(order.id) ?? [],
    }));
  }

  /** An order's lines, in the customer's order. */
  const findItems = (orderId: string): Promise<OrderItemsTable[]> => db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('position').execute();

  async function withItems(order: OrdersTable | undefined): Promise<OrderRows | undefined> {
    if (!order) return undefined;
    return (await group([order], await findItems(order.id)))[0];
  }

  /** These orders with their lines, read in one more query. */
  async function withLinesOf(orders: OrdersTable[]): Promise<OrderRows[]> {
    if (orders.length === 0) return [];
    const items = await db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', 'in', orders.map((order) => order.id))
      .execute();
    return group(orders, items);
  }

  return {
    // The lifecycle's writes (cancel, refunds, timeline) live beside, to keep each file short.
    ...createOrderLifecycleRepo(db),
    // The replacement requests (docs/decisions/0048).
    ...createReplacementsRepo(db),
    // The order's invoice and credit note claims and numbers (docs/decisions/0022).
    ...createOrderDocumentsRepo(db),

    /**
     * Inserts the order and its lines. 'taken' when its custom_order_id, checkout_key or
     * (user_id, idempotency_key) is already in use; then nothing is written (ON CONFLICT DO NOTHING keeps a PostgreSQL transaction usable).
     */
    async insert(order: OrdersTable, items: OrderItemsTable[]): Promise<'inserted' | 'taken'> {
      const inserted = await db.insertInto('orders').values(order).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
      if (!inserted) return 'taken';
      await db.insertInto('order_items').values(items).execute();
      return 'inserted';
    },

    /** Whether the customer has a Delivered order with a line of the product (who may review it: docs/decisions/0055). */
    async hasDeliveredProduct(userId: string, productId: string): Promise<boolean> {
      const row = await db
        .selectFrom('orders')
        .innerJoin('order_items', 'order_items.order_id', 'orders.id')
        .select('orders.id')
        .where('orders.user_id', '=', userId)
        .where('orders.status', '=', 'Delivered')
        .where('order_items.product_id', '=', productId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async isCheckoutKeyTaken(key: string): Promise<boolean> {
      return (await db.selectFrom('orders').select('id').where('checkout_key', '=', key).executeTakeFirst()) !== undefined;
    },

    async findByIdempotencyKey(userId: string, key: string): Promise<OrderRows | undefined> {
      const order = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
      return withItems(order);
    },

    /** The customer's orders of this cart that its next checkout would supersede (supersedeUnpaidOfCart's choice). */
    async supersedableOfCart(cartId: string, userId: string): Promise<Pick<OrdersTable, 'payment_status' | 'coupon_id' | 'coupon_held'>[]> {
      return db
        .selectFrom('orders')
        .select(['payment_status', 'coupon_id', 'coupon_held'])
        .where('cart_id', '=', cartId)
        .where('user_id', '=', userId)
        .where('payment_gateway', 'is not', null)
        .where('payment_status', 'in', ['Pending', 'Failed'])
        .where('status', '=', 'Pending')
        .execute();
    },

    /**
     * Cancels the cart's other gateway orders still waiting for their payment: `orderId` replaces
     * them (a UPI QR order is left alone: the shopper may have paid it without the shop knowing yet). Their ids; a payment that completes on one of them later is refunded.
     */
    async supersedeUnpaidOfCart(cartId: string, orderId: string, reason: string, now: string): Promise<Pick<OrdersTable, 'id' | 'custom_order_id'>[]> {
      const rows = await db
        .updateTable('orders')
        .set({ status: 'Canceled', superseded_by: orderId, cancel_reason: reason, checkout_key: null, updated_at: now })
        .where('cart_id', '=', cartId)
        .where('id', '!=', orderId)
        .where('payment_gateway', 'is not', null)
        .where('payment_status', 'in', ['Pending', 'Failed'])
        .where('status', '=', 'Pending')
        .returning(['id', 'custom_order_id'])
        .execute();
      return rows;
    },

    /** An order's lines alone (what its stock hold needs). */
    findItems,

    async findById(id: string): Promise<OrderRows | undefined> {
      return withItems(await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst());
    },

    /**
     * The order and its lines without the timeline (`events: []`): what the e-mails and the invoice
     * need, read inside the hot transactions (payment completed, shipped), so two queries, not four.
     */
    async findWithItems(id: string): Promise<OrderRows | undefined> {
      const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      return order ? { order, items: await findItems(id), events: [], replacements: [] } : undefined;
    },

    /** Ownership in the query: another customer's order is simply not found. */
    async findOwned(userId: string, customOrderId: string): Promise<OrderRows | undefined> {
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('custom_order_id', '=', customOrderId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return withItems(order);
    },

    async findByCheckoutKey(userId: string, key: string): Promise<OrderRows | undefined> {
      const order = await db.selectFrom('orders').selectAll().where('checkout_key', '=', key).where('user_id', '=', userId).executeTakeFirst();
      return withItems(order);
    },

    /** Newest first (index orders_user_newest). */
    async listForUser(userId: string): Promise<OrderRows[]> {
      const orders = await db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const items = await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .selectAll('order_items')
        .where('orders.user_id', '=', userId)
        .execute();
      return group(orders, items);
    },

    /** Orders whose delivery state resolved to no GST state (docs/decisions/0032), newest first, at most `limit`. */
    /** How many orders the shop must correct (to-correct-repo.ts). */
    async countToCorrect(): Promise<number> {
      const { count } = await ordersToCorrect(db).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      return Number(count);
    },

    /** The orders the shop must correct, newest first, each with its current invoice's place of supply (null if not invoiced). */
    async listToCorrect(limit: number): Promise<{ rows: OrderRows; invoicedPlaceOfSupply: string | null }[]> {
      const found = await ordersToCorrect(db).selectAll('orders').select('invoices.place_of_supply as invoiced_place_of_supply').orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(limit).execute();
      const places = new Map(found.map((row) => [row.id, row.invoiced_place_of_supply]));
      const orders = found.map(({ invoiced_place_of_supply: _, ...order }) => order);
      return (await withLinesOf(orders)).map((rows) => ({ rows, invoicedPlaceOfSupply: places.get(rows.order.id) ?? null }));
    },

    async findByCustomId(customOrderId: string): Promise<OrderRows | undefined> {
      return withItems(await db.selectFrom('orders').selectAll().where('custom_order_id', '=', customOrderId).executeTakeFirst());
    },

    /**
     * One page of every order, newest first, with the page's lines in one more query. The page's
     * ids come from the (created_at, id) index alone (orders_newest, a covering scan that never
     * touches the table for the rows it skips); only the page's rows are then read. `filter` narrows
     * it (admin-filter-repo.ts): status, payment, dates, search, abandoned online orders left out.
     */
    async listPage(offset: number, limit: number, filter: AdminOrderFilter = {}): Promise<OrderRows[]> {
      const orders = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('orders')
            .select('id')
            .where(adminOrderWhere(filter))
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(limit)
            .offset(offset),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return withLinesOf(orders);
    },

    /** Which of these image URLs some order line still shows. */
    async imagesInUse(urls: string[]): Promise<string[]> {
      if (urls.length === 0) return [];
      const rows = await db.selectFrom('order_items').select('primary_image').distinct().where('primary_image', 'in', urls).execute();
      return rows.map((row) => row.primary_image);
    },

    async count(filter: AdminOrderFilter = {}): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where(adminOrderWhere(filter))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * The admin's edit, only while the order's status is still `expectedStatus` (the status it was
     * read with, which the caller checked against the state machine): a concurrent change makes
     * this a no-op (false), so two editors never both move the order, and only one sees it become
     * Completed.
     */
    async updateDelivery(
      id: string,
      expectedStatus: OrdersTable['status'],
      fields: Partial<Pick<OrdersTable, 'status' | 'delivery_partner' | 'tracking_id' | 'delivered_at'>>,
      now: string,
    ): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('orders')
          .set({ ...fields, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', expectedStatus)
          .returning('id'),
      );
    },

    /**
     * Flips the order's hold on its coupon's use `from` → `to` (one conditional UPDATE, only for an
     * order placed with a coupon): the coupon and customer for the one caller that flipped it, else undefined.
     */
    async setCouponHeld(id: string, from: 0 | 1, to: 0 | 1): Promise<{ coupon_id: string | null; user_id: string } | undefined> {
      return db.updateTable('orders').set({ coupon_held: to }).where('id', '=', id).where('coupon_held', '=', from).where('coupon_id', 'is not', null).returning(['coupon_id', 'user_id']).executeTakeFirst();
    },

    /** The customer's orders other than `exceptOrderId` that were not cancelled and whose payment did not fail ('first order only'). */
    async countLiveOrders(userId: string, exceptOrderId: string | null): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', userId)
        .where('status', '!=', 'Canceled')
        .where('payment_status', '!=', 'Failed')
        .$if(exceptOrderId !== null, (qb) => qb.where('id', '!=', exceptOrderId!))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Flips the order's stock hold `from` → `to` (one conditional UPDATE): true only for the caller that flipped it. */
    async setStockHeld(id: string, from: 0 | 1, to: 0 | 1): Promise<boolean> {
      return wroteRow(db.updateTable('orders').set({ stock_held: to }).where('id', '=', id).where('stock_held', '=', from).returning('id'));
    },

    /**
     * Moves the payment status to `to` only from one of `from` (the state machine's sources), and
     * clears the checkout key: the payment is no longer open. True when this call made the change.
     * `withoutGateway`: only a UPI-QR or COD order (the shop confirms those by hand).
     */
    async setPaymentStatus(
      id: string,
      from: PaymentStatus[],
      to: PaymentStatus,
      fields: { payment_id?: string | null; paid_at?: string | null; payment_reference?: string | null },
      now: string,
      options: { unlessCanceled?: boolean; onlyCanceled?: boolean; withoutGateway?: boolean; onlyOnline?: boolean } = {},
    ): Promise<boolean> {
      if (from.length === 0) return false;
      return wroteRow(
        db
          .updateTable('orders')
          .set({ payment_status: to, checkout_key: null, ...fields, updated_at: now })
          .where('id', '=', id)
          .where('payment_status', 'in', from)
          .$if(options.unlessCanceled === true, (qb) => qb.where('status', '!=', 'Canceled'))
          .$if(options.onlyCanceled === true, (qb) => qb.where('status', '=', 'Canceled'))
          .$if(options.withoutGateway === true, (qb) => qb.where('payment_gateway', 'is', null))
          .$if(options.onlyOnline === true, (qb) => qb.where('payment_method', '=', 'online'))
          .returning('id'),
      );
    },

    /**
     * An unpaid gateway order becomes cash on delivery (docs/decisions/0045): one conditional
     * UPDATE, only while it is still online, unpaid (Pending or Failed), Pending and not under
     * review. The row lock makes it and a late capture's `markPaid` (which needs it online) take
     * turns: whichever commits first wins, the other changes nothing.
     */
    async switchToCod(id: string, charges: { codChargePaise: number; totalPaise: number }, now: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('orders')
          .set({ payment_method: 'cod', payment_gateway: null, payment_status: 'Pending', cod_charge: charges.codChargePaise, total_price: charges.totalPaise, checkout_key: null, updated_at: now })
          .where('id', '=', id)
          .where('payment_method', '=', 'online')
          .where('payment_gateway', 'is not', null)
          .where('payment_status', 'in', ['Pending', 'Failed'])
          .where('status', '=', 'Pending')
          .where('needs_review', '=', 0)
          .returning('id'),
      );
    },

    /** Lets a new checkout of the same cart start a new order (this one's payment is over). */
    async releaseCheckoutKey(id: string, key: string, now: string): Promise<void> {
      await db.updateTable('orders').set({ checkout_key: null, updated_at: now }).where('id', '=', id).where('checkout_key', '=', key).execute();
    },

    /** True when this call flagged it (an order already under review keeps its first reason). */
    async flagForReview(id: string, reason: string, now: string): Promise<boolean> {
      return wroteRow(
        db
          .updateTable('orders')
          .set({ needs_review: 1, review_reason: reason, checkout_key: null, updated_at: now })
          .where('id', '=', id)
          .where('needs_review', '=', 0)
          .returning('id'),
      );
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
