import { join } from 'node:path';
import type { Logger } from 'pino';
import { createBackgroundTasks } from './background';
import type { Config } from './config';
import type { Db } from './db/connect';
import { createUnitOfWork } from './db/unit-of-work';
import { createOrdersExportThreads } from './orders-export-threads';
import { createSearchThreads } from './search-threads';
import { createMemoryRateLimiter, type RateLimiter } from './http/rate-limit';
import { createAccountsModule } from './modules/accounts/module';
import { createCancellationModule, type Cancellation } from './modules/cancellation/module';
import { createCartModule } from './modules/cart/module';
import { createCatalogModule } from './modules/catalog/module';
import { createCouponsModule } from './modules/coupons/module';
import { createCheckoutModule, createCheckoutPricing } from './modules/checkout/module';
import { createDeskModule } from './modules/desk/module';
import { createInvoicesModule } from './modules/invoices/module';
import { createJobsApi, createJobsModule } from './modules/jobs/module';
import { createMailer, createMailOutboxModule, createMailQueue, createSendQuota, createSendQuotaRepo, type Mailer } from './modules/mail/module';
import { createLocalMediaStore } from './modules/media/module';
import { createOrders, type Orders } from './modules/orders/module';
import { createPayments } from './modules/payments/module';
import { createReviewsModule } from './modules/reviews/module';
import { createSettingsModule, defaultSettings } from './modules/settings/module';

/** What tests (or another deployment) may swap: the clock, the rate limiter's store, the mailer. */
export interface ServiceOptions {
  clock?: () => Date;
  rateLimiter?: RateLimiter;
  mailer?: Mailer;
  /**
   * How long another process's catalogue write may go unseen here (ms; docs/decisions/0007).
   * Default 1000; under NODE_ENV=test 0, as tests write fixtures straight into the tables.
   */
  catalogueVersionMaxAgeMs?: number;
}

/**
 * Every module, wired once per process, in dependency order (docs/decisions/0041, 0042): each is
 * built after the modules it takes as ports. `modules` lists their API doors in the order
 * server/http/api.ts mounts them; the services below it are what the runtime, the page loaders and
 * the tests call. Modules meet here and only through their doors (docs/decisions/0013): every repo
 * gets the unit of work's handle, so a service that calls several modules inside
 * `uow.transaction(…)` (checkout placing an order, a payment completing) writes atomically.
 */
export function createServices(pool: Db, config: Config, logger: Logger, options: ServiceOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const uow = createUnitOfWork(pool);
  const { db, transaction } = uow;
  const background = createBackgroundTasks(logger);
  const shop = { name: config.SHOP_NAME, publicUrl: config.PUBLIC_URL };

  // Two cycles are real, and each is closed by a late binding, set once both sides exist: orders
  // cancel through the cancellation module, which sits above them (it drives their lifecycle and
  // the payments' refunds); orders issue their GST documents through invoices, which look orders
  // up for the documents' access rule. Only a request calls through `late`, never the wiring.
  const late: { cancellation?: Cancellation; orders?: Orders } = {};
  const bound = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is used before server/services.ts bound it`);
    return value;
  };

  const mailer = options.mailer ?? createMailer(config, db, logger, clock);
  const jobs = createJobsModule({ db, logger, clock });
  const mail = createMailQueue(jobs, mailer);
  // Whether mail reaches anyone, and without SMTP the outbox the admin reads (docs/decisions/0047).
  const mailOutbox = createMailOutboxModule(config, db);
  // How much mail a requester can have sent, per recipient and per account, counted in the database.
  const sendQuota = createSendQuota({ repo: createSendQuotaRepo(db), clock });
  // Uploads live in DATA_DIR/uploads behind the MediaStore interface (an S3 driver can replace it).
  const media = createLocalMediaStore(join(config.DATA_DIR, 'uploads'));

  // Shoppers' searches in worker threads over their own connections, off the event loop (docs/decisions/0073).
  const searchThreads = createSearchThreads({ databaseUrl: config.DATABASE_URL, threads: config.SEARCH_THREADS, logger });
  const catalog = createCatalogModule({ db, transaction, inTransaction: uow.inTransaction, logger, clock, versionMaxAgeMs: options.catalogueVersionMaxAgeMs ?? (config.NODE_ENV === 'test' ? 0 : 1000), searchReads: searchThreads.reads });
  const { settings, api: settingsApi } = createSettingsModule({ db, defaults: defaultSettings(config), logger, clock, version: catalog.catalogueVersion });
  const { cart, api: cartApi } = createCartModule({ db, catalog: catalog.catalog, clock });
  const accounts = createAccountsModule({ db, transaction, mail, sendQuota, background, shop, settings: settings.current, countCartItems: cart.countItems, clock });
  const { invoices, api: invoicesApi } = createInvoicesModule({
    db,
    settings: settings.current,
    orders: {
      ownOrderId: (userId, ref) => bound(late.orders, 'orders').service.ownOrderId(userId, ref),
      orderIdForAdmin: async (ref) => (await bound(late.orders, 'orders').service.getForAdmin(ref))._id,
    },
  });
  // Coupons (docs/decisions/0060): an order takes a use as it takes its stock, inside its transaction.
  const { coupons, api: couponsApi } = createCouponsModule({ db, clock, logger });
  const orders = createOrders({
    uow,
    mail,
    stock: catalog.stock,
    coupons,
    logger,
    shop,
    settings: settings.current,
    accountEmail: accounts.accountEmail,
    clock,
    // PUT /api/orders/{id} with status Canceled is the cancel action.
    cancelOrder: (orderId, reason) => bound(late.cancellation, 'cancellation').cancel(orderId, reason),
    documents: invoices.issuer,
    media,
    // A wrong-size replacement names one of the product's sizes ([] once the product is gone: any size).
    productSizes: async (productId) => (await catalog.catalog.getProductsByIds([productId])).get(productId)?.sizes ?? [],
  });
  late.orders = orders;
  const { catalogAdmin, api: catalogApi } = catalog.withAdmin({
    media,
    referencedElsewhere: orders.service.imagesInUse,
    defaultGstRate: async () => (await settings.current()).defaultGstRate,
  });
  const pricing = createCheckoutPricing({ catalog: catalog.catalog, settings: settings.current, coupons, customerHistory: orders.customerHistory });
  const payments = createPayments({ uow, config, logger, clock, orders: orders.paymentState, cart, reprice: pricing.price, background, jobs });
  const { cancellation, api: cancellationApi } = createCancellationModule({ orders: orders.lifecycle, refunds: payments.refunds, transaction, logger });
  late.cancellation = cancellation;
  const { checkout, api: checkoutApi } = createCheckoutModule({ pricing, settings: settings.current, orders: orders.placement, cart, payments: payments.openings, transaction, logger });
  // Reviews of what a customer received (orders), signed with their name (accounts), counted into the product's rating (the catalogue's port).
  const { reviews, api: reviewsApi } = createReviewsModule({
    db,
    transaction,
    logger,
    clock,
    ports: { requireProduct: catalog.catalog.getProduct, totals: catalog.reviewTotals, catalogueChanged: catalog.catalogueVersion.refresh, hasDeliveredProduct: orders.hasDeliveredProduct, customerName: accounts.customerName },
  });

  // The orders' CSV made in worker threads over their own connections, off the event loop (docs/decisions/0070).
  const ordersExportThreads = createOrdersExportThreads({ databaseUrl: config.DATABASE_URL, logger });
  // The owner's desk (docs/decisions/0061): the orders' figures, the accounts' customers, the catalogue's low stock, read-only.
  const { desk, api: deskApi } = createDeskModule({
    clock,
    ports: {
      orders: orders.desk,
      customers: accounts.customers,
      lowStock: (below, limit) => catalog.inventory.lowStock(below, limit),
      catalogueVersion: catalog.catalogueVersion.current,
      productNames: async (ids) => new Map([...(await catalog.catalog.getProductsByIds(ids))].map(([id, product]) => [id, product.name])),
      orderExport: orders.exportPages,
      issuedLines: invoices.issuedLines,
      ordersCsvThread: ordersExportThreads.open,
    },
  });

  // The background work that failed for good, for the shop to see and run again (docs/decisions/0062).
  const jobsApi = createJobsApi(jobs);

  /** The modules' API doors, in the order /api mounts them and the OpenAPI document lists them. */
  const modules = [catalogApi, accounts.api, settingsApi, cartApi, orders.api, cancellationApi, invoicesApi, checkoutApi, payments.api, mailOutbox.api, reviewsApi, couponsApi, deskApi, jobsApi] as const;

  return {
    modules,
    /** The unit of work: `transaction(work)` makes every module's writes inside `work` one commit. */
    transaction,
    catalog: catalog.catalog,
    catalogAdmin,
    inventory: catalog.inventory,
    // Which catalogue the public cache's answers belong to (server/http/public-cache.ts).
    catalogueVersion: catalog.catalogueVersion,
    settings,
    invoices,
    cart,
    orders: orders.service,
    // The shop's lifecycle actions (confirm payment, refund by hand) and the customer's replacement request.
    orderLifecycle: orders.lifecycle,
    // The shop's correction of an order's delivery state (and its invoice, once due).
    orderDeliveryState: orders.deliveryState,
    // Cancel: the order (orders) and the refund of its gateway payment (payments), in one transaction.
    cancellation,
    checkout,
    // The admin's coupons; checkout prices with them and orders hold their uses (docs/decisions/0060).
    coupons,
    // Customers' reviews of the products they received (docs/decisions/0055).
    reviews,
    // The owner's desk: the dashboard's figures and the customers (docs/decisions/0061).
    desk,
    // The orders' CSV's worker threads: ended with the process (docs/decisions/0070).
    ordersExportThreads,
    // The search threads: ended with the process (docs/decisions/0073).
    searchThreads,
    // Attempts, payment status and retry, completion (webhook), refunds, the reconciler, the gateway.
    payments,
    admins: accounts.admins,
    adminAuth: accounts.adminAuth,
    sessions: accounts.sessions,
    deviceTokens: accounts.deviceTokens,
    users: accounts.users,
    accountEdits: accounts.accountEdits,
    passwordResets: accounts.passwordResets,
    media,
    mailer,
    jobs,
    // One process's memory; several processes behind a load balancer need a shared store (Redis)
    // implementing the same RateLimiter interface.
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter({ clock }),
    background,
  };
}

export type Services = ReturnType<typeof createServices>;
