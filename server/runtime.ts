import { mkdir } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config';
import { connectDatabase, type Db } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoCatalogue } from './demo';
import { demoShopSettings } from './demo/settings';
import { bootstrapAdmin } from './modules/accounts/module';
import { createServices, type ServiceOptions, type Services } from './services';

export interface Runtime {
  config: Config;
  logger: Logger;
  db: Db;
  services: Services;
  ping(): Promise<void>;
  /**
   * Tells the runtime the port the HTTP server listens on, once it does. Only needed when it
   * differs from config.PORT (port 0 in tests): the PhonePe simulator is reached over loopback on it.
   */
  setListeningPort(port: number): void;
  close(): Promise<void>;
}

export interface RuntimeOptions extends ServiceOptions {
  /** Run the payment reconciler in the background (default true; HTTP tests call runOnce instead). */
  startReconciler?: boolean;
  /** Run the job worker (e-mails, refunds) in the background (default true; HTTP tests call jobs.runDue instead). */
  startJobWorker?: boolean;
}

/**
 * Opens the database, migrates it, seeds the demo when asked, wires the services and starts the
 * payment reconciler. `options` swaps the clock, rate limiter or mailer, or keeps the reconciler off (tests).
 */
export async function startRuntime(config: Config, logger: Logger, options: RuntimeOptions = {}): Promise<Runtime> {
  await mkdir(config.DATA_DIR, { recursive: true });
  const db = connectDatabase(config.DATABASE_URL);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');

  const services = createServices(db, config, logger, options);
  if (config.SEED_DEMO) {
    const seeded = await seedDemoCatalogue(db, services.media, logger);
    if (seeded) {
      logger.info(seeded, 'demo catalogue seeded');
      // The demo shop's address, contacts and GSTIN, unless settings were saved already.
      await services.settings.saveUnlessSaved(demoShopSettings);
    }
  }
  await bootstrapAdmin(config, services.admins, logger);
  const { reconciler, provider } = services.payments;
  if (options.startReconciler !== false) reconciler?.start();
  if (options.startJobWorker !== false) services.jobs.start();
  // The search threads load their code before the first shopper searches; tests start them at their first search.
  if (config.NODE_ENV !== 'test') services.searchThreads.start();
  if (config.isProduction && config.paymentProviderDefaulted) {
    logger.warn('PAYMENT_PROVIDER is not set: payments go to the built-in PhonePe simulator and no real money moves. Set PAYMENT_PROVIDER=phonepe (or upi) to take real payments.');
  }

  return {
    config,
    logger,
    db,
    services,
    async ping() {
      await sql`select 1`.execute(db);
    },
    setListeningPort(port) {
      provider.setListeningPort(port);
    },
    async close() {
      // Payment checks under way finish, the simulator's queued webhooks are dropped, and mails
      // already started (a reset link, an order confirmation) are finished before the database goes away.
      await reconciler?.stop();
      provider.close();
      await services.background.idle();
      // Jobs under way finish; the rest stay in the table for the next start (or another process).
      await services.jobs.stop();
      services.mailer.close?.();
      await services.ordersExportThreads.close();
      await services.searchThreads.close();
      await db.destroy();
    },
  };
}
