import { join } from 'node:path';
import type { Logger } from 'pino';
import { createBackgroundTasks } from './background';
import type { Config } from './config';
import type { Db } from './db/connect';
import { createMemoryRateLimiter, type RateLimiter } from './http/rate-limit';
import { createAdminRepo } from './modules/accounts/admin-repo';
import { createAdminAuthService, createAdminService } from './modules/accounts/admin-service';
import { createPasswordResetRepo } from './modules/accounts/password-reset-repo';
import { createPasswordResetService } from './modules/accounts/password-reset-service';
import { createSessionRepo } from './modules/accounts/session-repo';
import { createSessionService } from './modules/accounts/session-service';
import { createUserRepo } from './modules/accounts/user-repo';
import { createUserService } from './modules/accounts/user-service';
import { createCartRepo } from './modules/cart/repo';
import { createCartService } from './modules/cart/service';
import { createCatalogAdminService } from './modules/catalog/admin-service';
import { createCatalogRepo } from './modules/catalog/repo';
import { createCatalogueVersion } from './modules/catalog/catalogue-version';
import { createCatalogService } from './modules/catalog/service';
import { createJobsRepo } from './modules/jobs/repo';
import { createJobs } from './modules/jobs/service';
import { createMailer, createMailQueue, type Mailer } from './modules/mail';
import { createLocalMediaStore } from './modules/media/store';
import { createOrdersRepo } from './modules/orders/repo';
import { createOrdersService } from './modules/orders/service';
import { createPayments } from './modules/payments/module';

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

/** Every service, wired once per process and handed to the API routes and the page loaders. */
export function createServices(db: Db, config: Config, logger: Logger, options: ServiceOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const background = createBackgroundTasks(logger);
  const mailer = options.mailer ?? createMailer(config, db, logger, clock);
  // Durable background work (e-mails, refunds): rows written with their cause, run by a leased worker.
  const jobs = createJobs({ repo: createJobsRepo(db), logger, clock });
  const mail = createMailQueue(jobs, mailer);
  const userRepo = createUserRepo(db);
  const sessions = createSessionService(createSessionRepo(db), clock);
  const catalogRepo = createCatalogRepo(db);
  const catalogueVersion = createCatalogueVersion({
    read: catalogRepo.readCatalogueVersion,
    maxAgeMs: options.catalogueVersionMaxAgeMs ?? (config.NODE_ENV === 'test' ? 0 : 1000),
  });
  const catalog = createCatalogService(catalogRepo, catalogueVersion);
  // Uploads live in DATA_DIR/uploads behind the MediaStore interface (an S3 driver can replace it).
  const media = createLocalMediaStore(join(config.DATA_DIR, 'uploads'));
  const adminRepo = createAdminRepo(db);
  const cart = createCartService({ repo: createCartRepo(db), catalog, clock });
  const shop = { name: config.SHOP_NAME, publicUrl: config.PUBLIC_URL };
  const orders = createOrdersService({ repo: createOrdersRepo(db), mail, logger, shop, clock });

  return {
    catalog,
    // The admin's product and category writes (uploads go through `media`).
    // Past orders show their line's image snapshot: the catalogue must not delete those files.
    catalogAdmin: createCatalogAdminService({
      repo: catalogRepo,
      media,
      logger,
      clock,
      referencedElsewhere: orders.imagesInUse,
      catalogueChanged: catalogueVersion.refresh,
    }),
    // Which catalogue the public cache's answers belong to (server/http/public-cache.ts).
    catalogueVersion,
    cart,
    orders,
    // Checkout, payment status and retry, completion (webhook), the reconciler, the gateway.
    payments: createPayments({ db, config, logger, clock, catalog, cart, orders, background, jobs }),
    admins: createAdminService(adminRepo, clock),
    adminAuth: createAdminAuthService({ repo: adminRepo, sessions }),
    media,
    sessions,
    users: createUserService({ repo: userRepo, sessions, countCartItems: cart.countItems, clock }),
    passwordResets: createPasswordResetService({
      users: userRepo,
      resets: createPasswordResetRepo(db),
      sessions,
      mail,
      background,
      shop: { name: config.SHOP_NAME, publicUrl: config.PUBLIC_URL },
      clock,
    }),
    mailer,
    jobs,
    // One process's memory; several processes behind a load balancer need a shared store (Redis)
    // implementing the same RateLimiter interface.
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter({ clock }),
    background,
  };
}

export type Services = ReturnType<typeof createServices>;
