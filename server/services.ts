import { join } from 'node:path';
import type { Logger } from 'pino';
import { createBackgroundTasks } from './background';
import type { Config } from './config';
import type { Db } from './db/connect';
import { createUnitOfWork } from './db/unit-of-work';
import { createMemoryRateLimiter, type RateLimiter } from './http/rate-limit';
import { createAdminRepo } from './modules/accounts/admin-repo';
import { createAdminAuthService, createAdminService } from './modules/accounts/admin-service';
import { createPasswordResetRepo } from './modules/accounts/password-reset-repo';
import { createPasswordResetService } from './modules/accounts/password-reset-service';
import { createAccountEditService } from './modules/accounts/account-edit-service';
import { createEmailChangeRepo } from './modules/accounts/email-change-repo';
import { createDeviceTokens } from './modules/accounts/device-tokens';
import { createServerSecretRepo } from './modules/accounts/server-secret-repo';
import { createSessionRepo } from './modules/accounts/session-repo';
import { createSessionService } from './modules/accounts/session-service';
import { createUserRepo } from './modules/accounts/user-repo';
import { createUserService } from './modules/accounts/user-service';
import { createCancellation, type Cancellation } from './modules/cancellation/service';
import { createCartRepo } from './modules/cart/repo';
import { createCartService } from './modules/cart/service';
import { createCatalogAdminService } from './modules/catalog/admin-service';
import { createCatalogRepo } from './modules/catalog/repo';
import { createCatalogueVersion } from './modules/catalog/catalogue-version';
import { createInventory } from './modules/catalog/inventory';
import { createCatalogService } from './modules/catalog/service';
import { createCatalogStock } from './modules/catalog/stock';
import { createOrderPricing } from './modules/checkout/pricing';
import { createCheckoutService } from './modules/checkout/service';
import { createJobsRepo } from './modules/jobs/repo';
import { createJobs } from './modules/jobs/service';
import { createMailer, createMailOutboxView, createMailQueue, createSendQuota, createSendQuotaRepo, type Mailer } from './modules/mail/module';
import { createLocalMediaStore } from './modules/media/store';
import { createOrders, type Orders } from './modules/orders/module';
import { createInvoicesRepo } from './modules/invoices/repo';
import { renderInvoicePdf } from './modules/invoices/pdf';
import { createInvoices } from './modules/invoices/service';
import { createSettingsRepo } from './modules/settings/repo';
import { createSettingsService, defaultSettings } from './modules/settings/service';
import { createPayments } from './modules/payments/module';
import { toPaise } from '../common/money';
import { gstStateName } from '../common/gst/states';
import type { CheckoutRulesPaise } from '../common/orders';

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
 * Every service, wired once per process and handed to the API routes and the page loaders.
 * Modules meet here and only through services (docs/decisions/0013-modules-and-unit-of-work.md):
 * every repo gets the unit of work's handle, so a service that calls several modules inside
 * `uow.transaction(…)` (checkout placing an order, a payment completing) writes atomically
 * without a database handle in any signature.
 */
export function createServices(pool: Db, config: Config, logger: Logger, options: ServiceOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const uow = createUnitOfWork(pool);
  const { db } = uow;
  const background = createBackgroundTasks(logger);
  const mailer = options.mailer ?? createMailer(config, db, logger, clock);
  // Durable background work (e-mails, refunds): rows written with their cause, run by a leased worker.
  const jobs = createJobs({ repo: createJobsRepo(db), logger, clock });
  const mail = createMailQueue(jobs, mailer);
  // How much mail a requester can have sent, per recipient and per account, counted in the database.
  const sendQuota = createSendQuota({ repo: createSendQuotaRepo(db), clock });
  const shop = { name: config.SHOP_NAME, publicUrl: config.PUBLIC_URL };

  // Each module below is built after the ones it takes (docs/decisions/0041). Two cycles are real,
  // and each is closed by a late binding, set once both sides exist: orders cancel through the
  // cancellation module, which sits above them (it drives their lifecycle and the payments'
  // refunds); orders issue their GST documents through invoices, which look orders up for the
  // documents' access rule. Only a request calls through `late`, never the wiring itself.
  const late: { cancellation?: Cancellation; orders?: Orders } = {};
  const bound = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is used before server/services.ts bound it`);
    return value;
  };

  // Accounts.
  const userRepo = createUserRepo(db);
  const passwordResetRepo = createPasswordResetRepo(db);
  const sessions = createSessionService(createSessionRepo(db), clock);
  const adminRepo = createAdminRepo(db);
  // An order's e-mails go to the account's own address, not the one typed at checkout (docs/decisions/0031).
  const accountEmail = async (userId: string) => (await userRepo.findById(userId))?.email ?? null;

  // Catalog and media.
  const catalogRepo = createCatalogRepo(db);
  const catalogueVersion = createCatalogueVersion({
    read: catalogRepo.readCatalogueVersion,
    maxAgeMs: options.catalogueVersionMaxAgeMs ?? (config.NODE_ENV === 'test' ? 0 : 1000),
  });
  const catalog = createCatalogService(catalogRepo, catalogueVersion);
  // Uploads live in DATA_DIR/uploads behind the MediaStore interface (an S3 driver can replace it).
  const media = createLocalMediaStore(join(config.DATA_DIR, 'uploads'));

  // The shop's own details (docs/decisions/0018): saved by the admin, the environment's until then.
  const settings = createSettingsService({ repo: createSettingsRepo(db), defaults: defaultSettings(config), logger, clock, version: catalogueVersion });
  const cart = createCartService({ repo: createCartRepo(db), catalog, clock });

  // GST invoices and credit notes: issued by the orders module's transitions (through `issuer`), read as PDFs.
  const invoices = createInvoices({
    repo: createInvoicesRepo(db),
    settings: settings.current,
    orders: {
      ownOrderId: (userId, ref) => bound(late.orders, 'orders').service.ownOrderId(userId, ref),
      orderIdForAdmin: async (ref) => (await bound(late.orders, 'orders').service.getForAdmin(ref))._id,
    },
    render: renderInvoicePdf,
  });
  // PUT /api/orders/{id} with status Canceled is the cancel action: handed in here, as cancellation sits above orders.
  const cancelOrder = (orderId: string, reason: string) => bound(late.cancellation, 'cancellation').cancel(orderId, reason);
  const orders = createOrders({ uow, mail, stock: createCatalogStock(catalogRepo), logger, shop, settings: settings.current, accountEmail, clock, cancelOrder, documents: invoices.issuer });
  late.orders = orders;

  // Checkout's delivery and cash-on-delivery rules, read from the settings per request (cached under the catalogue version).
  const checkoutRules = async (): Promise<CheckoutRulesPaise> => {
    const { codEnabled, codMaxOrderValue, cartDeliveryCharge, freeDeliveryAbove, registrationType, stateCode, address } = await settings.current();
    return {
      codEnabled,
      codMaxOrderValuePaise: codMaxOrderValue === null ? null : toPaise(codMaxOrderValue),
      cartDeliveryChargePaise: toPaise(cartDeliveryCharge),
      freeDeliveryAbovePaise: freeDeliveryAbove === null ? null : toPaise(freeDeliveryAbove),
      // A composition shop sells within its own state only (docs/decisions/0035).
      onlyWithinState: registrationType === 'composition' ? { code: stateCode, name: gstStateName(stateCode) ?? address.state } : null,
    };
  };
  const pricing = createOrderPricing({ catalog, rules: checkoutRules });
  const payments = createPayments({ uow, config, logger, clock, orders: orders.paymentState, cart, reprice: pricing.price, background, jobs });
  const cancellation = createCancellation({ orders: orders.lifecycle, refunds: payments.refunds, transaction: uow.transaction, logger });
  late.cancellation = cancellation;

  const users = createUserService({ repo: userRepo, sessions, countCartItems: cart.countItems, clock });

  return {
    /** The unit of work: `transaction(work)` makes every module's writes inside `work` one commit. */
    transaction: uow.transaction,
    catalog,
    settings,
    invoices,
    // The admin's product and category writes (uploads go through `media`).
    // Past orders show their line's image snapshot: the catalogue must not delete those files.
    catalogAdmin: createCatalogAdminService({
      repo: catalogRepo,
      transaction: uow.transaction,
      media,
      logger,
      clock,
      referencedElsewhere: orders.service.imagesInUse,
      catalogueChanged: catalogueVersion.refresh,
      defaultGstRate: async () => (await settings.current()).defaultGstRate,
    }),
    // The admin's low-stock list.
    inventory: createInventory(catalogRepo),
    // Which catalogue the public cache's answers belong to (server/http/public-cache.ts).
    catalogueVersion,
    cart,
    orders: orders.service,
    // The shop's lifecycle actions (confirm payment, refund by hand) and the customer's replacement request.
    orderLifecycle: orders.lifecycle,
    // The shop's correction of an order's delivery state (and its invoice, once due).
    orderDeliveryState: orders.deliveryState,
    // Cancel: the order (orders) and the refund of its gateway payment (payments), in one transaction.
    cancellation,
    // Pricing and placing orders (online and cash on delivery).
    checkout: createCheckoutService({ pricing, rules: checkoutRules, orders: orders.placement, cart, payments: payments.openings, transaction: uow.transaction, logger }),
    // Attempts, payment status and retry, completion (webhook), refunds, the reconciler, the gateway.
    payments,
    admins: createAdminService(adminRepo, clock),
    adminAuth: createAdminAuthService({ repo: adminRepo, sessions }),
    media,
    sessions,
    // OWASP's device cookies: signed tokens telling a browser that signed in before from a guesser.
    deviceTokens: createDeviceTokens({ secrets: createServerSecretRepo(db), clock }),
    users,
    // The customer's own edits: details, e-mail (confirmed by a link to the new address), password.
    accountEdits: createAccountEditService({ users: userRepo, profile: users.profile, emailChanges: createEmailChangeRepo(db), resetLinks: passwordResetRepo, sessions, mail, sendQuota, transaction: uow.transaction, shop, settings: settings.current, clock }),
    passwordResets: createPasswordResetService({
      users: userRepo,
      resets: passwordResetRepo,
      sessions,
      mail,
      sendQuota,
      transaction: uow.transaction,
      background,
      shop,
      clock,
    }),
    mailer,
    // Whether mail reaches anyone, and without SMTP the outbox the admin reads (docs/decisions/0047).
    mailOutbox: createMailOutboxView(config, db),
    jobs,
    // One process's memory; several processes behind a load balancer need a shared store (Redis)
    // implementing the same RateLimiter interface.
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter({ clock }),
    background,
  };
}

export type Services = ReturnType<typeof createServices>;
