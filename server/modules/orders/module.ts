import type { Logger } from 'pino';
import type { UnitOfWork } from '../../db/unit-of-work';
import { only, type ApiModule } from '../../http/api-module';
import { fromPaise } from '../../../common/money';
import type { MailQueue } from '../mail/module';
import { createDeliveryStateCorrection } from './delivery-state';
import { createDeskRepo } from './desk-repo';
import { createDeskSummary } from './desk-summary';
import { createDeskSummaryRepo } from './desk-summary-repo';
import { ordersToActOn } from './admin-list';
import { createExportRepo } from './export-repo';
import { createOrderEvents } from './events';
import { createOrderInvoicing, type DocumentIssuer } from './invoicing';
import { createOrderLifecycle } from './lifecycle';
import { createOrderLookup } from './lookup';
import { createOrderMail, type AccountEmailPort, type ShopSettingsPort } from './order-mail';
import { components, operations } from './operations';
import { toAdminOrder } from './mappers';
import { createOrderPaymentState } from './payment-state';
import { createOrderPlacement } from './placement';
import { createOrdersRepo } from './repo';
import { createReplacements, type ProductSizesPort } from './replacements';
import type { MediaStore } from '../media/module';
import { orderRoutes } from './routes';
import { createOrdersService, type CancelOrder } from './service';
import { createStatusChanges } from './status-changes';
import { createStockHold, type StockPort } from './stock-hold';
import { createOrderHolds, type CouponPort } from './order-holds';

/**
 * The orders module, wired: one repo behind four doors, one per caller: `service` for the
 * customer and the shop (routes, loaders), `placement` for checkout, `paymentState` for payments,
 * `lifecycle` for the shop's lifecycle actions and the cancellation module, `deliveryState` for
 * the shop's correction of a delivery state. `cancelOrder` is the
 * cancellation module's cancel (stock back and a gateway refund), for PUT with status Canceled.
 */
export function createOrders(deps: {
  uow: UnitOfWork;
  mail: MailQueue;
  stock: StockPort;
  /** The coupons module's uses: an order holds one of its coupon as it holds its stock (docs/decisions/0060). */
  coupons: CouponPort;
  logger: Logger;
  shop: { name: string; publicUrl: string };
  /** The shop's settings (the settings module's cached read): the e-mails' delivery time. */
  settings: ShopSettingsPort;
  /** The accounts module's current address of a customer: where the order's e-mails go. */
  accountEmail: AccountEmailPort;
  clock: () => Date;
  cancelOrder: CancelOrder;
  /** The invoices module's issuer of GST documents (it sits above orders). */
  documents: DocumentIssuer;
  /** Where the customers' replacement photos are stored (the media module's store). */
  media: MediaStore;
  /** The catalogue's sizes of a product: a wrong-size replacement names one of them. */
  productSizes: ProductSizesPort;
}) {
  const { uow, mail, stock, coupons, logger, shop, settings, accountEmail, clock, cancelOrder, documents, media, productSizes } = deps;
  const repo = createOrdersRepo(uow.db);
  const lookup = createOrderLookup(repo);
  const events = createOrderEvents({ repo });
  // The order's hold on catalogue stock: taken at placement, given back once on failure or cancel.
  // What an order holds while it may be paid: its stock and its coupon's use, taken and given back together.
  const holds = createOrderHolds({ repo, stockHold: createStockHold({ repo, stock }), coupons });
  const orderMail = createOrderMail({ repo, mail, shop, settings, accountEmail });
  // The order's invoice and credit note, issued inside the transition that makes them due.
  const invoicing = createOrderInvoicing({ repo, events, issuer: documents });
  const statusChanges = createStatusChanges({ events, orderMail, invoicing });
  const service = createOrdersService({ repo, lookup, statusChanges, cancelOrder, wakeMail: orderMail.wake, transaction: uow.transaction, logger, clock });
  const lifecycle = createOrderLifecycle({ repo, lookup, events, orderMail, holds, invoicing, transaction: uow.transaction, logger, clock });
  const replacements = createReplacements({ repo, lookup, events, orderMail, media, productSizes, transaction: uow.transaction, logger, clock });
  const deliveryState = createDeliveryStateCorrection({ repo, lookup, events, invoicing, transaction: uow.transaction, logger, clock });
  const api = {
    name: 'orders',
    mount: () => [{ path: '/orders', routes: orderRoutes(service, lifecycle, deliveryState, replacements) }],
    operations,
    components,
    reads: {
      orders: {
        ...only(service, 'listForUser', 'listForAdmin', 'getForAdmin', 'listToCorrect', 'countToCorrect'),
        countAwaitingReplacement: replacements.countAwaiting,
        toActOn: () => ordersToActOn((filter) => repo.count(filter)),
        async ownOrder(userId: string, customOrderId: string) {
          const order = await service.findOwned(userId, customOrderId);
          if (order === null) return null;
          const { products, deliveryAddress, itemsTotal, discount, couponCode, deliveryCharge, codCharge } = order.view;
          // The figures the confirmation shows, a coupon's discount among them (docs/decisions/0060).
          const figures = { itemsTotal, discount, couponCode, deliveryCharge, codCharge };
          return { orderId: order.customOrderId, paymentMethod: order.paymentMethod, totalPrice: fromPaise(order.totalPaise), lines: products, deliveryAddress, figures };
        },
      },
    },
  } satisfies ApiModule;
  return {
    service,
    placement: createOrderPlacement({ repo, events, orderMail, holds, logger, clock }),
    paymentState: createOrderPaymentState({ repo, events, orderMail, holds, invoicing, findOwned: service.findOwned, clock }),
    lifecycle,
    deliveryState,
    replacements,
    /** Whether the customer received the product (a Delivered order with it): who may review it (docs/decisions/0055). */
    hasDeliveredProduct: (customerId: string, productId: string) => repo.hasDeliveredProduct(customerId, productId),
    /**
     * The customer's orders as a coupon's rules count them (docs/decisions/0060), seen from a
     * checkout of `cartId` (null: Buy Now): not cancelled and not failed, but for the cart's unpaid
     * online orders, which that checkout supersedes as it is placed, and the uses they hold.
     */
    customerHistory: (customerId: string, cartId: string | null) => {
      const replaced = cartId === null ? Promise.resolve([]) : repo.supersedableOfCart(cartId, customerId);
      return {
        orders: async () => (await repo.countLiveOrders(customerId, null)) - (await replaced).filter((order) => order.payment_status !== 'Failed').length,
        usesReplaced: async (couponId: string) => (await replaced).filter((order) => order.coupon_id === couponId && order.coupon_held === 1).length,
      };
    },
    /**
     * The owner's desk's figures (docs/decisions/0061): sales by IST day, orders by status, the
     * most sold products (from the per-day summary, docs/decisions/0066), each customer's figures (aggregates, never orders loaded to be counted),
     * and a customer's orders in the admin's shape, newest first.
     */
    desk: {
      // The dashboard's figures from the per-IST-day summary (docs/decisions/0066).
      figures: createDeskSummary({ repo: createDeskSummaryRepo(uow.db), transaction: uow.transaction }).figures,
      customerFigures: createDeskRepo(uow.db).customerFigures,
      ordersOf: async (customerId: string) => (await repo.listForUser(customerId)).map(toAdminOrder),
    },
    /** The orders' CSV export's pages (docs/decisions/0064): keyset pages of a span's orders with their lines. */
    exportPages: createExportRepo(uow.db),
    api,
  };
}

export type Orders = ReturnType<typeof createOrders>;
/** What the owner's desk reads of the orders (docs/decisions/0061). */
export type OrderDeskFigures = Orders['desk'];
export type { CustomerOrderFigures, DaySales, Instants, ProductSales } from './desk-repo';
export type { DeskFigures } from './desk-summary';
export type { DaySpan } from './desk-summary-repo';
export type { ExportKey, ExportOrder, ExportRepo } from './export-repo';

// What other modules use of orders, given here so that none reaches into its files
// (docs/decisions/0041): checkout places orders, payments move their payment state,
// cancellation drives their lifecycle, invoices issue their documents.
export type { DocumentIssuer, InvoiceSubject } from './invoicing';
export type { CouponPort } from './order-holds';
export type { OrderLifecycle } from './lifecycle';
export type { ProductSizesPort } from './replacements';
export type { OrderRecord } from './mappers';
export type { OrderPaymentState } from './payment-state';
export type { NewOrder, OrderPlacement } from './placement';
